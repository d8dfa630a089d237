import { describe, expect, test } from 'vitest';
import { isProvisional, ratingMark } from './provisional';
import { PROVISIONAL_DEVIATION } from './rating';

describe('isProvisional', () => {
  test('a profile without a deviation (a newcomer, or an Elo-era rating) is provisional', () => {
    expect(isProvisional({})).toBe(true);
    expect(isProvisional({ rating: 1200 })).toBe(true);
  });

  test(`a deviation of ${PROVISIONAL_DEVIATION} or less is established; above it, provisional`, () => {
    expect(isProvisional({ rating: 1516, ratingDeviation: PROVISIONAL_DEVIATION })).toBe(false);
    expect(isProvisional({ rating: 1516, ratingDeviation: 60 })).toBe(false);
    expect(isProvisional({ rating: 1516, ratingDeviation: PROVISIONAL_DEVIATION + 1 })).toBe(true);
  });

  test('a malformed deviation reads as the start, provisional', () => {
    expect(isProvisional({ rating: 1516, ratingDeviation: '60' })).toBe(true);
  });
});

describe('ratingMark', () => {
  test("marks a provisional rating with '?'", () => {
    expect(ratingMark(1500, true)).toBe('1500?');
  });

  test('shows an established rating as a whole number', () => {
    expect(ratingMark(1515.6, false)).toBe('1516');
  });
});
