import { describe, expect, test } from 'vitest';
import {
  appPath,
  showsChat,
  DEFAULT_BADGE,
  DEFAULT_ICON,
  noticeFromPush as noticeAt,
  urlOfNotificationData as urlAt,
} from './push-payload';

/** The app's origin, as the worker's `self.location.origin` gives it. */
const ORIGIN = 'https://debate-arena.example';
const noticeFromPush = (payload: unknown) => noticeAt(payload, ORIGIN);
const urlOfNotificationData = (data: unknown) => urlAt(data, ORIGIN);

/** FCM's web push JSON for a data message, as functions/src/push/push-message.ts sends it. */
function fcm(data: Record<string, string>, extra: Record<string, unknown> = {}) {
  return { data, from: '1234567890', fcmMessageId: 'm-1', priority: 'high', ...extra };
}

describe('noticeFromPush', () => {
  test('reads the title, body, icon, badge, tag and debate link of an FCM data message', () => {
    expect(
      noticeFromPush(
        fcm({
          notificationId: 'n1',
          title: 'Your debate was accepted!',
          body: 'Bob accepted your debate on "Cats".',
          icon: '/icons/icon-192.png',
          badge: '/icons/badge-96.png',
          tag: 'notification-n1',
          url: '/debate/chat-1',
        }),
      ),
    ).toEqual({
      title: 'Your debate was accepted!',
      body: 'Bob accepted your debate on "Cats".',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'notification-n1',
      url: '/debate/chat-1',
      renotify: false,
      chatId: null,
    });
  });

  test('fills in the app icon, badge, a per-notice tag and the home screen', () => {
    expect(noticeFromPush(fcm({ notificationId: 'n2', title: 'Debate result' }))).toEqual({
      title: 'Debate result',
      body: '',
      icon: DEFAULT_ICON,
      badge: DEFAULT_BADGE,
      tag: 'notification-n2',
      url: '/home',
      renotify: false,
      chatId: null,
    });
    expect(noticeFromPush(fcm({ title: 'No id' }))?.tag).toBe('m-1');
  });

  test('accepts a notification payload too, data winning', () => {
    expect(
      noticeFromPush({
        notification: { title: 'From notification', body: 'body' },
        data: { url: '/debate/x' },
      }),
    ).toMatchObject({ title: 'From notification', body: 'body', url: '/debate/x' });
  });

  test('never sends a click, an icon or a badge to another site', () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      '\\\\evil.example',
      '/\\evil',
      'http://debate-arena.example/debate/x',
      'https://debate-arena.example.evil.example/x',
      'https://debate-arena.example@evil.example/x',
      'javascript:alert(1)',
      'JavaScript:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://debate-arena.example/1',
    ]) {
      const notice = noticeFromPush(fcm({ title: 't', url, icon: url, badge: url }));
      expect(notice, JSON.stringify(url)).toMatchObject({
        url: '/home',
        icon: DEFAULT_ICON,
        badge: DEFAULT_BADGE,
      });
      expect(urlOfNotificationData({ url }), JSON.stringify(url)).toBe('/home');
    }
    expect(urlOfNotificationData({ url: 'https://evil.example' })).toBe('/home');
    expect(urlOfNotificationData(null)).toBe('/home');
    expect(urlOfNotificationData({ url: 42 })).toBe('/home');
  });

  test("keeps the app's own paths, as the browser will read them", () => {
    expect(urlOfNotificationData({ url: '/debate/abc' })).toBe('/debate/abc');
    expect(urlOfNotificationData({ url: '/home?section=browse-debates' })).toBe(
      '/home?section=browse-debates',
    );
    expect(urlOfNotificationData({ url: '/chat/x#latest' })).toBe('/chat/x#latest');
    // Absolute on the app's own origin is the same place; dot segments are resolved.
    expect(urlOfNotificationData({ url: `${ORIGIN}/debate/abc` })).toBe('/debate/abc');
    expect(urlOfNotificationData({ url: '/debate/../profile' })).toBe('/profile');
    // A same-scheme URL without slashes is relative to the app: a path here, not a host.
    expect(urlOfNotificationData({ url: 'https:evil.example' })).toBe('/evil.example');
    expect(
      noticeFromPush(fcm({ title: 't', url: '/debate/c1', icon: '/icons/i.png' })),
    ).toMatchObject({ url: '/debate/c1', icon: '/icons/i.png' });
  });

  test('falls back to the given default for an empty or unusable value', () => {
    expect(appPath('', ORIGIN, '/fallback')).toBe('/fallback');
    expect(appPath('   ', ORIGIN, '/fallback')).toBe('/fallback');
    expect(appPath('http://[::1', ORIGIN, '/fallback')).toBe('/fallback');
    expect(appPath(undefined, ORIGIN)).toBe('/home');
  });

  test('shows nothing for a message without a title, or that is not FCM JSON', () => {
    expect(noticeFromPush(fcm({ body: 'no title' }))).toBeNull();
    expect(noticeFromPush(fcm({ title: '   ' }))).toBeNull();
    expect(noticeFromPush(null)).toBeNull();
    expect(noticeFromPush('text')).toBeNull();
    expect(noticeFromPush({ from: '1' })).toBeNull();
  });
});

describe('chat pushes (new messages, debate moments)', () => {
  test('a new-message push carries its chat, one tag per chat, and alerts again', () => {
    expect(
      noticeFromPush(
        fcm({
          notificationId: 'message_c1_m9',
          type: 'new_message',
          title: 'New message',
          body: 'Bob: see you there',
          tag: 'c1',
          renotify: 'true',
          url: '/chat/c1',
          chatId: 'c1',
        }),
      ),
    ).toMatchObject({ tag: 'c1', renotify: true, chatId: 'c1', url: '/chat/c1' });
  });

  test('an in-app notice is not a chat push, even with a chatId', () => {
    const notice = noticeFromPush(
      fcm({ type: 'debate_won', title: 'Congratulations! You won!', chatId: 'c1' }),
    );
    expect(notice?.chatId).toBeNull();
  });

  test('showsChat: only that chat, as /chat/{id} or /debate/{id}, on this origin', () => {
    expect(showsChat(`${ORIGIN}/chat/c1`, 'c1', ORIGIN)).toBe(true);
    expect(showsChat(`${ORIGIN}/debate/c1?x=1`, 'c1', ORIGIN)).toBe(true);
    expect(showsChat(`${ORIGIN}/chat/c2`, 'c1', ORIGIN)).toBe(false);
    expect(showsChat(`${ORIGIN}/home`, 'c1', ORIGIN)).toBe(false);
    expect(showsChat(`${ORIGIN}/chat/c1/more`, 'c1', ORIGIN)).toBe(false);
    expect(showsChat('https://evil.example/chat/c1', 'c1', ORIGIN)).toBe(false);
    expect(showsChat('not a url', 'c1', ORIGIN)).toBe(false);
  });
});

describe('a challenge push', () => {
  const challenge = fcm({
    notificationId: 'debate_challenge_r1',
    type: 'debate_challenge',
    title: 'New debate challenge',
    body: 'Ann challenges you to a debate on "Tea".',
    url: '/join/r1',
    requestId: 'r1',
  });

  test('opens its card, and carries Accept and Decline that answer it there', () => {
    expect(noticeFromPush(challenge)).toMatchObject({
      url: '/join/r1',
      answers: { accept: '/join/r1?answer=accept', decline: '/join/r1?answer=decline' },
    });
  });

  test('a click on a button opens that answer; a click elsewhere opens the card', () => {
    const notice = noticeFromPush(challenge)!;
    const data = { url: notice.url, answers: notice.answers };
    expect(urlAt(data, ORIGIN, 'accept')).toBe('/join/r1?answer=accept');
    expect(urlAt(data, ORIGIN, 'decline')).toBe('/join/r1?answer=decline');
    expect(urlAt(data, ORIGIN, '')).toBe('/join/r1');
    expect(urlAt(data, ORIGIN, 'unknown')).toBe('/join/r1');
  });

  test('a request id cannot lead anywhere but the app', () => {
    const notice = noticeFromPush(
      fcm({ type: 'debate_challenge', title: 'x', requestId: '../../evil.example/x' }),
    );
    expect(notice?.answers?.accept.startsWith('/join/')).toBe(true);
    expect(
      urlAt({ url: '/home', answers: { accept: 'https://evil.example/' } }, ORIGIN, 'accept'),
    ).toBe('/home');
  });

  test('any other notice has no buttons', () => {
    expect(
      noticeFromPush(fcm({ type: 'debate_accepted', title: 'x', requestId: 'r1' })),
    ).not.toHaveProperty('answers');
  });
});
