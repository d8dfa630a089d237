import { describe, expect, test } from 'vitest';
import {
  correctedRatingChanges,
  debateRatingChanges,
  debateScore,
  eloUpdate,
  expectedScore,
  INITIAL_RATING,
  RATING_K,
  rankFromCounts,
  ratingChangeText,
  ratingText,
  readRating,
} from './rating';

describe('Elo ratings', () => {
  test('two new players: the winner gains half of K and the loser loses it', () => {
    expect(eloUpdate(INITIAL_RATING, INITIAL_RATING, 1)).toEqual({
      a: 1216,
      b: 1184,
      change: RATING_K / 2,
    });
  });

  test('a draw moves the two ratings toward each other', () => {
    const { a, b } = eloUpdate(1400, 1200, 0.5);
    expect(a).toBeLessThan(1400);
    expect(b).toBeGreaterThan(1200);
    expect(a + b).toBe(2600);
  });

  test('an upset moves more than an expected win', () => {
    expect(eloUpdate(1200, 1600, 1).change).toBeGreaterThan(eloUpdate(1600, 1200, 1).change);
  });

  test('equal ratings expect an even score', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
  });

  test('a missing or malformed rating reads as the start', () => {
    expect(readRating(undefined)).toBe(1200);
    expect(readRating('1300')).toBe(1200);
    expect(readRating(Number.NaN)).toBe(1200);
    expect(readRating(1234.4)).toBe(1234);
  });

  test('shows the rating as SPEC-style text', () => {
    expect(ratingText(1234)).toBe('Rating 1234');
  });
});

describe('one debate’s rating changes', () => {
  test('scores the winner 1, the loser 0 and both 0.5 on a draw', () => {
    expect(debateScore('a', 'a')).toBe(1);
    expect(debateScore('b', 'a')).toBe(0);
    expect(debateScore('a', null)).toBe(0.5);
  });

  test('keeps before, after and change for both, what one gains the other loses', () => {
    const [a, b] = debateRatingChanges({ uid: 'a', rating: 1200 }, { uid: 'b', rating: 1200 }, 'b');
    expect(a).toEqual({
      uid: 'a',
      opponentId: 'b',
      score: 0,
      before: 1200,
      after: 1184,
      change: -16,
    });
    expect(b).toEqual({
      uid: 'b',
      opponentId: 'a',
      score: 1,
      before: 1200,
      after: 1216,
      change: 16,
    });
  });

  test('a draw between unequal ratings moves them toward each other', () => {
    const [a, b] = debateRatingChanges(
      { uid: 'a', rating: 1500 },
      { uid: 'b', rating: 1300 },
      null,
    );
    expect(a.change).toBeLessThan(0);
    expect(b.change).toBe(-a.change);
  });

  test('a correction re-rates from the stored befores and moves current ratings by the difference', () => {
    const stored = debateRatingChanges({ uid: 'a', rating: 1200 }, { uid: 'b', rating: 1200 }, 'a');
    const { changes, delta } = correctedRatingChanges(stored, 'b');
    expect(changes[0]).toMatchObject({ before: 1200, after: 1184, change: -16, score: 0 });
    expect(changes[1]).toMatchObject({ before: 1200, after: 1216, change: 16, score: 1 });
    expect(delta).toEqual({ a: -32, b: 32 });
    // Correcting again to the same verdict, from the corrected history, changes nothing.
    expect(correctedRatingChanges(changes, 'b').delta).toEqual({ a: 0, b: 0 });
    // Undoing to a draw from the corrected history lands on the draw's ratings.
    expect(correctedRatingChanges(changes, null).delta).toEqual({ a: 16, b: -16 });
  });
});

describe('rating texts and rank', () => {
  test('shows the change with its sign', () => {
    expect(ratingChangeText(16)).toBe('+16');
    expect(ratingChangeText(-16)).toBe('\u221216');
    expect(ratingChangeText(0)).toBe('±0');
  });

  test('ranks one below everyone rated strictly higher; ties share a rank', () => {
    const counts = { '1300': 2, '1216': 3, '1200': 10, '1184': 1, junk: 5 };
    expect(rankFromCounts(counts, 1400)).toBe(1);
    expect(rankFromCounts(counts, 1216)).toBe(3);
    expect(rankFromCounts(counts, 1200)).toBe(6);
    expect(rankFromCounts(counts, 1100)).toBe(17);
    expect(rankFromCounts({}, 1200)).toBe(1);
  });
});
