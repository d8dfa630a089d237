import { describe, expect, test } from 'vitest';
import { readTopRows } from './leaderboard';

const ROW = {
  uid: 'alice',
  displayName: 'Alice',
  fallbackName: 'Brave Owl',
  rating: 1716,
  ratingDeviation: 80.12,
  wins: 3,
  totalDebates: 4,
};

describe('readTopRows', () => {
  test('reads a row as the functions write it, field for field', () => {
    expect(readTopRows({ rows: [ROW], computedAt: { toMillis: () => 1 } })).toEqual([ROW]);
  });

  test('keeps the stored order', () => {
    const bob = { ...ROW, uid: 'bob', rating: 1700 };
    expect(readTopRows({ rows: [ROW, bob] }).map((row) => row.uid)).toEqual(['alice', 'bob']);
  });

  test('no document, or rows that are not a list, read as no rows', () => {
    expect(readTopRows(undefined)).toEqual([]);
    expect(readTopRows(null)).toEqual([]);
    expect(readTopRows([ROW])).toEqual([]);
    expect(readTopRows({})).toEqual([]);
    expect(readTopRows({ rows: 'x' })).toEqual([]);
    expect(readTopRows({ rows: { 0: ROW } })).toEqual([]);
  });

  test('leaves out rows that are not maps, and rows without a uid', () => {
    expect(
      readTopRows({
        rows: [
          null,
          7,
          'alice',
          [ROW],
          { ...ROW, uid: '' },
          { ...ROW, uid: 5 },
          { rating: 2 },
          ROW,
        ],
      }),
    ).toEqual([ROW]);
  });

  test('a blank or non-text name is no name; a missing fallback name is empty', () => {
    expect(readTopRows({ rows: [{ ...ROW, displayName: '  ', fallbackName: 7 }] })).toEqual([
      {
        uid: 'alice',
        fallbackName: '',
        rating: 1716,
        ratingDeviation: 80.12,
        wins: 3,
        totalDebates: 4,
      },
    ]);
    expect(readTopRows({ rows: [{ ...ROW, displayName: 9 }] })[0]).not.toHaveProperty(
      'displayName',
    );
  });

  test('a rating or deviation of the wrong type reads as the start (1500, 350), whole', () => {
    expect(
      readTopRows({ rows: [{ ...ROW, rating: '1716', ratingDeviation: -3 }] })[0],
    ).toMatchObject({ rating: 1500, ratingDeviation: 350 });
    expect(readTopRows({ rows: [{ ...ROW, rating: 1716.6 }] })[0]?.rating).toBe(1717);
  });

  test('a rating without a deviation is an Elo-era copy: shifted onto the Glicko scale, provisional', () => {
    expect(readTopRows({ rows: [{ uid: 'a', rating: 1 }] })).toEqual([
      { uid: 'a', fallbackName: '', rating: 301, ratingDeviation: 350, wins: 0, totalDebates: 0 },
    ]);
  });

  test('counts of the wrong type read as 0, a fraction whole, and the total never below the wins', () => {
    expect(readTopRows({ rows: [{ ...ROW, wins: '3', totalDebates: null }] })[0]).toMatchObject({
      wins: 0,
      totalDebates: 0,
    });
    expect(readTopRows({ rows: [{ ...ROW, wins: 5.7, totalDebates: 2 }] })[0]).toMatchObject({
      wins: 5,
      totalDebates: 5,
    });
    expect(readTopRows({ rows: [{ ...ROW, wins: -1, totalDebates: Infinity }] })[0]).toMatchObject({
      wins: 0,
      totalDebates: 0,
    });
  });
});
