import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { debateMessagesOnly, storedMessage } from './transcript';

const START = 1_700_000_000_000;

function stored(senderId: string, content: string, at: number | null) {
  return storedMessage({
    senderId,
    content,
    ...(at === null ? {} : { timestamp: Timestamp.fromMillis(at) }),
  })!;
}

describe('debateMessagesOnly: pre-start messages never reach the judges', () => {
  const transcript = {
    messages: [
      stored('a', 'Hi, ready soon?', START - 60_000),
      stored('b', 'Give me a minute', START - 1),
      stored('a', 'Opening argument', START),
      stored('b', 'Rebuttal', START + 5_000),
      stored('a', 'No server time', null),
    ],
    unread: 3,
  };

  test('keeps only messages at or after the start, in order, and the unread count', () => {
    const kept = debateMessagesOnly(transcript, Timestamp.fromMillis(START));
    expect(kept.messages.map((m) => m.content)).toEqual(['Opening argument', 'Rebuttal']);
    expect(kept.unread).toBe(3);
  });

  test('accepts the start as epoch ms too', () => {
    expect(debateMessagesOnly(transcript, START).messages).toHaveLength(2);
  });

  test('a debate without a start time gives the judges nothing', () => {
    expect(debateMessagesOnly(transcript, null).messages).toEqual([]);
    expect(debateMessagesOnly(transcript, undefined).messages).toEqual([]);
    expect(debateMessagesOnly(transcript, 'yesterday').messages).toEqual([]);
  });

  test('storedMessage keeps the server time as sentAt', () => {
    expect(stored('a', 'x', START)).toEqual({ senderId: 'a', content: 'x', sentAt: START });
    expect(stored('a', 'x', null)).toEqual({ senderId: 'a', content: 'x' });
  });

  test('storedMessage reads a time stored as a number as epoch ms, and no real time as none', () => {
    expect(storedMessage({ senderId: 'a', content: 'x', timestamp: START }, 'm')).toEqual({
      id: 'm',
      senderId: 'a',
      content: 'x',
      sentAt: START,
    });
    expect(storedMessage({ senderId: 'a', content: 'x', timestamp: NaN })).toEqual({
      senderId: 'a',
      content: 'x',
    });
  });

  test('storedMessage refuses a document without a sender or a text', () => {
    expect(storedMessage({ content: 'x' })).toBeNull();
    expect(storedMessage({ senderId: 'a', content: 42 })).toBeNull();
    expect(storedMessage({ senderId: 7, content: 'x' })).toBeNull();
    expect(storedMessage({ senderId: 'a', content: '' })).toEqual({ senderId: 'a', content: '' });
  });
});
