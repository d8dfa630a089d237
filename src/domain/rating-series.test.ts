import { describe, expect, test } from 'vitest';
import { EMPTY_SERIES, RATING_SERIES_SIZE, withCorrectedPoint, withPoint } from './rating-series';

const point = (i: number) => ({ chatId: `c${i}`, rating: 1500 + i, at: 1000 + i });

describe('the rating series', () => {
  test('adds a point per rated debate and counts every one', () => {
    const series = withPoint(withPoint(EMPTY_SERIES, point(1)), point(2));
    expect(series).toEqual({ points: [point(1), point(2)], count: 2 });
  });

  test('keeps the newest 200 points, oldest first, while the count goes on', () => {
    let series = EMPTY_SERIES;
    for (let i = 0; i < RATING_SERIES_SIZE + 5; i++) series = withPoint(series, point(i));
    expect(series.points).toHaveLength(200);
    expect(series.points[0]).toEqual(point(5));
    expect(series.points.at(-1)).toEqual(point(204));
    expect(series.count).toBe(205);
  });

  test('the same debate twice replaces its point without counting it again', () => {
    const once = withPoint(EMPTY_SERIES, point(1));
    expect(withPoint(once, { ...point(1), rating: 1400 })).toEqual({
      points: [{ ...point(1), rating: 1400 }],
      count: 1,
    });
  });

  test('a correction rewrites one debate’s point', () => {
    const series = withPoint(withPoint(EMPTY_SERIES, point(1)), point(2));
    expect(withCorrectedPoint(series, 'c1', 1450).points[0]).toEqual({ ...point(1), rating: 1450 });
    expect(withCorrectedPoint(series, 'gone', 1)).toEqual(series);
  });
});
