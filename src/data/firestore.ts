/**
 * Firestore, loaded only after sign-in. Its cache stays in memory: Dexie (src/offline)
 * is the app's persistence, so there is exactly one durable queue of writes.
 */
import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  memoryLocalCache,
  type Firestore,
} from 'firebase/firestore';
import { emulatorHosts, emulatorMode, firebaseApp } from './app';

let instance: Firestore | undefined;

export function db(): Firestore {
  if (instance) return instance;
  instance = initializeFirestore(firebaseApp(), { localCache: memoryLocalCache() });
  if (emulatorMode) {
    const { host, port } = emulatorHosts().firestore;
    connectFirestoreEmulator(instance, host, port);
  }
  reconnectWhenOnline(instance);
  return instance;
}

/**
 * After failed attempts while offline, Firestore waits with exponential back-off (up to a
 * minute) before it reconnects its listeners. When the device says it is back online,
 * reconnect now: messages from the other side arrive at once, not a minute later.
 * Pending writes stay queued across the restart.
 */
function reconnectWhenOnline(firestore: Firestore): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('online', () => reconnect(firestore));
}

function reconnect(firestore: Firestore): void {
  void disableNetwork(firestore)
    .then(() => enableNetwork(firestore))
    .catch((error: unknown) => console.warn('Could not reconnect Firestore', error));
}

/** The least time between two restarts that silent listeners ask for (restartListenStream). */
export const LISTEN_RESTART_SPACING_MS = 30_000;

let lastListenRestart = Number.NEGATIVE_INFINITY;
/** A restart asked for too soon after the last one, made once the spacing allows. */
let owedRestart: ReturnType<typeof setTimeout> | undefined;

/**
 * A listener stayed silent about something the server holds, which a read of its own found
 * (src/data/direct-read.ts): Firestore's connection is restarted, as when the device comes
 * back online, so every listener is heard again on a fresh stream, each resuming where it
 * was. Otherwise a stream that has stopped delivering (the e2e suite saw the emulator's do
 * it, with no error) would leave every later message to the next read of its own. At most
 * once per LISTEN_RESTART_SPACING_MS (one asked for sooner is made when that time is up);
 * nothing before Firestore has started.
 */
export function restartListenStream(reason: string): void {
  if (!instance) return;
  const wait = lastListenRestart + LISTEN_RESTART_SPACING_MS - Date.now();
  if (wait > 0) {
    // Asked again too soon: a silence found now is not forgotten; one restart is owed, and
    // made once the spacing allows (a stream restarted a moment ago may have fallen silent
    // again, and what found it may not look again).
    owedRestart ??= setTimeout(() => {
      owedRestart = undefined;
      restartListenStream(reason);
    }, wait);
    return;
  }
  lastListenRestart = Date.now();
  console.warn(`Firestore's connection is restarted: ${reason}`);
  reconnect(instance);
}
