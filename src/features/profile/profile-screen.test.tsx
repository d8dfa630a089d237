import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import type { UserProfile } from '@/domain/model';
import { SessionContext } from '@/hooks/use-session';
import { account, PHONE, profile } from './profile.fixtures';
import { ProfileScreen } from './profile-screen';

/** The live users/{uid} document as the screen's listener hears it, played by the test. */
const live = vi.hoisted(() => ({
  onProfile: null as ((profile: UserProfile | null) => void) | null,
  onError: null as ((error: Error) => void) | null,
  listeners: 0,
}));

vi.mock('@/data/users', () => ({
  watchUserProfile: (
    _uid: string,
    onProfile: (profile: UserProfile | null) => void,
    onError: (error: Error) => void,
  ) => {
    live.onProfile = onProfile;
    live.onError = onError;
    live.listeners += 1;
    return () => undefined;
  },
  watchAccount: (_uid: string, onAccount: (value: unknown) => void) => {
    onAccount(account());
    return () => undefined;
  },
  watchMyMedals: (_uid: string, _count: number, onMedals: (value: unknown[]) => void) => {
    onMedals([]);
    return () => undefined;
  },
  updateProfile: vi.fn(async () => undefined),
}));

vi.mock('@/data/search', () => ({ refreshMySearchEntry: vi.fn(async () => undefined) }));

vi.mock('@/data/leaderboard', () => ({
  watchRatingHistory: (_uid: string, onPoints: (points: unknown[]) => void) => {
    onPoints([]);
    return () => undefined;
  },
}));

afterEach(cleanup);

const session = { user: { uid: 'alice', phoneNumber: PHONE }, loading: false, error: null };

function renderScreen() {
  render(
    <SessionContext value={session}>
      <MemoryRouter>
        <ProfileScreen />
      </MemoryRouter>
    </SessionContext>,
  );
}

/** The document changes as the functions and the server change it, heard by the listener. */
function documentBecomes(value: UserProfile | null) {
  act(() => live.onProfile?.(value));
}

describe('the profile screen while its document changes', () => {
  test('keeps the open form and what was typed through every change to the profile', async () => {
    const user = userEvent.setup();
    renderScreen();
    // A newcomer: the profile exists, its generated name and rating are still on their way.
    documentBecomes(profile({ fallbackName: '' }));
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const name = screen.getByLabelText('Display name');
    // The form starts from the name they are shown by (made from their own phone).
    expect(name).toHaveValue(fallbackDisplayName(PHONE));
    await user.clear(name);
    await user.type(name, 'Ada');
    await user.type(screen.getByLabelText('Bio'), 'Poet of numbers');

    // The functions complete the profile: generated name, rating, counts.
    documentBecomes(
      profile({
        rating: 1200,
        debateStats: { totalDebates: 1, wins: 1, losses: 0, draws: 0 },
        medalCount: 1,
      }),
    );
    // A creation the server refused is taken back (two sign-ins raced), then the other lands.
    documentBecomes(null);
    documentBecomes(profile({ rating: 1200 }));
    // Someone else's device saved a name meanwhile.
    documentBecomes(profile({ rating: 1216, displayName: 'From my tablet' }));
    // The listener fails, and a retry starts a new one.
    act(() => live.onError?.(new Error('The service is unavailable.')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load profile: The service is unavailable.',
    );
    const listenersBefore = live.listeners;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(live.listeners).toBe(listenersBefore + 1);

    // Through all of it: the form is open, what was typed is there, and it saves.
    expect(screen.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Bio')).toHaveValue('Poet of numbers');
    expect(screen.queryByText('Profile not found')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading profile...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    documentBecomes(profile({ rating: 1216, displayName: 'From my tablet' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const { updateProfile } = await import('@/data/users');
    expect(updateProfile).toHaveBeenCalledWith('alice', {
      displayName: 'Ada',
      bio: 'Poet of numbers',
    });
    expect(await screen.findByText('Profile updated.')).toBeVisible();
    // …and the search entry is asked to follow at once (functions/src/search/index-my-profile.ts).
    const { refreshMySearchEntry } = await import('@/data/search');
    expect(refreshMySearchEntry).toHaveBeenCalledTimes(1);
  });

  test('says the profile is not found only when it was never there', () => {
    renderScreen();
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    documentBecomes(null);
    expect(screen.getByText('Profile not found')).toBeVisible();
    documentBecomes(profile());
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  });
});
