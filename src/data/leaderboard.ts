/**
 * The leaderboard. Opening /leaderboard costs two reads whatever the number of users: a live
 * listener on leaderboard/top, the one document the functions keep with the top 50
 * established ratings (profiles themselves cannot be listed: firestore.rules), and, when the
 * viewer is established but not among them, one get of the histogram of established ratings
 * ratingStats/counts their rank is computed from (rankFromCounts).
 */
import { doc, getDoc, onSnapshot, type DocumentData } from 'firebase/firestore';
import { personName } from '@/domain/fallback-name';
import { LEADERBOARD_SIZE, rankFromCounts, readGlicko, wholeRating } from '@/domain/rating';
import { readDebateStats } from '@/domain/stats';
import { db } from './firestore';
import { countDocumentReads } from './read-meter';
import { profileNames } from './users';

export interface LeaderboardRow {
  /** 0 for a viewer who is not ranked (a provisional rating). */
  rank: number;
  uid: string;
  name: string;
  /** Whole, as shown. */
  rating: number;
  /** Above 110 the rating is provisional (isProvisional(row)); only the viewer's own can be. */
  ratingDeviation: number;
  wins: number;
  totalDebates: number;
}

export function leaderboardRow(rank: number, uid: string, data: DocumentData): LeaderboardRow {
  const stats = readDebateStats(data.debateStats);
  return {
    rank,
    uid,
    name: personName(profileNames(data)),
    rating: wholeRating(data),
    ratingDeviation: readGlicko(data).deviation,
    wins: stats.wins,
    totalDebates: stats.totalDebates,
  };
}

/**
 * Ranks rows ordered by rating: equal ratings share the better rank (1, 2, 2, 4), as
 * rankFromCounts ranks a viewer below the list.
 */
function rankRows(rows: readonly Omit<LeaderboardRow, 'rank'>[]): LeaderboardRow[] {
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || row.rating !== rows[i - 1]?.rating) rank = i + 1;
    return { ...row, rank };
  });
}

/**
 * The rows of leaderboard/top, the document the functions keep (functions/src/leaderboard/
 * top.ts: { rows: [{ uid, displayName?, fallbackName, rating, ratingDeviation, wins,
 * totalDebates }] }, best first), ranked. Anything malformed is left out; no document yet is
 * an empty top.
 */
export function topRows(data: DocumentData | undefined): LeaderboardRow[] {
  const stored: unknown = data?.rows;
  if (!Array.isArray(stored)) return [];
  const rows = stored
    .filter(
      (entry): entry is DocumentData =>
        typeof entry === 'object' && entry !== null && typeof entry.uid === 'string',
    )
    .slice(0, LEADERBOARD_SIZE)
    .map((entry) =>
      leaderboardRow(0, entry.uid as string, {
        ...entry,
        debateStats: { wins: entry.wins, totalDebates: entry.totalDebates },
      }),
    );
  return rankRows(rows);
}

/** The top LEADERBOARD_SIZE by rating, live: one document. */
export function watchLeaderboard(
  onRows: (rows: LeaderboardRow[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'leaderboard', 'top'),
    (snapshot) => {
      // Offline the SDK answers from its (empty, in-memory) cache: not a leaderboard.
      if (snapshot.metadata.fromCache) return;
      countDocumentReads(snapshot.metadata);
      onRows(topRows(snapshot.data()));
    },
    onError,
  );
}

/** The viewer's rank from the rating histogram: one read. */
export async function fetchRank(rating: number): Promise<number> {
  const snapshot = await getDoc(doc(db(), 'ratingStats', 'counts'));
  countDocumentReads(snapshot.metadata);
  const counts: unknown = snapshot.get('counts');
  return rankFromCounts(
    typeof counts === 'object' && counts ? (counts as Record<string, unknown>) : {},
    rating,
  );
}
