import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import type { DebateRequest } from '@/domain/model';

const NOW = 1_700_000_000_000;

const data = vi.hoisted(() => ({
  acceptDebateRequest: vi.fn(),
  cancelDebateRequest: vi.fn(),
  declineChallenge: vi.fn(),
  subscriptions: 0,
  onRequests: null as ((requests: DebateRequest[], complete: boolean) => void) | null,
  onError: null as ((error: Error) => void) | null,
  user: { uid: 'me', phoneNumber: '+15550000001' } as { uid: string; phoneNumber: string } | null,
}));

vi.mock('@/data/debate-requests', () => ({
  acceptDebateRequest: data.acceptDebateRequest,
  cancelDebateRequest: data.cancelDebateRequest,
  declineChallenge: data.declineChallenge,
  watchDebateRequests: (
    _uid: string,
    onRequests: (requests: DebateRequest[], complete: boolean) => void,
    onError: (error: Error) => void,
  ) => {
    data.subscriptions += 1;
    data.onRequests = onRequests;
    data.onError = onError;
    return () => undefined;
  },
}));
vi.mock('@/hooks/use-session', () => ({
  useSession: () => ({ user: data.user, loading: false, error: null }),
}));

const { BrowseDebatesSection } = await import('./browse-debates-section');

function request(overrides: Partial<DebateRequest>): DebateRequest {
  return {
    id: 'r',
    userId: 'other',
    userPhone: '+15550000002',
    topic: 'Topic',
    stance: 'Stance',
    timeLimit: 30,
    timestamp: NOW - 5 * 60_000,
    status: 'pending',
    ...overrides,
  };
}

const MINE_PENDING = request({
  id: 'm1',
  userId: 'me',
  userPhone: '+15550000001',
  topic: 'Cats rule',
  stance: 'Cats are better',
  timeLimit: 15,
  timestamp: NOW - 30_000,
});
const MINE_MATCHED = request({
  id: 'm2',
  userId: 'me',
  userPhone: '+15550000001',
  topic: 'Dogs drool',
  stance: 'Dogs are worse',
  status: 'matched',
  chatId: 'chat-9',
  acceptedBy: 'bob',
  acceptedByPhone: '+15550000003',
  timestamp: NOW - 2 * 3_600_000,
});
const OPEN = request({ id: 'o1', topic: 'Pineapple on pizza', timeLimit: 45, stance: 'Secret' });
const OPEN_2 = request({ id: 'o2', topic: 'Remote work wins', timeLimit: 60 });

function DebateRoom() {
  return <p>debate room {useParams().chatId}</p>;
}

function renderSection() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/home" element={<BrowseDebatesSection />} />
        <Route path="/debate/:chatId" element={<DebateRoom />} />
      </Routes>
    </MemoryRouter>,
  );
}

function deliver(requests: DebateRequest[], complete = true) {
  act(() => data.onRequests?.(requests, complete));
}

function card(name: string) {
  return screen.getByRole('listitem', { name });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  data.acceptDebateRequest.mockReset();
  data.cancelDebateRequest.mockReset();
  data.subscriptions = 0;
  data.onRequests = null;
  data.user = { uid: 'me', phoneNumber: '+15550000001' };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BrowseDebatesSection: the list', () => {
  test('loads, then shows the tabs with counts and the rows newest first', () => {
    renderSection();
    expect(screen.getByText('Loading debates…')).toBeInTheDocument();
    deliver([OPEN, MINE_MATCHED, MINE_PENDING, OPEN_2]);
    expect(screen.getByRole('tab', { name: 'All (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'My Debates (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Available (2)' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Debate requests' })).getAllByRole(
      'listitem',
      { name: /./ },
    );
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Your debate: Cats rule',
      'Pineapple on pizza',
      'Remote work wins',
      'Your debate: Dogs drool',
    ]);
  });

  test('shows changes as the live list delivers them, with no refresh', () => {
    renderSection();
    deliver([OPEN]);
    expect(card('Pineapple on pizza')).toBeInTheDocument();
    deliver([OPEN, OPEN_2]);
    expect(card('Remote work wins')).toBeInTheDocument();
    deliver([OPEN_2]);
    expect(screen.queryByRole('listitem', { name: 'Pineapple on pizza' })).toBeNull();
  });

  test("others' requests show who asks with their rating, the topic, their stance, limit, privacy, phone, age and Accept", () => {
    renderSection();
    deliver([{ ...OPEN, userName: 'Rita Requester', userRating: 1316, userProvisional: false }]);
    const row = card('Pineapple on pizza');
    expect(row).toHaveTextContent('Requested by Rita Requester');
    expect(within(row).getByTestId('requester-rating')).toHaveTextContent('Rating 1316');
    expect(row).not.toHaveTextContent('provisional');
    expect(row).toHaveTextContent('Their stance: Secret');
    expect(within(row).getByTestId('accept-side')).toHaveTextContent(
      'Accept and you argue Against',
    );
    expect(row).toHaveTextContent('45 min');
    expect(row).toHaveTextContent('Private');
    expect(row).toHaveTextContent('+15550000002');
    expect(row).toHaveTextContent('5m ago');
    expect(within(row).getByRole('button', { name: 'Accept Debate' })).toBeEnabled();
  });

  test("a requester with no rated debate yet shows '1500?' and 'provisional'; a public request says so", () => {
    renderSection();
    deliver([
      { ...OPEN, userName: 'Newbie', userRating: 1500, userProvisional: true, isPublic: true },
    ]);
    const row = card('Pineapple on pizza');
    expect(within(row).getByTestId('requester-rating')).toHaveTextContent('1500?provisional');
    expect(row).toHaveTextContent('Public');
  });

  test('a request made before requests carried a name shows the name its phone makes, no rating', () => {
    renderSection();
    deliver([OPEN]);
    const row = card('Pineapple on pizza');
    expect(row).toHaveTextContent(`Requested by ${fallbackDisplayName('+15550000002')}`);
    expect(within(row).queryByTestId('requester-rating')).toBeNull();
  });

  test("a rematch's stance ('Against: …') turns the sides: accepting it, you argue For", () => {
    renderSection();
    deliver([{ ...OPEN, stance: 'Against: Pineapple belongs on pizza' }]);
    expect(within(card('Pineapple on pizza')).getByTestId('accept-side')).toHaveTextContent(
      'Accept and you argue For',
    );
  });

  test('a long stance shows its first 140 characters, the rest behind Show more', () => {
    const long = `${'a'.repeat(140)} and the rest of it`;
    renderSection();
    deliver([{ ...OPEN, stance: long }]);
    const row = card('Pineapple on pizza');
    expect(row).toHaveTextContent(`${'a'.repeat(140)}…`);
    expect(row).not.toHaveTextContent('the rest of it');
    const more = within(row).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(row).toHaveTextContent('the rest of it');
    expect(within(row).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a stance of 140 characters or fewer has no Show more', () => {
    renderSection();
    deliver([{ ...OPEN, stance: 'b'.repeat(140) }]);
    expect(
      within(card('Pineapple on pizza')).queryByRole('button', { name: 'Show more' }),
    ).toBeNull();
  });

  test('own requests show stance, limit, age and badge; pending ones Cancel, matched ones who and Enter', () => {
    renderSection();
    deliver([MINE_PENDING, MINE_MATCHED]);
    const pending = card('Your debate: Cats rule');
    expect(pending).toHaveTextContent('Cats are better');
    expect(pending).toHaveTextContent('15 min');
    expect(pending).toHaveTextContent('Just now');
    expect(pending).toHaveTextContent('Waiting for opponent');
    expect(within(pending).queryByRole('button', { name: 'Accept Debate' })).toBeNull();
    expect(within(pending).queryByRole('button', { name: 'Enter Debate' })).toBeNull();
    expect(within(pending).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    const matched = card('Your debate: Dogs drool');
    expect(matched).toHaveTextContent('Accepted!');
    expect(matched).toHaveTextContent('2h ago');
    expect(matched).toHaveTextContent('Accepted by +15550000003');
    expect(within(matched).queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(within(matched).getByRole('button', { name: 'Enter Debate' }));
    expect(screen.getByText('debate room chat-9')).toBeInTheDocument();
  });

  test('ages re-render every 10 seconds', () => {
    renderSection();
    deliver([MINE_PENDING]);
    expect(card('Your debate: Cats rule')).toHaveTextContent('Just now');
    act(() => vi.advanceTimersByTime(30_000));
    expect(card('Your debate: Cats rule')).toHaveTextContent('1m ago');
  });

  test('tabs filter: My Debates are mine in any status, Available others’ pending', () => {
    renderSection();
    deliver([OPEN, MINE_PENDING, MINE_MATCHED]);
    fireEvent.click(screen.getByRole('tab', { name: 'My Debates (2)' }));
    expect(screen.getAllByRole('listitem', { name: /^Your debate/ })).toHaveLength(2);
    expect(screen.queryByRole('listitem', { name: 'Pineapple on pizza' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Available (1)' }));
    expect(card('Pineapple on pizza')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /^Your debate/ })).toBeNull();
  });

  test('searches topics case-insensitively; the counts follow; nothing found names the search', () => {
    renderSection();
    deliver([OPEN, OPEN_2, MINE_PENDING]);
    const search = screen.getByRole('searchbox', { name: 'Search debates by topic' });
    fireEvent.change(search, { target: { value: 'PIZZA' } });
    expect(card('Pineapple on pizza')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Remote work wins' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Debates (0)' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zebras' } });
    expect(screen.getByText('No debates found')).toBeInTheDocument();
    expect(screen.getByText(/zebras/)).toBeInTheDocument();
  });

  test("says 'No debates available' and 'Be the first to create a debate!' when there are none", () => {
    renderSection();
    deliver([]);
    expect(screen.getByText('No debates available')).toBeInTheDocument();
    expect(screen.getByText('Be the first to create a debate!')).toBeInTheDocument();
  });

  test('an empty lobby leads on: Start a Debate and a Quick Match; a search that found nothing does not', () => {
    renderSection();
    deliver([]);
    expect(screen.getByRole('link', { name: 'Start a Debate' })).toHaveAttribute(
      'href',
      '/home?section=create-debate',
    );
    // The home's Quick Match card, where the time and topic are chosen (its section searches).
    expect(screen.getByRole('link', { name: 'Try a Quick Match' })).toHaveAttribute(
      'href',
      '/home',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search debates by topic' }), {
      target: { value: 'zebras' },
    });
    expect(screen.getByText('No debates found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start a Debate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Try a Quick Match' })).toBeNull();
  });

  test("says 'Failed to load debate requests: {reason}' and refresh subscribes again", () => {
    renderSection();
    act(() => data.onError?.(new Error('Missing or insufficient permissions.')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load debate requests: Missing or insufficient permissions.',
    );
    expect(data.subscriptions).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh debates' }));
    expect(data.subscriptions).toBe(2);
    deliver([OPEN]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(card('Pineapple on pizza')).toBeInTheDocument();
  });

  test('keeps loading on an empty answer from the cache alone (offline), not "no debates"', () => {
    renderSection();
    deliver([], false);
    expect(screen.getByText(/Loading debates…/)).toBeInTheDocument();
    expect(screen.queryByText('No debates available')).toBeNull();
    deliver([OPEN], false);
    expect(card('Pineapple on pizza')).toBeInTheDocument();
  });

  test('asks a signed-out visitor to sign in', () => {
    data.user = null;
    renderSection();
    expect(
      screen.getByText('Please sign in to view and accept debate requests.'),
    ).toBeInTheDocument();
    expect(data.subscriptions).toBe(0);
  });
});

describe('BrowseDebatesSection: accepting and cancelling', () => {
  test('accepts, is busy meanwhile, then opens the debate', async () => {
    let answer: (chatId: string) => void = () => undefined;
    data.acceptDebateRequest.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSection();
    deliver([OPEN, OPEN_2]);
    fireEvent.click(
      within(card('Pineapple on pizza')).getByRole('button', { name: 'Accept Debate' }),
    );
    expect(data.acceptDebateRequest).toHaveBeenCalledWith('o1');
    expect(
      within(card('Pineapple on pizza')).getByRole('button', { name: 'Accepting…' }),
    ).toBeDisabled();
    // One accept at a time.
    expect(
      within(card('Remote work wins')).getByRole('button', { name: 'Accept Debate' }),
    ).toBeDisabled();
    await act(async () => answer('chat-42'));
    expect(screen.getByText('debate room chat-42')).toBeInTheDocument();
  });

  test('shows the function’s refusal in the browse error banner', async () => {
    data.acceptDebateRequest.mockRejectedValue(
      new Error('This debate request is no longer available'),
    );
    renderSection();
    deliver([OPEN]);
    await act(async () =>
      fireEvent.click(
        within(card('Pineapple on pizza')).getByRole('button', { name: 'Accept Debate' }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This debate request is no longer available',
    );
    expect(
      within(card('Pineapple on pizza')).getByRole('button', { name: 'Accept Debate' }),
    ).toBeEnabled();
  });

  test('cancels an own pending request only after a confirmation', async () => {
    data.cancelDebateRequest.mockResolvedValue(undefined);
    renderSection();
    deliver([MINE_PENDING]);
    const row = card('Your debate: Cats rule');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Keep it' }));
    expect(data.cancelDebateRequest).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await act(async () =>
      fireEvent.click(within(row).getByRole('button', { name: 'Yes, cancel it' })),
    );
    expect(data.cancelDebateRequest).toHaveBeenCalledWith('m1');
  });

  test('reports a refused cancel', async () => {
    data.cancelDebateRequest.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderSection();
    deliver([MINE_PENDING]);
    const row = card('Your debate: Cats rule');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await act(async () =>
      fireEvent.click(within(row).getByRole('button', { name: 'Yes, cancel it' })),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to cancel debate request: Missing or insufficient permissions.',
    );
  });
});

describe('BrowseDebatesSection: challenges', () => {
  const TO_ME = request({
    id: 'c1',
    topic: 'Tea beats coffee',
    userName: 'Ann',
    challengedUid: 'me',
    challengedName: 'Me',
    expiresAt: NOW + 5 * 3_600_000 + 60_000,
  });
  const FROM_ME = request({
    id: 'c2',
    userId: 'me',
    topic: 'Dogs beat cats',
    challengedUid: 'bo',
    challengedName: 'Bo',
    expiresAt: NOW + 3_600_000,
  });

  test('a challenge to me says so, when it lapses, and offers Decline and Accept, not Share', () => {
    renderSection();
    deliver([TO_ME]);
    const row = card('Tea beats coffee');
    expect(row).toHaveTextContent('Challenge for you');
    expect(row).toHaveTextContent('Expires in 5h');
    expect(within(row).getByRole('button', { name: 'Accept Debate' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Available (1)' })).toBeInTheDocument();
  });

  test('Decline answers it through the function', async () => {
    data.declineChallenge.mockResolvedValue(undefined);
    renderSection();
    deliver([TO_ME]);
    await act(async () => {
      fireEvent.click(within(card('Tea beats coffee')).getByRole('button', { name: 'Decline' }));
    });
    expect(data.declineChallenge).toHaveBeenCalledWith('c1');
  });

  test('a lapsed challenge to me leaves the list', () => {
    renderSection();
    deliver([{ ...TO_ME, expiresAt: NOW - 1 }]);
    expect(screen.queryByRole('listitem', { name: 'Tea beats coffee' })).toBeNull();
  });

  test('my own challenge names whom it is for, with Cancel and no Share; lapsed, it says Expired', () => {
    renderSection();
    deliver([FROM_ME]);
    const row = card('Your debate: Dogs beat cats');
    expect(row).toHaveTextContent('Challenge to Bo');
    expect(row).toHaveTextContent('Waiting for opponent');
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();
    renderSection();
    deliver([{ ...FROM_ME, expiresAt: NOW - 1 }]);
    expect(card('Your debate: Dogs beat cats')).toHaveTextContent('Expired');
  });
});
