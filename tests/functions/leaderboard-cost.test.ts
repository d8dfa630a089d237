/**
 * Opening /leaderboard among 1,000 rated users reads at most 60 documents; the bench runs the
 * same measurement at 1,000 and 10,000 (leaderboardReadsToOpen). What a profile edit costs the
 * leaderboard is an abuse figure: tests/abuse/leaderboard-rebuild-cost.test.ts.
 */
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LEADERBOARD_SIZE } from '@/domain/rating';
import { signInApp } from '../data/support';
import { keepTriggersPausedInThisFile } from '../support/emulator-hub';
import { leaderboardReadsToOpen } from './leaderboard-cost';
import { uniquePhone } from './support';

setLogLevel('silent');
// Nothing here wants a trigger: the seeding pauses them, and the file keeps them paused.
keepTriggersPausedInThisFile();

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
});
