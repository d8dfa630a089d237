import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const sdk = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('firebase/firestore', () => ({
  initializeFirestore: vi.fn(() => ({ name: 'firestore' })),
  memoryLocalCache: vi.fn(),
  connectFirestoreEmulator: vi.fn(),
  disableNetwork: vi.fn(async () => {
    sdk.calls.push('disable');
  }),
  enableNetwork: vi.fn(async () => {
    sdk.calls.push('enable');
  }),
}));
vi.mock('./app', () => ({
  emulatorMode: false,
  emulatorHosts: vi.fn(),
  firebaseApp: vi.fn(() => ({})),
}));

const { db, LISTEN_RESTART_SPACING_MS, restartListenStream } = await import('./firestore');

async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('restartListenStream', () => {
  test('reconnects Firestore at most once per 30 s, and not before it started', async () => {
    expect(LISTEN_RESTART_SPACING_MS).toBe(30_000);
    restartListenStream('before start');
    await settle();
    expect(sdk.calls).toEqual([]);

    db();
    restartListenStream('a listener missed a message');
    await settle();
    expect(sdk.calls).toEqual(['disable', 'enable']);
    expect(console.warn).toHaveBeenCalledWith(
      "Firestore's connection is restarted: a listener missed a message",
    );

    vi.advanceTimersByTime(LISTEN_RESTART_SPACING_MS - 1);
    restartListenStream('too soon');
    await settle();
    expect(sdk.calls).toHaveLength(2);
    // Made when the spacing is up.
    vi.advanceTimersByTime(1);
    await settle();
    expect(sdk.calls).toEqual(['disable', 'enable', 'disable', 'enable']);
  });

  test('a restart asked for too soon is made once, when the spacing is up', async () => {
    db();
    vi.advanceTimersByTime(2 * LISTEN_RESTART_SPACING_MS);
    restartListenStream('first');
    await settle();
    sdk.calls.length = 0;

    vi.advanceTimersByTime(10_000);
    restartListenStream('too soon');
    restartListenStream('too soon, again');
    await settle();
    expect(sdk.calls).toEqual([]);
    vi.advanceTimersByTime(LISTEN_RESTART_SPACING_MS - 10_000 - 1);
    await settle();
    expect(sdk.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    await settle();
    // Once, for both asks.
    expect(sdk.calls).toEqual(['disable', 'enable']);
    expect(console.warn).toHaveBeenLastCalledWith("Firestore's connection is restarted: too soon");
    vi.advanceTimersByTime(2 * LISTEN_RESTART_SPACING_MS);
    await settle();
    expect(sdk.calls).toHaveLength(2);
  });

  test('the device back online reconnects too, spaced or not', async () => {
    db();
    sdk.calls.length = 0;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(sdk.calls).toEqual(['disable', 'enable']);
  });
});
