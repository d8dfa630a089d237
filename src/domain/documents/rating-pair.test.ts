import { describe, expect, test } from 'vitest';
import { readRatingPair } from './rating-pair';

describe('readRatingPair', () => {
  test('reads the stored meetings in their order', () => {
    const rated = [
      { chatId: 'c1', at: 1 },
      { chatId: 'c2', at: 2 },
    ];
    expect(readRatingPair({ rated })).toEqual(rated);
  });

  test('reads no document, and no list, as no meetings', () => {
    expect(readRatingPair(undefined)).toEqual([]);
    expect(readRatingPair({})).toEqual([]);
  });

  test('reads malformed stored meetings as none', () => {
    expect(readRatingPair({ rated: 'x' })).toEqual([]);
    expect(
      readRatingPair({ rated: [{ chatId: 'a', at: 1 }, null, { chatId: 2, at: 1 }, { at: 3 }] }),
    ).toEqual([{ chatId: 'a', at: 1 }]);
  });
});
