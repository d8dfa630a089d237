import { describe, expect, test } from 'vitest';
import {
  badgeNumber,
  deliveryState,
  READ_MARK_INTERVAL_MS,
  shouldSendTyping,
  throttleDelay,
  TYPING_IDLE_MS,
  TYPING_INTERVAL_MS,
  typingShown,
  typingText,
  unreadCount,
  unreadLabel,
} from './chat-live';

const chat = { participants: ['me', 'them'], messageCounts: { me: 7, them: 5 } };

describe('unread counts', () => {
  test('counts only the other person’s messages since the last read here', () => {
    expect(unreadCount(chat, 'me', { readCount: 2 })).toBe(3);
    expect(unreadCount(chat, 'them', { readCount: 2 })).toBe(5);
    expect(unreadCount(chat, 'me', { readCount: 5 })).toBe(0);
  });

  test('never negative, 0 without read state or counts', () => {
    expect(unreadCount(chat, 'me', { readCount: 9 })).toBe(0);
    expect(unreadCount(chat, 'me', undefined)).toBe(0);
    expect(unreadCount(chat, 'me', {})).toBe(0);
    expect(unreadCount({ participants: ['me', 'them'] }, 'me', { readCount: 0 })).toBe(0);
    expect(
      unreadCount({ participants: ['me'], messageCounts: { me: 3 } }, 'me', { readCount: 0 }),
    ).toBe(0);
  });

  test('labels and badge numbers', () => {
    expect(unreadLabel(1)).toBe('1 unread message');
    expect(unreadLabel(3)).toBe('3 unread messages');
    expect(badgeNumber(42)).toBe('42');
    expect(badgeNumber(100)).toBe('99+');
  });
});

describe('seen state', () => {
  test('a sent message is seen once the other’s read mark reaches its server time', () => {
    expect(deliveryState({ state: 'sent', timestamp: 1000 }, 999)).toBe('sent');
    expect(deliveryState({ state: 'sent', timestamp: 1000 }, 1000)).toBe('seen');
    expect(deliveryState({ state: 'sent', timestamp: 1000 }, 5000)).toBe('seen');
  });

  test('queued, failed and not yet stamped messages are never seen', () => {
    expect(deliveryState({ state: 'queued', timestamp: null }, 5000)).toBe('queued');
    expect(deliveryState({ state: 'failed', timestamp: null }, 5000)).toBe('failed');
    expect(deliveryState({ state: 'sent', timestamp: null }, 5000)).toBe('sent');
  });
});

describe('throttling', () => {
  test('read marks: at most one write per interval', () => {
    console.log(
      `read mark interval: ${READ_MARK_INTERVAL_MS} ms (≤ ${60_000 / READ_MARK_INTERVAL_MS} writes/min)`,
    );
    expect(throttleDelay(null, 10_000, READ_MARK_INTERVAL_MS)).toBe(0);
    expect(throttleDelay(10_000, 10_500, READ_MARK_INTERVAL_MS)).toBe(READ_MARK_INTERVAL_MS - 500);
    expect(throttleDelay(10_000, 10_000 + READ_MARK_INTERVAL_MS, READ_MARK_INTERVAL_MS)).toBe(0);
    expect(READ_MARK_INTERVAL_MS).toBeGreaterThanOrEqual(2_000);
    expect(60_000 / READ_MARK_INTERVAL_MS).toBeLessThanOrEqual(30);
  });

  test('typing: online, the other viewing, once per 3 s', () => {
    console.log(
      `typing signal interval: ${TYPING_INTERVAL_MS} ms, idle after ${TYPING_IDLE_MS} ms`,
    );
    const base = { online: true, otherViewing: true, lastSentAt: null, now: 50_000 };
    expect(shouldSendTyping(base)).toBe(true);
    expect(shouldSendTyping({ ...base, online: false })).toBe(false);
    expect(shouldSendTyping({ ...base, otherViewing: false })).toBe(false);
    expect(shouldSendTyping({ ...base, lastSentAt: 48_000 })).toBe(false);
    expect(shouldSendTyping({ ...base, lastSentAt: 47_000 })).toBe(true);
  });
});

describe('typing line', () => {
  test('shows a fresh signal, hides it after 5 s idle or once their message arrives', () => {
    const signal = { typingAt: 1_000, receivedAt: 20_000 };
    expect(typingShown(signal, null, 20_100)).toBe(true);
    expect(typingShown(signal, 500, 24_999)).toBe(true);
    expect(typingShown(signal, null, 20_000 + TYPING_IDLE_MS)).toBe(false);
    expect(typingShown(signal, 1_200, 20_100)).toBe(false);
    expect(typingShown({ typingAt: null, receivedAt: 20_000 }, null, 20_100)).toBe(false);
    expect(typingShown(null, null, 20_100)).toBe(false);
    expect(typingText('Ann')).toBe('Ann is typing…');
  });
});
