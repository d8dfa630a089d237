import { describe, expect, test } from 'vitest';
import { connectionLineText, offlineText } from './connection-logic';

describe('connectionLineText', () => {
  test('offline: the outbox count', () => {
    expect(connectionLineText(false, 3, true)).toBe('Offline — 3 messages waiting');
    expect(connectionLineText(false, 1, true)).toBe('Offline — 1 message waiting');
    expect(connectionLineText(false, 0, true)).toBe('Offline');
  });

  test('back online: the messages still being sent, then nothing once flushed', () => {
    expect(connectionLineText(true, 2, true)).toBe('Sending 2 messages…');
    expect(connectionLineText(true, 0, true)).toBeNull();
  });

  test('online all along: nothing, even while a message waits a moment in the outbox', () => {
    expect(connectionLineText(true, 1, false)).toBeNull();
  });

  test('offlineText says the count in words', () => {
    expect(offlineText(12)).toBe('Offline — 12 messages waiting');
  });
});
