/**
 * users/{uid}/ratingSeries/recent, the rating history chart's series (src/domain/rating-series.ts
 * keeps it up to date; functions/src/evaluation/rating-update.ts writes it). Only the functions
 * write it; the owner reads it (src/data/rating-history.ts).
 */
import type { RatingPoint, RatingSeries } from '../rating-series';

function isPoint(value: unknown): value is RatingPoint {
  const p = value as RatingPoint;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof p.chatId === 'string' &&
    typeof p.rating === 'number' &&
    Number.isFinite(p.rating) &&
    typeof p.at === 'number'
  );
}

/** The stored series (anything malformed is left out; a count never below the points). */
export function readSeries(data: { points?: unknown; count?: unknown } | undefined): RatingSeries {
  const points = Array.isArray(data?.points) ? data.points.filter(isPoint) : [];
  const count = typeof data?.count === 'number' ? Math.floor(data.count) : 0;
  return { points, count: Math.max(count, points.length) };
}
