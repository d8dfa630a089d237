/**
 * leaderboard/top, the one document the leaderboard reads: `{ rows: TopEntry[] (the
 * LEADERBOARD_SIZE best established ratings, best first), computedAt }`. Only the functions
 * write it (functions/src/leaderboard/top.ts topEntry builds each row from a profile); the
 * functions read it back to keep it in step, the app to show /leaderboard
 * (src/data/leaderboard.ts).
 */
import { readGlicko, wholeRating } from '../rating';
import { isRecord, nonBlankText, nonEmptyText } from './fields';
import { readDebateStats } from './profile';

/** One row of the top: what /leaderboard shows of a person, and nothing else. */
export interface TopEntry {
  uid: string;
  displayName?: string;
  fallbackName: string;
  /** Whole, as shown. */
  rating: number;
  /** Its deviation (≤ 110 for everyone listed). */
  ratingDeviation: number;
  wins: number;
  totalDebates: number;
}

/**
 * One stored row; null when it is not a map or has no uid. The rating reads as readGlicko
 * reads any copy of a rating (missing: the start's; no deviation: an Elo-era copy, shifted
 * and provisional), the counts as readDebateStats reads them (missing or junk: 0, the total
 * never below the wins).
 */
function readTopEntry(row: unknown): TopEntry | null {
  if (!isRecord(row)) return null;
  const uid = nonEmptyText(row.uid);
  if (uid === undefined) return null;
  const displayName = nonBlankText(row.displayName);
  const { wins, totalDebates } = readDebateStats({
    wins: row.wins,
    totalDebates: row.totalDebates,
  });
  return {
    uid,
    ...(displayName !== undefined ? { displayName } : {}),
    fallbackName: nonBlankText(row.fallbackName) ?? '',
    rating: wholeRating(row),
    ratingDeviation: readGlicko(row).deviation,
    wins,
    totalDebates,
  };
}

/**
 * The rows of leaderboard/top's data, in their stored order; a malformed row is left out, and
 * no document, or `rows` that is not a list, reads as no rows.
 */
export function readTopRows(data: unknown): TopEntry[] {
  const rows = isRecord(data) ? data.rows : undefined;
  if (!Array.isArray(rows)) return [];
  return rows.map(readTopEntry).filter((row): row is TopEntry => row !== null);
}
