import { describe, expect, test } from 'vitest';
import { LEADERBOARD_SIZE } from '@/domain/rating';
import { topRows } from './leaderboard';

describe('topRows: the leaderboard/top document as ranked rows', () => {
  test('names as everywhere (the chosen name, else the generated one), ties share a rank', () => {
    expect(
      topRows({
        rows: [
          {
            uid: 'a',
            displayName: 'Alice',
            fallbackName: 'Brave Owl',
            rating: 1300,
            ratingDeviation: 70,
            wins: 5,
            totalDebates: 6,
          },
          {
            uid: 'b',
            fallbackName: 'Calm Fox',
            rating: 1250,
            ratingDeviation: 80,
            wins: 2,
            totalDebates: 2,
          },
          {
            uid: 'c',
            fallbackName: 'Dry Elk',
            rating: 1250,
            ratingDeviation: 90,
            wins: 1,
            totalDebates: 3,
          },
          {
            uid: 'd',
            fallbackName: 'Eager Yak',
            rating: 1200,
            ratingDeviation: 100,
            wins: 0,
            totalDebates: 0,
          },
        ],
      }),
    ).toEqual([
      {
        rank: 1,
        uid: 'a',
        name: 'Alice',
        rating: 1300,
        ratingDeviation: 70,
        wins: 5,
        totalDebates: 6,
      },
      {
        rank: 2,
        uid: 'b',
        name: 'Calm Fox',
        rating: 1250,
        ratingDeviation: 80,
        wins: 2,
        totalDebates: 2,
      },
      {
        rank: 2,
        uid: 'c',
        name: 'Dry Elk',
        rating: 1250,
        ratingDeviation: 90,
        wins: 1,
        totalDebates: 3,
      },
      {
        rank: 4,
        uid: 'd',
        name: 'Eager Yak',
        rating: 1200,
        ratingDeviation: 100,
        wins: 0,
        totalDebates: 0,
      },
    ]);
  });

  test('no document yet, or a malformed one, is an empty top; never more than 50 rows', () => {
    expect(topRows(undefined)).toEqual([]);
    expect(topRows({ rows: 'nope' })).toEqual([]);
    expect(topRows({ rows: [null, 7, { rating: 1 }] })).toEqual([]);
    const many = Array.from({ length: 70 }, (_, i) => ({
      uid: `u${i}`,
      rating: 2000 - i,
      ratingDeviation: 60,
    }));
    expect(topRows({ rows: many })).toHaveLength(LEADERBOARD_SIZE);
  });
});
