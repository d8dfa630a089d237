import { describe, expect, test } from 'vitest';
import {
  bestClockOffset,
  debateEndTime,
  formatCountdown,
  isCountdownUrgent,
  measureClockOffset,
  RETURN_LEG_MAX_MS,
  remainingSeconds,
} from './countdown';

const START = 1_757_600_000_000;

describe('debateEndTime', () => {
  test('is the start plus the limit in minutes', () => {
    expect(debateEndTime(START, 30)).toBe(START + 30 * 60_000);
    expect(debateEndTime(START, 15)).toBe(START + 900_000);
  });

  test('is null when there is no limit', () => {
    expect(debateEndTime(START, 0)).toBeNull();
    expect(debateEndTime(START, null)).toBeNull();
    expect(debateEndTime(START, undefined)).toBeNull();
    expect(debateEndTime(START, -5)).toBeNull();
  });
});

describe('remainingSeconds', () => {
  const end = START + 60_000;

  test('counts whole seconds left, rounding up', () => {
    expect(remainingSeconds(end, START)).toBe(60);
    expect(remainingSeconds(end, end - 1)).toBe(1);
    expect(remainingSeconds(end, end - 1_001)).toBe(2);
  });

  test('is 0 at and after the end, never negative', () => {
    expect(remainingSeconds(end, end)).toBe(0);
    expect(remainingSeconds(end, end + 10_000)).toBe(0);
  });

  test("measures on the server's clock using the offset", () => {
    // The device is 5 s behind the server: the server is already 5 s further on.
    expect(remainingSeconds(end, START, 5_000)).toBe(55);
    // The device is 5 s ahead.
    expect(remainingSeconds(end, START, -5_000)).toBe(65);
  });

  test('is null without an end time', () => {
    expect(remainingSeconds(null, START)).toBeNull();
    expect(remainingSeconds(undefined, START)).toBeNull();
  });
});

describe('measureClockOffset', () => {
  test('compares the server time with the middle of a quick round trip', () => {
    expect(measureClockOffset(10_150, 1_000, 1_300)).toBe(9_000);
    expect(measureClockOffset(10_200, 1_000, 1_400)).toBe(9_000);
    expect(measureClockOffset(1_000, 1_000, 1_000)).toBe(0);
  });

  test('takes a slow answer to have spent RETURN_LEG_MAX_MS on its way back', () => {
    expect(RETURN_LEG_MAX_MS).toBe(200);
    // 1 s trip: the server answered at 10,500 and it arrived at 2,000 → 200 ms on the way.
    expect(measureClockOffset(10_500, 1_000, 2_000)).toBe(8_700);
    expect(measureClockOffset(13_000, 1_000, 4_000)).toBe(9_200);
  });
});

describe('formatCountdown', () => {
  test.each([
    [65, '1:05'],
    [0, '0:00'],
    [59, '0:59'],
    [60, '1:00'],
    [600, '10:00'],
    [3600, '60:00'],
    [3661, '61:01'],
  ])('%s seconds reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  test('reads 0:00 for negative or invalid input', () => {
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(NaN)).toBe('0:00');
  });

  test('drops fractions of a second', () => {
    expect(formatCountdown(65.9)).toBe('1:05');
  });
});

describe('isCountdownUrgent', () => {
  test('turns urgent at 300 seconds or less', () => {
    expect(isCountdownUrgent(301)).toBe(false);
    expect(isCountdownUrgent(300)).toBe(true);
    expect(isCountdownUrgent(0)).toBe(true);
  });
});

describe('bestClockOffset', () => {
  test('takes the sample with the shortest round trip, read at its midpoint', () => {
    const offset = bestClockOffset([
      // A cold start: 3 s round trip.
      { sentAt: 1_000, receivedAt: 4_000, serverTime: 61_000 },
      { sentAt: 5_000, receivedAt: 5_100, serverTime: 65_050 },
      { sentAt: 6_000, receivedAt: 6_400, serverTime: 66_100 },
    ]);
    expect(offset).toBe(60_000);
  });

  test('ignores impossible samples and answers null without any', () => {
    expect(bestClockOffset([])).toBeNull();
    expect(bestClockOffset([{ sentAt: 10, receivedAt: 5, serverTime: 100 }])).toBeNull();
    expect(bestClockOffset([{ sentAt: 0, receivedAt: 10, serverTime: Number.NaN }])).toBeNull();
  });
});
