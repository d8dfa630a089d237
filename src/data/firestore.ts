/**
 * Firestore, loaded only after sign-in. Its cache stays in memory: Dexie (src/offline)
 * is the app's persistence, so there is exactly one durable queue of writes.
 */
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  Timestamp,
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
  return instance;
}

/** A Firestore time as epoch milliseconds; null while a server timestamp is pending. */
export function millis(value: unknown): number | null {
  if (value instanceof Timestamp) return value.toMillis();
  if (typeof value === 'number') return value;
  return null;
}
