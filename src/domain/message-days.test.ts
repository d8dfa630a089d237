import { describe, expect, test } from 'vitest';
import { calendarDaysBetween, dayLabel, daySeparators } from './message-days';

const UTC = { locale: 'en-US', timeZone: 'UTC' };
const NOW = Date.UTC(2025, 8, 11, 14, 5); // Thursday 2025-09-11 14:05 UTC
const at = (day: number, hour = 12) => Date.UTC(2025, 8, day, hour);

describe('dayLabel', () => {
  test("says 'Today' and 'Yesterday' by calendar day, not by 24 hours", () => {
    expect(dayLabel(at(11, 0), NOW, UTC)).toBe('Today');
    expect(dayLabel(at(10, 23), NOW, UTC)).toBe('Yesterday');
    expect(dayLabel(at(10, 0), NOW, UTC)).toBe('Yesterday');
  });

  test('names the weekday within the last week, in the locale', () => {
    expect(dayLabel(at(9), NOW, UTC)).toBe('Tuesday');
    expect(dayLabel(at(5), NOW, UTC)).toBe('Friday');
    expect(dayLabel(at(9), NOW, { locale: 'fr-FR', timeZone: 'UTC' })).toBe('mardi');
  });

  test("gives the locale's date a week ago and earlier", () => {
    expect(dayLabel(at(4), NOW, UTC)).toBe('Sep 4, 2025');
    expect(dayLabel(at(4), NOW, { locale: 'en-GB', timeZone: 'UTC' })).toBe('4 Sept 2025');
  });

  test("decides the day in the viewer's time zone", () => {
    // 23:30 UTC on the 10th is the 11th in Tokyo.
    expect(dayLabel(Date.UTC(2025, 8, 10, 23, 30), NOW, UTC)).toBe('Yesterday');
    expect(dayLabel(Date.UTC(2025, 8, 10, 23, 30), NOW, { timeZone: 'Asia/Tokyo' })).toBe('Today');
  });

  test('a time slightly in the future is today', () => {
    expect(dayLabel(NOW + 60_000, NOW, UTC)).toBe('Today');
  });
});

describe('calendarDaysBetween', () => {
  test('counts calendar days across a daylight-saving change', () => {
    const zone = { timeZone: 'Europe/Berlin' };
    // Clocks went forward on 2025-03-30 in Berlin: 00:30 on the 30th to 00:30 on the 31st
    // is 23 hours, one calendar day.
    expect(
      calendarDaysBetween(Date.UTC(2025, 2, 29, 23, 30), Date.UTC(2025, 2, 30, 22, 30), zone),
    ).toBe(1);
    expect(calendarDaysBetween(Date.UTC(2025, 2, 29, 12), Date.UTC(2025, 2, 31, 12), zone)).toBe(2);
  });
});

describe('daySeparators', () => {
  test('puts one above the first message and above each new day only', () => {
    const times = [at(9, 8), at(9, 9), at(10, 8), at(11, 1), at(11, 2)];
    expect(daySeparators(times, (t) => t, NOW, UTC)).toEqual([
      { key: '2025-09-09', label: 'Tuesday' },
      null,
      { key: '2025-09-10', label: 'Yesterday' },
      { key: '2025-09-11', label: 'Today' },
      null,
    ]);
  });

  test('counts a message not yet stamped as now', () => {
    expect(daySeparators([at(11, 1), null], (t) => t, NOW, UTC)).toEqual([
      { key: '2025-09-11', label: 'Today' },
      null,
    ]);
  });

  test('gives nothing for no messages', () => {
    expect(daySeparators([], () => 0, NOW, UTC)).toEqual([]);
  });
});
