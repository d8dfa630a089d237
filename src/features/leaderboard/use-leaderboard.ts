import { useCallback, useEffect, useState } from 'react';
import {
  fetchRank,
  leaderboardRow,
  watchLeaderboard,
  type LeaderboardRow,
} from '@/data/leaderboard';
import { errorText } from '@/domain/error-text';
import { isProvisional } from '@/domain/rating';
import { useLiveProfile } from '@/hooks/use-live-profile';
import { saveLeaderboard, useStoredLeaderboard } from '@/offline/leaderboard';

export interface LeaderboardState {
  status: 'loading' | 'ready' | 'error';
  /** The top 50 as last seen (the device's copy, so it reads offline). */
  top: LeaderboardRow[];
  /**
   * The viewer's own row when they are not in the top: their rank below it, or rank 0 while
   * their rating is provisional (not ranked).
   */
  own: LeaderboardRow | null;
  /** Why the live leaderboard failed (the saved copy may still be shown). */
  reason?: string;
  retry(): void;
}

/**
 * /leaderboard's data: the top 50 established ratings, live, written to the device as it
 * arrives and shown from there; the viewer's rank (one read of the histogram of established
 * ratings) when they are established but not among them, or their row unranked while their
 * rating is provisional. Opening it reads at most 3 documents: the top (one document), the
 * viewer's own profile and the histogram.
 */
export function useLeaderboard(uid: string): LeaderboardState {
  const stored = useStoredLeaderboard(uid);
  const { state: mine } = useLiveProfile(uid);
  const [attempt, setAttempt] = useState(0);
  const [live, setLive] = useState<{ attempt: number; rows?: LeaderboardRow[]; reason?: string }>({
    attempt: -1,
  });

  useEffect(
    () =>
      watchLeaderboard(
        (rows) => setLive({ attempt, rows }),
        (error) => setLive({ attempt, reason: errorText(error) }),
      ),
    [attempt],
  );

  const current = live.attempt === attempt ? live : undefined;
  const rows = current?.rows;
  const me = mine.status === 'found' ? leaderboardRow(0, uid, mine.profile) : null;
  const meKey = me
    ? `${me.name}|${me.rating}|${me.ratingDeviation}|${me.wins}|${me.totalDebates}`
    : '';

  useEffect(() => {
    if (!rows) return;
    if (!me || rows.some((row) => row.uid === uid)) {
      void saveLeaderboard(uid, rows, null);
      return;
    }
    if (isProvisional(me)) {
      void saveLeaderboard(uid, rows, { ...me, rank: 0 });
      return;
    }
    let cancelled = false;
    fetchRank(me.rating).then(
      (rank) => {
        if (!cancelled) void saveLeaderboard(uid, rows, { ...me, rank });
      },
      () => {
        if (!cancelled) void saveLeaderboard(uid, rows, null);
      },
    );
    return () => {
      cancelled = true;
    };
    // `me` is described by meKey: a new profile object with the same facts changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, uid, meKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The device's copy; the live answer itself until the copy has been written.
  const top = stored?.top.length ? stored.top : (rows ?? []);
  const own = stored?.own ?? null;
  if (current?.reason !== undefined) {
    return { status: 'error', top, own, reason: current.reason, retry };
  }
  // The device's copy is shown once it holds something (a provisional viewer's own line
  // with an empty top, offline, is something).
  const shown = stored !== undefined && (rows !== undefined || top.length > 0 || own !== null);
  return { status: shown ? 'ready' : 'loading', top, own, retry };
}
