/**
 * Whether a rating is provisional: not settled yet, so the app marks it ('1500?') and a
 * newcomer is not judged by a starting number. Glicko-2 decides it from the deviation
 * (src/domain/rating.ts isProvisional: above PROVISIONAL_DEVIATION); this module is what the
 * lobby's cards ask, and the server copies its answer onto debate requests (requesterFields
 * in ./debate-requests), so the app and the functions agree.
 */
import { isProvisional as glickoProvisional, type StoredRating } from './rating';

/** The rating fields of a public profile (users/{uid}) this decision reads. */
type RatingRecord = StoredRating;

export function isProvisional(record: RatingRecord): boolean {
  return glickoProvisional(record);
}

/** A rating as shown beside a name: '1516', or '1500?' while provisional. */
export function ratingMark(rating: number, provisional: boolean): string {
  return `${Math.round(rating)}${provisional ? '?' : ''}`;
}
