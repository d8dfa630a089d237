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
  window.addEventListener('online', () => {
    void disableNetwork(firestore)
      .then(() => enableNetwork(firestore))
      .catch((error: unknown) => console.warn('Could not reconnect Firestore', error));
  });
}
