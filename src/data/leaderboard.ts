/**
 * The leaderboard. Opening /leaderboard costs two reads whatever the number of users: a live
 * listener on leaderboard/top, the one document the functions keep with the top 50
 * established ratings (profiles themselves cannot be listed: firestore.rules), and, when the
 * viewer is established but not among them, one get of the histogram of established ratings
 * ratingStats/counts their rank is computed from (readRatingCounts, rankFromCounts).
 */
import { doc, getDoc, onSnapshot } from 'firebase/firestore';
import { readTopRows, type TopEntry } from '@/domain/documents/leaderboard';
import { readRatingCounts } from '@/domain/documents/rating-stats';
import { personName } from '@/domain/fallback-name';
import type { UserProfile } from '@/domain/model';
import { LEADERBOARD_SIZE, rankFromCounts, readGlicko, wholeRating } from '@/domain/rating';
import { db } from './firestore';
import { countDocumentReads } from './read-meter';

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

/** A profile as its row (its owner's, below the top): `rank` 0 while not ranked. */
export function leaderboardRow(rank: number, uid: string, profile: UserProfile): LeaderboardRow {
  return {
    rank,
    uid,
    name: personName(profile),
    rating: wholeRating(profile),
    ratingDeviation: readGlicko(profile).deviation,
    wins: profile.debateStats.wins,
    totalDebates: profile.debateStats.totalDebates,
  };
}

/** A row of the stored top as shown, its rank still to come. */
function shownRow({ uid, rating, ratingDeviation, wins, totalDebates, ...names }: TopEntry) {
  return { uid, name: personName(names), rating, ratingDeviation, wins, totalDebates };
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
 * The rows of leaderboard/top, the document the functions keep (read by readTopRows,
 * src/domain/documents/leaderboard.ts), at most LEADERBOARD_SIZE of them, ranked. A malformed
 * row is left out; no document yet is an empty top.
 */
export function topRows(data: unknown): LeaderboardRow[] {
  return rankRows(readTopRows(data).slice(0, LEADERBOARD_SIZE).map(shownRow));
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
  return rankFromCounts(readRatingCounts(snapshot.data()), rating);
}
