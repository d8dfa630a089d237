import { describe, expect, test } from 'vitest';
import {
  badgeText,
  dropdownNotifications,
  newArrivals,
  notificationTarget,
  unreadCount,
} from './notification-logic';
import { notice } from './notification.fixtures';

describe('notification logic', () => {
  test('the badge is empty at zero, the count up to nine, and 9+ above', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(20)).toBe('9+');
  });

  test('counts the unread notices', () => {
    expect(unreadCount([notice(1), notice(2, { read: true }), notice(3)])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  test('the dropdown holds the latest ten, newest first, an unstamped one on top', () => {
    const list = [5, 1, 12, 3, 7, 2, 9, 11, 4, 8, 6, 10].map((m) => notice(m));
    const pending = notice(0, { id: 'pending', createdAt: null });
    const shown = dropdownNotifications([...list, pending]);
    expect(shown.map((n) => n.id)).toEqual([
      'pending',
      'n1',
      'n2',
      'n3',
      'n4',
      'n5',
      'n6',
      'n7',
      'n8',
      'n9',
    ]);
  });

  test('arrivals are new unread notices no older than what was already seen', () => {
    const before = [notice(5), notice(10, { read: true })];
    const fresh = notice(1);
    const freshRead = notice(2, { read: true });
    const oldComingBack = notice(30);
    const after = [fresh, freshRead, ...before, oldComingBack];
    expect(newArrivals(before, after)).toEqual([fresh]);
    expect(newArrivals(after, after)).toEqual([]);
  });

  test('only an accepted debate with a chat leads somewhere', () => {
    expect(notificationTarget(notice(1, { type: 'debate_accepted', chatId: 'abc' }))).toBe(
      '/debate/abc',
    );
    expect(notificationTarget(notice(1, { type: 'debate_accepted', chatId: undefined }))).toBe(
      null,
    );
    expect(notificationTarget(notice(1, { type: 'debate_won', chatId: 'abc' }))).toBe(null);
    expect(notificationTarget(notice(1, { type: 'debate_lost', chatId: 'abc' }))).toBe(null);
  });
});
