import { describe, expect, test } from 'vitest';
import { EMPTY_SERIES } from '../rating-series';
import { readSeries } from './rating-series';

const point = (i: number) => ({ chatId: `c${i}`, rating: 1500 + i, at: 1000 + i });

describe('readSeries', () => {
  test('reads malformed data as what it can', () => {
    expect(readSeries(undefined)).toEqual(EMPTY_SERIES);
    expect(readSeries({ points: [point(1), { chatId: 'x' }, null], count: 0 })).toEqual({
      points: [point(1)],
      count: 1,
    });
  });
});
