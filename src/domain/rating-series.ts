/**
 * The rating history chart's data: one document per person, users/{uid}/ratingSeries/recent
 * `{ points: [{ chatId, rating, at }] (oldest first, at most RATING_SERIES_SIZE), count }`,
 * kept by the evaluation's outcome step beside the per-debate records (ratingHistory), so the
 * profile draws up to 200 debates from one read instead of 200. `count` is every rated debate
 * the person has had, so the chart can number the debates it shows. Unrated results add no
 * point. Pure, so both the functions and the app use it; the stored document's reader is
 * readSeries (src/domain/documents/rating-series.ts).
 */

/** Debates the chart shows (and the series keeps), newest last. */
export const RATING_SERIES_SIZE = 200;

export interface RatingPoint {
  chatId: string;
  /** The whole rating after that debate. */
  rating: number;
  /** Epoch milliseconds of the verdict. */
  at: number;
}

export interface RatingSeries {
  points: RatingPoint[];
  /** Rated debates in all (≥ points.length): the last point is debate number `count`. */
  count: number;
}

export const EMPTY_SERIES: RatingSeries = { points: [], count: 0 };

/** The series after one more rated debate (a repeated chatId replaces its point). */
export function withPoint(series: RatingSeries, point: RatingPoint): RatingSeries {
  const known = series.points.some((p) => p.chatId === point.chatId);
  const points = [...series.points.filter((p) => p.chatId !== point.chatId), point]
    .sort((a, b) => a.at - b.at)
    .slice(-RATING_SERIES_SIZE);
  return { points, count: known ? series.count : series.count + 1 };
}

/** The series with one debate's rating corrected (an appeal); unchanged if it is not there. */
export function withCorrectedPoint(
  series: RatingSeries,
  chatId: string,
  rating: number,
): RatingSeries {
  return {
    ...series,
    points: series.points.map((p) => (p.chatId === chatId ? { ...p, rating } : p)),
  };
}
