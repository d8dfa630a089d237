import { describe, expect, test } from 'vitest';
import { RATED_MEETINGS_PER_PAIR } from './limits';
import type { RatedMeeting } from './documents/rating-pair';
import { mayRate, meetingsInWindow, ratingPairId, withMeeting } from './rating-pairs';

const HOUR = 3_600_000;
const T = Date.UTC(2026, 0, 10, 12);

describe('rated meetings of one pair', () => {
  test('either side finds the same pair document', () => {
    expect(ratingPairId('bob', 'alice')).toBe('alice_bob');
    expect(ratingPairId('alice', 'bob')).toBe('alice_bob');
  });

  test('three rated results in 24 hours: the fourth is unrated, and rated again a day later', () => {
    let meetings: RatedMeeting[] = [];
    for (const [i, at] of [T, T + HOUR, T + 2 * HOUR].entries()) {
      expect(mayRate(meetings, at)).toBe(true);
      meetings = withMeeting(meetings, `c${i}`, at);
    }
    expect(RATED_MEETINGS_PER_PAIR.limit).toBe(3);
    expect(mayRate(meetings, T + 3 * HOUR)).toBe(false);
    expect(mayRate(meetings, T + 23 * HOUR)).toBe(false);
    // 24 hours after the first, one place is free again.
    expect(mayRate(meetings, T + 24 * HOUR)).toBe(true);
  });

  test('a result delivered late counts the meetings around when it was decided', () => {
    const meetings = [T, T + HOUR, T + 2 * HOUR].map((at, i) => ({ chatId: `c${i}`, at }));
    expect(mayRate(meetings, T - HOUR)).toBe(false);
    expect(mayRate(meetings, T - 30 * HOUR)).toBe(true);
  });

  test('keeps only meetings that can still count, without repeating a debate', () => {
    const old = { chatId: 'old', at: T - 25 * HOUR };
    const kept = withMeeting([old, { chatId: 'c1', at: T - HOUR }], 'c2', T);
    expect(kept).toEqual([
      { chatId: 'c1', at: T - HOUR },
      { chatId: 'c2', at: T },
    ]);
    expect(withMeeting(kept, 'c2', T)).toEqual(kept);
    expect(meetingsInWindow(kept, T + 30 * HOUR)).toEqual([]);
  });
});
