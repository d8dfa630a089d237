/**
 * leaderboard/top on the emulators: onUserWritten keeps the one document the leaderboard
 * reads (functions/src/leaderboard/top.ts) in step with the profiles, so `users` need not be
 * listable. Only established ratings are listed. A person who reaches the top enters it, their
 * new name follows, a drop below the 50th takes them out (the next one back in), a write below
 * the top does not rebuild it, a deleted profile leaves it, and a provisional rating, however
 * high, is never listed.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LEADERBOARD_SIZE, ratingFields, START_RATING } from '@/domain/rating';
import type { TopEntry } from '@/domain/documents/leaderboard';
import { rebuildLeaderboard } from '../../functions/src/leaderboard/top';
import { backgroundTriggers } from '../support/emulator-hub';
import { uniqueWord } from './people';
import { admin, waitFor } from './support';

const run = uniqueWord('lbtop');
// Rated far above anyone on the emulator (beforeAll: other files leave profiles behind, one as
// high as 20,064), so this suite's people are the whole top.
let base = 9000;
const others = Array.from({ length: LEADERBOARD_SIZE }, (_, i) => `${run}-${i}`);
const star = `${run}-star`;
const unsure = `${run}-unsure`;

/** The stored fields of an established rating (deviation 80). */
function established(rating: number) {
  return ratingFields({ rating, deviation: 80, volatility: 0.06 });
}

async function topDoc(): Promise<DocumentData | undefined> {
  return (await admin().doc('leaderboard/top').get()).data();
}

async function rows(): Promise<TopEntry[]> {
  return ((await topDoc())?.rows as TopEntry[] | undefined) ?? [];
}

beforeAll(async () => {
  const highest = await admin().collection('users').orderBy('rating', 'desc').limit(1).get();
  const rating = highest.docs[0]?.get('rating');
  if (typeof rating === 'number') base = Math.max(base, Math.ceil(rating / 1000) * 1000 + 1000);
});

afterAll(async () => {
  await backgroundTriggers(false);
  try {
    const batch = admin().batch();
    for (const uid of [...others, star, unsure]) batch.delete(admin().doc(`users/${uid}`));
    await batch.commit();
    await rebuildLeaderboard(admin());
  } finally {
    await backgroundTriggers(true);
  }
});

describe('leaderboard/top: kept by onUserWritten', () => {
  test('enters, renames, drops out and leaves with the profile; a write below it rebuilds nothing', async () => {
    const db = admin();
    await backgroundTriggers(false);
    try {
      const batch = db.batch();
      others.forEach((uid, i) =>
        batch.set(db.doc(`users/${uid}`), {
          uid,
          fallbackName: `Seeded${i}`,
          ...established(base + i),
          debateStats: { wins: 1, losses: 0, draws: 0, totalDebates: 1 },
        }),
      );
      await batch.commit();
    } finally {
      await backgroundTriggers(true);
    }
    // What the trigger does when a profile can move the top.
    await rebuildLeaderboard(db);
    expect((await rows()).map((r) => r.uid)).toEqual([...others].reverse());

    // Someone rated above them all: first, and the lowest of the 50 makes room.
    await db.doc(`users/${star}`).set({
      uid: star,
      fallbackName: 'Bright Star',
      ...established(base + 500),
      bio: 'not on the leaderboard',
      debateStats: { wins: 3, losses: 1, draws: 0, totalDebates: 4 },
    });
    let top = await waitFor(rows, (r) => r[0]?.uid === star, 'the new first');
    expect(top).toHaveLength(LEADERBOARD_SIZE);
    // Only what /leaderboard shows: no bio, no phone, no medals.
    expect(top[0]).toEqual({
      uid: star,
      fallbackName: 'Bright Star',
      rating: base + 500,
      ratingDeviation: 80,
      wins: 3,
      totalDebates: 4,
    });
    expect(top.some((r) => r.uid === others[0])).toBe(false);

    await db.doc(`users/${star}`).update({ displayName: 'Nova' });
    await waitFor(rows, (r) => r[0]?.displayName === 'Nova', 'the new name on the top');

    // A fall below the 50th: out of the top, and the one it pushed out is back as the 50th.
    await db.doc(`users/${star}`).update({ rating: 100 });
    top = await waitFor(rows, (r) => !r.some((row) => row.uid === star), 'the fall');
    expect(top).toHaveLength(LEADERBOARD_SIZE);
    expect(top[LEADERBOARD_SIZE - 1]?.uid).toBe(others[0]);

    // A write below the top: the trigger reads the top once and leaves it as it is (the
    // search index entry, updated by the same trigger run, says it ran).
    const computedAt = (await topDoc())?.computedAt as { toMillis(): number };
    await db.doc(`users/${star}`).update({ displayName: 'Nova Two', rating: 101 });
    await waitFor(
      async () => (await db.doc(`userIndex/${star}`).get()).get('displayName') as unknown,
      (name) => name === 'Nova Two',
      'the trigger run for a write below the top',
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(((await topDoc())?.computedAt as { toMillis(): number }).toMillis()).toBe(
      computedAt.toMillis(),
    );

    // Back at the top, then the profile is deleted: gone from the top.
    await db.doc(`users/${star}`).update({ rating: base + 600 });
    await waitFor(rows, (r) => r[0]?.uid === star && r[0]?.rating === base + 600, 'the return');
    await db.doc(`users/${star}`).delete();
    top = await waitFor(rows, (r) => !r.some((row) => row.uid === star), 'the deleted profile');
    expect(top.map((r) => r.uid)).toEqual([...others].reverse());

    // A provisional rating above them all is not listed: its writes never touch the top.
    const before = ((await topDoc())?.computedAt as { toMillis(): number }).toMillis();
    await db.doc(`users/${unsure}`).set({
      uid: unsure,
      fallbackName: 'Unsure',
      ...ratingFields({ ...START_RATING, rating: base + 999 }),
    });
    await db.doc(`users/${unsure}`).update({ displayName: 'Still unsure' });
    await waitFor(
      async () => (await db.doc(`userIndex/${unsure}`).get()).get('displayName') as unknown,
      (name) => name === 'Still unsure',
      'the trigger run for the provisional person',
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(((await topDoc())?.computedAt as { toMillis(): number }).toMillis()).toBe(before);
    expect((await rows()).some((row) => row.uid === unsure)).toBe(false);
    console.log(
      `[limit] leaderboard/top: ${top.length} rows in one document (the leaderboard's read); a write below the top: 1 read, no rebuild`,
    );
  });
});
