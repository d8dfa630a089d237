/**
 * The leaderboard and rating history (issue 14 §1–2). Opening /leaderboard costs two
 * reads whatever the number of users: a live listener on leaderboard/top, the one document
 * the functions keep with the top 50 by rating (profiles themselves cannot be listed:
 * firestore.rules), and, when the viewer is not among them, one get of the rating
 * histogram ratingStats/counts their rank is computed from (rankFromCounts). The rating history is the owner's
 * users/{uid}/ratingHistory, newest first, bounded.
 */
import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentData,
} from 'firebase/firestore';
import { personName } from '@/domain/fallback-name';
import { LEADERBOARD_SIZE, rankFromCounts, readRating } from '@/domain/rating';
import { readDebateStats } from '@/domain/stats';
import { db, millis } from './firestore';
import { countDocumentReads, countSnapshotReads } from './read-meter';
import { profileNames } from './users';

export interface LeaderboardRow {
  rank: number;
  uid: string;
  name: string;
  rating: number;
  wins: number;
  totalDebates: number;
}

export function leaderboardRow(rank: number, uid: string, data: DocumentData): LeaderboardRow {
  const stats = readDebateStats(data.debateStats);
  return {
    rank,
    uid,
    name: personName(profileNames(data)),
    rating: readRating(data.rating),
    wins: stats.wins,
    totalDebates: stats.totalDebates,
  };
}

/**
 * Ranks rows ordered by rating: equal ratings share the better rank (1, 2, 2, 4), as
 * rankFromCounts ranks a viewer below the list.
 */
export function rankRows(rows: readonly Omit<LeaderboardRow, 'rank'>[]): LeaderboardRow[] {
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || row.rating !== rows[i - 1]?.rating) rank = i + 1;
    return { ...row, rank };
  });
}

/**
 * The rows of leaderboard/top, the document the functions keep (functions/src/leaderboard/
 * top.ts: { rows: [{ uid, displayName?, fallbackName, rating, wins, totalDebates }] }, best
 * first), ranked. Anything malformed is left out; no document yet is an empty top.
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

export interface RatingPoint {
  chatId: string;
  /** The rating after that debate. */
  rating: number;
  change: number;
  at: number;
}

/** Points the history chart shows (newest RATING_HISTORY_SIZE, oldest first). */
export const RATING_HISTORY_SIZE = 20;

/** The owner's rating after each of their last debates, oldest first, live. */
export function watchRatingHistory(
  uid: string,
  onPoints: (points: RatingPoint[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(
      collection(db(), 'users', uid, 'ratingHistory'),
      orderBy('at', 'desc'),
      limit(RATING_HISTORY_SIZE),
    ),
    (snapshot) => {
      countSnapshotReads(snapshot);
      const points = snapshot.docs.map((d) => ({
        chatId: d.id,
        rating: readRating(d.get('after')),
        change: Number(d.get('change')) || 0,
        at: millis(d.get('at')) ?? 0,
      }));
      onPoints(points.reverse());
    },
    onError,
  );
}
