/**
 * Glicko-2 ratings in the evaluation's outcome step (functions/src/evaluation/rating-update.ts),
 * run with the Admin SDK as the function runs it, on stored results: both ratings move once
 * per evaluated debate, whatever the number of deliveries; the history keeps the record per
 * debate and the chart's series gains a point; the histogram of established ratings moves with
 * them; an appeal's correction applies exactly once; a profile still on Elo is carried over
 * when first met; and a new profile starts provisional at 1500 (the function that names it).
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import {
  debateRatingChanges,
  ratingFields,
  START_RATING,
  type Glicko2Rating,
} from '@/domain/rating';
import { carryOverElo } from '@/domain/rating-carry-over';
import { applyOutcome } from '../../functions/src/evaluation/apply-outcome';
import {
  planRatingCorrection,
  ratingCountsRef,
} from '../../functions/src/evaluation/rating-update';
import { admin, uniquePhone, waitFor } from './support';
import { seedPerson, uniqueWord } from './people';

let chatCounter = 0;

/** A stored verdict between `a` and `b`: `winnerId` won (null: a draw); its chat id. */
export async function storedResult(
  a: string,
  b: string,
  winnerId: string | null,
  decidedAt = Date.UTC(2026, 0, 1) + chatCounter * 60_000,
): Promise<string> {
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
      createdAt: Timestamp.fromMillis(decidedAt),
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

const sure = (rating: number): Glicko2Rating => ({ rating, deviation: 60, volatility: 0.06 });

/** Two people with these (rare, so no other test shares their histogram buckets) ratings. */
async function pair(a: Glicko2Rating, b: Glicko2Rating): Promise<[string, string]> {
  return [
    await seedPerson(uniqueWord('ann'), uniquePhone(), ratingFields(a)),
    await seedPerson(uniqueWord('ben'), uniquePhone(), ratingFields(b)),
  ];
}

describe('Glicko-2 ratings in the outcome step', () => {
  test('5 deliveries (2 at once) move both ratings once, with history, series and histogram', async () => {
    const [annStart, benStart] = [sure(2101.2), sure(1899.4)];
    const [ann, ben] = await pair(annStart, benStart);
    const [a, b] = debateRatingChanges(
      { uid: ann, glicko: annStart },
      { uid: ben, glicko: benStart },
      ben,
    );
    const before = await counts(2101, 1899, a.after, b.after);
    const chatId = await storedResult(ann, ben, ben);

    await Promise.all([applyOutcome(admin(), chatId), applyOutcome(admin(), chatId)]);
    for (let delivery = 0; delivery < 3; delivery++) await applyOutcome(admin(), chatId);

    expect(await data(`users/${ann}`)).toMatchObject({
      ...ratingFields(a.glicko.after),
      ratingChange: a.change,
    });
    expect(await data(`users/${ben}`)).toMatchObject({
      ...ratingFields(b.glicko.after),
      ratingChange: b.change,
    });
    expect(b.change).toBeGreaterThan(10); // an upset moves the winner up
    expect(await data(`users/${ann}/ratingHistory/${chatId}`)).toMatchObject({
      chatId,
      uid: ann,
      opponentId: ben,
      score: 0,
      before: 2101,
      after: a.after,
      change: a.change,
      ratingDeviation: a.glicko.after.deviation,
      glicko: { before: annStart, after: a.glicko.after },
    });
    expect(await data(`users/${ben}/ratingHistory/${chatId}`)).toMatchObject({
      score: 1,
      before: 1899,
      after: b.after,
    });
    expect((await admin().collection(`users/${ann}/ratingHistory`).get()).size).toBe(1);
    expect(await data(`users/${ann}/ratingSeries/recent`)).toEqual({
      points: [{ chatId, rating: a.after, at: expect.any(Number) }],
      count: 1,
    });
    expect(await data(`userIndex/${ben}`)).toMatchObject({
      rating: b.after,
      ratingDeviation: b.glicko.after.deviation,
    });
    const after = await counts(2101, 1899, a.after, b.after);
    expect(after.map((n, i) => n - (before[i] ?? 0))).toEqual([-1, -1, 1, 1]);
    console.log(
      `[limit] rating updates after 5 deliveries of one result: 1 (2101→${a.after}, 1899→${b.after})`,
    );
  });

  test('two newcomers: the winner gains what the loser loses, both still provisional and uncounted', async () => {
    const [ann, ben] = await pair(START_RATING, START_RATING);
    const before = await counts(1500, 1662, 1338);
    await applyOutcome(admin(), await storedResult(ann, ben, ann));
    const annAfter = await data(`users/${ann}`);
    const benAfter = await data(`users/${ben}`);
    expect(annAfter).toMatchObject({ ratingChange: 162, ratingEstablished: false });
    expect(benAfter).toMatchObject({ ratingChange: -162, ratingEstablished: false });
    expect(annAfter?.ratingDeviation).toBeCloseTo(290.3, 1);
    expect(await counts(1500, 1662, 1338)).toEqual(before);
  });

  test('a draw moves the two ratings toward each other', async () => {
    const [ann, ben] = await pair(sure(2203), sure(1797));
    await applyOutcome(admin(), await storedResult(ann, ben, null));
    expect((await data(`users/${ann}`))?.rating).toBeLessThan(2203);
    expect((await data(`users/${ben}`))?.rating).toBeGreaterThan(1797);
  });

  test('an appeal’s correction re-rates the debate once, however often it runs', async () => {
    const [annStart, benStart] = [sure(2011), { rating: 1989, deviation: 150, volatility: 0.06 }];
    const [ann, ben] = await pair(annStart, benStart);
    const chatId = await storedResult(ann, ben, ann);
    await applyOutcome(admin(), chatId);
    const sides = [
      { uid: ann, glicko: annStart },
      { uid: ben, glicko: benStart },
    ] as const;
    const wrong = debateRatingChanges(sides[0], sides[1], ann);
    const right = debateRatingChanges(sides[0], sides[1], ben);
    expect((await data(`users/${ann}`))?.rating).toBe(wrong[0].glicko.after.rating);

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
    const histogram = () => counts(wrong[0].after, right[0].after);
    const before = await histogram();
    for (let delivery = 0; delivery < 3; delivery++) await correct();

    const annNow = await data(`users/${ann}`);
    expect(annNow?.rating).toBeCloseTo(right[0].glicko.after.rating, 9);
    expect(annNow?.ratingDeviation).toBeCloseTo(right[0].glicko.after.deviation, 9);
    expect(annNow?.ratingChange).toBe(right[0].change);
    expect((await data(`users/${ben}`))?.rating).toBeCloseTo(right[1].glicko.after.rating, 9);
    expect(await data(`users/${ben}/ratingHistory/${chatId}`)).toMatchObject({
      before: benStart.rating,
      after: right[1].after,
      score: 1,
      at: expect.any(Timestamp),
    });
    expect((await data(`users/${ann}/ratingSeries/recent`))?.points).toEqual([
      { chatId, rating: right[0].after, at: expect.any(Number) },
    ]);
    const after = await histogram();
    expect(after.map((n, i) => n - (before[i] ?? 0))).toEqual([-1, 1]);
  });

  test('a profile still on Elo is carried over when first met: shifted, its debates counted', async () => {
    const [elo, fresh] = [uniqueWord('elo'), uniqueWord('new')];
    await seedPerson(elo, uniquePhone(), { rating: 1264, fallbackName: 'Elo Era' });
    await seedPerson(fresh, uniquePhone(), ratingFields(START_RATING));
    // Its 14 Elo-era debates, as docs/decisions/0014-arena.md recorded them.
    const batch = admin().batch();
    for (let i = 0; i < 14; i++) {
      batch.set(admin().doc(`users/${elo}/ratingHistory/old${i}`), {
        chatId: `old${i}`,
        uid: elo,
        opponentId: 'someone',
        score: 1,
        before: 1200 + i * 4,
        after: 1204 + i * 4,
        change: 4,
        at: Timestamp.fromMillis(Date.UTC(2025, 5, 1 + i)),
      });
    }
    await batch.commit();
    const carried = carryOverElo(1264, 14);
    expect(carried.rating).toBe(1564);

    const chatId = await storedResult(elo, fresh, fresh);
    await applyOutcome(admin(), chatId);
    const [e] = debateRatingChanges(
      { uid: elo, glicko: carried },
      { uid: fresh, glicko: START_RATING },
      fresh,
    );
    const profile = await data(`users/${elo}`);
    expect(profile?.rating).toBeCloseTo(e.glicko.after.rating, 9);
    expect(profile?.ratingDeviation).toBeCloseTo(e.glicko.after.deviation, 9);
    expect(await data(`users/${elo}/ratingHistory/${chatId}`)).toMatchObject({ before: 1564 });
    // Its chart runs on from the Elo-era history, shifted onto the Glicko scale.
    const series = await data(`users/${elo}/ratingSeries/recent`);
    expect(series?.count).toBe(15);
    expect(series?.points).toHaveLength(15);
    expect(series?.points[0]).toMatchObject({ chatId: 'old0', rating: 1504 });
    expect(series?.points[14]).toMatchObject({ chatId, rating: e.after });
  });

  test('a new profile starts provisional at 1500 and is not counted in the histogram', async () => {
    const uid = await seedPerson(uniqueWord('new'), uniquePhone());
    const profile = await waitFor(
      () => data(`users/${uid}`),
      (p) => typeof p?.rating === 'number',
      'the starting rating',
    );
    expect(profile).toMatchObject(ratingFields(START_RATING));
  });
});
