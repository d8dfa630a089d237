import { useCallback, useEffect, useState } from 'react';
import { watchMyMedals } from '@/data/users';
import { errorText } from '@/domain/error-text';
import type { Medal } from '@/domain/model';

/** Medals read per page: the history can hold thousands, the screen asks for more. */
export const MEDALS_PAGE_SIZE = 10;

export interface MyMedals {
  status: 'loading' | 'ready' | 'error';
  /** Newest first; while a longer page loads, the shorter one stays shown. */
  medals: Medal[];
  reason?: string;
  /** More medals than shown exist. */
  hasMore: boolean;
  loadingMore: boolean;
  showMore(): void;
}

/**
 * The signed-in user's medal history (users/{uid}/medals, with the opponents' phones),
 * live, a page at a time. `total` is the profile's medalCount.
 */
export function useMyMedals(uid: string, total: number): MyMedals {
  const [count, setCount] = useState(MEDALS_PAGE_SIZE);
  const [answer, setAnswer] = useState<{ key: string; medals?: Medal[]; reason?: string }>();
  const [shown, setShown] = useState<{ uid: string; medals: Medal[] } | null>(null);
  const key = `${uid}#${count}`;

  useEffect(
    () =>
      watchMyMedals(
        uid,
        count,
        (medals) => {
          setAnswer({ key, medals });
          setShown({ uid, medals });
        },
        (error) => setAnswer({ key, reason: errorText(error) }),
      ),
    [uid, count, key],
  );

  const showMore = useCallback(() => setCount((n) => n + MEDALS_PAGE_SIZE), []);
  const medals = shown?.uid === uid ? shown.medals : [];
  const current = answer?.key === key ? answer : undefined;
  if (current?.reason !== undefined) {
    return {
      status: 'error',
      medals,
      reason: current.reason,
      hasMore: false,
      loadingMore: false,
      showMore,
    };
  }
  const loaded = current?.medals !== undefined;
  return {
    status: loaded || shown?.uid === uid ? 'ready' : 'loading',
    medals,
    // A full page may have a next one; the profile's count says when there is none.
    hasMore: medals.length >= Math.min(count, total) && medals.length < total,
    loadingMore: !loaded && medals.length > 0,
    showMore,
  };
}
