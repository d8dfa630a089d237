import { useEffect, useState } from 'react';
import { watchDebateRatingChange, type DebateRatingChange } from '@/data/rating-change';

/**
 * What this debate did to the user's rating ('+16 → 1216'), live while `active` (the outcome
 * popup is open); null while unknown, for an unrated debate, or when it cannot be read.
 */
export function useDebateRatingChange(
  uid: string,
  chatId: string,
  active: boolean,
): DebateRatingChange | null {
  const [answer, setAnswer] = useState<{ key: string; change: DebateRatingChange | null }>();
  const key = `${uid}/${chatId}`;
  useEffect(() => {
    if (!active) return;
    return watchDebateRatingChange(
      uid,
      chatId,
      (change) => setAnswer({ key, change }),
      // The popup works without it: the line is left out.
      () => setAnswer({ key, change: null }),
    );
  }, [uid, chatId, key, active]);
  return answer?.key === key ? answer.change : null;
}
