import { describe, expect, test } from 'vitest';
import { sameData } from './same-data';

describe('sameData', () => {
  test('equal stored values are the same, whatever their key order', () => {
    expect(sameData({ a: 1, b: { c: [1, 'x', null] } }, { b: { c: [1, 'x', null] }, a: 1 })).toBe(
      true,
    );
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  test('a key holding undefined counts as absent', () => {
    expect(sameData({ a: 1, error: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, error: undefined })).toBe(true);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(true);
  });

  test('any difference of value, type, key or length is a difference', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData({ a: 1, c: 2 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1, [2]], [1, [3]])).toBe(false);
    expect(sameData({ a: [] }, { a: {} })).toBe(false);
    expect(sameData({ a: null }, { a: {} })).toBe(false);
    expect(sameData({ a: null }, { a: undefined })).toBe(false);
    expect(sameData(0, null)).toBe(false);
  });
});
