import { describe, expect, test } from 'vitest';
import {
  dayKey,
  formatChatListDate,
  formatMessageTime,
  prepareTimeFormats,
  relativeAge,
} from './relative-age';

const NOW = Date.UTC(2025, 8, 11, 14, 5, 30); // 2025-09-11 14:05:30 UTC
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const UTC = { locale: 'en-US', timeZone: 'UTC' };
// ICU versions differ in the space before AM/PM (U+0020 or U+202F).
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('relativeAge', () => {
  test("reads 'Just now' under a minute", () => {
    expect(relativeAge(NOW, NOW)).toBe('Just now');
    expect(relativeAge(NOW - 59_999, NOW)).toBe('Just now');
  });

  test('counts whole minutes from one minute to under an hour', () => {
    expect(relativeAge(NOW - MIN, NOW)).toBe('1m ago');
    expect(relativeAge(NOW - (2 * MIN - 1), NOW)).toBe('1m ago');
    expect(relativeAge(NOW - (HOUR - 1), NOW)).toBe('59m ago');
  });

  test('counts whole hours from one hour to under a day', () => {
    expect(relativeAge(NOW - HOUR, NOW)).toBe('1h ago');
    expect(relativeAge(NOW - (DAY - 1), NOW)).toBe('23h ago');
  });

  test('counts whole days from one day on', () => {
    expect(relativeAge(NOW - DAY, NOW)).toBe('1d ago');
    expect(relativeAge(NOW - 400 * DAY, NOW)).toBe('400d ago');
  });

  test("reads 'Just now' for a future time or one the server has not stamped", () => {
    expect(relativeAge(NOW + 5 * MIN, NOW)).toBe('Just now');
    expect(relativeAge(null, NOW)).toBe('Just now');
  });
});

describe('formatMessageTime', () => {
  test("shows the locale's own clock in the given time zone", () => {
    expect(plain(formatMessageTime(NOW, UTC))).toBe('2:05 PM');
    expect(plain(formatMessageTime(NOW, { locale: 'en-US', timeZone: 'Asia/Tokyo' }))).toBe(
      '11:05 PM',
    );
    expect(formatMessageTime(NOW, { locale: 'en-GB', timeZone: 'UTC' })).toBe('14:05');
    expect(
      formatMessageTime(Date.UTC(2025, 0, 1, 3, 7), { locale: 'de-DE', timeZone: 'UTC' }),
    ).toBe('03:07');
  });

  test('shows nothing before the server has stamped the message', () => {
    expect(formatMessageTime(null, UTC)).toBe('');
  });
});

describe('formatChatListDate', () => {
  test('shows the time for a message from today', () => {
    expect(plain(formatChatListDate(Date.UTC(2025, 8, 11, 0, 1), NOW, UTC))).toBe('12:01 AM');
  });

  test('shows a short date for an earlier day of the same year', () => {
    expect(formatChatListDate(Date.UTC(2025, 8, 10, 23, 59), NOW, UTC)).toBe('Sep 10');
    expect(formatChatListDate(Date.UTC(2025, 2, 5, 12), NOW, UTC)).toBe('Mar 5');
  });

  test('adds the year for a date in another year', () => {
    expect(formatChatListDate(Date.UTC(2024, 11, 31, 12), NOW, UTC)).toBe('Dec 31, 2024');
  });

  test("decides 'today' in the viewer's time zone, not UTC", () => {
    // 23:30 UTC on the 10th is already the 11th in Tokyo, the same day as NOW there.
    const lateOnTenth = Date.UTC(2025, 8, 10, 23, 30);
    expect(formatChatListDate(lateOnTenth, NOW, UTC)).toBe('Sep 10');
    expect(
      plain(formatChatListDate(lateOnTenth, NOW, { locale: 'en-US', timeZone: 'Asia/Tokyo' })),
    ).toBe('8:30 AM');
  });

  test('follows the locale for the short date', () => {
    expect(
      formatChatListDate(Date.UTC(2025, 2, 5, 12), NOW, { locale: 'en-GB', timeZone: 'UTC' }),
    ).toBe('5 Mar');
  });

  test('shows nothing for a chat without a last message time', () => {
    expect(formatChatListDate(null, NOW, UTC)).toBe('');
  });
});

describe('prepareTimeFormats', () => {
  test('builds the formatters a chat renders with, so its first render builds none', () => {
    const options = { locale: 'en-GB', timeZone: 'Pacific/Chatham' };
    const RealFormat = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(RealFormat, {
      construct(target, args: ConstructorParameters<typeof RealFormat>) {
        built++;
        return new target(...args);
      },
    });
    try {
      prepareTimeFormats(options);
      expect(built).toBe(2);
      expect(plain(formatMessageTime(NOW, options))).toBe('02:50');
      expect(dayKey(NOW, options)).toBe('2025-09-12');
      expect(built).toBe(2);
    } finally {
      Intl.DateTimeFormat = RealFormat;
    }
  });
});
