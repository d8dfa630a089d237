/**
 * The FCM token lifecycle (src/push/push-session.ts) with FCM and Firestore replaced by
 * fakes: when push may be tried, enabling from a tap, the refresh at start, and removal.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  emulator: false,
  signOutHooks: [] as ((uid: string) => Promise<void> | void)[],
  fcmSupported: vi.fn(async () => true),
  fetchFcmToken: vi.fn(async (_registration: unknown) => 'token-1'),
  deleteFcmToken: vi.fn(async () => undefined),
  saveDeviceToken: vi.fn(async (..._args: unknown[]) => 'created' as const),
  deleteDeviceToken: vi.fn(async (..._args: unknown[]) => undefined),
}));

vi.mock('@/data/app', () => ({
  get emulatorMode() {
    return fake.emulator;
  },
  firebaseApp: () => ({}),
}));
vi.mock('@/data/session', () => ({
  onSignOut: (hook: (uid: string) => Promise<void>) => {
    fake.signOutHooks.push(hook);
    return () => undefined;
  },
}));
vi.mock('./messaging', () => ({
  fcmSupported: fake.fcmSupported,
  fetchFcmToken: fake.fetchFcmToken,
  deleteFcmToken: fake.deleteFcmToken,
}));
vi.mock('./token-docs', () => ({
  saveDeviceToken: fake.saveDeviceToken,
  deleteDeviceToken: fake.deleteDeviceToken,
}));

const session = await import('./push-session');
const { readDeviceRecord, writeDeviceRecord } = await import('./device-record');

const registration = { active: {}, scope: '/' };
const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
let permission: NotificationPermission = 'default';
let online = true;

beforeEach(() => {
  fake.emulator = false;
  vi.stubEnv('VITE_FIREBASE_VAPID_KEY', 'test-vapid-key');
  permission = 'default';
  online = true;
  requestPermission.mockReset().mockImplementation(async () => {
    permission = 'granted';
    return permission;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  for (const f of [
    fake.fcmSupported,
    fake.fetchFcmToken,
    fake.deleteFcmToken,
    fake.saveDeviceToken,
    fake.deleteDeviceToken,
  ]) {
    f.mockClear();
  }
  fake.fcmSupported.mockImplementation(async () => true);
  fake.fetchFcmToken.mockImplementation(async () => 'token-1');
  localStorage.clear();
  session.resetPushStatuses();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('whether push can be tried here', () => {
  test('off, ready to enable, on a browser with push, a VAPID key and a real project', () => {
    expect(session.pushStatus('alice')).toEqual({ kind: 'off' });
  });

  test.each([
    ['emulator', () => (fake.emulator = true)],
    ['no-vapid-key', () => vi.stubEnv('VITE_FIREBASE_VAPID_KEY', '')],
    ['denied', () => (permission = 'denied')],
    ['unsupported', () => delete (window as { PushManager?: unknown }).PushManager],
    [
      'ios-not-installed',
      () =>
        vi
          .spyOn(navigator, 'userAgent', 'get')
          .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1'),
    ],
  ])('says why not: %s', (blocker, arrange) => {
    arrange();
    expect(session.pushStatus('alice')).toEqual({ kind: 'unavailable', blocker });
  });
});

describe('enablePush', () => {
  test('asks permission within the tap, then stores the token got through our worker', async () => {
    const done = session.enablePush('alice');
    // Asked before anything was awaited: iOS ignores a request made later.
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(session.pushStatus('alice')).toEqual({ kind: 'working' });
    await done;

    expect(fake.fetchFcmToken).toHaveBeenCalledWith(registration);
    expect(fake.saveDeviceToken).toHaveBeenCalledWith('alice', 'token-1', navigator.userAgent);
    expect(session.pushStatus('alice')).toEqual({ kind: 'on' });
    expect(session.pushDeliversHere('alice')).toBe(true);
    expect(readDeviceRecord('alice')?.token).toBe('token-1');
  });

  test('a refusal leaves push off and stores nothing', async () => {
    requestPermission.mockImplementation(async () => {
      permission = 'denied';
      return permission;
    });
    await session.enablePush('alice');
    expect(session.pushStatus('alice')).toEqual({ kind: 'unavailable', blocker: 'denied' });
    requestPermission.mockImplementation(async () => 'default');
    permission = 'default';
    session.resetPushStatuses();
    await session.enablePush('alice');
    expect(session.pushStatus('alice')).toEqual({ kind: 'failed', reason: 'not-allowed' });
    expect(fake.saveDeviceToken).not.toHaveBeenCalled();
  });

  test('offline it says so without asking', async () => {
    online = false;
    await session.enablePush('alice');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(session.pushStatus('alice')).toEqual({ kind: 'failed', reason: 'offline' });
  });

  test("where FCM's own check fails, it says the browser is unsupported", async () => {
    fake.fcmSupported.mockImplementation(async () => false);
    await session.enablePush('alice');
    expect(session.pushStatus('alice')).toEqual({ kind: 'unavailable', blocker: 'unsupported' });
    expect(fake.fetchFcmToken).not.toHaveBeenCalled();
  });

  test('an FCM error is reported and can be retried', async () => {
    fake.fetchFcmToken.mockImplementationOnce(async () => {
      throw new Error('messaging/token-subscribe-failed');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await session.enablePush('alice');
    expect(session.pushStatus('alice')).toEqual({ kind: 'failed', reason: 'error' });
    await session.enablePush('alice');
    expect(session.pushStatus('alice')).toEqual({ kind: 'on' });
  });
});

describe('startPushSession', () => {
  test('does nothing for a user who never turned push on here', async () => {
    permission = 'granted';
    await session.startPushSession('alice');
    expect(fake.fetchFcmToken).not.toHaveBeenCalled();
  });

  test('gets the token again and leaves lastSeen alone within a day', async () => {
    permission = 'granted';
    writeDeviceRecord('alice', { token: 'token-1', refreshedAt: Date.now() - 1000 });
    await session.startPushSession('alice');
    expect(fake.fetchFcmToken).toHaveBeenCalledTimes(1);
    expect(fake.saveDeviceToken).not.toHaveBeenCalled();
  });

  test('refreshes lastSeen after a day', async () => {
    permission = 'granted';
    writeDeviceRecord('alice', {
      token: 'token-1',
      refreshedAt: Date.now() - session.REFRESH_INTERVAL_MS - 1,
    });
    const before = Date.now();
    await session.startPushSession('alice');
    expect(fake.saveDeviceToken).toHaveBeenCalledWith('alice', 'token-1', navigator.userAgent);
    expect(readDeviceRecord('alice')?.refreshedAt).toBeGreaterThanOrEqual(before);
  });

  test('replaces a token FCM rotated', async () => {
    permission = 'granted';
    writeDeviceRecord('alice', { token: 'token-old', refreshedAt: Date.now() });
    fake.fetchFcmToken.mockImplementation(async () => 'token-new');
    await session.startPushSession('alice');
    expect(fake.deleteDeviceToken).toHaveBeenCalledWith('alice', 'token-old');
    expect(fake.saveDeviceToken).toHaveBeenCalledWith('alice', 'token-new', navigator.userAgent);
    expect(readDeviceRecord('alice')?.token).toBe('token-new');
  });

  test('removes the token once notifications were blocked', async () => {
    permission = 'denied';
    writeDeviceRecord('alice', { token: 'token-1', refreshedAt: Date.now() });
    await session.startPushSession('alice');
    expect(fake.deleteDeviceToken).toHaveBeenCalledWith('alice', 'token-1');
    expect(readDeviceRecord('alice')).toBeNull();
  });
});

describe('removing the token', () => {
  test('sign-out deletes the document, revokes the token and forgets it', async () => {
    permission = 'granted';
    await session.enablePush('alice');
    expect(fake.signOutHooks).toHaveLength(1);
    await fake.signOutHooks[0]!('alice');
    expect(fake.deleteDeviceToken).toHaveBeenCalledWith('alice', 'token-1');
    expect(fake.deleteFcmToken).toHaveBeenCalledTimes(1);
    expect(readDeviceRecord('alice')).toBeNull();
  });

  test('sign-out is not held up by a removal that cannot reach the server', async () => {
    vi.useFakeTimers();
    writeDeviceRecord('alice', { token: 'token-1', refreshedAt: Date.now() });
    fake.deleteDeviceToken.mockImplementationOnce(() => new Promise(() => undefined));
    const signOut = fake.signOutHooks[0]!('alice');
    let finished = false;
    void Promise.resolve(signOut).then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(session.SIGN_OUT_TIMEOUT_MS - 1);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(finished).toBe(true);
  });

  test("'Turn off notifications' removes it and leaves push off", async () => {
    await session.enablePush('alice');
    await session.disablePush('alice');
    expect(fake.deleteDeviceToken).toHaveBeenCalledWith('alice', 'token-1');
    expect(session.pushStatus('alice')).toEqual({ kind: 'off' });
    expect(session.pushDeliversHere('alice')).toBe(false);
  });
});
