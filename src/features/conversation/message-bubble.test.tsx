import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { deliveryState } from '@/domain/chat-live';
import type { LocalMessage } from '@/offline/db';
import { BOBS_MESSAGE } from './message.fixtures';
import { MessageBubble } from './message-bubble';

afterEach(cleanup);

const message: LocalMessage = BOBS_MESSAGE;

function renderBubble(
  own: boolean,
  onMenu?: (m: LocalMessage, opener: HTMLElement) => void,
  extra: Partial<Parameters<typeof MessageBubble>[0]> = {},
) {
  render(
    <MessageBubble
      message={message}
      own={own}
      senderName="Bob"
      onRetry={vi.fn()}
      onDiscard={vi.fn()}
      onMenu={onMenu}
      {...extra}
    />,
  );
}

describe('a message’s menu', () => {
  test('opens from the ⋯ beside the other person’s message, named for its sender, by keyboard', async () => {
    const onMenu = vi.fn();
    renderBubble(false, onMenu);
    const more = screen.getByRole('button', { name: 'Actions for this message from Bob' });
    expect(more).toHaveAttribute('aria-haspopup', 'dialog');
    const user = userEvent.setup();
    await user.tab();
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMenu).toHaveBeenCalledWith(message, more);
  });

  test('opens from a long press (the context menu) on any message, own ones too', () => {
    const onMenu = vi.fn();
    renderBubble(true, onMenu);
    expect(screen.queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
    const bubble = screen.getByTestId('message').querySelector('.message__bubble')!;
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    bubble.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onMenu).toHaveBeenCalledWith(message, bubble);
  });

  test('is absent where the screen offers none', () => {
    renderBubble(false);
    expect(screen.queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
  });
});

describe('who wrote it and, in a debate, its side', () => {
  test('a one-to-one chat shows no name above the bubble; screen readers still hear it', () => {
    renderBubble(false);
    expect(screen.queryByText('Bob', { exact: true })).not.toBeInTheDocument();
    expect(screen.getByText('Bob:', { exact: false })).toHaveClass('visually-hidden');
  });

  test('a debate bubble carries its side in words and as a class for its colour', () => {
    renderBubble(false, undefined, { side: { side: 'against', label: 'Against' } });
    const bubble = screen.getByTestId('message');
    expect(bubble).toHaveClass('message--against');
    expect(bubble).toHaveAttribute('data-side', 'against');
    expect(screen.getByTestId('message-side')).toHaveTextContent('Against');
  });

  test('a spectator sees For at the start and Against at the end, each with the name', () => {
    renderBubble(false, undefined, {
      showSender: true,
      side: { side: 'against', label: 'Against · Bob' },
      align: 'end',
    });
    const bubble = screen.getByTestId('message');
    expect(bubble).toHaveClass('message--end');
    expect(screen.getByTestId('message-side')).toHaveTextContent('Against · Bob');
    expect(screen.queryByText('Bob:', { exact: false })).not.toBeInTheDocument();
  });
});

describe('an own message’s delivery mark (docs/decisions/0013-chat.md §2)', () => {
  // As the list renders it: the state deliveryState derives from the other's read mark.
  function renderOwn(state: LocalMessage['state'], seen: boolean) {
    const own = { ...message, senderId: 'me', state, timestamp: state === 'sent' ? 1 : null };
    render(
      <MessageBubble
        message={own}
        own
        senderName="You"
        onRetry={vi.fn()}
        onDiscard={vi.fn()}
        delivery={deliveryState(own, seen ? 1 : 0)}
      />,
    );
    return screen.getByTestId('message').querySelector('.message__state')!;
  }

  test('queued (clock), sent (✓), seen (✓✓) — each with its word for screen readers', () => {
    expect(renderOwn('queued', false)).toHaveAttribute('data-delivery', 'queued');
    expect(screen.getByText('Queued')).toHaveClass('visually-hidden');
    cleanup();
    expect(renderOwn('sent', false)).toHaveAttribute('data-delivery', 'sent');
    expect(screen.getByText('Sent')).toHaveClass('visually-hidden');
    cleanup();
    expect(renderOwn('sent', true)).toHaveAttribute('data-delivery', 'seen');
    expect(screen.getByText('Seen')).toHaveClass('visually-hidden');
  });

  test('a message not yet sent is never shown as seen', () => {
    expect(renderOwn('queued', true)).toHaveAttribute('data-delivery', 'queued');
    cleanup();
    expect(renderOwn('failed', true)).toHaveAttribute('data-delivery', 'failed');
    expect(screen.getByText('Not sent')).toBeInTheDocument();
  });
});
