import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BlockedUser } from '@/domain/documents/block';
import { formatDay } from '@/domain/relative-age';
import type { LocalChat } from '@/offline/db';
import { MODERATION_TEXT } from './moderation-texts';

const data = vi.hoisted(() => ({
  blockUser: vi.fn(),
  unblockUser: vi.fn(),
  reportUser: vi.fn(),
  watchers: 0,
  onBlocks: null as ((blocks: BlockedUser[]) => void) | null,
  onError: null as ((error: Error) => void) | null,
}));

vi.mock('@/data/moderation', () => ({
  blockUser: data.blockUser,
  unblockUser: data.unblockUser,
  reportUser: data.reportUser,
  watchBlocks: (
    _uid: string,
    onBlocks: (b: BlockedUser[]) => void,
    onError: (e: Error) => void,
  ) => {
    data.watchers += 1;
    data.onBlocks = onBlocks;
    data.onError = onError;
    return () => {
      data.watchers -= 1;
    };
  },
}));
vi.mock('@/hooks/use-session', () => ({
  useSignedInUser: () => ({ uid: 'me', phoneNumber: '+15550000001' }),
}));

const { SafetyButtons } = await import('./safety-buttons');
const { SafetyMenu } = await import('./safety-menu');
const { BlockedUsersSection } = await import('./blocked-users-section');
const { useBlockedReason } = await import('./use-blocked-reason');

const BOB = { uid: 'bob', name: 'Bob' };
const blocked = (uid: string, displayName: string): BlockedUser => ({
  uid,
  displayName,
  blockedAt: new Date(2026, 2, 5).getTime(),
});

function publish(blocks: BlockedUser[]) {
  act(() => data.onBlocks?.(blocks));
}

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  data.onBlocks = null;
});

describe('SafetyButtons (the participant card)', () => {
  test('Block asks first, with Cancel focused, then blocks and says so', async () => {
    data.blockUser.mockResolvedValue({ uid: 'bob', blocked: true });
    const user = userEvent.setup();
    render(<SafetyButtons person={BOB} chatId="c1" />);
    publish([]);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Bob?' });
    expect(dialog).toHaveAccessibleDescription(/no longer be able to message you/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(data.blockUser).toHaveBeenCalledWith('bob');
    expect(await screen.findByRole('status')).toHaveTextContent('You blocked Bob.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The live list then shows the block: the card offers Unblock.
    publish([blocked('bob', 'Bob')]);
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(data.unblockUser).toHaveBeenCalledWith('bob');
    expect(await screen.findByText('You unblocked Bob.')).toBeInTheDocument();
  });

  test('a refused block keeps the dialog open and says why', async () => {
    data.blockUser.mockRejectedValue(new Error('This account has been suspended.'));
    const user = userEvent.setup();
    render(<SafetyButtons person={BOB} />);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not block: This account has been suspended.',
    );
    expect(screen.getByRole('dialog', { name: 'Block Bob?' })).toBeInTheDocument();
  });

  test('Report from a chat names the chat', async () => {
    data.reportUser.mockResolvedValue({ reportId: 'r' });
    const user = userEvent.setup();
    render(<SafetyButtons person={BOB} chatId="c1" />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(data.reportUser).toHaveBeenCalledWith({
      reportedUid: 'bob',
      reason: 'spam',
      chatId: 'c1',
    });
  });
});

describe('SafetyMenu (a contact or search result)', () => {
  test('⋯ opens Block and Report for that person; one block list is shared by all rows', async () => {
    data.blockUser.mockResolvedValue({ uid: 'bob', blocked: true });
    const user = userEvent.setup();
    render(
      <ul>
        <li>
          <SafetyMenu person={BOB} />
        </li>
        <li>
          <SafetyMenu person={{ uid: 'zoe', name: 'Zoe' }} />
        </li>
      </ul>,
    );
    expect(data.watchers).toBe(1);
    publish([blocked('zoe', 'Zoe')]);

    await user.click(screen.getByRole('button', { name: 'More actions for Zoe' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Zoe' })).getByRole('button', { name: 'Unblock' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'More actions for Zoe' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'More actions for Bob' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block Bob?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(data.blockUser).toHaveBeenCalledWith('bob');
    expect(await screen.findByText('You blocked Bob.')).toBeInTheDocument();
  });

  test('Unblock in the sheet unblocks at once, closes the sheet and says so; a refusal stays in it', async () => {
    data.unblockUser.mockRejectedValueOnce(new Error('Network error.'));
    data.unblockUser.mockResolvedValueOnce({ uid: 'zoe', blocked: false });
    const user = userEvent.setup();
    render(<SafetyMenu person={{ uid: 'zoe', name: 'Zoe' }} />);
    publish([blocked('zoe', 'Zoe')]);

    await user.click(screen.getByRole('button', { name: 'More actions for Zoe' }));
    const sheet = screen.getByRole('dialog', { name: 'Zoe' });
    await user.click(within(sheet).getByRole('button', { name: 'Unblock' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Could not unblock: Network error.',
    );
    expect(screen.getByRole('dialog', { name: 'Zoe' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Unblock' }));
    expect(data.unblockUser).toHaveBeenCalledTimes(2);
    expect(data.unblockUser).toHaveBeenCalledWith('zoe');
    expect(await screen.findByRole('status')).toHaveTextContent('You unblocked Zoe.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('BlockedUsersSection (/profile)', () => {
  test('loading, then the blocked people with Unblock; empty when none', async () => {
    data.unblockUser.mockResolvedValue({ uid: 'bob', blocked: false });
    const user = userEvent.setup();
    render(<BlockedUsersSection />);
    expect(screen.getByRole('heading', { name: 'Blocked users' })).toBeInTheDocument();
    expect(screen.getByText('Loading blocked users…')).toBeInTheDocument();

    publish([blocked('bob', 'Bob'), blocked('zoe', 'Zoe')]);
    const list = screen.getByRole('list', { name: 'Blocked users' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Bob', 'Zoe']);
    expect(within(list).getByRole('listitem', { name: 'Bob' })).toHaveTextContent(
      `Blocked ${formatDay(new Date(2026, 2, 5).getTime())}`,
    );
    await user.click(screen.getByRole('button', { name: 'Unblock Bob' }));
    expect(data.unblockUser).toHaveBeenCalledWith('bob');

    publish([]);
    expect(screen.getByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  test('a list that cannot load says why', () => {
    render(<BlockedUsersSection />);
    act(() => data.onError?.(new Error('Missing or insufficient permissions.')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load blocked users: Missing or insufficient permissions.',
    );
  });
});

describe('useBlockedReason (the composer of a chat)', () => {
  const chatWith = (other: string) =>
    ({ id: `me_${other}`, participants: ['me', other] }) as unknown as LocalChat;

  test('locks a chat with someone the user blocked, and unlocks it once they are unblocked', () => {
    const { result } = renderHook(() => useBlockedReason('me'));
    publish([blocked('bob', 'Bob')]);
    expect(result.current(chatWith('bob'))).toBe(MODERATION_TEXT.youBlocked);
    expect(result.current(chatWith('carol'))).toBeNull();
    publish([]);
    expect(result.current(chatWith('bob'))).toBeNull();
  });
});
