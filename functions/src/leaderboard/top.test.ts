import { describe, expect, test } from 'vitest';
import { LEADERBOARD_SIZE } from '@/domain/rating';
import type { TopEntry } from '@/domain/documents/leaderboard';
import { isListed, mayConcernTop, topChange, topEntry, topFieldsChanged } from './top';

/** A profile with an established rating (deviation 80). */
function established(rating: number, extra: Record<string, unknown> = {}) {
  return {
    rating,
    ratingDeviation: 80,
    ratingVolatility: 0.06,
    ratingEstablished: true,
    ...extra,
  };
}

/** A provisional one, as everyone starts (1500, deviation 350). */
const START = {
  rating: 1500,
  ratingDeviation: 350,
  ratingVolatility: 0.06,
  ratingEstablished: false,
};

function full(lastRating: number): TopEntry[] {
  return Array.from({ length: LEADERBOARD_SIZE }, (_, i) => ({
    uid: `u${i}`,
    fallbackName: `Person${i}`,
    rating: lastRating + (LEADERBOARD_SIZE - 1 - i),
    ratingDeviation: 80,
    wins: 0,
    totalDebates: 0,
  }));
}

describe('topEntry: only what /leaderboard shows', () => {
  test('name, whole rating, deviation and the two counts; no phone, bio, medals or anything else', () => {
    expect(
      topEntry('alice', {
        displayName: 'Alice',
        fallbackName: 'Brave Owl',
        ...established(1716.4),
        ratingDeviation: 80.123,
        debateStats: { wins: 3, losses: 1, draws: 0, totalDebates: 4 },
        bio: 'hi',
        phoneNumber: '+15550000001',
        medals: [{ chatId: 'c' }],
      }),
    ).toEqual({
      uid: 'alice',
      displayName: 'Alice',
      fallbackName: 'Brave Owl',
      rating: 1716,
      ratingDeviation: 80.12,
      wins: 3,
      totalDebates: 4,
    });
    expect(topEntry('bob', { displayName: '  ' })).toEqual({
      uid: 'bob',
      fallbackName: '',
      rating: 1500,
      ratingDeviation: 350,
      wins: 0,
      totalDebates: 0,
    });
  });
});

describe('who is listed: established ratings only', () => {
  test('deviation at most 110 and marked established', () => {
    expect(isListed(established(1600))).toBe(true);
    expect(isListed(START)).toBe(false);
    expect(isListed({ ...established(1600), ratingDeviation: 111 })).toBe(false);
    expect(isListed({ rating: 1216 })).toBe(false);
    expect(isListed(undefined)).toBe(false);
  });
});

describe('topFieldsChanged: which profile writes can change the top', () => {
  const profile = { fallbackName: 'Brave Owl', ...established(1600), debateStats: { wins: 1 } };
  test('rating, deviation, names, wins and debates do; bio, picture, medals and ratingChange do not', () => {
    expect(topFieldsChanged(profile, { ...profile, rating: 1616 })).toBe(true);
    expect(topFieldsChanged(profile, { ...profile, ratingDeviation: 70 })).toBe(true);
    expect(topFieldsChanged(profile, { ...profile, displayName: 'Owl' })).toBe(true);
    expect(topFieldsChanged(profile, { ...profile, fallbackName: 'Calm Fox' })).toBe(true);
    expect(topFieldsChanged(profile, { ...profile, debateStats: { wins: 2 } })).toBe(true);
    expect(topFieldsChanged(profile, { ...profile, bio: 'new', ratingChange: 16 })).toBe(false);
    expect(topFieldsChanged(profile, { ...profile, medals: [{ chatId: 'c' }] })).toBe(false);
  });
  test('creating and deleting a profile do', () => {
    expect(topFieldsChanged(undefined, profile)).toBe(true);
    expect(topFieldsChanged(profile, undefined)).toBe(true);
    expect(topFieldsChanged(undefined, undefined)).toBe(false);
  });
});

describe('mayConcernTop: someone provisional before and after never needs the top read', () => {
  test('a provisional person’s edits, debates and deletion: no read', () => {
    expect(mayConcernTop(START, { ...START, displayName: 'New name' })).toBe(false);
    expect(mayConcernTop(START, { ...START, rating: 1662, ratingDeviation: 290 })).toBe(false);
    expect(mayConcernTop(START, undefined)).toBe(false);
    expect(mayConcernTop(undefined, START)).toBe(false);
  });
  test('becoming established, being established or leaving it does', () => {
    expect(mayConcernTop({ ...START, ratingDeviation: 112 }, established(1600))).toBe(true);
    expect(mayConcernTop(established(1600), { ...established(1600), displayName: 'x' })).toBe(true);
    expect(mayConcernTop(established(1600), { ...START, ratingDeviation: 111 })).toBe(true);
  });
});

describe('topChange: nothing, the row in place, or a rebuild', () => {
  const top = full(1700);
  const u5 = { fallbackName: 'Person5', ...established(1744), debateStats: { wins: 0 } };
  test('a new name or new counts of someone in the top: their row only', () => {
    expect(topChange(top, 'u5', u5, { ...u5, displayName: 'Five' })).toBe('entry');
    expect(topChange(top, 'u5', u5, { ...u5, debateStats: { wins: 1 } })).toBe('entry');
  });
  test('a rating that moved, a newcomer, a deleted profile, a top member no longer established, no top yet: a rebuild', () => {
    expect(topChange(top, 'u5', u5, { ...u5, rating: 1760 })).toBe('rebuild');
    expect(topChange(top, 'new', undefined, established(2000))).toBe('rebuild');
    expect(topChange(top, 'u5', u5, undefined)).toBe('rebuild');
    expect(topChange(top, 'u5', u5, { ...u5, ratingDeviation: 111 })).toBe('rebuild');
    expect(topChange(null, 'x', undefined, established(1))).toBe('rebuild');
  });
  test('an outsider’s edit with the same rating, even tied with the last row: nothing', () => {
    const tied = { fallbackName: 'Tied', ...established(1700) };
    expect(topChange(top, 'tied', tied, { ...tied, displayName: 'Still tied' })).toBe('none');
    expect(topChange(top, 'tied', tied, { ...tied, debateStats: { wins: 9 } })).toBe('none');
  });
  test('an outsider reaching the last row, or newly established there: a rebuild', () => {
    const below = established(1650);
    expect(topChange(top, 'x', below, established(1700))).toBe('rebuild');
    expect(topChange(top, 'x', { ...START, rating: 1720 }, established(1720))).toBe('rebuild');
    expect(topChange(top, 'x', below, established(1699))).toBe('none');
  });
  test('a top with room takes anyone established; never someone provisional', () => {
    expect(topChange(top.slice(0, 10), 'x', undefined, established(100))).toBe('rebuild');
    expect(topChange(top.slice(0, 10), 'x', START, { ...START, displayName: 'A' })).toBe('none');
  });
  test('a write to what the top does not show: nothing', () => {
    expect(topChange(top, 'u5', u5, { ...u5, bio: 'new' })).toBe('none');
  });
});
