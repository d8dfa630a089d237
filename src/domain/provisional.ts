/**
 * Whether a rating is provisional: not settled yet, so the app marks it ('1200?') and a
 * newcomer is not judged by a starting number. The one place that decides it; the server
 * copies its answer onto debate requests (requesterFields in ./debate-requests), so the app
 * and the functions agree.
 *
 * Until ratings carry a deviation, provisional means "no rated debate yet": a profile gets
 * `ratingChange` with its first rated debate (functions/src/evaluation/rating-update.ts).
 * A rating model with a deviation redefines this function, and everything that asks follows.
 */

/** The rating fields of a public profile (users/{uid}) this decision reads. */
export interface RatingRecord {
  rating?: unknown;
  ratingChange?: unknown;
}

export function isProvisional(record: RatingRecord): boolean {
  return typeof record.ratingChange !== 'number';
}

/** A rating as shown beside a name: '1216', or '1200?' while provisional. */
export function ratingMark(rating: number, provisional: boolean): string {
  return `${Math.round(rating)}${provisional ? '?' : ''}`;
}
