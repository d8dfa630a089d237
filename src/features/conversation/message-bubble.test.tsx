import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LocalMessage } from '@/offline/db';
import { MessageBubble } from './message-bubble';

afterEach(cleanup);

const message: LocalMessage = {
  id: 'm1',
  chatId: 'c1',
  senderId: 'bob',
  senderPhone: '+15550000002',
  content: 'you will regret this',
  timestamp: Date.UTC(2026, 2, 5, 10),
  state: 'sent',
  clientTime: Date.UTC(2026, 2, 5, 10),
  order: '1',
};

function renderBubble(own: boolean, onReport?: (m: LocalMessage) => void) {
  render(
    <MessageBubble
      message={message}
      own={own}
      senderName="Bob"
      onRetry={vi.fn()}
      onDiscard={vi.fn()}
      onReport={onReport}
    />,
  );
}

describe('a message’s Report action', () => {
  test('is on the other person’s messages, named for its sender, and works from the keyboard', async () => {
    const onReport = vi.fn();
    renderBubble(false, onReport);
    const report = screen.getByRole('button', { name: 'Report this message from Bob' });
    expect(report).toHaveTextContent('Report');
    const user = userEvent.setup();
    await user.tab();
    expect(report).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReport).toHaveBeenCalledWith(message);
  });

  test('is not on your own messages, nor where the screen offers no reporting', () => {
    renderBubble(true, vi.fn());
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    cleanup();
    renderBubble(false);
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});

describe('an own message’s delivery mark (issue 13 §2)', () => {
  function renderOwn(state: LocalMessage['state'], seen: boolean) {
    render(
      <MessageBubble
        message={{ ...message, senderId: 'me', state, timestamp: state === 'sent' ? 1 : null }}
        own
        senderName="You"
        onRetry={vi.fn()}
        onDiscard={vi.fn()}
        seen={seen}
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
