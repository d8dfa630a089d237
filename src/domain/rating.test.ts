import { describe, expect, test } from 'vitest';
import {
  eloUpdate,
  expectedScore,
  INITIAL_RATING,
  RATING_K,
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
