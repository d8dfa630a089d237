import { describe, expect, test } from 'vitest';
import {
  CHART_HEIGHT,
  CHART_MARGIN,
  chartLayout,
  niceTicks,
  ratingAxis,
} from './rating-chart-logic';

describe('niceTicks', () => {
  test('steps of 1, 2 or 5 × 10ⁿ from the first round value to the last', () => {
    expect(niceTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1, 200, 4)).toEqual([50, 100, 150, 200]);
    expect(niceTicks(1473, 1527, 3)).toEqual([1480, 1500, 1520]);
  });

  test('an empty range is its one value', () => {
    expect(niceTicks(7, 7, 5)).toEqual([7]);
  });
});

describe('ratingAxis', () => {
  test('one rating sits inside a range of at least 40 with round ticks around it', () => {
    expect(ratingAxis([1516])).toEqual({ low: 1480, high: 1540, ticks: [1480, 1500, 1520, 1540] });
  });

  test('the range holds every rating with room, its ends on ticks', () => {
    const ratings = [1500, 1338, 1412, 1623, 1590];
    const axis = ratingAxis(ratings);
    expect(axis.low).toBeLessThan(1338);
    expect(axis.high).toBeGreaterThan(1623);
    expect(axis.ticks[0]).toBe(axis.low);
    expect(axis.ticks[axis.ticks.length - 1]).toBe(axis.high);
    expect(axis.ticks.length).toBeGreaterThanOrEqual(3);
    expect(axis.ticks.length).toBeLessThanOrEqual(7);
    expect(axis.ticks.every((t) => t % 50 === 0)).toBe(true);
  });
});

describe('chartLayout', () => {
  const WIDTH = 300;
  const inside = (layout: ReturnType<typeof chartLayout>) =>
    layout.points.every(
      (p) =>
        p.x >= layout.plot.left &&
        p.x <= layout.plot.right &&
        p.y >= layout.plot.top &&
        p.y <= layout.plot.bottom,
    );

  test('one rated debate is a dot in the middle with both axes labelled', () => {
    const layout = chartLayout([1516], 1, WIDTH);
    expect(layout.plot).toEqual({
      left: CHART_MARGIN.left,
      top: CHART_MARGIN.top,
      right: WIDTH - CHART_MARGIN.right,
      bottom: CHART_HEIGHT - CHART_MARGIN.bottom,
    });
    expect(layout.points).toHaveLength(1);
    expect(layout.points[0]?.x).toBe((CHART_MARGIN.left + WIDTH - CHART_MARGIN.right) / 2);
    expect(layout.yTicks.map((t) => t.value)).toEqual([1480, 1500, 1520, 1540]);
    expect(layout.xTicks).toEqual([{ value: 1, at: layout.points[0]?.x }]);
    expect(layout.dots).toBe(true);
    expect(inside(layout)).toBe(true);
  });

  test('the highest rating is drawn highest; the first and last debates at the plot’s edges', () => {
    const layout = chartLayout([1500, 1540, 1470], 1, WIDTH);
    const [a, b, c] = layout.points;
    expect(b!.y).toBeLessThan(a!.y);
    expect(a!.y).toBeLessThan(c!.y);
    expect(a!.x).toBe(layout.plot.left);
    expect(c!.x).toBe(layout.plot.right);
    expect(layout.xTicks.map((t) => t.value)).toEqual([1, 2, 3]);
    const tick = (v: number) => layout.yTicks.find((t) => t.value === v)?.at;
    expect(tick(1500)).toBe(a!.y);
  });

  test('200 debates numbered as they were: a line without dots, whole-number ticks that fit', () => {
    const ratings = Array.from({ length: 200 }, (_, i) => 1500 + Math.round(80 * Math.sin(i / 9)));
    const layout = chartLayout(ratings, 41, WIDTH);
    expect(layout.points).toHaveLength(200);
    expect(layout.dots).toBe(false);
    expect(inside(layout)).toBe(true);
    const values = layout.xTicks.map((t) => t.value);
    expect(values.every((v) => Number.isInteger(v) && v >= 41 && v <= 240)).toBe(true);
    expect(values.length).toBeGreaterThanOrEqual(2);
    expect(values.length).toBeLessThanOrEqual(5);
    const gaps = layout.xTicks.slice(1).map((t, i) => t.at - layout.xTicks[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(40);
  });

  test('a narrow chart gets fewer debate labels, never closer than 40 px', () => {
    const ratings = Array.from({ length: 30 }, (_, i) => 1500 + i);
    for (const width of [160, 240, 360, 600]) {
      const layout = chartLayout(ratings, 1, width);
      const gaps = layout.xTicks.slice(1).map((t, i) => t.at - layout.xTicks[i]!.at);
      expect(gaps.every((g) => g >= 40)).toBe(true);
      expect(layout.xTicks.every((t) => Number.isInteger(t.value))).toBe(true);
    }
  });

  test('no ratings draw nothing', () => {
    const layout = chartLayout([], 1, WIDTH);
    expect(layout.points).toEqual([]);
    expect(layout.xTicks).toEqual([]);
    expect(layout.yTicks).toEqual([]);
  });
});
