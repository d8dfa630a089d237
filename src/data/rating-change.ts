/**
 * users/{uid}/ratingHistory/{chatId}: what one debate did to the owner's rating (written by
 * the evaluation's outcome step, functions/src/evaluation/rating-update.ts), read by the
 * outcome popup ('+16 → 1216'). Owner-only; one document, followed while the popup shows,
 * since the result can reach the room a moment before the rating does.
 */
import { doc, onSnapshot } from 'firebase/firestore';
import { isProvisional } from '@/domain/provisional';
import { readRating } from '@/domain/rating';
import { db } from './firestore';
import { countDocumentReads } from './read-meter';

export interface DebateRatingChange {
  /** The rating after the debate. */
  after: number;
  change: number;
  /** Whether the rating after it is still provisional (src/domain/provisional.ts decides). */
  provisional: boolean;
}

/** The debate's rating change for the owner, live; null while there is none (unrated, not yet). */
export function watchDebateRatingChange(
  uid: string,
  chatId: string,
  onChange: (change: DebateRatingChange | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'users', uid, 'ratingHistory', chatId),
    (snapshot) => {
      countDocumentReads(snapshot.metadata);
      const data = snapshot.data();
      const change: unknown = data?.change;
      if (!data || typeof change !== 'number') return onChange(null);
      const after = readRating(data.after);
      // The history entry is read as the rating record it leaves behind, so whatever
      // isProvisional weighs (a deviation, once ratings carry one) is passed along.
      onChange({
        after,
        change,
        provisional: isProvisional({ ...data, rating: after, ratingChange: change }),
      });
    },
    onError,
  );
}
