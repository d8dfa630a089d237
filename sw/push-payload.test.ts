import { describe, expect, test } from 'vitest';
import { DEFAULT_BADGE, DEFAULT_ICON, noticeFromPush, urlOfNotificationData } from './push-payload';

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
      'javascript:alert(1)',
      '/\\evil',
    ]) {
      const notice = noticeFromPush(fcm({ title: 't', url, icon: url, badge: url }));
      expect(notice).toMatchObject({ url: '/home', icon: DEFAULT_ICON, badge: DEFAULT_BADGE });
    }
    expect(urlOfNotificationData({ url: 'https://evil.example' })).toBe('/home');
    expect(urlOfNotificationData({ url: '/debate/abc' })).toBe('/debate/abc');
    expect(urlOfNotificationData(null)).toBe('/home');
  });

  test('shows nothing for a message without a title, or that is not FCM JSON', () => {
    expect(noticeFromPush(fcm({ body: 'no title' }))).toBeNull();
    expect(noticeFromPush(fcm({ title: '   ' }))).toBeNull();
    expect(noticeFromPush(null)).toBeNull();
    expect(noticeFromPush('text')).toBeNull();
    expect(noticeFromPush({ from: '1' })).toBeNull();
  });
});
