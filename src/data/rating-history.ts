/**
 * A person's rating history, the owner's only (firestore.rules): the chart's series,
 * users/{uid}/ratingSeries/recent (one document with up to 200 points, src/domain/
 * rating-series.ts), and one debate's record, users/{uid}/ratingHistory/{chatId} (the
 * DebateRatingChange the outcome step wrote: '+16 → 1516', or why it was unrated). Both are
 * written by the functions only (functions/src/evaluation/rating-update.ts).
 */
import { doc, onSnapshot } from 'firebase/firestore';
import { readRatingMove, type DebateRatingMove } from '@/domain/documents/rating-change';
import { readSeries } from '@/domain/documents/rating-series';
import type { RatingSeries } from '@/domain/rating-series';
import { db } from './firestore';
import { countDocumentReads } from './read-meter';

/** The owner's chart series, live: one document (empty before the first rated debate). */
export function watchRatingSeries(
  uid: string,
  onSeries: (series: RatingSeries) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'users', uid, 'ratingSeries', 'recent'),
    (snapshot) => {
      // Offline the in-memory cache knows nothing yet: that is not "no rated debate".
      if (!snapshot.exists() && snapshot.metadata.fromCache) return;
      countDocumentReads(snapshot.metadata);
      onSeries(readSeries(snapshot.data()));
    },
    onError,
  );
}

/**
 * The signed-in person's move in one debate, live (the result's '+16 → 1516'): null until
 * the outcome step has rated it, or for someone who did not debate in it.
 */
export function watchDebateRatingMove(
  uid: string,
  chatId: string,
  onMove: (move: DebateRatingMove | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'users', uid, 'ratingHistory', chatId),
    (snapshot) => {
      if (!snapshot.exists() && snapshot.metadata.fromCache) return;
      countDocumentReads(snapshot.metadata);
      onMove(readRatingMove(snapshot.data()));
    },
    onError,
  );
}
