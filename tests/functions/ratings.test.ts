/**
 * Ratings in the evaluation's outcome step (issue 14 §1), run with the Admin SDK as the
 * function runs it, on stored results: both ratings move once per evaluated debate, whatever
 * the number of deliveries; the history keeps before / after per debate; the histogram the
 * leaderboard ranks from moves with them; an appeal's correction applies exactly once; and a
 * new profile starts at 1200 (the function that names it).
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { eloUpdate, INITIAL_RATING } from '@/domain/rating';
import { applyOutcome } from '../../functions/src/evaluation/apply-outcome';
import {
  planRatingCorrection,
  ratingCountsRef,
} from '../../functions/src/evaluation/rating-update';
import { admin, uniquePhone, waitFor } from './support';
import { seedPerson, uniqueWord } from './people';

let chatCounter = 0;

/** A stored verdict between `a` and `b`: `winnerId` won (null: a draw); its chat id. */
async function storedResult(a: string, b: string, winnerId: string | null): Promise<string> {
  chatCounter += 1;
  const chatId = `${uniqueWord('rated')}${chatCounter}`;
  await admin()
    .doc(`debateResults/${chatId}`)
    .set({
      chatId,
      participant1Id: a,
      participant2Id: b,
      participant1Name: 'Ann',
      participant2Name: 'Ben',
      winnerId,
      winner: winnerId === null ? 'Draw' : winnerId === a ? 'Ann' : 'Ben',
      topic: `Topic ${chatCounter}`,
      participant1Stance: 'For',
      participant2Stance: 'Against',
      analysis: 'Clear evidence.',
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + chatCounter * 60_000),
      outcomeApplied: false,
    });
  return chatId;
}

async function data(path: string): Promise<DocumentData | undefined> {
  return (await admin().doc(path).get()).data();
}

async function counts(...ratings: number[]): Promise<number[]> {
  const stored = ((await ratingCountsRef(admin()).get()).get('counts') ?? {}) as Record<
    string,
    number
  >;
  return ratings.map((r) => stored[String(r)] ?? 0);
}

/** Two people with these (rare, so no other test shares their histogram buckets) ratings. */
async function pair(ratingA: number, ratingB: number): Promise<[string, string]> {
  return [
    await seedPerson(uniqueWord('ann'), uniquePhone(), { rating: ratingA }),
    await seedPerson(uniqueWord('ben'), uniquePhone(), { rating: ratingB }),
  ];
}

describe('ratings in the outcome step', () => {
  test('5 deliveries (2 at once) move both ratings once, with history and histogram', async () => {
    const [ann, ben] = await pair(1601, 1399);
    const expected = eloUpdate(1601, 1399, 0);
    const before = await counts(1601, 1399, expected.a, expected.b);
    const chatId = await storedResult(ann, ben, ben);

    await Promise.all([applyOutcome(admin(), chatId), applyOutcome(admin(), chatId)]);
    for (let delivery = 0; delivery < 3; delivery++) await applyOutcome(admin(), chatId);

    expect(await data(`users/${ann}`)).toMatchObject({
      rating: expected.a,
      ratingChange: expected.a - 1601,
    });
    expect(await data(`users/${ben}`)).toMatchObject({
      rating: expected.b,
      ratingChange: expected.b - 1399,
    });
    expect(expected.b - 1399).toBeGreaterThan(16); // an upset moves more than half of K
    expect(await data(`users/${ann}/ratingHistory/${chatId}`)).toMatchObject({
      chatId,
      uid: ann,
      opponentId: ben,
      score: 0,
      before: 1601,
      after: expected.a,
      change: expected.a - 1601,
    });
    expect(await data(`users/${ben}/ratingHistory/${chatId}`)).toMatchObject({
      score: 1,
      before: 1399,
      after: expected.b,
    });
    expect((await admin().collection(`users/${ann}/ratingHistory`).get()).size).toBe(1);
    expect((await data(`userIndex/${ben}`))?.rating).toBe(expected.b);
    const after = await counts(1601, 1399, expected.a, expected.b);
    expect(after.map((n, i) => n - (before[i] ?? 0))).toEqual([-1, -1, 1, 1]);
    console.log(
      `[limit] rating updates after 5 deliveries of one result: 1 (${1601}→${expected.a}, ${1399}→${expected.b})`,
    );
  });

  test('a draw moves the two ratings toward each other', async () => {
    const [ann, ben] = await pair(1703, 1297);
    await applyOutcome(admin(), await storedResult(ann, ben, null));
    const a = (await data(`users/${ann}`))?.rating as number;
    const b = (await data(`users/${ben}`))?.rating as number;
    expect(a).toBeLessThan(1703);
    expect(b).toBeGreaterThan(1297);
    expect(a + b).toBe(1703 + 1297);
  });

  test('an appeal’s correction re-rates the debate once, however often it runs', async () => {
    const [ann, ben] = await pair(1511, 1489);
    const chatId = await storedResult(ann, ben, ann);
    await applyOutcome(admin(), chatId);
    const wrong = eloUpdate(1511, 1489, 1);
    const right = eloUpdate(1511, 1489, 0);
    expect((await data(`users/${ann}`))?.rating).toBe(wrong.a);

    const correct = () =>
      admin().runTransaction(async (tx) => {
        const refs = [ann, ben].map((uid) => admin().doc(`users/${uid}`));
        const users = new Map((await tx.getAll(...refs)).map((s) => [s.id, s]));
        const plan = await planRatingCorrection(tx, admin(), chatId, users, ben);
        if (!plan) throw new Error('The debate was never rated');
        for (const [uid, fields] of Object.entries(plan.profileFields)) {
          tx.update(admin().doc(`users/${uid}`), fields);
        }
        plan.write(tx);
      });
    const histogram = () => counts(wrong.a, wrong.b, right.a, right.b);
    const before = await histogram();
    for (let delivery = 0; delivery < 3; delivery++) await correct();

    expect(await data(`users/${ann}`)).toMatchObject({
      rating: right.a,
      ratingChange: right.change,
    });
    expect(await data(`users/${ben}`)).toMatchObject({ rating: right.b });
    expect(await data(`users/${ben}/ratingHistory/${chatId}`)).toMatchObject({
      before: 1489,
      after: right.b,
      score: 1,
    });
    const after = await histogram();
    expect(after.map((n, i) => n - (before[i] ?? 0))).toEqual([-1, -1, 1, 1]);
  });

  test('a new profile starts at 1200 and is counted in the histogram', async () => {
    const uid = await seedPerson(uniqueWord('new'), uniquePhone());
    const profile = await waitFor(
      () => data(`users/${uid}`),
      (p) => typeof p?.rating === 'number',
      'the starting rating',
    );
    expect(profile?.rating).toBe(INITIAL_RATING);
    expect((await counts(INITIAL_RATING))[0]).toBeGreaterThan(0);
  });
});
