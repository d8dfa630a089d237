import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LeaderboardRow } from '@/data/leaderboard';
import { LeaderboardBody } from './leaderboard-body';
import type { LeaderboardState } from './use-leaderboard';

afterEach(cleanup);

const row = (uid: string, rank: number, rating: number, wins = 3, total = 4): LeaderboardRow => ({
  rank,
  uid,
  name: `Name ${uid}`,
  rating,
  ratingDeviation: 80,
  wins,
  totalDebates: total,
});

function renderBody(state: Partial<LeaderboardState>) {
  const retry = vi.fn();
  render(
    <LeaderboardBody
      state={{ status: 'ready', top: [], own: null, retry, ...state }}
      viewerUid="me"
    />,
  );
  return retry;
}

describe('LeaderboardBody', () => {
  test('lists rank, name, rating, wins and win rate, marking the viewer', () => {
    renderBody({ top: [row('a', 1, 1300), row('me', 2, 1250, 1, 3)] });
    const table = screen.getByRole('table', { name: 'Top 50 debaters by rating' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('1Name a1300375%');
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe('Name me (you)');
    expect(rows[2]?.textContent).toContain('33%');
    expect(screen.queryByRole('region', { name: 'Your rank' })).toBeNull();
  });

  test('shows the viewer’s own rank below when they are not in the top', () => {
    renderBody({ top: [row('a', 1, 1300)], own: row('me', 1234, 1100) });
    const own = screen.getByRole('region', { name: 'Your rank' });
    expect(within(own).getByText('You are #1,234')).toBeTruthy();
    expect(within(own).getByRole('rowheader').textContent).toBe('Name me (you)');
  });

  test('loading, empty and error states; the error keeps the saved copy and retries', async () => {
    renderBody({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading leaderboard…');
    cleanup();
    renderBody({ status: 'ready', top: [] });
    expect(screen.getByText('No one is rated yet. Finish a debate to appear here.')).toBeTruthy();
    cleanup();
    const retry = renderBody({ status: 'error', reason: 'offline', top: [row('a', 1, 1300)] });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load the leaderboard: offline');
    expect(alert.textContent).toContain('Showing the leaderboard as last seen.');
    expect(screen.getByRole('table')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

test('a profile not yet named shows as a new debater, never an empty header', () => {
  renderBody({ top: [{ ...row('x', 1, 1200), name: '' }] });
  expect(screen.getByRole('rowheader').textContent).toBe('New debater');
});
