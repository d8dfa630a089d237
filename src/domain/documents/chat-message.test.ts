import { describe, expect, it } from 'vitest';
import { readChatMessage } from './chat-message';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readChatMessage', () => {
  it('reads no document as none', () => {
    expect(readChatMessage(undefined)).toBeUndefined();
    expect(readChatMessage('hello')).toBeUndefined();
    expect(readChatMessage(null)).toBeUndefined();
  });

  it('reads a message with its sender, text and time, keeping the stored time', () => {
    const timestamp = at(5);
    const message = readChatMessage({ senderId: 'a', content: 'Hi', timestamp });
    expect(message).toEqual({ senderId: 'a', content: 'Hi', sentAt: 5, timestamp });
    expect(message?.timestamp).toBe(timestamp);
  });

  it('leaves out a sender or text that is not text, and reads no time as null', () => {
    expect(readChatMessage({ senderId: 1, content: { text: 'Hi' } })).toEqual({
      sentAt: null,
      timestamp: null,
    });
    expect(readChatMessage({ content: '', timestamp: 5 })).toEqual({
      content: '',
      sentAt: null,
      timestamp: 5,
    });
  });
});
