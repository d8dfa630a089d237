import { describe, expect, test } from 'vitest';
import { chartPoints } from './rating-chart-logic';

const BOX = { width: 100, height: 50, padding: 5 };

describe('chartPoints', () => {
  test('spreads ratings across the width, the highest at the top', () => {
    expect(chartPoints([1200, 1216, 1184], BOX)).toEqual([
      [5, 25],
      [50, 5],
      [95, 45],
    ]);
  });

  test('a flat history sits in the middle; one rating is one centred point; none is nothing', () => {
    expect(chartPoints([1200, 1200], BOX)).toEqual([
      [5, 25],
      [95, 25],
    ]);
    expect(chartPoints([1216], BOX)).toEqual([[50, 25]]);
    expect(chartPoints([], BOX)).toEqual([]);
  });
});
