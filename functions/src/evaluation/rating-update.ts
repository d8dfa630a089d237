/**
 * Ratings in the outcome step (issue 14 §1): Elo (src/domain/rating.ts) applied once per
 * evaluated debate inside applyOutcome's transaction (the one that marks the result
 * `outcomeApplied`), so redelivery never moves a rating twice. Per debate it writes:
 * - users/{uid}: `rating` (the new one) and `ratingChange` (the change after the last debate);
 * - users/{uid}/ratingHistory/{chatId}: { chatId, opponentId, score, before, after, change,
 *   at } — one document per debate, so a retry overwrites, and the owner's chart reads it;
 * - ratingStats/counts: the histogram { counts: { '<rating>': people } } the leaderboard
 *   ranks a viewer from in one read (rankFromCounts), moved from each old to each new rating;
 * - userIndex/{uid}: `rating` (merged), so search results show it without a trigger run.
 *
 * Correcting a debate after an appeal (the JURY helper), in the appeal's own transaction:
 *   const plan = await planRatingCorrection(tx, db, chatId, users, newWinnerId);
 *   // … all reads done …
 *   for each uid: Object.assign(profileUpdate, plan?.profileFields[uid]);  tx.update(users)
 *   plan?.write(tx);
 * `users` are the two profile snapshots the transaction read. It re-rates the debate from
 * the history's stored `before`s and moves each current rating by (new change − stored
 * change) (correctedRatingChanges), rewriting both history documents, so running it again
 * for the same verdict changes nothing. null when the debate was never rated.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  correctedRatingChanges,
  debateRatingChanges,
  readRating,
  type DebateRatingChange,
} from '@/domain/rating';
import { profileRef } from '../users/account-docs';

export const RATING_HISTORY = 'ratingHistory';

export function ratingHistoryRef(db: Firestore, uid: string, chatId: string) {
  return profileRef(db, uid).collection(RATING_HISTORY).doc(chatId);
}

/** The histogram of ratings the leaderboard ranks from (one document, read once). */
export function ratingCountsRef(db: Firestore) {
  return db.collection('ratingStats').doc('counts');
}

/** Moves people between the histogram's buckets: { rating: +n / −n }. */
export function writeRatingCounts(
  tx: Transaction,
  db: Firestore,
  moves: readonly { from: number | null; to: number }[],
): void {
  const delta = new Map<string, number>();
  const add = (rating: number, n: number) =>
    delta.set(String(rating), (delta.get(String(rating)) ?? 0) + n);
  for (const move of moves) {
    if (move.from !== null) add(move.from, -1);
    add(move.to, 1);
  }
  const counts: Record<string, FieldValue> = {};
  for (const [rating, n] of delta) if (n !== 0) counts[rating] = FieldValue.increment(n);
  if (Object.keys(counts).length > 0) tx.set(ratingCountsRef(db), { counts }, { merge: true });
}

export interface RatingUpdate {
  changes: [DebateRatingChange, DebateRatingChange];
  /** Per uid, the fields to merge into the users/{uid} update. */
  profileFields: Record<string, { rating: number; ratingChange: number }>;
  /** The history, histogram and search index writes (after every read). */
  write(tx: Transaction): void;
}

function ratingUpdate(
  db: Firestore,
  chatId: string,
  at: Timestamp,
  changes: [DebateRatingChange, DebateRatingChange],
  current: Readonly<Record<string, number>>,
  delta: Readonly<Record<string, number>>,
  /** Whose current rating is stored (and so counted in the histogram). */
  counted: ReadonlySet<string>,
): RatingUpdate {
  const profileFields: RatingUpdate['profileFields'] = {};
  for (const change of changes) {
    profileFields[change.uid] = {
      rating: (current[change.uid] ?? change.before) + (delta[change.uid] ?? 0),
      ratingChange: change.change,
    };
  }
  const ratingOf = (change: DebateRatingChange) =>
    profileFields[change.uid]?.rating ?? change.after;
  return {
    changes,
    profileFields,
    write(tx) {
      for (const change of changes) {
        tx.set(ratingHistoryRef(db, change.uid, chatId), { chatId, ...change, at });
        // Merged: the search index entry is rebuilt whole by onUserWritten with the rating.
        tx.set(
          db.collection('userIndex').doc(change.uid),
          { rating: ratingOf(change) },
          { merge: true },
        );
      }
      writeRatingCounts(
        tx,
        db,
        changes.map((change) => ({
          from: counted.has(change.uid) ? (current[change.uid] ?? null) : null,
          to: ratingOf(change),
        })),
      );
    },
  };
}

function hasRating(snapshot: DocumentSnapshot | undefined): boolean {
  return typeof snapshot?.get('rating') === 'number';
}

/** The first rating of one evaluated debate, from the two profiles the transaction read. */
export function planRatingUpdate(
  db: Firestore,
  chatId: string,
  at: Timestamp,
  users: ReadonlyMap<string, DocumentSnapshot>,
  uids: readonly [string, string],
  winnerId: string | null,
): RatingUpdate {
  const [a, b] = uids;
  const current = {
    [a]: readRating(users.get(a)?.get('rating')),
    [b]: readRating(users.get(b)?.get('rating')),
  };
  const changes = debateRatingChanges(
    { uid: a, rating: current[a] ?? 0 },
    { uid: b, rating: current[b] ?? 0 },
    winnerId,
  );
  const delta = Object.fromEntries(changes.map((c) => [c.uid, c.change]));
  // Someone the 1200 backfill has not reached yet is not in the histogram yet.
  const counted = new Set(uids.filter((uid) => hasRating(users.get(uid))));
  return ratingUpdate(db, chatId, at, changes, current, delta, counted);
}

function storedChange(snapshot: DocumentSnapshot | undefined): DebateRatingChange | null {
  const data = snapshot?.data();
  if (!data) return null;
  const score = data.score === 1 || data.score === 0 || data.score === 0.5 ? data.score : 0.5;
  return {
    uid: String(data.uid),
    opponentId: String(data.opponentId),
    score,
    before: readRating(data.before),
    after: readRating(data.after),
    change: typeof data.change === 'number' ? Math.round(data.change) : 0,
  };
}

/**
 * An appeal's correction of one rated debate (see the file's comment); reads both history
 * documents, so call it before the transaction's writes. null when it was never rated.
 */
export async function planRatingCorrection(
  tx: Transaction,
  db: Firestore,
  chatId: string,
  users: ReadonlyMap<string, DocumentSnapshot>,
  winnerId: string | null,
): Promise<RatingUpdate | null> {
  const uids = [...users.keys()];
  if (uids.length !== 2) return null;
  const snapshots = await tx.getAll(...uids.map((uid) => ratingHistoryRef(db, uid, chatId)));
  const [a, b] = snapshots.map(storedChange);
  if (!a || !b) return null;
  const at = snapshots[0]?.get('at');
  const { changes, delta } = correctedRatingChanges([a, b], winnerId);
  const current = Object.fromEntries(
    uids.map((uid) => [uid, readRating(users.get(uid)?.get('rating'))]),
  );
  const counted = new Set(uids.filter((uid) => hasRating(users.get(uid))));
  const when = at instanceof Timestamp ? at : Timestamp.now();
  return ratingUpdate(db, chatId, when, changes, current, delta, counted);
}
