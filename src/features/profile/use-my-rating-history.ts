import { useEffect, useState } from 'react';
import { watchRatingHistory, type RatingPoint } from '@/data/leaderboard';
import { errorText } from '@/domain/error-text';

export type RatingHistoryState =
  | { status: 'loading' }
  | { status: 'ready'; points: RatingPoint[] }
  | { status: 'error'; reason: string };

/** The signed-in user's last rated debates (users/{uid}/ratingHistory), live, oldest first. */
export function useMyRatingHistory(uid: string): RatingHistoryState {
  const [answer, setAnswer] = useState<{ uid: string; state: RatingHistoryState } | null>(null);
  useEffect(
    () =>
      watchRatingHistory(
        uid,
        (points) => setAnswer({ uid, state: { status: 'ready', points } }),
        (error) => setAnswer({ uid, state: { status: 'error', reason: errorText(error) } }),
      ),
    [uid],
  );
  return answer?.uid === uid ? answer.state : { status: 'loading' };
}
