import { describe, expect, test } from 'vitest';
import { isProvisional, ratingMark } from './provisional';

describe('isProvisional', () => {
  test('a profile without a rated debate is provisional', () => {
    expect(isProvisional({})).toBe(true);
    expect(isProvisional({ rating: 1200 })).toBe(true);
  });

  test('a profile whose rating has moved once is established, a ±0 move included', () => {
    expect(isProvisional({ rating: 1216, ratingChange: 16 })).toBe(false);
    expect(isProvisional({ rating: 1200, ratingChange: 0 })).toBe(false);
  });

  test('a malformed change reads as no rated debate', () => {
    expect(isProvisional({ rating: 1200, ratingChange: '16' })).toBe(true);
  });
});

describe('ratingMark', () => {
  test("marks a provisional rating with '?'", () => {
    expect(ratingMark(1200, true)).toBe('1200?');
  });

  test('shows an established rating as a whole number', () => {
    expect(ratingMark(1215.6, false)).toBe('1216');
  });
});
