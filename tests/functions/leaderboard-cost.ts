/**
 * What opening /leaderboard costs (docs/decisions/0014-arena.md §2: ≤ 60 reads whatever the number
 * of users), measured with the app's own data modules and read meter (src/data/read-meter.ts)
 * against the emulators: `users` public profiles are seeded (triggers paused, as no real profile
 * would fire one now) and leaderboard/top is rebuilt from them as onUserWritten would, the
 * signed-in viewer is rated below all of them (the worst case: not in the top 50, so their rank is
 * fetched too), and the reads of what useLeaderboard does on opening are counted: the live top
 * document's first snapshot, the viewer's own profile and the rating histogram. Everything seeded
 * is removed again. The triggers are paused meanwhile (withTriggersPaused).
 *
 * Needs the app's Auth signed in as the viewer first (tests/data/support.ts signInApp).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { ratingFields, START_RATING } from '@/domain/rating';
import { rebuildLeaderboard, syncLeaderboard } from '../../functions/src/leaderboard/top';
import { withTriggersPaused } from '../support/emulator-hub';
import { admin } from './support';

export interface LeaderboardCost {
  users: number;
  /** Documents read to open the leaderboard (the read meter's count). */
  reads: number;
  /** Rows the top showed (LEADERBOARD_SIZE, 50, when there are that many users). */
  topRows: number;
  /** The viewer's rank below the top. */
  rank: number;
}

/** Seeds `users` rated profiles above the viewer, opens the leaderboard once, cleans up. */
export async function leaderboardReadsToOpen(
  viewerUid: string,
  users: number,
): Promise<LeaderboardCost> {
  const { watchLeaderboard, fetchRank } = await import('@/data/leaderboard');
  const { watchUserProfile } = await import('@/data/users');
  const { readCount, resetReadCount } = await import('@/data/read-meter');
  const db = admin();
  const run = `lbcost${Date.now().toString(36)}`;
  const ids = Array.from({ length: users }, (_, i) => `${run}-${i}`);
  const ratingOf = (i: number) => 1300 + (i % 700);
  const buckets = new Map<string, number>();
  for (let i = 0; i < users; i++) {
    buckets.set(String(ratingOf(i)), (buckets.get(String(ratingOf(i))) ?? 0) + 1);
  }
  const histogram = (sign: 1 | -1) =>
    db.doc('ratingStats/counts').set(
      {
        counts: Object.fromEntries(
          [...buckets].map(([rating, n]) => [rating, FieldValue.increment(sign * n)]),
        ),
      },
      { merge: true },
    );

  return withTriggersPaused(async () => {
    try {
      for (let start = 0; start < users; start += 500) {
        const batch = db.batch();
        for (let i = start; i < Math.min(users, start + 500); i++) {
          batch.set(db.doc(`users/${ids[i]}`), {
            uid: ids[i],
            fallbackName: `Seeded${i}`,
            ...ratingFields({ rating: ratingOf(i), deviation: 80, volatility: 0.06 }),
            debateStats: { totalDebates: 4, wins: 2, losses: 2, draws: 0 },
          });
        }
        await batch.commit();
      }
      await histogram(1);
      // What onUserWritten does when a profile reaches the top (its trigger paused here).
      await rebuildLeaderboard(db);
      await db.doc(`users/${viewerUid}`).set(
        {
          uid: viewerUid,
          fallbackName: 'Viewer',
          ...ratingFields({ rating: 1000, deviation: 80, volatility: 0.06 }),
        },
        { merge: true },
      );

      resetReadCount();
      const unsubscribe: (() => void)[] = [];
      const [topRows, rating] = await Promise.all([
        new Promise<number>((resolve, reject) => {
          unsubscribe.push(watchLeaderboard((rows) => resolve(rows.length), reject));
        }),
        new Promise<number>((resolve, reject) => {
          unsubscribe.push(
            watchUserProfile(viewerUid, (profile) => resolve(profile?.rating ?? 0), reject),
          );
        }),
      ]);
      const rank = await fetchRank(rating);
      const reads = readCount();
      for (const stop of unsubscribe) stop();
      return { users, reads, topRows, rank };
    } finally {
      for (let start = 0; start < users; start += 500) {
        const batch = db.batch();
        for (const id of ids.slice(start, start + 500)) batch.delete(db.doc(`users/${id}`));
        await batch.commit();
      }
      await histogram(-1);
      await rebuildLeaderboard(db);
    }
  });
}

export interface EditCost {
  users: number;
  /** Rows the top holds, and how many of them are these people. */
  topRows: number;
  seededInTop: number;
  /** Documents the leaderboard's part of onUserWritten read for one outsider's name edit. */
  reads: number;
  change: string;
}

/**
 * What a profile edit (a new name) by someone outside the top costs the leaderboard
 * (docs/decisions/0014-arena.md §2, docs/security.md): `users` people all rated alike (`start`: the provisional start, 1500 deviation 350,
 * as after a launch; `tied`: an established 1700, everyone equal) are seeded with the
 * triggers paused, the top is rebuilt as onUserWritten would, and the leaderboard's step of
 * onUserWritten (syncLeaderboard, what the trigger runs) is given one outsider's edit; its
 * reads are counted. Everything seeded is removed again.
 */
export async function leaderboardReadsOfEdit(
  users: number,
  everyone: 'start' | 'tied',
): Promise<EditCost> {
  const db = admin();
  const run = `lbedit${Date.now().toString(36)}`;
  const ids = Array.from({ length: users }, (_, i) => `${run}-${String(i).padStart(5, '0')}`);
  const rating =
    everyone === 'start'
      ? ratingFields(START_RATING)
      : ratingFields({ rating: 1700, deviation: 80, volatility: 0.06 });
  const profile = (i: number) => ({
    uid: ids[i],
    fallbackName: `Alike${i}`,
    ...rating,
    debateStats: { totalDebates: 20, wins: 10, losses: 10, draws: 0 },
  });
  return withTriggersPaused(async () => {
    try {
      for (let start = 0; start < users; start += 500) {
        const batch = db.batch();
        for (let i = start; i < Math.min(users, start + 500); i++) {
          batch.set(db.doc(`users/${ids[i]}`), profile(i));
        }
        await batch.commit();
      }
      const top = await rebuildLeaderboard(db);
      const listed = new Set(top.map((row) => row.uid));
      const outsider = ids.findIndex((id) => !listed.has(id));
      const before = profile(outsider);
      const after = { ...before, displayName: 'A new name' };
      await db.doc(`users/${ids[outsider]}`).set(after);
      const sync = await syncLeaderboard(db, ids[outsider]!, before, after);
      return {
        users,
        topRows: top.length,
        seededInTop: top.filter((row) => row.uid.startsWith(run)).length,
        reads: sync.reads,
        change: sync.change,
      };
    } finally {
      for (let start = 0; start < users; start += 500) {
        const batch = db.batch();
        for (const id of ids.slice(start, start + 500)) batch.delete(db.doc(`users/${id}`));
        await batch.commit();
      }
      await rebuildLeaderboard(db);
    }
  });
}
