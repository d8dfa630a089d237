/**
 * The one-off carry-over of Elo ratings to Glicko-2 (docs/ratings.md "Carry-over"), run by
 * scripts/migrate-ratings.mjs with the Admin SDK; not a deployed function. In order:
 * 1. for each person ever rated, their Elo-era rating history records (no `glicko`, no `elo`)
 *    move onto the Glicko scale, keeping their Elo values under `elo` (carriedHistoryFields),
 *    so the chart runs on;
 * 2. every profile still on Elo (a rating, no deviation) is carried over (carryOverElo, with
 *    its rated debates counted), in a transaction, so a debate rated meanwhile (which carries
 *    it over itself) is never overwritten; its search index entry follows;
 * 3. every person with history but no chart series gets one from it;
 * 4. the histogram of established ratings is counted afresh and leaderboard/top rebuilt.
 * Safe to re-run: only what is still on Elo is converted, and 4 recounts from the profiles.
 */
import {
  FieldPath,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { eloEraRating, histogramBucket, isEloEra, ratingFields } from '@/domain/rating';
import { carriedHistoryFields, carryOverElo } from '@/domain/rating-carry-over';
import { RATING_SERIES_SIZE, type RatingPoint } from '@/domain/rating-series';
import { RATING_HISTORY, ratingCountsRef, ratingSeriesRef } from '../evaluation/rating-update';
import { profileRef } from '../users/account-docs';
import { ratingPointOf, readEloEraRecord } from '@/domain/documents/rating-change';
import { readProfile } from '@/domain/documents/profile';
import { rebuildLeaderboard } from './top';

const PAGE = 300;

export interface MigrationReport {
  historyRecords: number;
  profiles: number;
  /** Of those, established at once (13 or more rated debates). */
  established: number;
  series: number;
  /** People in the recounted histogram of established ratings. */
  counted: number;
  leaderboardRows: number;
}

/** Every document of a query, a page at a time, in document order. */
async function forEachPage(
  query: Query,
  onPage: (docs: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<void> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) return;
    await onPage(snapshot.docs);
    if (snapshot.size < PAGE) return;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}

/** Moves one person's Elo-era history records onto the Glicko scale; how many it moved. */
async function carryHistory(db: Firestore, uid: string): Promise<number> {
  let moved = 0;
  await forEachPage(profileRef(db, uid).collection(RATING_HISTORY), async (docs) => {
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs) {
      const record = readEloEraRecord(doc.data());
      if (!record) continue;
      batch.update(doc.ref, carriedHistoryFields(record));
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    moved += writes;
  });
  return moved;
}

/** Carries one profile over if it is still on Elo; whether it did, and if it is established. */
async function carryProfile(
  db: Firestore,
  uid: string,
): Promise<{ carried: boolean; established: boolean }> {
  const history = profileRef(db, uid).collection(RATING_HISTORY);
  return db.runTransaction(async (tx) => {
    const profile = await tx.get(profileRef(db, uid));
    const data = readProfile(profile.data());
    const elo = eloEraRating(data);
    if (elo === undefined) return { carried: false, established: false };
    const rated = (await tx.get(history.count())).data().count;
    const fields = ratingFields(carryOverElo(elo, rated));
    tx.update(profile.ref, fields);
    tx.set(
      db.collection('userIndex').doc(uid),
      { rating: Math.round(fields.rating), ratingDeviation: fields.ratingDeviation },
      { merge: true },
    );
    return { carried: true, established: fields.ratingEstablished };
  });
}

function historyPoint(doc: DocumentSnapshot): RatingPoint | null {
  return ratingPointOf(doc.id, doc.data());
}

/** Builds a person's chart series from their history when they have none yet. */
async function seedSeries(db: Firestore, uid: string): Promise<boolean> {
  const ref = ratingSeriesRef(db, uid);
  const history = profileRef(db, uid).collection(RATING_HISTORY);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    const recent = await tx.get(history.orderBy('at', 'desc').limit(RATING_SERIES_SIZE));
    const all = await tx.get(history.count());
    if (recent.empty) return false;
    const points = recent.docs.map(historyPoint).filter((p): p is RatingPoint => p !== null);
    tx.set(ref, { points: points.reverse(), count: all.data().count });
    return true;
  });
}

/** Runs the carry-over (see the file's comment) and says what it did. */
export async function migrateRatings(db: Firestore): Promise<MigrationReport> {
  const report: MigrationReport = {
    historyRecords: 0,
    profiles: 0,
    established: 0,
    series: 0,
    counted: 0,
    leaderboardRows: 0,
  };
  await forEachPage(db.collection('users'), async (docs) => {
    for (const doc of docs) {
      const data = readProfile(doc.data());
      // Anyone ever rated has a `ratingChange` (docs/decisions/0014-arena.md on): only they can
      // have history.
      const rated = data.ratingChange !== undefined;
      if (rated) report.historyRecords += await carryHistory(db, doc.id);
      if (isEloEra(data)) {
        const { carried, established } = await carryProfile(db, doc.id);
        if (carried) report.profiles += 1;
        if (established) report.established += 1;
      }
      if (rated && (await seedSeries(db, doc.id))) report.series += 1;
    }
  });
  // Counted afresh from the profiles as they are now (established ratings only).
  const counts: Record<string, number> = {};
  await forEachPage(db.collection('users'), async (docs) => {
    for (const doc of docs) {
      const bucket = histogramBucket(readProfile(doc.data()));
      if (bucket === null) continue;
      counts[String(bucket)] = (counts[String(bucket)] ?? 0) + 1;
      report.counted += 1;
    }
  });
  await ratingCountsRef(db).set({ counts });
  report.leaderboardRows = (await rebuildLeaderboard(db)).length;
  return report;
}
