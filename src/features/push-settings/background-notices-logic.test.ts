import { describe, expect, test } from 'vitest';
import { ArrivalWatch, noticeOptions } from './background-notices-logic';
import { notice } from './background-notices.fixtures';

describe('ArrivalWatch', () => {
  test('takes the first list as what was there, then reports new unread notices', () => {
    const watch = new ArrivalWatch();
    expect(watch.next([notice('a', 100), notice('b', 90)])).toEqual([]);
    expect(
      watch.next([notice('c', 110), notice('a', 100), notice('b', 90)]).map((n) => n.id),
    ).toEqual(['c']);
    expect(watch.next([notice('c', 110), notice('a', 100)])).toEqual([]);
  });

  test('ignores read notices and old ones coming back into the window', () => {
    const watch = new ArrivalWatch();
    watch.next([notice('a', 100)]);
    expect(watch.next([notice('x', 120, true), notice('a', 100)])).toEqual([]);
    expect(watch.next([notice('a', 100), notice('old', 50)])).toEqual([]);
    // Not stamped by the server yet: the newest there is.
    expect(watch.next([notice('fresh', null), notice('a', 100)]).map((n) => n.id)).toEqual([
      'fresh',
    ]);
  });
});

describe('noticeOptions', () => {
  test('match what the push would show: same tag, icon, badge and debate link', () => {
    expect(noticeOptions(notice('n1', 1))).toEqual({
      body: 'Message n1',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'notification-n1',
      data: { url: '/debate/chat-n1' },
    });
    expect(noticeOptions({ ...notice('n2', 1), chatId: undefined }).data).toEqual({ url: '/home' });
  });
});

describe('a challenge shown while the app is hidden', () => {
  test('opens its card, with Accept and Decline that answer it there', () => {
    const options = noticeOptions({
      id: 'debate_challenge_r1',
      userId: 'me',
      type: 'debate_challenge',
      title: 'New debate challenge',
      message: 'Ann challenges you to a debate on "Tea".',
      read: false,
      requestId: 'r1',
      createdAt: 1,
    }) as NotificationOptions & { actions?: { action: string; title: string }[] };
    expect(options.actions).toEqual([
      { action: 'accept', title: 'Accept' },
      { action: 'decline', title: 'Decline' },
    ]);
    expect(options.data).toEqual({
      url: '/join/r1',
      answers: { accept: '/join/r1?answer=accept', decline: '/join/r1?answer=decline' },
    });
  });
});
