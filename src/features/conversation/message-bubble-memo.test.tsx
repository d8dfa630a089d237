import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LocalMessage } from '@/offline/db';
import { BOBS_MESSAGE } from './message.fixtures';
import type * as RelativeAge from '@/domain/relative-age';

// Each drawing of a bubble formats its time once: counted here, passed through.
const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/domain/relative-age', async (original) => {
  const real = await original<typeof RelativeAge>();
  return {
    ...real,
    formatMessageTime: (...args: Parameters<typeof real.formatMessageTime>) => {
      drawn.count += 1;
      return real.formatMessageTime(...args);
    },
  };
});

const { MessageBubble } = await import('./message-bubble');

afterEach(cleanup);

const message: LocalMessage = BOBS_MESSAGE;

describe('a bubble drawn again', () => {
  test('only when what it shows changes, not for a new copy of the same message', () => {
    const handlers = { onRetry: vi.fn(), onDiscard: vi.fn() };
    const bubble = (shown: LocalMessage) => (
      <MessageBubble message={shown} own={false} senderName="Bob" {...handlers} />
    );
    const { rerender } = render(bubble(message));
    const once = drawn.count;
    expect(once).toBeGreaterThan(0);
    // The device's chat read again: the same message, a new object.
    rerender(bubble({ ...message }));
    expect(drawn.count).toBe(once);
    rerender(bubble({ ...message, content: 'you will regret this, I said' }));
    expect(drawn.count).toBeGreaterThan(once);
    expect(screen.getByText('you will regret this, I said')).toBeInTheDocument();
  });
});
