import { describe, expect, it } from 'vitest';
import { readMessagePush } from './message-push';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readMessagePush', () => {
  it('reads the message pushed last and when', () => {
    expect(
      readMessagePush({ chatId: 'c', recipient: 'bob', lastMessageId: 'm1', pushedAt: at(5) }),
    ).toEqual({ lastMessageId: 'm1', pushedAt: 5 });
  });

  it('reads no document as no push', () => {
    expect(readMessagePush(undefined)).toEqual({ pushedAt: null });
  });

  it('reads a time only from a Timestamp, and a message id only from text', () => {
    expect(readMessagePush({ lastMessageId: 7, pushedAt: 5 })).toEqual({ pushedAt: null });
    expect(readMessagePush({ lastMessageId: null, pushedAt: 'now' })).toEqual({ pushedAt: null });
  });
});
