import { describe, expect, it } from 'vitest';
import { readChatMessage, readShownMessage } from './chat-message';

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

describe('readShownMessage', () => {
  it('reads a stored message with its server time', () => {
    expect(
      readShownMessage('m1', 'c1', {
        senderId: 'u1',
        senderPhone: '+15550001111',
        content: 'Hello',
        timestamp: { toMillis: () => 2_000 },
      }),
    ).toEqual({
      id: 'm1',
      chatId: 'c1',
      senderId: 'u1',
      senderPhone: '+15550001111',
      content: 'Hello',
      timestamp: 2_000,
    });
  });

  it('a public debate’s message has no phone, a pending one no time yet', () => {
    expect(
      readShownMessage('m2', 'c1', { senderId: 'u1', content: 'Hi', timestamp: null }),
    ).toMatchObject({ senderPhone: '', timestamp: null });
    expect(readShownMessage('m3', 'c1', undefined)).toMatchObject({
      senderId: '',
      content: '',
      timestamp: null,
    });
  });
});
