/**
 * The leaderboard's top (issue 14 §2) as one document, leaderboard/top, kept by the
 * functions: `{ rows: TopEntry[] (the LEADERBOARD_SIZE best by rating, best first),
 * computedAt }`. The app reads that one document, so `users` need not be listable at all:
 * a stranger cannot page through every public profile (firestore.rules), and opening the
 * leaderboard costs one read instead of fifty.
 *
 * onUserWritten (search/on-user-written.ts) calls syncLeaderboard for every profile write:
 * a change to a field the top does not show costs nothing, one below its last rating one
 * read; a new name or new counts of someone in the top rewrite their row (three reads); a
 * moved rating rebuilds the top from a query of the best profiles (about fifty reads), in a
 * transaction with that query, so triggers finishing out of order never leave an older top.
 */
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
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

/**
 * What a profile write does to the stored top: nothing; its own row changes in place (a
 * new name or new counts of someone in it, whose rating, and so place, stays); or the top
 * is rebuilt from the ordered query (a rating that moved, a newcomer, a deleted profile).
 */
export function topChange(
  stored: readonly TopEntry[] | null,
  uid: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): 'none' | 'entry' | 'rebuild' {
  if (!topFieldsChanged(before, after)) return 'none';
  if (stored === null) return 'rebuild';
  if (!canChangeTop(stored, uid, after)) return 'none';
  const inTop = stored.some((row) => row.uid === uid);
  if (inTop && before && after && readRating(before.rating) === readRating(after.rating)) {
    return 'entry';
  }
  return 'rebuild';
}

function sameRows(a: readonly TopEntry[], b: readonly TopEntry[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Rebuilds leaderboard/top from the LEADERBOARD_SIZE best profiles by rating (the order
 * the leaderboard always had: rating, then Firestore's document order), in a transaction
 * with the query, so two rebuilds or a rebuild and a row's update never leave an older
 * top. Writes only when the rows changed. Returns the rows now stored.
 */
export async function rebuildLeaderboard(db: Firestore): Promise<TopEntry[]> {
  const ref = topRef(db);
  const query = db.collection('users').orderBy('rating', 'desc').limit(LEADERBOARD_SIZE);
  return db.runTransaction(async (tx) => {
    const top = await tx.get(query);
    const stored = await tx.get(ref);
    const rows = top.docs.map((d: QueryDocumentSnapshot) => topEntry(d.id, d.data()));
    if (stored.exists && sameRows(storedRows(stored.data()), rows)) return rows;
    tx.set(ref, { rows, computedAt: FieldValue.serverTimestamp() });
    return rows;
  });
}

/**
 * Rewrites one person's row from their profile as it is now (two reads). False when it
 * cannot: they are no longer in the top, or their rating moved meanwhile (a rebuild then).
 */
async function updateEntry(db: Firestore, uid: string): Promise<boolean> {
  const ref = topRef(db);
  return db.runTransaction(async (tx) => {
    const [stored, profile] = await tx.getAll(ref, db.collection('users').doc(uid));
    const rows = storedRows(stored?.data());
    const index = rows.findIndex((row) => row.uid === uid);
    const data = profile?.data();
    if (index < 0 || !data || readRating(data.rating) !== rows[index]?.rating) return false;
    const next = rows.map((row, i) => (i === index ? topEntry(uid, data) : row));
    if (!sameRows(rows, next)) {
      tx.set(ref, { rows: next, computedAt: FieldValue.serverTimestamp() });
    }
    return true;
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
  const change = topChange(stored.exists ? storedRows(stored.data()) : null, uid, before, after);
  if (change === 'none') return;
  if (change === 'entry' && (await updateEntry(db, uid))) return;
  await rebuildLeaderboard(db);
}
