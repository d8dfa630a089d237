/**
 * The FCM token lifecycle of the signed-in user on this device:
 * - enablePush (only from a tap): permission, token through our own worker, stored at
 *   users/{uid}/fcmTokens/{token};
 * - startPushSession (each start): the token is fetched again (FCM may have rotated it) and
 *   its lastSeen refreshed, at most once a day;
 * - sign-out and disablePush: the document is deleted and the token revoked.
 * Where FCM cannot work the status says why (availability.ts) and nothing else changes.
 */
import { onSignOut } from '@/data/session';
import { createStore } from '@/lib/create-store';
import { appRegistration, pushBlocker, type PushBlocker } from './availability';
import { clearDeviceRecord, readDeviceRecord, writeDeviceRecord } from './device-record';
import { deleteFcmToken, fcmSupported, fetchFcmToken } from './messaging';
import { deleteDeviceToken, saveDeviceToken } from './token-docs';

export type PushStatus =
  | { kind: 'unavailable'; blocker: PushBlocker }
  | { kind: 'off' }
  | { kind: 'working' }
  | { kind: 'on' }
  | { kind: 'failed'; reason: PushFailure };

export type PushFailure = 'offline' | 'not-allowed' | 'error';

/** lastSeen is written at most this often. */
export const REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Sign-out waits at most this long for the token's removal (it may be offline). */
export const SIGN_OUT_TIMEOUT_MS = 4000;

/** Each user's status on this device once something happened to it; see pushStatus. */
const statuses = createStore<ReadonlyMap<string, PushStatus>>(new Map());
/** The status read from the device while nothing happened yet, kept so it stays one object. */
const baselines = new Map<string, PushStatus>();

function set(uid: string, status: PushStatus): void {
  statuses.set(new Map(statuses.get()).set(uid, status));
}

function forget(uid: string): void {
  baselines.delete(uid);
  const next = new Map(statuses.get());
  next.delete(uid);
  statuses.set(next);
}

function baseStatus(uid: string): PushStatus {
  const blocker = pushBlocker();
  if (blocker) return { kind: 'unavailable', blocker };
  return readDeviceRecord(uid) ? { kind: 'on' } : { kind: 'off' };
}

export const subscribePush = statuses.subscribe;

export function pushStatus(uid: string): PushStatus {
  const status = statuses.get().get(uid) ?? baselines.get(uid);
  if (status) return status;
  const base = baseStatus(uid);
  baselines.set(uid, base);
  return base;
}

/** Whether FCM delivers to this device for the user (the worker shows those messages). */
export function pushDeliversHere(uid: string): boolean {
  return pushStatus(uid).kind === 'on';
}

function timeout(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function registrationOrBlocker(): Promise<ServiceWorkerRegistration | PushBlocker> {
  const registration = await Promise.race([appRegistration(), timeout(10_000).then(() => null)]);
  if (!registration) return 'no-service-worker';
  if (!(await fcmSupported())) return 'unsupported';
  return registration;
}

async function storeToken(uid: string): Promise<PushStatus> {
  const registration = await registrationOrBlocker();
  if (typeof registration === 'string') return { kind: 'unavailable', blocker: registration };
  const token = await fetchFcmToken(registration);
  const previous = readDeviceRecord(uid);
  if (previous && previous.token !== token) {
    await deleteDeviceToken(uid, previous.token).catch((e: unknown) =>
      console.warn('Could not remove the replaced push token', e),
    );
  }
  if (
    !previous ||
    previous.token !== token ||
    Date.now() - previous.refreshedAt >= REFRESH_INTERVAL_MS
  ) {
    await saveDeviceToken(uid, token, navigator.userAgent);
    writeDeviceRecord(uid, { token, refreshedAt: Date.now() });
  }
  return { kind: 'on' };
}

/**
 * Turns push on for the user on this device. Call it straight from a tap: the permission is
 * asked before anything else (iOS ignores a request made outside the tap's own task).
 */
export function enablePush(uid: string): Promise<void> {
  if (!navigator.onLine) {
    set(uid, { kind: 'failed', reason: 'offline' });
    return Promise.resolve();
  }
  const asked = Notification.requestPermission();
  set(uid, { kind: 'working' });
  return (async () => {
    const permission = await asked;
    if (permission !== 'granted') {
      set(
        uid,
        permission === 'denied'
          ? { kind: 'unavailable', blocker: 'denied' }
          : { kind: 'failed', reason: 'not-allowed' },
      );
      return;
    }
    set(uid, await storeToken(uid));
  })().catch((error: unknown) => {
    console.error('Could not turn on push notifications', error);
    set(uid, { kind: 'failed', reason: 'error' });
  });
}

async function removeToken(uid: string): Promise<void> {
  const record = readDeviceRecord(uid);
  clearDeviceRecord(uid);
  if (!record) return;
  const removal = Promise.allSettled([deleteDeviceToken(uid, record.token), deleteFcmToken()]);
  await Promise.race([removal, timeout(SIGN_OUT_TIMEOUT_MS)]);
}

/** Turns push off for the user on this device. */
export async function disablePush(uid: string): Promise<void> {
  set(uid, { kind: 'working' });
  await removeToken(uid);
  set(uid, baseStatus(uid));
}

/**
 * At each start of a signed-in session: a user who turned push on here gets the current
 * token stored (FCM may have rotated it) and lastSeen refreshed. Without the permission
 * any more, the stale token is removed.
 */
export async function startPushSession(uid: string): Promise<void> {
  const status = pushStatus(uid);
  const record = readDeviceRecord(uid);
  if (!record) return;
  if (status.kind === 'unavailable') {
    if (status.blocker === 'denied') await removeToken(uid);
    return;
  }
  if (!navigator.onLine) return;
  try {
    set(uid, await storeToken(uid));
  } catch (error) {
    // Keep the status: the stored token may well still work.
    console.warn('Could not refresh the push token', error);
  }
}

let hooked = false;

/** Sign-out removes the token first (signOut waits for it, within a time limit). */
export function removeTokenOnSignOut(): void {
  if (hooked) return;
  hooked = true;
  onSignOut(async (uid) => {
    await removeToken(uid);
    forget(uid);
  });
}

removeTokenOnSignOut();

/** For tests: forget every status. */
export function resetPushStatuses(): void {
  baselines.clear();
  statuses.set(new Map());
}
