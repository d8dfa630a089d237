import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LeaderboardRow } from '@/data/leaderboard';
import type { StoredLeaderboard } from '@/offline/leaderboard';

let stored: StoredLeaderboard | undefined;
vi.mock('@/offline/leaderboard', () => ({ useStoredLeaderboard: () => stored }));
vi.mock('@/hooks/use-session', () => ({ useSignedInUser: () => ({ uid: 'me' }) }));

const { LeaderboardPersonScreen } = await import('./leaderboard-person-screen');

afterEach(cleanup);

const LONG = 'Maximiliana Featherstonehaugh-Wolfeschlegelsteins';
const row = (uid: string, rank: number, extra: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  rank,
  uid,
  name: LONG,
  rating: 1734,
  ratingDeviation: 80,
  wins: 1216,
  totalDebates: 1216,
  ...extra,
});

function renderPerson(uid: string) {
  render(
    <MemoryRouter>
      <LeaderboardPersonScreen uid={uid} />
    </MemoryRouter>,
  );
}

describe('a leaderboard row’s page', () => {
  test('shows the whole name and the row’s numbers, with a way back', () => {
    stored = { top: [row('a', 3)], own: null };
    renderPerson('a');
    expect(screen.getByRole('heading', { level: 1, name: LONG })).toBeTruthy();
    const facts = screen.getByRole('list', { name: 'Leaderboard facts' });
    expect(facts.textContent).toBe('Rank#3Rating1734Wins1,216Debates1,216Win rate100%');
    expect(screen.getByRole('link', { name: 'Back to the leaderboard' }).getAttribute('href')).toBe(
      '/leaderboard',
    );
    expect(document.title).toBe(`${LONG} · Leaderboard · Debate Arena`);
  });

  test('the viewer’s own provisional line: not ranked, “?”', () => {
    stored = { top: [], own: row('me', 0, { name: 'Me', rating: 1662, ratingDeviation: 290 }) };
    renderPerson('me');
    expect(screen.getByRole('list', { name: 'Leaderboard facts' }).textContent).toContain(
      'Rank—Not rankedRating1662?',
    );
  });

  test('someone the device’s leaderboard does not hold, and the copy still loading', () => {
    stored = { top: [row('a', 1)], own: null };
    renderPerson('gone');
    expect(screen.getByRole('heading', { level: 1, name: 'Not on the leaderboard' })).toBeTruthy();
    expect(screen.getByText(/not on the leaderboard as you last saw it/)).toBeTruthy();
    cleanup();
    stored = undefined;
    renderPerson('a');
    expect(screen.getByRole('status').textContent).toBe('Loading leaderboard…');
  });
});
