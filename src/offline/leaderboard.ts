/**
 * The leaderboard kept on the device (docs/decisions/0014-arena.md §2 "Readable offline once
 * seen"): the Dexie table `leaderboard` holds the last top LEADERBOARD_SIZE seen, one row per rank,
 * and the viewer's own row (keyed by their rank) when they are below the top or not ranked. Each
 * answer from the server replaces the table whole, so no stale rank lingers.
 */
import type { LeaderboardRow } from '@/data/leaderboard';
import { LEADERBOARD_SIZE } from '@/domain/rating';
import { useLiveQuery } from './live-query';
import { localDb, type LocalLeaderboardEntry } from './db';

/** Replaces the stored top (and the viewer's own row below it, if given). */
export async function saveLeaderboard(
  viewerUid: string,
  top: readonly LeaderboardRow[],
  own: LeaderboardRow | null,
): Promise<void> {
  const table = localDb(viewerUid).leaderboard;
  const rows: LocalLeaderboardEntry[] = top.map((row, i) => ({ ...row, rank: i + 1 }));
  // Ranks are the table's key: a tie (1, 2, 2) is stored by position and shown by `shownRank`.
  const entries = rows.map((row, i) => ({ ...row, shownRank: top[i]?.rank ?? row.rank }));
  await localDb(viewerUid).transaction('rw', table, async () => {
    await table.clear();
    await table.bulkPut(entries);
    if (own && !top.some((row) => row.uid === own.uid)) {
      // Keyed below the top; shown with its own rank (0: not ranked yet, provisional).
      await table.put({
        ...own,
        rank: Math.max(own.rank, LEADERBOARD_SIZE + 1),
        shownRank: own.rank,
      } as LocalLeaderboardEntry);
    }
  });
}

export interface StoredLeaderboard {
  top: LeaderboardRow[];
  own: LeaderboardRow | null;
}

function shown(entry: LocalLeaderboardEntry): LeaderboardRow {
  const { shownRank, ...row } = entry as LocalLeaderboardEntry & { shownRank?: number };
  return { ...row, rank: typeof shownRank === 'number' ? shownRank : row.rank };
}

/** The stored leaderboard, live; undefined while the device's copy is being read. */
export function useStoredLeaderboard(viewerUid: string): StoredLeaderboard | undefined {
  return useLiveQuery(async () => {
    const entries = await localDb(viewerUid).leaderboard.orderBy('rank').toArray();
    const top = entries.filter((e) => e.rank <= LEADERBOARD_SIZE).map(shown);
    const below = entries.find((e) => e.rank > LEADERBOARD_SIZE && e.uid === viewerUid);
    return { top, own: below ? shown(below) : null };
  }, [viewerUid]);
}
