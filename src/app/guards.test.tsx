import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuthState } from '@/domain/auth-state';

const session = vi.hoisted(() => ({
  state: { user: null, loading: false, error: null } as AuthState,
  listeners: new Set<() => void>(),
  /** Accounts this sign-in created whose first-run screen is still due (src/data/first-run). */
  newAccounts: new Set<string>(),
}));

vi.mock('@/data/first-run', () => ({
  firstRunDue: (uid: string) => session.newAccounts.has(uid),
}));

vi.mock('@/hooks/use-session', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useSession: () =>
      useSyncExternalStore(
        (listener) => {
          session.listeners.add(listener);
          return () => session.listeners.delete(listener);
        },
        () => session.state,
      ),
  };
});

const { RedirectSignedIn, RequireSignedIn, SignedInOrStart, deepLinkPath, resetVisitForTests } =
  await import('./guards');

const ALICE = { uid: 'alice', phoneNumber: '+15550000001' };

function setSession(next: Partial<AuthState>) {
  act(() => {
    session.state = { ...session.state, ...next };
    session.listeners.forEach((l) => l());
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/"
          element={
            <RedirectSignedIn>
              <p>Sign-in screen</p>
            </RedirectSignedIn>
          }
        />
        {[
          '/home',
          '/welcome',
          '/profile',
          '/chat/:id',
          '/debate/:id',
          '/join/:id',
          '/results/:id',
        ].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireSignedIn>
                <Where />
              </RequireSignedIn>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <SignedInOrStart>
              <p>Page not found</p>
            </SignedInOrStart>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetVisitForTests();
  session.newAccounts.clear();
  session.state = { user: null, loading: false, error: null };
});
afterEach(cleanup);

describe('deep link through sign-in', () => {
  test.each(['/chat/abc123', '/debate/abc_12-3', '/join/req1', '/results/chat1'])(
    'a signed-out visitor opening %s is sent to /, signs in and lands there',
    (path) => {
      renderApp(path);
      expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
      setSession({ user: ALICE });
      expect(screen.getByTestId('where')).toHaveTextContent(path);
    },
  );

  test('without a deep link, signing in lands on /home', () => {
    renderApp('/');
    setSession({ user: ALICE });
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  test('the sign-in that created the account lands on the first-run screen; a deep link still wins', () => {
    session.newAccounts.add(ALICE.uid);
    renderApp('/');
    setSession({ user: ALICE });
    expect(screen.getByTestId('where')).toHaveTextContent('/welcome');
    cleanup();
    setSession({ user: null });
    resetVisitForTests();
    renderApp('/join/req1');
    setSession({ user: ALICE });
    expect(screen.getByTestId('where')).toHaveTextContent('/join/req1');
  });

  test('a signed-in page that is not a deep link (/profile) still leads to /home', () => {
    renderApp('/profile');
    setSession({ user: ALICE });
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  test('the splash shows while the session loads, then the redirect happens', () => {
    session.state = { user: null, loading: true, error: null };
    renderApp('/chat/abc');
    expect(screen.queryByText('Sign-in screen')).toBeNull();
    setSession({ loading: false });
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
  });

  test('on / the landing’s top shows while the session loads, then the sign-in page', () => {
    session.state = { user: null, loading: true, error: null };
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Debate Arena');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Sign-in screen')).toBeNull();
    setSession({ loading: false });
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Debate Arena' })).toBeNull();
  });

  test('someone who signs out is not carried back for the next person', () => {
    session.state = { user: ALICE, loading: false, error: null };
    renderApp('/chat/abc');
    expect(screen.getByTestId('where')).toHaveTextContent('/chat/abc');
    setSession({ user: null });
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
    setSession({ user: { uid: 'bob', phoneNumber: '+15550000002' } });
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });
});

describe('deepLinkPath: only same-origin in-app paths (no open redirect)', () => {
  test.each([
    ['/chat/abc', '/chat/abc'],
    ['/debate/x1', '/debate/x1'],
    ['/chat/abc?from=push', '/chat/abc?from=push'],
  ])('%s is honoured', (value, expected) => {
    expect(deepLinkPath(value)).toBe(expected);
  });

  test.each([
    '//evil.example/chat/abc',
    'https://evil.example/chat/abc',
    'javascript:alert(1)',
    '/\\evil.example',
    '/chat/abc/../../evil',
    '/chat/',
    '/chat/abc/extra',
    '/profile',
    '/home',
    '/nowhere',
    'chat/abc',
    '/chat/abc?next=//evil.example',
    '/chat/abc#x',
    '',
    null,
    42,
    { pathname: '/chat/abc' },
    `/chat/${'a'.repeat(600)}`,
  ])('%s is refused', (value) => {
    expect(deepLinkPath(value)).toBeNull();
  });

  test('a forged location state on / cannot send a signed-in user off the app', () => {
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/', state: { returnTo: 'https://evil.example/' } }]}
      >
        <Routes>
          <Route
            path="/"
            element={
              <RedirectSignedIn>
                <p>Sign-in screen</p>
              </RedirectSignedIn>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    setSession({ user: ALICE });
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });
});

describe('unknown routes', () => {
  test('signed out, an unknown route redirects to /', () => {
    renderApp('/no-such-page');
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).toBeNull();
    // and it is not remembered as a deep link
    setSession({ user: ALICE });
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  test('signed in, an unknown route says Page not found', () => {
    session.state = { user: ALICE, loading: false, error: null };
    renderApp('/no-such-page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
