/**
 * Ratings in the outcome step: Glicko-2 (src/domain/rating.ts, docs/ratings.md) applied once
 * per evaluated debate inside applyOutcome's transaction (the one that marks the result
 * `outcomeApplied`), so redelivery never moves a rating twice. Per debate it reads the pair's
 * rated meetings and both chart series, then writes:
 * - users/{uid}: `rating`, `ratingDeviation`, `ratingVolatility`, `ratingEstablished` (exact)
 *   and `ratingChange` (the whole change after the last rated debate);
 * - users/{uid}/ratingHistory/{chatId}: the DebateRatingChange { before, after, change,
 *   ratingDeviation, glicko, unrated? } with chatId and `at`: one document per debate, so a
 *   retry overwrites; the owner reads it (the chart's series, the result's '+16 → 1516');
 * - users/{uid}/ratingSeries/recent: the chart's points (src/domain/rating-series.ts);
 * - ratingStats/counts: the histogram of established ratings { counts: { '<rating>': n } }
 *   the leaderboard ranks a viewer from in one read (rankFromCounts);
 * - userIndex/{uid}: `rating` and `ratingDeviation` (merged), so search results show them;
 * - ratingPairs/{pairId}: the pair's rated meetings (src/domain/rating-pairs.ts). A pair's
 *   fourth result within 24 hours is recorded unrated in the history and moves nothing else.
 * A profile still holding an Elo rating is carried over first (src/domain/rating-carry-over.ts,
 * counting its rated debates), as scripts/migrate-ratings.mjs would.
 *
 * Correcting a debate after an appeal, in the appeal's own transaction:
 *   const plan = await planRatingCorrection(tx, db, chatId, users, newWinnerId);
 *   // … all reads done …
 *   for each uid: Object.assign(profileUpdate, plan?.profileFields[uid]);  tx.update(users)
 *   plan?.write(tx);
 * It re-rates the debate from the history's stored values before it and moves each current
 * rating by the difference (correctedRatingChanges), rewriting both history documents, so
 * running it again for the same verdict changes nothing. null when the debate was never rated.
 */
import {
  FieldValue,
  type Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  applyRatingDelta,
  correctedRatingChanges,
  debateRatingChanges,
  histogramBucket,
  eloEraRating,
  isEloEra,
  ratingFields,
  readGlicko,
  unratedChanges,
  type Glicko2Rating,
  type Rated,
  type StoredRatingChange,
} from '@/domain/rating';
import { carryOverElo } from '@/domain/rating-carry-over';
import { mayRate, ratingPairId, withMeeting } from '@/domain/rating-pairs';
import { readRatingPair } from '@/domain/documents/rating-pair';
import {
  RATING_SERIES_SIZE,
  withCorrectedPoint,
  withPoint,
  type RatingPoint,
  type RatingSeries,
} from '@/domain/rating-series';
import { profileRef } from '../users/account-docs';
import { ratingPointOf, readRatingChange } from '@/domain/documents/rating-change';
import { readSeries } from '@/domain/documents/rating-series';
import { readDebateStats, readProfile, type ProfileDoc } from '@/domain/documents/profile';

export const RATING_HISTORY = 'ratingHistory';

export function ratingHistoryRef(db: Firestore, uid: string, chatId: string) {
  return profileRef(db, uid).collection(RATING_HISTORY).doc(chatId);
}

export function ratingSeriesRef(db: Firestore, uid: string) {
  return profileRef(db, uid).collection('ratingSeries').doc('recent');
}

export function ratingPairRef(db: Firestore, a: string, b: string) {
  return db.collection('ratingPairs').doc(ratingPairId(a, b));
}

/** The histogram of established ratings the leaderboard ranks from (one document). */
export function ratingCountsRef(db: Firestore) {
  return db.collection('ratingStats').doc('counts');
}

/** Moves people between the histogram's buckets (null: not counted, i.e. provisional). */
export function writeRatingCounts(
  tx: Transaction,
  db: Firestore,
  moves: readonly { from: number | null; to: number | null }[],
): void {
  const delta = new Map<string, number>();
  const add = (rating: number, n: number) =>
    delta.set(String(rating), (delta.get(String(rating)) ?? 0) + n);
  for (const move of moves) {
    if (move.from !== null) add(move.from, -1);
    if (move.to !== null) add(move.to, 1);
  }
  const counts: Record<string, FieldValue> = {};
  for (const [rating, n] of delta) if (n !== 0) counts[rating] = FieldValue.increment(n);
  if (Object.keys(counts).length > 0) tx.set(ratingCountsRef(db), { counts }, { merge: true });
}

/** The bucket a stored profile counts in now: an Elo-era rating was counted whole. */
function countedBucket(profile: ProfileDoc | undefined): number | null {
  const elo = eloEraRating(profile);
  if (elo !== undefined) return Math.round(elo);
  return histogramBucket(profile);
}

export interface RatingUpdate {
  changes: readonly [StoredRatingChange, StoredRatingChange];
  /** Per uid, the fields to merge into the users/{uid} update (none when nothing moved). */
  profileFields: Record<string, Record<string, unknown>>;
  /** The history, series, histogram, index and pair writes (after every read). */
  write(tx: Transaction): void;
}

/**
 * A person's current rating as Glicko-2 values, reading what carrying an Elo rating over
 * needs (their rated debates) inside the transaction.
 */
async function currentRating(
  tx: Transaction,
  db: Firestore,
  uid: string,
  profile: ProfileDoc | undefined,
): Promise<{ glicko: Glicko2Rating; carried: boolean }> {
  const elo = eloEraRating(profile);
  if (elo === undefined) return { glicko: readGlicko(profile), carried: false };
  const rated = await tx.get(profileRef(db, uid).collection(RATING_HISTORY).count());
  return { glicko: carryOverElo(elo, rated.data().count), carried: true };
}

/**
 * The person's chart series; a person without one yet (no rated debate since Glicko-2, and
 * not migrated) gets it seeded from their history, once. Someone on Glicko-2 who never
 * finished a debate has no history (a rated debate counts in the stats it is applied with,
 * and an Elo-era profile is left to the query): their first one
 * reads nothing, and the transaction holds no query (the emulator locks a query's whole
 * collection id, so 25 first debates ending at once timed out on each other's histories).
 */
async function currentSeries(
  tx: Transaction,
  db: Firestore,
  uid: string,
  profile: ProfileDoc | undefined,
): Promise<RatingSeries> {
  const neverDebated =
    !isEloEra(profile) && readDebateStats(profile?.debateStats).totalDebates === 0;
  if (neverDebated) return readSeries(undefined);
  const stored = await tx.get(ratingSeriesRef(db, uid));
  if (stored.exists) return readSeries(stored.data());
  const history = profileRef(db, uid).collection(RATING_HISTORY);
  const recent = await tx.get(history.orderBy('at', 'desc').limit(RATING_SERIES_SIZE));
  const all = await tx.get(history.count());
  const points = recent.docs
    .map((doc) => ratingPointOf(doc.id, doc.data()))
    .filter((p): p is RatingPoint => p !== null);
  return { points: points.reverse(), count: all.data().count };
}

interface Debater {
  uid: string;
  profile: ProfileDoc | undefined;
  glicko: Glicko2Rating;
  carried: boolean;
  series: RatingSeries;
}

/** The first rating of one evaluated debate, reading what it needs inside `tx`. */
export async function planRatingUpdate(
  tx: Transaction,
  db: Firestore,
  chatId: string,
  at: Timestamp,
  users: ReadonlyMap<string, DocumentSnapshot>,
  uids: readonly [string, string],
  winnerId: string | null,
): Promise<RatingUpdate> {
  const pairRef = ratingPairRef(db, uids[0], uids[1]);
  const pair = await tx.get(pairRef);
  const meetings = readRatingPair(pair.data());
  const rated = mayRate(meetings, at.toMillis());
  // A transaction's reads go one at a time (lint says why: no-restricted-syntax, functions/src).
  const debaters: Debater[] = [];
  for (const uid of uids) {
    const profile = readProfile(users.get(uid)?.data());
    const { glicko, carried } = await currentRating(tx, db, uid, profile);
    const series = rated ? await currentSeries(tx, db, uid, profile) : readSeries(undefined);
    debaters.push({ uid, profile, glicko, carried, series });
  }
  const [a, b] = debaters as [Debater, Debater];
  const sides: [Rated, Rated] = [a, b].map((d) => ({ uid: d.uid, glicko: d.glicko })) as [
    Rated,
    Rated,
  ];
  const changes = rated
    ? debateRatingChanges(sides[0], sides[1], winnerId)
    : unratedChanges(sides[0], sides[1], winnerId, 'pair-limit');

  const profileFields: RatingUpdate['profileFields'] = {};
  for (const [i, change] of changes.entries()) {
    const debater = debaters[i]!;
    // Unrated: nothing moves, but an Elo rating met here is carried over all the same.
    if (rated) {
      profileFields[change.uid] = {
        ...ratingFields(change.glicko.after),
        ratingChange: change.change,
      };
    } else if (debater.carried) {
      profileFields[change.uid] = ratingFields(debater.glicko);
    }
  }
  return {
    changes,
    profileFields,
    write(tx) {
      for (const [i, change] of changes.entries()) {
        tx.set(ratingHistoryRef(db, change.uid, chatId), { chatId, ...change, at });
        const fields = profileFields[change.uid];
        if (fields) writeIndexRating(tx, db, change.uid, fields);
        if (rated) {
          const point = { chatId, rating: change.after, at: at.toMillis() };
          tx.set(ratingSeriesRef(db, change.uid), withPoint(debaters[i]!.series, point));
        }
      }
      writeRatingCounts(
        tx,
        db,
        debaters.flatMap((debater) => {
          const fields = profileFields[debater.uid];
          return fields
            ? [{ from: countedBucket(debater.profile), to: histogramBucket(fields) }]
            : [];
        }),
      );
      if (rated) {
        tx.set(pairRef, {
          uids: [...uids].sort(),
          rated: withMeeting(meetings, chatId, at.toMillis()),
        });
      }
    },
  };
}

/** The search index's copy of the rating (merged: onUserWritten rebuilds the rest). */
function writeIndexRating(
  tx: Transaction,
  db: Firestore,
  uid: string,
  fields: Record<string, unknown>,
): void {
  const index: Record<string, unknown> = { rating: Math.round(Number(fields.rating)) };
  if (typeof fields.ratingDeviation === 'number') index.ratingDeviation = fields.ratingDeviation;
  tx.set(db.collection('userIndex').doc(uid), index, { merge: true });
}

/**
 * An appeal's correction of one rated debate (see the file's comment); reads both history
 * documents and both series, so call it before the transaction's writes. null when the
 * debate was never rated.
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
  const stored = snapshots.map((s) => readRatingChange(s.data()));
  const [a, b] = stored;
  if (!a || !b) return null;
  const series = await tx.getAll(...uids.map((uid) => ratingSeriesRef(db, uid)));
  const { changes, delta } = correctedRatingChanges([a, b], winnerId);

  const profileFields: RatingUpdate['profileFields'] = {};
  const moves: { from: number | null; to: number | null }[] = [];
  for (const change of changes) {
    const moved = delta[change.uid];
    const profile = readProfile(users.get(change.uid)?.data());
    if (!moved || (moved.rating === 0 && moved.deviation === 0 && moved.volatility === 0)) continue;
    const elo = eloEraRating(profile);
    if (elo !== undefined) {
      // Rated and corrected by Elo, not carried over yet: it stays an Elo rating.
      const rating = elo + moved.rating;
      profileFields[change.uid] = { rating, ratingChange: change.change };
      moves.push({ from: countedBucket(profile), to: Math.round(rating) });
    } else {
      const fields = ratingFields(applyRatingDelta(readGlicko(profile), moved));
      profileFields[change.uid] = { ...fields, ratingChange: change.change };
      moves.push({ from: countedBucket(profile), to: histogramBucket(fields) });
    }
  }
  return {
    changes,
    profileFields,
    write(tx) {
      for (const [i, change] of changes.entries()) {
        // Whatever else the record holds (its time, the Elo era's values) stays.
        tx.set(ratingHistoryRef(db, change.uid, chatId), { ...snapshots[i]!.data(), ...change });
        const fields = profileFields[change.uid];
        if (!fields) continue;
        const seriesSnapshot = series[i]!;
        if (seriesSnapshot.exists) {
          const next = withCorrectedPoint(readSeries(seriesSnapshot.data()), chatId, change.after);
          tx.set(seriesSnapshot.ref, next);
        }
        writeIndexRating(tx, db, change.uid, fields);
      }
      writeRatingCounts(tx, db, moves);
    },
  };
}
