import { describe, expect, test } from 'vitest';
import { LEADERBOARD_SIZE } from '@/domain/rating';
import {
  canChangeTop,
  storedRows,
  topChange,
  topEntry,
  topFieldsChanged,
  type TopEntry,
} from './top';

function full(lastRating: number): TopEntry[] {
  return Array.from({ length: LEADERBOARD_SIZE }, (_, i) => ({
    uid: `u${i}`,
    fallbackName: `Person${i}`,
    rating: lastRating + (LEADERBOARD_SIZE - 1 - i),
    wins: 0,
    totalDebates: 0,
  }));
}

describe('topEntry: only what /leaderboard shows', () => {
  test('name, rating and the two counts; no phone, bio, medals or anything else', () => {
    expect(
      topEntry('alice', {
        displayName: 'Alice',
        fallbackName: 'Brave Owl',
        rating: 1216.4,
        debateStats: { wins: 3, losses: 1, draws: 0, totalDebates: 4 },
        bio: 'hi',
        phoneNumber: '+15550000001',
        medals: [{ chatId: 'c' }],
      }),
    ).toEqual({
      uid: 'alice',
      displayName: 'Alice',
      fallbackName: 'Brave Owl',
      rating: 1216,
      wins: 3,
      totalDebates: 4,
    });
    expect(topEntry('bob', { displayName: '  ' })).toEqual({
      uid: 'bob',
      fallbackName: '',
      rating: 1200,
      wins: 0,
      totalDebates: 0,
    });
  });
});

describe('topFieldsChanged: which profile writes can change the top', () => {
  const profile = { fallbackName: 'Brave Owl', rating: 1200, debateStats: { wins: 1 } };
  test('rating, names, wins and debates do; bio, picture, medals and ratingChange do not', () => {
    expect(topFieldsChanged(profile, { ...profile, rating: 1216 })).toBe(true);
    expect(topFieldsChanged(profile, { ...profile, displayName: 'Owl' })).toBe(true);
    expect(topFieldsChanged(profile, { ...profile, fallbackName: 'Calm Fox' })).toBe(true);
    expect(topFieldsChanged(profile, { ...profile, debateStats: { wins: 2 } })).toBe(true);
    expect(
      topFieldsChanged(profile, { ...profile, debateStats: { wins: 1, totalDebates: 2 } }),
    ).toBe(true);
    expect(topFieldsChanged(profile, { ...profile, bio: 'new', ratingChange: 16 })).toBe(false);
    expect(topFieldsChanged(profile, { ...profile, medals: [{ chatId: 'c' }] })).toBe(false);
  });
  test('creating and deleting a profile do', () => {
    expect(topFieldsChanged(undefined, profile)).toBe(true);
    expect(topFieldsChanged(profile, undefined)).toBe(true);
    expect(topFieldsChanged(undefined, undefined)).toBe(false);
  });
});

describe('canChangeTop: a rebuild only when the write can move the top', () => {
  const top = full(1300);
  test('someone in the top always can (a drop, a new name, a deleted profile)', () => {
    expect(canChangeTop(top, 'u49', { rating: 900 })).toBe(true);
    expect(canChangeTop(top, 'u0', undefined)).toBe(true);
  });
  test('someone outside it only when they reach its last rating', () => {
    expect(canChangeTop(top, 'new', { rating: 1299 })).toBe(false);
    expect(canChangeTop(top, 'new', { rating: 1300 })).toBe(true);
    expect(canChangeTop(top, 'gone', undefined)).toBe(false);
  });
  test('a top with room takes anyone rated; a profile not rated yet is not in the query', () => {
    expect(canChangeTop(top.slice(0, 10), 'new', { rating: 100 })).toBe(true);
    expect(canChangeTop([], 'new', { uid: 'new' })).toBe(false);
  });
});

describe('topChange: nothing, the row in place, or a rebuild', () => {
  const top = full(1300);
  const u5 = { fallbackName: 'Person5', rating: 1344, debateStats: { wins: 0 } };
  test('a new name or new counts of someone in the top: their row only', () => {
    expect(topChange(top, 'u5', u5, { ...u5, displayName: 'Five' })).toBe('entry');
    expect(topChange(top, 'u5', u5, { ...u5, debateStats: { wins: 1 } })).toBe('entry');
  });
  test('a rating that moved, a newcomer, a deleted profile, no top yet: a rebuild', () => {
    expect(topChange(top, 'u5', u5, { ...u5, rating: 1360 })).toBe('rebuild');
    expect(topChange(top, 'new', undefined, { rating: 2000 })).toBe('rebuild');
    expect(topChange(top, 'u5', u5, undefined)).toBe('rebuild');
    expect(topChange(null, 'x', undefined, { rating: 1 })).toBe('rebuild');
  });
  test('a write below the top, or to what it does not show: nothing', () => {
    expect(topChange(top, 'low', { rating: 100 }, { rating: 120 })).toBe('none');
    expect(topChange(top, 'u5', u5, { ...u5, bio: 'new' })).toBe('none');
  });
});

describe('storedRows', () => {
  test('reads the rows, leaving out anything without a uid', () => {
    expect(storedRows(undefined)).toEqual([]);
    expect(storedRows({ rows: 'x' })).toEqual([]);
    expect(storedRows({ rows: [{ uid: 'a', rating: 1 }, null, { rating: 2 }] })).toEqual([
      { uid: 'a', rating: 1 },
    ]);
  });
});
