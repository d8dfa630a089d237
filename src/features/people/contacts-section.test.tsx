import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Contact } from '@/domain/model';
import { fallbackDisplayName } from '@/domain/fallback-name';

const data = vi.hoisted(() => ({
  addContact: vi.fn(),
  removeContact: vi.fn(),
  removeContactFromBoth: vi.fn(),
  /** The live public profiles the device cache answers with, by uid. */
  profiles: {} as Record<string, Record<string, unknown>>,
  openDirectChat: vi.fn(),
  onContacts: null as ((contacts: Contact[], complete: boolean) => void) | null,
  onError: null as ((error: Error) => void) | null,
  watchedOwner: null as string | null,
}));

vi.mock('@/offline/profiles', () => {
  const cached = (uid: string) =>
    data.profiles[uid]
      ? { state: 'found', profile: { uid, medals: [], createdAt: null, ...data.profiles[uid] } }
      : { state: 'loading' };
  return {
    useCachedProfile: (_viewer: string, uid: string) => cached(uid),
    useCachedProfiles: (_viewer: string, uids: readonly string[]) =>
      new Map(uids.filter((uid) => data.profiles[uid]).map((uid) => [uid, cached(uid)])),
  };
});
vi.mock('@/data/contacts', () => ({
  addContact: data.addContact,
  removeContact: data.removeContact,
  removeContactFromBoth: data.removeContactFromBoth,
  watchContacts: (
    owner: string,
    onContacts: (c: Contact[], complete: boolean) => void,
    onError: (e: Error) => void,
  ) => {
    data.watchedOwner = owner;
    data.onContacts = onContacts;
    data.onError = onError;
    return () => undefined;
  },
}));
vi.mock('@/data/chats', () => ({ openDirectChat: data.openDirectChat }));
vi.mock('@/hooks/use-session', () => ({
  useSignedInUser: () => ({ uid: 'me', phoneNumber: '+15550000001' }),
}));

const { ContactsSection } = await import('./contacts-section');

const year = new Date().getFullYear();
const ZOE: Contact = {
  uid: 'zoe',
  phoneNumber: '+15550000003',
  displayName: 'Zoe',
  addedAt: new Date(year, 2, 5, 10).getTime(),
};
const NAMELESS: Contact = {
  uid: 'anon',
  phoneNumber: '+15551230001',
  addedAt: new Date(year, 0, 2, 10).getTime(),
};

function ChatScreen() {
  return <p>chat screen {useParams().chatId}</p>;
}

function renderSection() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route
          path="/home"
          element={
            <ContactsSection
              blockAction={(p) => <button type="button">{`Block ${p.name}`}</button>}
            />
          }
        />
        <Route path="/chat/:chatId" element={<ChatScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

/** An answer of the live list: the server's, unless `fromCache` (the cache's, offline). */
function emit(contacts: Contact[], { fromCache = false } = {}) {
  act(() => data.onContacts?.(contacts, !fromCache));
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => {
  data.addContact.mockReset();
  data.removeContact.mockReset();
  data.removeContactFromBoth.mockReset();
  data.profiles = {};
  data.openDirectChat.mockReset();
  data.onContacts = null;
  data.onError = null;
});

afterEach(() => {
  cleanup();
  // setOnline's own value goes: navigator.onLine is jsdom's again.
  delete (navigator as { onLine?: boolean }).onLine;
});

describe('ContactsSection', () => {
  test('loads the signed-in user’s contacts, then lists them by name with the count', () => {
    renderSection();
    expect(data.watchedOwner).toBe('me');
    expect(screen.getByText('Loading contacts…')).toBeInTheDocument();
    emit([ZOE, NAMELESS]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Contacts (2)');
    const rows = within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('listitem');
    const fallback = fallbackDisplayName(NAMELESS.phoneNumber!);
    const expected = [fallback, 'Zoe'].sort((a, b) => a.localeCompare(b));
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(expected);
    const zoe = screen.getByRole('listitem', { name: 'Zoe' });
    expect(zoe).toHaveTextContent('Added Mar 5');
    expect(screen.getByRole('listitem', { name: fallback })).toHaveTextContent('Added Jan 2');
    expect(within(zoe).getByRole('button', { name: 'Chat' })).toBeEnabled();
    expect(within(zoe).getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  test("shows 'No contacts yet' with a hint to use Find Users", () => {
    renderSection();
    emit([]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Contacts (0)');
    expect(screen.getByText('No contacts yet')).toBeInTheDocument();
    expect(screen.getByText(/Use Find Users/)).toBeInTheDocument();
  });

  test("offline, the cache's empty answer is not 'No contacts yet': it says they come with the network", () => {
    renderSection();
    setOnline(false);
    emit([], { fromCache: true });
    expect(screen.queryByText('No contacts yet')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Your contacts will show once you are back online.',
    );
    // Online, while the server has not answered yet: loading; its answer, even empty, decides.
    setOnline(true);
    expect(screen.getByText('Loading contacts…')).toBeInTheDocument();
    emit([]);
    expect(screen.getByText('No contacts yet')).toBeInTheDocument();
  });

  test('a contact removed offline leaves the list: only a first empty answer is held back', () => {
    renderSection();
    emit([ZOE]);
    setOnline(false);
    emit([], { fromCache: true });
    expect(screen.getByText('No contacts yet')).toBeInTheDocument();
    setOnline(true);
  });

  test('follows the live list: a contact added elsewhere appears', () => {
    renderSection();
    emit([ZOE]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Contacts (1)');
    emit([ZOE, NAMELESS]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Contacts (2)');
  });

  test("says 'Failed to load contacts: {reason}' when the list cannot be read", () => {
    renderSection();
    act(() => data.onError?.(new Error('Missing or insufficient permissions.')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load contacts: Missing or insufficient permissions.',
    );
    expect(screen.queryByText('Loading contacts…')).toBeNull();
  });

  test('Remove asks first and says what each choice does; Cancel keeps the contact', async () => {
    const user = renderSection();
    emit([ZOE, NAMELESS]);
    const zoe = () => screen.getByRole('listitem', { name: 'Zoe' });
    await user.click(within(zoe()).getByRole('button', { name: 'Remove' }));
    const choice = within(zoe()).getByRole('group', { name: 'Remove Zoe?' });
    expect(choice).toHaveTextContent('Remove Zoe from your contacts?');
    expect(choice).toHaveAccessibleDescription(
      '“Remove from my list” removes Zoe from your contacts only; you stay in theirs. “Remove from both lists” also removes you from Zoe’s contacts.',
    );
    expect(within(choice).getByRole('button', { name: 'Remove from my list' })).toBeEnabled();
    expect(within(choice).getByRole('button', { name: 'Remove from both lists' })).toBeEnabled();
    await user.click(within(zoe()).getByRole('button', { name: 'Cancel' }));
    expect(data.removeContact).not.toHaveBeenCalled();
    expect(data.removeContactFromBoth).not.toHaveBeenCalled();
    expect(within(zoe()).queryByText('Remove Zoe from your contacts?')).toBeNull();
  });

  test("'Remove from my list' deletes only the user's own entry", async () => {
    data.removeContact.mockResolvedValue(undefined);
    const user = renderSection();
    emit([ZOE]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove from my list' }));
    expect(data.removeContact).toHaveBeenCalledWith('me', 'zoe');
    expect(data.removeContactFromBoth).not.toHaveBeenCalled();
  });

  test("'Remove from both lists' asks the server to remove both entries", async () => {
    data.removeContactFromBoth.mockResolvedValue(undefined);
    const user = renderSection();
    emit([ZOE]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove from both lists' }));
    expect(data.removeContactFromBoth).toHaveBeenCalledWith('zoe');
    expect(data.removeContact).not.toHaveBeenCalled();
  });

  test('shows the person’s current name, not the copy from the day they were added, and never loads a picture link', () => {
    data.profiles.zoe = { displayName: 'Zoe Renamed', profilePictureUrl: 'https://img.test/z.png' };
    renderSection();
    emit([{ ...ZOE, profilePictureUrl: 'https://img.test/old.png' }]);
    const row = screen.getByRole('listitem', { name: 'Zoe Renamed' });
    expect(row).toHaveTextContent('Zoe Renamed');
    expect(row).not.toHaveTextContent(/^Zoe(?! Renamed)/);
    // Pictures come from avatars/{uid} only (docs/pictures.md): a link someone typed is
    // never requested by another person's device.
    expect(row.querySelector('img')).toBeNull();
  });

  test('orders the contacts by their current names, not the ones stored when they were added', () => {
    data.profiles.zoe = { displayName: 'Aaron' };
    renderSection();
    emit([ZOE, { ...ZOE, uid: 'bea', displayName: 'Bea' }]);
    const rows = within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('listitem');
    // Stored, Zoe would come after Bea; she is Aaron now.
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Aaron', 'Bea']);
  });

  test("says 'Failed to remove contact: {reason}' when the removal is refused", async () => {
    data.removeContact.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = renderSection();
    emit([ZOE]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove from my list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to remove contact: Missing or insufficient permissions.',
    );
  });

  test('Chat opens the pair’s chat and goes to it', async () => {
    data.openDirectChat.mockResolvedValue('me_zoe');
    const user = renderSection();
    emit([ZOE]);
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByText('chat screen me_zoe')).toBeInTheDocument();
    // Only the uid: the server reads the pair's phones and names (openDirectChat).
    expect(data.openDirectChat).toHaveBeenCalledWith('zoe');
  });

  test("says 'Failed to start chat: {reason}' when the chat cannot be opened", async () => {
    data.openDirectChat.mockRejectedValue(new Error('offline'));
    const user = renderSection();
    emit([ZOE]);
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start chat: offline');
  });

  test('shows a contact’s phone once they let this user see it, else that it is hidden', () => {
    renderSection();
    emit([ZOE, { uid: 'stranger', fallbackName: 'LogicLord0009', addedAt: ZOE.addedAt }]);
    const zoe = screen.getByRole('listitem', { name: 'Zoe' });
    expect(zoe).toHaveTextContent('Phone +15550000003');
    expect(zoe).not.toHaveTextContent('Phone hidden until they add you or reply');
    // Named by the generated name kept with the entry: no phone is needed for it.
    const stranger = screen.getByRole('listitem', { name: 'LogicLord0009' });
    expect(stranger).toHaveTextContent('Phone hidden until they add you or reply');
    expect(stranger).not.toHaveTextContent('+1');
  });

  test("someone who added this user arrives as 'Added you' with 'Add back' and 'Block'", async () => {
    data.addContact.mockResolvedValue({ contactUid: 'zoe', alreadyAdded: false });
    const user = renderSection();
    emit([{ ...ZOE, addedYou: true }]);
    const zoe = screen.getByRole('listitem', { name: 'Zoe' });
    expect(zoe).toHaveTextContent('Added you on Mar 5');
    expect(within(zoe).queryByRole('button', { name: 'Chat' })).toBeNull();
    expect(within(zoe).getByRole('button', { name: 'Block Zoe' })).toBeEnabled();
    await user.click(within(zoe).getByRole('button', { name: 'Add back' }));
    expect(data.addContact).toHaveBeenCalledWith('zoe');
    // The live list then brings the ordinary entry.
    emit([ZOE]);
    const added = screen.getByRole('listitem', { name: 'Zoe' });
    expect(added).toHaveTextContent('Added Mar 5');
    expect(within(added).queryByRole('button', { name: 'Add back' })).toBeNull();
    expect(within(added).getByRole('button', { name: 'Chat' })).toBeEnabled();
  });

  test("says 'Failed to add contact: {reason}' when adding back is refused", async () => {
    data.addContact.mockRejectedValue(new Error('You cannot contact this person.'));
    const user = renderSection();
    emit([{ ...ZOE, addedYou: true }]);
    await user.click(screen.getByRole('button', { name: 'Add back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add contact: You cannot contact this person.',
    );
  });
});
