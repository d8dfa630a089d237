import { startTransition, useEffect, useState } from 'react';
import { watchDebateRatingMove } from '@/data/rating-history';
import type { DebateRatingMove } from '@/domain/documents/rating-change';

/**
 * The signed-in debater's rating move in one debate (their ratingHistory record), live:
 * undefined while it loads, null when there is none (not rated yet, not a debater, or it
 * could not be read: the move is extra to the result, so a failure shows nothing).
 */
export function useDebateRatingMove(
  uid: string,
  chatId: string,
  enabled = true,
): DebateRatingMove | null | undefined {
  const [answer, setAnswer] = useState<{ key: string; move: DebateRatingMove | null } | null>(null);
  const key = `${uid}/${chatId}`;
  useEffect(() => {
    if (!enabled) return;
    return watchDebateRatingMove(
      uid,
      chatId,
      (move) => startTransition(() => setAnswer({ key, move })),
      () => startTransition(() => setAnswer({ key, move: null })),
    );
  }, [uid, chatId, key, enabled]);
  if (!enabled) return null;
  return answer?.key === key ? answer.move : undefined;
}
