import { describe, expect, test } from 'vitest';
import { rankFromCounts } from '../rating';
import { readRatingCounts } from './rating-stats';

describe('readRatingCounts', () => {
  test('reads the buckets as stored', () => {
    const counts = { '1716': 2, '1600': 1 };
    expect(readRatingCounts({ counts })).toEqual(counts);
  });

  test('no document, or counts that are not a map, read as no buckets', () => {
    expect(readRatingCounts(undefined)).toEqual({});
    expect(readRatingCounts(null)).toEqual({});
    expect(readRatingCounts({})).toEqual({});
    expect(readRatingCounts({ counts: 7 })).toEqual({});
    expect(readRatingCounts({ counts: [3, 4] })).toEqual({});
    expect(readRatingCounts([{ counts: { '1716': 2 } }])).toEqual({});
  });

  test('ranks a viewer with rankFromCounts, which skips junk buckets', () => {
    const counts = readRatingCounts({ counts: { '1716': 2, '1650': 'x', abc: 5, '1700': -1 } });
    expect(rankFromCounts(counts, 1650)).toBe(3);
    expect(rankFromCounts(readRatingCounts(undefined), 1650)).toBe(1);
  });
});
