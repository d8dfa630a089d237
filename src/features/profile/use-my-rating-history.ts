import { useEffect, useState } from 'react';
import { watchRatingSeries } from '@/data/rating-history';
import { errorText } from '@/domain/error-text';
import type { RatingSeries } from '@/domain/rating-series';

export type RatingHistoryState =
  | { status: 'loading' }
  | { status: 'ready'; series: RatingSeries }
  | { status: 'error'; reason: string };

/** The signed-in user's last rated debates (one series document), live, oldest first. */
export function useMyRatingHistory(uid: string): RatingHistoryState {
  const [answer, setAnswer] = useState<{ uid: string; state: RatingHistoryState } | null>(null);
  useEffect(
    () =>
      watchRatingSeries(
        uid,
        (series) => setAnswer({ uid, state: { status: 'ready', series } }),
        (error) => setAnswer({ uid, state: { status: 'error', reason: errorText(error) } }),
      ),
    [uid],
  );
  return answer?.uid === uid ? answer.state : { status: 'loading' };
}
