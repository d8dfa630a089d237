import { afterEach, describe, expect, test, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./app', () => ({ firebaseApp: vi.fn(() => calls.push('app')) }));
vi.mock('./auth', () => ({
  watchAuth: vi.fn(() => {
    calls.push('auth');
    return () => undefined;
  }),
  signOut: vi.fn(async () => undefined),
}));

const { sessionState } = await import('./session');

afterEach(() => vi.useRealTimers());

describe('the session’s start', () => {
  test('runs Firebase in tasks of its own, not in the render that asks first: the app, then Auth', () => {
    vi.useFakeTimers();
    // The first render's call: it answers 'loading' and starts nothing yet.
    expect(sessionState().loading).toBe(true);
    sessionState();
    expect(calls).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['app']);
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['app', 'auth']);
    vi.runAllTimers();
    expect(calls).toEqual(['app', 'auth']);
  });
});
