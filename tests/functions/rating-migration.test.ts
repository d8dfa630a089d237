/**
 * scripts/migrate-ratings.mjs against the emulators, as an operator runs it after deploying
 * Glicko-2 (docs/ratings.md "Carry-over"): Elo-era profiles are carried over once (rating
 * shifted by 300, deviation from their rated debates), their history records move onto the
 * Glicko scale keeping the Elo values, the chart gets its series, the histogram counts the
 * established ones and the leaderboard lists them; a second run changes nothing.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { histogramBucket, ratingFields, START_RATING } from '@/domain/rating';
import { deviationAfterDebates } from '@/domain/rating-carry-over';
import { admin, uniquePhone } from './support';
import { seedPerson, uniqueWord } from './people';

async function data(path: string): Promise<DocumentData | undefined> {
  return (await admin().doc(path).get()).data();
}

async function runMigration(): Promise<string> {
  const { stdout } = await promisify(execFile)('node', ['scripts/migrate-ratings.mjs'], {
    env: process.env,
  });
  return stdout;
}

describe('scripts/migrate-ratings.mjs: Elo ratings carried over to Glicko-2 once', () => {
  test('carries profiles, history, series, histogram and leaderboard over; a re-run changes nothing', async () => {
    const [veteran, newcomer, glicko] = [uniqueWord('vet'), uniqueWord('nov'), uniqueWord('gli')];
    // As docs/decisions/0014-arena.md left them: an Elo rating, 14 rated debates recorded, the last
    // change.
    await seedPerson(veteran, uniquePhone(), {
      fallbackName: 'Veteran',
      rating: 19_764,
      ratingChange: 8,
      debateStats: { totalDebates: 14, wins: 10, losses: 4, draws: 0 },
    });
    const batch = admin().batch();
    for (let i = 0; i < 14; i++) {
      batch.set(admin().doc(`users/${veteran}/ratingHistory/old${String(i).padStart(2, '0')}`), {
        chatId: `old${i}`,
        uid: veteran,
        opponentId: 'someone',
        score: 1,
        before: 19_652 + i * 8,
        after: 19_660 + i * 8,
        change: 8,
        at: Timestamp.fromMillis(Date.UTC(2025, 5, 1 + i)),
      });
    }
    await batch.commit();
    await seedPerson(newcomer, uniquePhone(), { fallbackName: 'Newcomer', rating: 1200 });
    const glickoFields = ratingFields({ rating: 1777, deviation: 95, volatility: 0.0601 });
    await seedPerson(glicko, uniquePhone(), { fallbackName: 'Already', ...glickoFields });

    const first = await runMigration();
    expect(first).toMatch(/^Ratings carried over: \d+ profiles/);
    console.log(`[migration] ${first.trim()}`);

    expect(await data(`users/${veteran}`)).toMatchObject({
      rating: 20_064,
      ratingDeviation: deviationAfterDebates(14),
      ratingVolatility: 0.06,
      ratingEstablished: true,
      ratingChange: 8,
    });
    expect(deviationAfterDebates(14)).toBeLessThanOrEqual(110);
    expect(await data(`users/${newcomer}`)).toMatchObject(ratingFields(START_RATING));
    expect(await data(`users/${glicko}`)).toMatchObject(glickoFields);

    // History kept, on the new scale, with what Elo said.
    expect(await data(`users/${veteran}/ratingHistory/old13`)).toMatchObject({
      before: 19_756 + 300,
      after: 19_764 + 300,
      change: 8,
      elo: { before: 19_756, after: 19_764, change: 8 },
    });
    const series = await data(`users/${veteran}/ratingSeries/recent`);
    expect(series?.count).toBe(14);
    expect(series?.points.map((p: { rating: number }) => p.rating)).toEqual(
      Array.from({ length: 14 }, (_, i) => 19_960 + i * 8),
    );
    expect(await data(`userIndex/${veteran}`)).toMatchObject({ rating: 20_064 });

    const counts = (await data('ratingStats/counts'))?.counts as Record<string, number>;
    expect(counts['20064']).toBe(1);
    // The newcomer (provisional, at the start rating) is not counted; the established profiles
    // at that rating that other files left on the emulator are, each once.
    const profiles = await admin().collection('users').get();
    const establishedAtStart = profiles.docs.filter(
      (doc) => histogramBucket(doc.data()) === START_RATING.rating,
    );
    expect(establishedAtStart.some((doc) => doc.id === newcomer)).toBe(false);
    expect(counts[String(START_RATING.rating)] ?? 0).toBe(establishedAtStart.length);
    const top = (await data('leaderboard/top'))?.rows as { uid: string; rating: number }[];
    expect(top[0]).toMatchObject({ uid: veteran, rating: 20_064 });
    expect(top.some((row) => row.uid === newcomer)).toBe(false);

    const second = await runMigration();
    expect(second).toMatch(
      /^Ratings carried over: 0 profiles .*, 0 history records, 0 chart series/,
    );
    expect((await data(`users/${veteran}`))?.rating).toBe(20_064);
    expect((await data(`users/${veteran}/ratingHistory/old13`))?.after).toBe(20_064);
  }, 180_000);
});
