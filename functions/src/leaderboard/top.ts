/**
 * The leaderboard's top (issue 14 §2) as one document, leaderboard/top, kept by the
 * functions: `{ rows: TopEntry[] (the LEADERBOARD_SIZE best by rating, best first),
 * computedAt }`. The app reads that one document, so `users` need not be listable at all:
 * a stranger cannot page through every public profile (firestore.rules), and opening the
 * leaderboard costs one read instead of fifty.
 *
 * onUserWritten (search/on-user-written.ts) calls syncLeaderboard for every profile write:
 * a write that cannot change the top (a change below its last rating, or to a field the
 * top does not show) costs one read; one that can rebuilds it from a query of the top
 * profiles. A rebuild only ever replaces an older one (computedAt is the query's read
 * time), so two triggers finishing out of order leave the newest top.
 */
import {
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { LEADERBOARD_SIZE, readRating } from '@/domain/rating';
import { readDebateStats } from '@/domain/stats';

/** One row of the top: what /leaderboard shows of a person, and nothing else. */
export interface TopEntry {
  uid: string;
  displayName?: string;
  fallbackName: string;
  rating: number;
  wins: number;
  totalDebates: number;
}

export function topRef(db: Firestore) {
  return db.collection('leaderboard').doc('top');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function topEntry(uid: string, data: DocumentData): TopEntry {
  const displayName = text(data.displayName);
  const stats = readDebateStats(data.debateStats);
  return {
    uid,
    ...(displayName !== undefined ? { displayName } : {}),
    fallbackName: text(data.fallbackName) ?? '',
    rating: readRating(data.rating),
    wins: stats.wins,
    totalDebates: stats.totalDebates,
  };
}

/** The stored rows (anything malformed is read as no row). */
export function storedRows(data: DocumentData | undefined): TopEntry[] {
  const rows: unknown = data?.rows;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (row): row is TopEntry =>
      typeof row === 'object' && row !== null && typeof (row as TopEntry).uid === 'string',
  );
}

/** Whether a write to users/{uid} can change what the top shows of that person. */
export function topFieldsChanged(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): boolean {
  if (!before || !after) return before !== after;
  const a = topEntry('', before);
  const b = topEntry('', after);
  return (
    a.displayName !== b.displayName ||
    a.fallbackName !== b.fallbackName ||
    a.rating !== b.rating ||
    a.wins !== b.wins ||
    a.totalDebates !== b.totalDebates
  );
}

/**
 * Whether the person's profile as it is now (`after`, undefined once deleted) can change
 * the stored top: they are in it, it is not full, or they rate at least its last row.
 */
export function canChangeTop(
  stored: readonly TopEntry[],
  uid: string,
  after: DocumentData | undefined,
): boolean {
  if (stored.some((row) => row.uid === uid)) return true;
  // A profile without a stored rating is not in the ordered query (it gets 1200 at once).
  if (!after || typeof after.rating !== 'number') return false;
  if (stored.length < LEADERBOARD_SIZE) return true;
  const last = stored[stored.length - 1];
  return readRating(after.rating) >= (last?.rating ?? 0);
}

function sameRows(a: readonly TopEntry[], b: readonly TopEntry[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Rebuilds leaderboard/top from the LEADERBOARD_SIZE best profiles by rating (the
 * order the leaderboard always had: rating, then Firestore's document order). Writes only
 * when the rows changed and nothing newer was stored meanwhile. Returns the rows now stored.
 */
export async function rebuildLeaderboard(db: Firestore): Promise<TopEntry[]> {
  const top = await db.collection('users').orderBy('rating', 'desc').limit(LEADERBOARD_SIZE).get();
  const rows = top.docs.map((d: QueryDocumentSnapshot) => topEntry(d.id, d.data()));
  const ref = topRef(db);
  return db.runTransaction(async (tx) => {
    const stored = await tx.get(ref);
    // A Timestamp, checked by its shape (whichever copy of firebase-admin made it).
    const storedAt = stored.get('computedAt') as Timestamp | undefined;
    if (typeof storedAt?.toMillis === 'function' && storedAt.toMillis() > top.readTime.toMillis()) {
      return storedRows(stored.data());
    }
    if (stored.exists && sameRows(storedRows(stored.data()), rows)) return rows;
    tx.set(ref, { rows, computedAt: top.readTime });
    return rows;
  });
}

/** After a write to users/{uid}: keeps the top in step when it can have changed it. */
export async function syncLeaderboard(
  db: Firestore,
  uid: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  if (!topFieldsChanged(before, after)) return;
  const stored = await topRef(db).get();
  if (stored.exists && !canChangeTop(storedRows(stored.data()), uid, after)) return;
  await rebuildLeaderboard(db);
}
