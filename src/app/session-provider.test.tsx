import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AuthState } from '@/domain/auth-state';

const store = vi.hoisted(() => ({
  state: { user: null, loading: true, error: null } as AuthState,
  listeners: new Set<() => void>(),
  set(next: AuthState) {
    this.state = next;
    this.listeners.forEach((l) => l());
  },
}));
vi.mock('@/data/session', () => ({
  sessionState: () => store.state,
  subscribeSession: (listener: () => void) => {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  },
}));

const { SessionProvider } = await import('./session-provider');
const { useSession } = await import('@/hooks/use-session');

const LOADING: AuthState = { user: null, loading: true, error: null };
const ALICE: AuthState = {
  user: { uid: 'alice', phoneNumber: '+15550000001' },
  loading: false,
  error: null,
};

function Who() {
  const { user, loading } = useSession();
  return <p>{loading ? 'loading' : (user?.uid ?? 'signed out')}</p>;
}

afterEach(() => {
  cleanup();
  store.state = LOADING;
  store.listeners.clear();
  vi.restoreAllMocks();
});

describe('SessionProvider', () => {
  test("every screen sees the store's session, and its changes", async () => {
    render(
      <SessionProvider>
        <Who />
        <Who />
      </SessionProvider>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await act(async () => store.set(ALICE));
    expect(screen.getAllByText('alice')).toHaveLength(2);
    await act(async () => store.set({ user: null, loading: false, error: null }));
    expect(screen.getAllByText('signed out')).toHaveLength(2);
  });

  test('a change made before it subscribed is not missed', async () => {
    function ChangesDuringRender() {
      // The store moves on after the provider read it and before its effect subscribed.
      if (store.state.loading) store.state = ALICE;
      return null;
    }
    render(
      <SessionProvider>
        <ChangesDuringRender />
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('alice')).toBeInTheDocument();
  });

  test('a change renders as a transition: the screen on show stays until the new one is ready', async () => {
    const forever = new Promise<never>(() => undefined);
    function SignedInScreen() {
      const { user } = useSession();
      // A signed-in screen whose code is still downloading.
      if (user) use(forever);
      return <p>splash</p>;
    }
    store.state = LOADING;
    render(
      <SessionProvider>
        <Suspense fallback={<p>placeholder</p>}>
          <SignedInScreen />
        </Suspense>
      </SessionProvider>,
    );
    expect(screen.getByText('splash')).toBeInTheDocument();
    await act(async () => store.set(ALICE));
    expect(screen.getByText('splash')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  test('useSession outside the provider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Who />)).toThrow('useSession is used outside SessionProvider.');
  });
});
