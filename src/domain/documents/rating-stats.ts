/**
 * ratingStats/counts, the histogram of established ratings a viewer below the leaderboard's top
 * is ranked from: `{ counts: { '<whole rating>': people } }`. Only the functions write it
 * (functions/src/evaluation/rating-update.ts moves people between buckets, the rating migration
 * counts it afresh) and they never read it back; the app reads it once to rank the viewer
 * (src/data/leaderboard.ts fetchRank).
 */
import { isRecord } from './fields';

/**
 * The buckets as stored, for rankFromCounts (src/domain/rating.ts), which reads each of them;
 * no document, or `counts` that is not a map, reads as no buckets.
 */
export function readRatingCounts(data: unknown): Readonly<Record<string, unknown>> {
  const counts = isRecord(data) ? data.counts : undefined;
  return isRecord(counts) ? counts : {};
}
