import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FoundUser, SearchOutcome } from '@/data/search';
import type { Contact } from '@/domain/model';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { UNDER_LOAD } from '@/lib/under-load.fixtures';

const data = vi.hoisted(() => ({
  searchUsers: vi.fn(),
  addContact: vi.fn(),
  openDirectChat: vi.fn(),
  contactsListener: null as ((contacts: Contact[]) => void) | null,
}));

vi.mock('@/data/search', () => ({ searchUsers: data.searchUsers }));
vi.mock('@/data/contacts', () => ({
  addContact: data.addContact,
  watchContacts: (_owner: string, onContacts: (contacts: Contact[]) => void) => {
    data.contactsListener = onContacts;
    return () => undefined;
  },
}));
vi.mock('@/data/chats', () => ({
  openDirectChat: data.openDirectChat,
}));
vi.mock('@/hooks/use-session', () => ({
  useSignedInUser: () => ({ uid: 'me', phoneNumber: '+15550000001' }),
}));

const { FindUsersSection } = await import('./find-users-section');

const BOB: FoundUser = {
  uid: 'bob',
  fallbackName: fallbackDisplayName('+15550000002'),
  displayName: 'Bob',
  bio: 'Debates daily',
  rating: 1500,
  ratingDeviation: 350,
};
// Search results carry no phone number: the generated name comes stored with the result.
const NAMELESS: FoundUser = {
  uid: 'anon',
  fallbackName: fallbackDisplayName('+15551230001'),
  rating: 1500,
  ratingDeviation: 350,
};

function outcome(users: FoundUser[]): SearchOutcome {
  return { users, documentsRead: users.length };
}

function ChatScreen() {
  return <p>chat screen {useParams().chatId}</p>;
}

/**
 * fireEvent rather than user-event: user-event waits on timers, and these tests fake them
 * to check the 500 ms pause. Enter in the search box submits its form.
 */
function driver(input: HTMLInputElement) {
  return {
    type(value: string) {
      fireEvent.change(input, { target: { value } });
    },
    enter() {
      fireEvent.submit(input.form!);
    },
    click(element: HTMLElement) {
      fireEvent.click(element);
    },
  };
}

function renderSection() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/home" element={<FindUsersSection />} />
        <Route path="/chat/:chatId" element={<ChatScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search users' });
  return { user: driver(input), input };
}

/** Lets pending promises (the mocked calls' answers) settle. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

async function pause(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  data.searchUsers.mockReset();
  data.addContact.mockReset();
  data.openDirectChat.mockReset();
  data.contactsListener = null;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FindUsersSection: searching', () => {
  test('shows the heading and says nothing before the user types', () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Find Users' })).toBeInTheDocument();
    expect(screen.queryByText('Please enter at least 2 characters to search')).toBeNull();
    expect(screen.queryByText('No users found')).toBeNull();
  });

  test('searches once, 500 ms after the typing pauses', async () => {
    data.searchUsers.mockResolvedValue(outcome([BOB]));
    const { user } = renderSection();
    user.type('b');
    await pause(300);
    user.type('bo');
    await pause(300);
    user.type('bob');
    await pause(499);
    expect(data.searchUsers).not.toHaveBeenCalled();
    await pause(1);
    expect(data.searchUsers).toHaveBeenCalledTimes(1);
    expect(data.searchUsers).toHaveBeenCalledWith('bob');
    await flush();
    expect(screen.getByText('1 found')).toBeInTheDocument();
  });

  test('Enter searches at once, and not again after the pause', async () => {
    data.searchUsers.mockResolvedValue(outcome([BOB]));
    const { user } = renderSection();
    user.type('bob');
    user.enter();
    expect(data.searchUsers).toHaveBeenCalledTimes(1);
    await pause(1000);
    expect(data.searchUsers).toHaveBeenCalledTimes(1);
  });

  test('asks for 2 characters after one is typed, or on Enter in an empty box', async () => {
    const { user } = renderSection();
    user.type('a');
    await pause(500);
    expect(screen.getByText('Please enter at least 2 characters to search')).toBeInTheDocument();
    user.type('');
    expect(screen.queryByText('Please enter at least 2 characters to search')).toBeNull();
    user.enter();
    expect(screen.getByText('Please enter at least 2 characters to search')).toBeInTheDocument();
    expect(data.searchUsers).not.toHaveBeenCalled();
  });

  test('shows a loading state, then each result with avatar, name or generated name, and bio', async () => {
    let answer: (value: SearchOutcome) => void = () => undefined;
    data.searchUsers.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderSection();
    user.type('de');
    user.enter();
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await act(async () => answer(outcome([BOB, NAMELESS])));
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(screen.getByText('2 found')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Bob');
    expect(rows[0]).toHaveTextContent('Debates daily');
    expect(rows[0]).toHaveTextContent(/^B/); // the avatar's initial
    const fallback = NAMELESS.fallbackName;
    expect(rows[1]).toHaveAccessibleName(fallback);
    expect(rows[1]).toHaveTextContent(fallback);
    for (const row of rows) {
      expect(within(row).getByRole('button', { name: 'Chat' })).toBeEnabled();
      expect(within(row).getByRole('button', { name: 'Add' })).toBeEnabled();
    }
  });

  test("says 'No users found' when nothing matches", async () => {
    data.searchUsers.mockResolvedValue(outcome([]));
    const { user } = renderSection();
    user.type('zzz');
    user.enter();
    await flush();
    expect(screen.getByText('No users found')).toBeInTheDocument();
    expect(screen.queryByText(/^\d+ found$/)).toBeNull();
  });

  test("says 'Search failed: {reason}' when the search fails", async () => {
    data.searchUsers.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { user } = renderSection();
    user.type('bob');
    user.enter();
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Search failed: Missing or insufficient permissions.',
    );
  });

  test('drops the answer of an older search that arrives late', async () => {
    let first: (value: SearchOutcome) => void = () => undefined;
    data.searchUsers
      .mockReturnValueOnce(new Promise((resolve) => (first = resolve)))
      .mockResolvedValueOnce(outcome([BOB]));
    const { user } = renderSection();
    user.type('an');
    user.enter();
    user.type('anb');
    user.enter();
    await flush();
    expect(screen.getByText('1 found')).toBeInTheDocument();
    await act(async () => first(outcome([NAMELESS, BOB])));
    expect(screen.getByText('1 found')).toBeInTheDocument();
  });
});

describe('FindUsersSection: adding and chatting', () => {
  async function searchBoth() {
    data.searchUsers.mockResolvedValue(outcome([BOB, NAMELESS]));
    const rendered = renderSection();
    rendered.user.type('de');
    rendered.user.enter();
    await flush();
    screen.getByText('2 found');
    const row = (name: string) => screen.getByRole('listitem', { name });
    return { ...rendered, row };
  }

  test("shows 'Added', disabled, for a user already in the contacts", async () => {
    const { row } = await searchBoth();
    act(() => data.contactsListener?.([{ uid: 'bob', phoneNumber: '+15550000002', addedAt: 1 }]));
    expect(within(row('Bob')).getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(within(row('Bob')).queryByRole('button', { name: 'Add' })).toBeNull();
    const other = row(NAMELESS.fallbackName);
    expect(within(other).getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  test('adds a contact, busy while the call runs, then shows Added', async () => {
    let done: () => void = () => undefined;
    data.addContact.mockReturnValue(new Promise<void>((resolve) => (done = resolve)));
    const { user, row } = await searchBoth();
    user.click(within(row('Bob')).getByRole('button', { name: 'Add' }));
    expect(data.addContact).toHaveBeenCalledWith('bob');
    expect(within(row('Bob')).getByRole('button', { name: 'Add' })).toBeDisabled();
    await act(async () => done());
    expect(within(row('Bob')).getByRole('button', { name: 'Added' })).toBeDisabled();
  });

  test("says 'Failed to add contact: {reason}' when adding fails", async () => {
    data.addContact.mockRejectedValue(new Error('User not found'));
    const { user, row } = await searchBoth();
    user.click(within(row('Bob')).getByRole('button', { name: 'Add' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add contact: User not found');
    expect(within(row('Bob')).getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  test('Chat opens the pair’s chat and goes to it', async () => {
    data.openDirectChat.mockResolvedValue('bob_me');
    const { user, row } = await searchBoth();
    user.click(within(row('Bob')).getByRole('button', { name: 'Chat' }));
    // The device is asked first (a chat already there opens offline), then the server.
    await vi.waitFor(
      () =>
        // Only the uid: the server reads the pair's phones and names (openDirectChat).
        expect(data.openDirectChat).toHaveBeenCalledWith('bob'),
      UNDER_LOAD,
    );
    await vi.waitFor(
      () => expect(screen.getByText('chat screen bob_me')).toBeInTheDocument(),
      UNDER_LOAD,
    );
  });

  test("says 'Failed to start chat: {reason}' when the chat cannot be opened", async () => {
    data.openDirectChat.mockRejectedValue(
      new Error('Failed to get document because the client is offline.'),
    );
    const { user, row } = await searchBoth();
    user.click(within(row('Bob')).getByRole('button', { name: 'Chat' }));
    await vi.waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Failed to start chat: Failed to get document because the client is offline.',
        ),
      UNDER_LOAD,
    );
    expect(within(row('Bob')).getByRole('button', { name: 'Chat' })).toBeEnabled();
  });
});
