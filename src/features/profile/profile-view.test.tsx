import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import type { ProfilePatch } from '@/domain/validation';
import { ProfileBody } from './profile-body';
import type { MyAccountState } from './use-my-account';
import type { MyProfileState } from './use-my-profile';
import { account, medal, myMedals, PHONE, profile } from './profile.fixtures';

afterEach(cleanup);

function renderBody(
  state: MyProfileState,
  onSave = vi.fn(async (_patch: ProfilePatch) => {}),
  extra: { account?: MyAccountState; medals?: ReturnType<typeof myMedals> } = {},
) {
  const onRetry = vi.fn();
  render(
    <ProfileBody
      state={state}
      phoneNumber={PHONE}
      account={extra.account ?? { status: 'found', account: account() }}
      medals={extra.medals ?? myMedals()}
      onRetry={onRetry}
      onSave={onSave}
    />,
  );
  return { onRetry, onSave };
}

function statValue(label: string): string | null {
  const region = screen.getByRole('region', { name: 'Debate statistics' });
  return within(region).getByText(label, { exact: true }).parentElement!.querySelector('dd')!
    .textContent;
}

describe('profile screen states', () => {
  test('shows the loading text', () => {
    renderBody({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
  });

  test('shows the not-found text', () => {
    renderBody({ status: 'missing' });
    expect(screen.getByText('Profile not found')).toBeInTheDocument();
  });

  test('shows a load failure with its reason and retries', async () => {
    const { onRetry } = renderBody({
      status: 'error',
      reason: 'Missing or insufficient permissions.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load profile: Missing or insufficient permissions.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('a loaded profile', () => {
  test('names a user without a display name by the fallback name', () => {
    renderBody({ status: 'found', profile: profile() });
    expect(
      screen.getByRole('heading', { level: 2, name: fallbackDisplayName(PHONE) }),
    ).toBeVisible();
    expect(screen.getByText('No bio yet.')).toBeInTheDocument();
  });

  test('names them from their own phone before the stored generated name arrives', () => {
    renderBody({ status: 'found', profile: profile({ fallbackName: '' }) });
    expect(
      screen.getByRole('heading', { level: 2, name: fallbackDisplayName(PHONE) }),
    ).toBeVisible();
  });

  test('shows the display name and bio as plain text, never as HTML', () => {
    const displayName = '<img src=x onerror=alert(1)>';
    const bio = '<script>alert(1)</script><b>bold</b>';
    const { container } = render(
      <ProfileBody
        state={{ status: 'found', profile: profile({ displayName, bio }) }}
        phoneNumber={PHONE}
        account={{ status: 'found', account: account() }}
        medals={myMedals()}
        onRetry={() => {}}
        onSave={async () => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: displayName })).toBeInTheDocument();
    expect(screen.getByText(bio)).toBeInTheDocument();
    expect(container.querySelector('script, b, img[src="x"]')).toBeNull();
  });

  test('shows phone, member since and last active', () => {
    renderBody({ status: 'found', profile: profile() });
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText(PHONE)).toBeInTheDocument();
    const times = account.querySelectorAll('time');
    expect(times).toHaveLength(2);
    expect(times[0]).toHaveAttribute('dateTime', '2025-03-05T12:00:00.000Z');
    expect(times[0]!.textContent).toMatch(/2025/);
    expect(times[1]).toHaveAttribute('dateTime', '2025-09-20T14:05:00.000Z');
  });

  test('reads a last-active time still on its way to the server as just now', () => {
    renderBody({ status: 'found', profile: profile() }, undefined, {
      account: { status: 'found', account: account({ lastActive: null }) },
    });
    expect(
      within(screen.getByRole('region', { name: 'Account' })).getByText('Just now'),
    ).toBeVisible();
  });

  test('shows the phone of this sign-in while the private account loads', () => {
    renderBody({ status: 'found', profile: profile() }, undefined, {
      account: { status: 'loading' },
    });
    const region = screen.getByRole('region', { name: 'Account' });
    expect(within(region).getByText(PHONE)).toBeVisible();
    expect(region.querySelectorAll('time')).toHaveLength(1);
  });

  test('shows the medal history with opponents’ phones, its count, and asks for more', async () => {
    const showMore = vi.fn();
    renderBody({ status: 'found', profile: profile({ medalCount: 12 }) }, undefined, {
      medals: myMedals([medal({ id: 'a', opponentName: 'Bob' })], { hasMore: true, showMore }),
    });
    const region = screen.getByRole('region', { name: 'Medals' });
    expect(within(region).getByText('12')).toBeVisible();
    expect(within(region).getByText('+15559876543')).toBeVisible();
    expect(within(region).getByText('(Bob)')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Show more medals' }));
    expect(showMore).toHaveBeenCalledTimes(1);
  });

  test('says why the medal history could not be read', () => {
    renderBody({ status: 'found', profile: profile({ medalCount: 1 }) }, undefined, {
      medals: myMedals([], { status: 'error', reason: 'Missing or insufficient permissions.' }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load profile: Missing or insufficient permissions.',
    );
    expect(screen.queryByText('No medals yet. Win your first debate to earn a medal!')).toBeNull();
  });

  test('shows zero statistics before the first debate', () => {
    renderBody({ status: 'found', profile: profile() });
    expect(statValue('Total debates')).toBe('0');
    expect(statValue('Wins')).toBe('0');
    expect(statValue('Losses')).toBe('0');
    expect(statValue('Draws')).toBe('0');
    expect(statValue('Win rate')).toBe('0%');
    expect(screen.getByText('No medals yet. Win your first debate to earn a medal!')).toBeVisible();
  });

  test('rounds the win rate: 2 wins of 3 is 67%', () => {
    renderBody({
      status: 'found',
      profile: profile({ debateStats: { totalDebates: 3, wins: 2, losses: 1, draws: 0 } }),
    });
    expect(statValue('Total debates')).toBe('3');
    expect(statValue('Wins')).toBe('2');
    expect(statValue('Losses')).toBe('1');
    expect(statValue('Win rate')).toBe('67%');
  });
});

describe('editing from the profile', () => {
  test('saves, closes the form, says so and returns focus to Edit profile', async () => {
    const user = userEvent.setup();
    const { onSave } = renderBody({ status: 'found', profile: profile({ displayName: 'Ada' }) });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText('Display name')).toHaveFocus();
    await user.type(screen.getByLabelText('Bio'), 'Logic first');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ bio: 'Logic first' });
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated.');
    expect(screen.queryByLabelText('Bio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  });

  test('Cancel restores the stored values', async () => {
    const user = userEvent.setup();
    const { onSave } = renderBody({ status: 'found', profile: profile({ displayName: 'Ada' }) });
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'Somebody else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Ada' })).toBeVisible();
    expect(screen.queryByText('Profile updated.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada');
    expect(onSave).not.toHaveBeenCalled();
  });
});
