/**
 * The leaderboard's top as one document, leaderboard/top, kept by the functions: `{ rows:
 * TopEntry[] (the LEADERBOARD_SIZE best established ratings, best first), computedAt }`, read
 * back with readTopRows (src/domain/documents/leaderboard.ts, the app's reader too). Only
 * established ratings are listed (deviation ≤ 110, `ratingEstablished` on the profile,
 * src/domain/rating.ts): a provisional rating says too little to rank, and it means at least
 * one rated debate. The app reads that one document, so `users` need not be listable at
 * all: a stranger cannot page through every public profile (firestore.rules), and opening
 * the leaderboard costs one read instead of fifty.
 *
 * onUserWritten (search/on-user-written.ts) calls syncLeaderboard for every profile write:
 * a change to a field the top does not show, or any write of someone provisional before and
 * after it, costs nothing; someone outside the top whose rating did not move, or stays below
 * its last row, one read; a new name or new counts of someone in the top rewrite their row
 * (three reads); a moved rating that can enter or leave the top rebuilds it from a query of
 * the best profiles (about fifty reads), in a transaction with that query, so triggers
 * finishing out of order never leave an older top.
 */
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isProvisional, LEADERBOARD_SIZE, readGlicko, wholeRating } from '@/domain/rating';
import { nonBlankText } from '@/domain/documents/fields';
import { readDebateStats, readProfile, type ProfileDoc } from '@/domain/documents/profile';
import { readTopRows, type TopEntry } from '@/domain/documents/leaderboard';

export function topRef(db: Firestore) {
  return db.collection('leaderboard').doc('top');
}

export function topEntry(uid: string, profile: ProfileDoc): TopEntry {
  const displayName = nonBlankText(profile.displayName);
  const stats = readDebateStats(profile.debateStats);
  return {
    uid,
    ...(displayName !== undefined ? { displayName } : {}),
    fallbackName: nonBlankText(profile.fallbackName) ?? '',
    rating: wholeRating(profile),
    ratingDeviation: Math.round(readGlicko(profile).deviation * 100) / 100,
    wins: stats.wins,
    totalDebates: stats.totalDebates,
  };
}

/** Whether a write to users/{uid} can change what the top shows of that person. */
export function topFieldsChanged(
  before: ProfileDoc | undefined,
  after: ProfileDoc | undefined,
): boolean {
  if (!before || !after) return before !== after;
  const a = topEntry('', before);
  const b = topEntry('', after);
  return (
    a.displayName !== b.displayName ||
    a.fallbackName !== b.fallbackName ||
    a.rating !== b.rating ||
    a.ratingDeviation !== b.ratingDeviation ||
    isListed(before) !== isListed(after) ||
    a.wins !== b.wins ||
    a.totalDebates !== b.totalDebates
  );
}

/** Whether a profile belongs in the top's query: an established rating. */
export function isListed(profile: ProfileDoc | undefined): boolean {
  return profile?.ratingEstablished === true && !isProvisional(profile);
}

/** The exact rating the query orders by (a listed profile always has one). */
function exactRating(profile: ProfileDoc | undefined): number {
  return readGlicko(profile).rating;
}

/**
 * Whether the write (`before` → `after`, undefined for none) of someone outside the stored
 * top can change it: they are listed now and the top has room, or their place moved (newly
 * listed, or a new rating) to at least its last row. A name or counts that changed while
 * the rating stayed cannot: they were below the top and still are.
 */
function outsiderCanChangeTop(
  stored: readonly TopEntry[],
  before: ProfileDoc | undefined,
  after: ProfileDoc | undefined,
): boolean {
  if (!isListed(after)) return false;
  if (stored.length < LEADERBOARD_SIZE) return true;
  if (isListed(before) && exactRating(before) === exactRating(after)) return false;
  const last = stored[stored.length - 1];
  return wholeRating(after) >= (last?.rating ?? 0);
}

/**
 * What a profile write does to the stored top: nothing; its own row changes in place (a
 * new name or new counts of someone in it, whose rating, and so place, stays); or the top
 * is rebuilt from the ordered query (a rating that moved, a newcomer, a deleted profile).
 */
export function topChange(
  stored: readonly TopEntry[] | null,
  uid: string,
  before: ProfileDoc | undefined,
  after: ProfileDoc | undefined,
): 'none' | 'entry' | 'rebuild' {
  if (!topFieldsChanged(before, after)) return 'none';
  if (stored === null) return 'rebuild';
  const inTop = stored.some((row) => row.uid === uid);
  if (!inTop) return outsiderCanChangeTop(stored, before, after) ? 'rebuild' : 'none';
  const samePlace =
    before && after && isListed(after) && exactRating(before) === exactRating(after);
  return samePlace ? 'entry' : 'rebuild';
}

/**
 * Whether the write needs the stored top at all: someone provisional before and after it
 * is neither in the top nor entering it (0 reads).
 */
export function mayConcernTop(
  before: ProfileDoc | undefined,
  after: ProfileDoc | undefined,
): boolean {
  return topFieldsChanged(before, after) && (isListed(before) || isListed(after));
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
  const query = db
    .collection('users')
    .where('ratingEstablished', '==', true)
    .orderBy('rating', 'desc')
    .limit(LEADERBOARD_SIZE);
  return db.runTransaction(async (tx) => {
    const top = await tx.get(query);
    const stored = await tx.get(ref);
    const rows = top.docs.map((d: QueryDocumentSnapshot) => topEntry(d.id, readProfile(d.data())));
    if (stored.exists && sameRows(readTopRows(stored.data()), rows)) return rows;
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
    const rows = readTopRows(stored?.data());
    const index = rows.findIndex((row) => row.uid === uid);
    const data = readProfile(profile?.data());
    if (index < 0 || !data || !isListed(data) || wholeRating(data) !== rows[index]?.rating) {
      return false;
    }
    const next = rows.map((row, i) => (i === index ? topEntry(uid, data) : row));
    if (!sameRows(rows, next)) {
      tx.set(ref, { rows: next, computedAt: FieldValue.serverTimestamp() });
    }
    return true;
  });
}

/** What syncLeaderboard did, and the documents it read (the figure the abuse suite prints). */
export interface LeaderboardSync {
  change: 'none' | 'entry' | 'rebuild';
  reads: number;
}

/** After a write to users/{uid}: keeps the top in step when it can have changed it. */
export async function syncLeaderboard(
  db: Firestore,
  uid: string,
  before: ProfileDoc | undefined,
  after: ProfileDoc | undefined,
): Promise<LeaderboardSync> {
  if (!mayConcernTop(before, after)) return { change: 'none', reads: 0 };
  const stored = await topRef(db).get();
  const change = topChange(stored.exists ? readTopRows(stored.data()) : null, uid, before, after);
  if (change === 'none') return { change, reads: 1 };
  if (change === 'entry' && (await updateEntry(db, uid))) return { change, reads: 3 };
  const rows = await rebuildLeaderboard(db);
  // The query bills one read per row (one for none), plus the stored top.
  return { change: 'rebuild', reads: (change === 'entry' ? 3 : 1) + Math.max(1, rows.length) + 1 };
}
