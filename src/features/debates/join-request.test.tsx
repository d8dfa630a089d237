import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DebateRequest } from '@/domain/model';

const data = vi.hoisted(() => ({
  acceptDebateRequest: vi.fn(),
  cancelDebateRequest: vi.fn(),
  declineChallenge: vi.fn(),
  onRequest: null as ((request: DebateRequest | null) => void) | null,
}));
vi.mock('@/data/debate-requests', () => ({
  acceptDebateRequest: data.acceptDebateRequest,
  cancelDebateRequest: data.cancelDebateRequest,
  declineChallenge: data.declineChallenge,
  watchDebateRequests: () => () => undefined,
  watchDebateRequest: (_id: string, onRequest: (r: DebateRequest | null) => void) => {
    data.onRequest = onRequest;
    return () => undefined;
  },
}));
vi.mock('@/hooks/use-session', () => ({
  useSignedInUser: () => ({ uid: 'me', phoneNumber: '+15550000001' }),
}));

const { JoinRequest } = await import('./join-request');

const REQUEST: DebateRequest = {
  id: 'r1',
  userId: 'ann',
  userPhone: '+15550000002',
  userName: 'Ann',
  topic: 'Tea beats coffee',
  stance: 'Tea',
  timeLimit: 15,
  timestamp: Date.now() - 60_000,
  status: 'pending',
};
const CHALLENGE: DebateRequest = {
  ...REQUEST,
  challengedUid: 'me',
  challengedName: 'Me',
  expiresAt: Date.now() + 3_600_000,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function DebateRoom() {
  return <p>debate room {useParams().chatId}</p>;
}

function renderJoin(search: string) {
  render(
    <MemoryRouter initialEntries={[`/join/r1${search}`]}>
      <Routes>
        <Route
          path="/join/:id"
          element={
            <>
              <JoinRequest requestId="r1" />
              <Where />
            </>
          }
        />
        <Route path="/debate/:chatId" element={<DebateRoom />} />
      </Routes>
    </MemoryRouter>,
  );
}

function deliver(request: DebateRequest | null) {
  act(() => data.onRequest?.(request));
}

beforeEach(() => {
  data.acceptDebateRequest.mockReset().mockResolvedValue('chat-7');
  data.declineChallenge.mockReset().mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('JoinRequest: a push’s Accept or Decline', () => {
  test('?answer=accept accepts a challenge to me once and opens the debate', async () => {
    renderJoin('?answer=accept');
    deliver(CHALLENGE);
    deliver(CHALLENGE);
    expect(await screen.findByText('debate room chat-7')).toBeInTheDocument();
    expect(data.acceptDebateRequest).toHaveBeenCalledTimes(1);
    expect(data.acceptDebateRequest).toHaveBeenCalledWith('r1');
  });

  test('?answer=decline declines it, drops the answer from the address and says so', async () => {
    renderJoin('?answer=decline');
    deliver(CHALLENGE);
    expect(data.declineChallenge).toHaveBeenCalledWith('r1');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/join\/r1$/);
    await act(async () => undefined);
    deliver(null);
    expect(
      screen.getByText('You declined this challenge. The challenger has been told.'),
    ).toBeInTheDocument();
  });

  test('a link cannot make anyone accept an open request', () => {
    renderJoin('?answer=accept');
    deliver(REQUEST);
    expect(data.acceptDebateRequest).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept Debate' })).toBeEnabled();
  });

  test('a lapsed challenge says so and answers nothing', () => {
    renderJoin('?answer=accept');
    deliver({ ...CHALLENGE, expiresAt: Date.now() - 60_000 });
    expect(screen.getByText('This challenge has expired.')).toBeInTheDocument();
    expect(data.acceptDebateRequest).not.toHaveBeenCalled();
  });
});

describe('JoinRequest offline', () => {
  afterEach(() => {
    delete (navigator as { onLine?: boolean }).onLine;
  });

  test('before the server answered, it says the request comes with the network; then shows it', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    renderJoin('');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. The debate request will show once you are back online.',
    );
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
    delete (navigator as { onLine?: boolean }).onLine;
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.getByText('Loading the debate request…')).toBeInTheDocument();
    deliver(REQUEST);
    expect(screen.getByRole('button', { name: 'Accept Debate' })).toBeEnabled();
  });
});
