/**
 * Reads past a silent listener. The full SDK answers getDoc, getDocFromServer and
 * getDocsFromServer on the one listen stream every listener shares (each read is a target of
 * its own on it), so a read asked because a listener did not answer can wait on the same
 * stream just as long: the e2e suite saw a conversation's gap read get no answer for 10 s
 * while the chat list's listener on that stream went on answering. These reads go by a
 * request of their own instead: Firestore Lite's REST calls (a document lookup, a RunQuery),
 * which share nothing with the listen stream and either answer or fail.
 *
 * Lite is a second, small Firestore client on the same app (the same signed-in user, the
 * same App Check token). It is its own chunk, fetched the first time such a read is needed,
 * so a session whose listeners answer never loads it.
 */
import type * as FirestoreLite from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { emulatorHosts, emulatorMode, firebaseApp } from './app';

type Lite = typeof FirestoreLite;

/** Firestore Lite, and its client for this app. */
interface DirectReader {
  readonly lite: Lite;
  readonly db: Firestore;
}

let reader: Promise<DirectReader> | undefined;

/** The client for reads by a request of their own (loaded once, on first use). */
export function directReader(): Promise<DirectReader> {
  reader ??= import('firebase/firestore/lite').then(
    (lite) => {
      const db = lite.getFirestore(firebaseApp());
      if (emulatorMode) {
        const { host, port } = emulatorHosts().firestore;
        lite.connectFirestoreEmulator(db, host, port);
      }
      return { lite, db };
    },
    (error: unknown) => {
      // A chunk that failed to load (offline) is fetched again on the next read.
      reader = undefined;
      throw error;
    },
  );
  return reader;
}
