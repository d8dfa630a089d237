import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
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
    <MemoryRouter>
      <LeaderboardBody
        state={{ status: 'ready', top: [], own: null, retry, ...state }}
        viewerUid="me"
      />
    </MemoryRouter>,
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
    expect(within(own).getAllByRole('cell')[0]?.textContent).toBe('1,234');
  });

  test('a provisional viewer is not ranked: a dash read as “Not ranked”, the rating with “?”', () => {
    renderBody({
      top: [row('a', 1, 1300)],
      own: { ...row('me', 0, 1662), ratingDeviation: 290 },
    });
    const own = screen.getByRole('region', { name: 'Your rank' });
    expect(within(own).getByText(/^Not ranked yet: your rating is provisional/)).toBeTruthy();
    const cells = within(own).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('—Not ranked');
    expect(cells[1]?.textContent).toBe('1662?');
  });

  test('each name links to its row’s page, where a long name is shown whole', () => {
    renderBody({ top: [row('a b', 1, 1300)] });
    expect(screen.getByRole('link', { name: 'Name a b' }).getAttribute('href')).toBe(
      '/leaderboard/a%20b',
    );
  });

  test('loading, empty and error states; the error keeps the saved copy and retries', async () => {
    renderBody({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading leaderboard…');
    cleanup();
    renderBody({ status: 'ready', top: [] });
    expect(screen.getByText(/^No settled ratings yet\./)).toBeTruthy();
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
