import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { SessionContext } from '@/hooks/use-session';

const data = vi.hoisted(() => {
  let release: () => void = () => undefined;
  return {
    ensured: Promise.resolve() as Promise<unknown>,
    holdProfileWrite() {
      this.ensured = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    releaseProfileWrite: () => release(),
    updateProfile: vi.fn(async () => undefined),
    refreshMySearchEntry: vi.fn(async () => undefined),
    markFirstRunDone: vi.fn(),
  };
});

vi.mock('@/data/users', () => ({
  updateProfile: data.updateProfile,
  watchUserProfile: () => () => undefined,
}));
vi.mock('@/data/search', () => ({ refreshMySearchEntry: data.refreshMySearchEntry }));
vi.mock('@/data/session', () => ({ whenProfileEnsured: () => data.ensured }));
vi.mock('@/data/first-run', () => ({ markFirstRunDone: data.markFirstRunDone }));

const { FirstRunScreen } = await import('./first-run-screen');

const PHONE = '+15551234567';
const GENERATED = fallbackDisplayName(PHONE);
const session = { user: { uid: 'newbie', phoneNumber: PHONE }, loading: false, error: null };

function renderScreen() {
  render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/welcome']}>
        <Routes>
          <Route path="/welcome" element={<FirstRunScreen />} />
          <Route path="/home" element={<p>Home screen</p>} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  data.ensured = Promise.resolve();
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('the first-run screen', () => {
  test('offers the generated name, and Continue with it unchanged writes nothing and goes home', async () => {
    const user = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your name' })).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveValue(GENERATED);
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home screen')).toBeVisible();
    expect(data.updateProfile).not.toHaveBeenCalled();
    expect(data.markFirstRunDone).toHaveBeenCalledWith('newbie');
  });

  test('a name typed right after signing in is saved once the sign-in’s own write has landed', async () => {
    data.holdProfileWrite();
    renderScreen();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '  Ada  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    // Nothing to update until the profile exists: the save waits instead of failing.
    expect(data.updateProfile).not.toHaveBeenCalled();
    await act(async () => data.releaseProfileWrite());
    expect(await screen.findByText('Home screen')).toBeVisible();
    expect(data.updateProfile).toHaveBeenCalledWith('newbie', { displayName: 'Ada' }, undefined);
    expect(data.refreshMySearchEntry).toHaveBeenCalledTimes(1);
    expect(data.markFirstRunDone).toHaveBeenCalledWith('newbie');
  });

  test('says what keeping or emptying the name means, to screen readers too', () => {
    renderScreen();
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAccessibleDescription(
      `Made from your phone number. Keep it or type your own. ${GENERATED.length}/50`,
    );
    fireEvent.change(name, { target: { value: '  ' } });
    expect(name).toHaveAccessibleDescription(`Left empty, others see ${GENERATED}. 2/50`);
    fireEvent.change(name, { target: { value: 'Ada' } });
    expect(name).toHaveAccessibleDescription('3/50');
  });

  test('Skip goes home without writing, and the screen is not shown again', async () => {
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Home screen')).toBeVisible();
    expect(data.updateProfile).not.toHaveBeenCalled();
    expect(data.markFirstRunDone).toHaveBeenCalledWith('newbie');
  });

  test('refuses a name over 50 characters with the SPEC text, and keeps a failed save’s input', async () => {
    renderScreen();
    const name = screen.getByLabelText('Your name');
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Display name must be 50 characters or less',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    data.updateProfile.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile: Missing or insufficient permissions.',
    );
    expect(name).toHaveValue('Ada');
    expect(data.markFirstRunDone).not.toHaveBeenCalled();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
  });
});
