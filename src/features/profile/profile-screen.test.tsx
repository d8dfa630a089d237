import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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

vi.mock('@/data/rating-history', () => ({
  watchRatingSeries: (_uid: string, onSeries: (series: unknown) => void) => {
    onSeries({ points: [], count: 0 });
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

/** The open form's controls, found once: the same elements must stay on screen. */
interface OpenForm {
  name: HTMLElement;
  bio: HTMLElement;
  save: HTMLElement;
}

/**
 * Opens the form as a newcomer and types a name and a bio into it (change events: what is
 * proved here is what the screen keeps, not how keys become text).
 */
function openAndType(): OpenForm {
  renderScreen();
  // A newcomer: the profile exists, its generated name and rating are still on their way.
  documentBecomes(profile({ fallbackName: '' }));
  fireEvent.click(screen.getByText('Edit profile', { selector: 'button' }));
  const name = screen.getByLabelText('Display name');
  const bio = screen.getByLabelText('Bio');
  const save = screen.getByText('Save', { selector: 'button' });
  // The form starts from the name they are shown by (made from their own phone).
  expect(name).toHaveValue(fallbackDisplayName(PHONE));
  fireEvent.change(name, { target: { value: 'Ada' } });
  fireEvent.change(bio, { target: { value: 'Poet of numbers' } });
  return { name, bio, save };
}

/**
 * The form is still open with what was typed: the very same boxes (a closed, remounted or
 * reset form would have replaced them) and nothing in their place.
 */
function expectFormKept(form: OpenForm) {
  expect(form.name).toBeInTheDocument();
  expect(form.name).toHaveValue('Ada');
  expect(form.bio).toBeInTheDocument();
  expect(form.bio).toHaveValue('Poet of numbers');
  expect(form.save).toBeInTheDocument();
  expect(form.save).toBeEnabled();
  expect(screen.queryByText('Profile not found')).not.toBeInTheDocument();
  expect(screen.queryByText('Loading profile...')).not.toBeInTheDocument();
}

describe('the profile screen while its document changes', () => {
  test('keeps the open form and what was typed while the functions complete the profile, and a creation is taken back', async () => {
    const form = openAndType();

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
    expectFormKept(form);

    fireEvent.click(form.save);
    const { updateProfile } = await import('@/data/users');
    expect(updateProfile).toHaveBeenCalledWith(
      'alice',
      { displayName: 'Ada', bio: 'Poet of numbers' },
      undefined,
    );
    expect(await screen.findByText('Profile updated.')).toBeVisible();
    // …and the search entry is asked to follow at once (functions/src/search/index-my-profile.ts).
    const { refreshMySearchEntry } = await import('@/data/search');
    expect(refreshMySearchEntry).toHaveBeenCalledTimes(1);
  });

  test('keeps the open form and what was typed when the listener fails and is retried', async () => {
    const form = openAndType();

    act(() => live.onError?.(new Error('The service is unavailable.')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load profile: The service is unavailable.',
    );
    expectFormKept(form);
    const listenersBefore = live.listeners;
    fireEvent.click(screen.getByText('Try again', { selector: 'button' }));
    expect(live.listeners).toBe(listenersBefore + 1);
    // The new listener has not answered yet: still the form, not 'Loading profile...'.
    expectFormKept(form);
    documentBecomes(profile({ rating: 1200 }));
    expectFormKept(form);
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
