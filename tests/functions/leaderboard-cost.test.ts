/**
 * Opening /leaderboard among 1,000 rated users reads at most 60 documents (issue 14 §2); the
 * bench runs the same measurement at 1,000 and 10,000 (leaderboardReadsToOpen). A profile edit
 * by someone outside the top costs the leaderboard at most 2 reads even when everyone is rated
 * alike (issue 23 §11; leaderboardReadsOfEdit).
 */
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LEADERBOARD_SIZE } from '@/domain/rating';
import { signInApp } from '../data/support';
import { leaderboardReadsOfEdit, leaderboardReadsToOpen } from './leaderboard-cost';
import { uniquePhone } from './support';

setLogLevel('silent');

let viewer = '';
beforeAll(async () => {
  viewer = await signInApp(uniquePhone());
});

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('leaderboard: cost', () => {
  test('opening it among 1,000 rated users reads at most 60 documents', async () => {
    const cost = await leaderboardReadsToOpen(viewer, 1_000);
    console.log(
      `[cost] leaderboard reads to open at ${cost.users} users: ${cost.reads} (top ${cost.topRows}, viewer's rank ${cost.rank})`,
    );
    expect(cost.topRows).toBe(LEADERBOARD_SIZE);
    expect(cost.rank).toBeGreaterThan(cost.users);
    expect(cost.reads).toBeLessThanOrEqual(60);
    // The top (one document), the viewer's profile and the histogram: nothing per user.
    expect(cost.reads).toBe(3);
  }, 120_000);

  test('a profile edit by someone outside the top costs at most 2 reads, at 1,000 users all rated alike', async () => {
    const start = await leaderboardReadsOfEdit(1_000, 'start');
    console.log(
      `[limit] leaderboard reads of a profile edit outside the top, 1,000 users all at the start rating (1500?): ${start.reads} (${start.seededInTop} of them listed: provisional ratings are not)`,
    );
    expect(start.seededInTop).toBe(0);
    expect(start.reads).toBeLessThanOrEqual(2);
    expect(start.change).toBe('none');

    const tied = await leaderboardReadsOfEdit(1_000, 'tied');
    console.log(
      `[limit] leaderboard reads of a profile edit outside the top, 1,000 users all tied at an established 1700: ${tied.reads} (${tied.seededInTop} of them in the top, no rebuild)`,
    );
    expect(tied.topRows).toBe(LEADERBOARD_SIZE);
    expect(tied.reads).toBeLessThanOrEqual(2);
    expect(tied.change).toBe('none');
  }, 180_000);
});
