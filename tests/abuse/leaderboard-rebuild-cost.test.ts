/**
 * Leaderboard rebuild cost: an attacker (or anyone) editing their profile over and over must
 * not make each edit rebuild the top. While most people sit at the start rating, a rebuild on
 * every edit would cost 50 reads each; the leaderboard's step of onUserWritten
 * (functions/src/leaderboard/top.ts syncLeaderboard) reads at most 2 documents for an edit by
 * someone outside the top, measured at 1,000 users all at the start rating (provisional,
 * never listed) and all tied at one established rating. Prints the figure.
 */
import { describe, expect, test } from 'vitest';
import { LEADERBOARD_SIZE } from '@/domain/rating';
import { leaderboardReadsOfEdit } from '../functions/leaderboard-cost';
import { keepTriggersPausedInThisFile } from '../support/emulator-hub';

// Nothing here wants a trigger: the seeding pauses them, and the file keeps them paused.
keepTriggersPausedInThisFile();

describe('leaderboard rebuild cost', () => {
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
