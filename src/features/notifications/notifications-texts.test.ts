import { describe, expect, test } from 'vitest';
import { notice } from './notification.fixtures';
import { arrivalAnnouncement, bellLabel } from './notifications-texts';

describe('notification texts', () => {
  test('the bell name carries the exact unread count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
    expect(bellLabel(14)).toBe('Notifications, 14 unread');
  });

  test('announces one arrival by title and several by count', () => {
    expect(arrivalAnnouncement([])).toBe('');
    expect(arrivalAnnouncement([notice(1, { title: 'You won the debate!' })])).toBe(
      'New notification: You won the debate!',
    );
    expect(arrivalAnnouncement([notice(1), notice(2)])).toBe('2 new notifications');
  });
});
