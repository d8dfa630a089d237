import { describe, expect, test, vi } from 'vitest';
import type { LeaderboardRow } from '@/data/leaderboard';

vi.mock('@/data/leaderboard', () => ({}));

const { saveLeaderboard } = await import('./leaderboard');
const { localDb } = await import('./db');

const row = (uid: string, rank: number, rating: number): LeaderboardRow => ({
  rank,
  uid,
  name: uid.toUpperCase(),
  rating,
  ratingDeviation: 80,
  wins: 1,
  totalDebates: 2,
});

describe('the leaderboard kept on the device', () => {
  test('each answer replaces the table: ties keep their shared rank, the viewer’s row below', async () => {
    const viewer = `viewer-${Math.random()}`;
    await saveLeaderboard(viewer, [row('a', 1, 1300), row('b', 2, 1250), row('c', 2, 1250)], {
      ...row(viewer, 120, 1100),
    });
    const table = localDb(viewer).leaderboard;
    const stored = await table.orderBy('rank').toArray();
    expect(stored.map((e) => [e.rank, e.uid])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
      [120, viewer],
    ]);
    expect(stored[2]).toMatchObject({ shownRank: 2 });

    // A later answer with the viewer in the top: no stale own row, no stale ranks.
    await saveLeaderboard(viewer, [row(viewer, 1, 1400), row('a', 2, 1300)], null);
    expect((await table.toArray()).map((e) => e.uid)).toEqual([viewer, 'a']);
  });
});
