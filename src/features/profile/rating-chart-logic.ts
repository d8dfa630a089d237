/** The rating chart's geometry: pure, so its scaling is unit-tested. */

export interface ChartBox {
  width: number;
  height: number;
  padding: number;
}

export const CHART_BOX: ChartBox = { width: 300, height: 80, padding: 6 };

/**
 * SVG polyline points for ratings oldest first: x spread evenly, y scaled between the lowest
 * and highest rating (a flat line sits in the middle). One rating is a single centred point.
 */
export function chartPoints(
  ratings: readonly number[],
  box: ChartBox = CHART_BOX,
): [number, number][] {
  if (ratings.length === 0) return [];
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const inner = { w: box.width - 2 * box.padding, h: box.height - 2 * box.padding };
  return ratings.map((rating, i) => {
    const x =
      ratings.length === 1 ? box.width / 2 : box.padding + (inner.w * i) / (ratings.length - 1);
    const y =
      high === low ? box.height / 2 : box.padding + (inner.h * (high - rating)) / (high - low);
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  });
}
