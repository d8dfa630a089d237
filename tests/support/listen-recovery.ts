/**
 * Recovery from a fault of the Firestore emulator's transport, not of the app, for the
 * emulator tests (emulator-listen-recovery.ts) and the bench's SDK clients (bench/clients.ts).
 *
 * The Cloud SDK's Firestore emulator now and then corrupts a Listen stream when a write lands
 * on a query whose first results it is still sending (most often on a cold emulator). The
 * client then reads a frame length out of the middle of a message ("RESOURCE_EXHAUSTED:
 * Received message larger than max (277933792 vs 17825792)"), takes it for a quota error, and
 * waits out its longest backoff, about a minute, before it listens again: every listener of
 * that client goes quiet and the test times out. Production Firestore never sends such a
 * frame. So here, on that one message and no other, every Firestore client of this test file
 * reconnects at once (disableNetwork, then enableNetwork: listeners resume from their resume
 * tokens, pending writes stay queued, nothing is lost or sent twice), and the test output says
 * it happened. Reproduced with the plain SDK and no app code (two clients, one listening to a
 * query, the other writing a matching document, on a freshly started emulator).
 */
import * as firebaseApp from 'firebase/app';
import { getApps, onLog, type FirebaseApp } from 'firebase/app';
import { disableNetwork, enableNetwork, getFirestore, setLogLevel } from 'firebase/firestore';

/**
 * Firebase's own (untyped) lookup of a service on an app: it says whether the app has a
 * Firestore without creating one, which getFirestore() would (and a rules-unit-testing
 * context could then no longer point its own at the emulator).
 */
const { _getProvider } = firebaseApp as unknown as {
  _getProvider(app: FirebaseApp, name: 'firestore'): { isInitialized(identifier: string): boolean };
};

/** The message of the emulator's corrupt frame, as grpc-js words it. */
const CORRUPT_FRAME = /Received message larger than max/;

let reconnecting = false;

/** The instance name of an app's default Firestore database (not Firebase's '[DEFAULT]'). */
const DEFAULT_DATABASE = '(default)';

async function reconnectAll(): Promise<void> {
  for (const app of getApps()) {
    if (!_getProvider(app, 'firestore').isInitialized(DEFAULT_DATABASE)) continue;
    const firestore = getFirestore(app);
    try {
      await disableNetwork(firestore);
      await enableNetwork(firestore);
      console.warn(`[emulator] ${app.name}: Firestore reconnected`);
    } catch {
      // A client already terminated (its test context closed) has nothing to resume.
    }
  }
}

let listening = false;

/**
 * Reconnects every Firestore client of this process when one reports the emulator's corrupt
 * frame (once per process, however often it is called). The client reports the frame at
 * 'warn' and again at 'error', and its log calls stop at its own level: the clients run at
 * 'error' from here on, or the report would never reach the handler. A caller whose code
 * silences the client later (setLogLevel('silent') while a module loads) sets 'error' again
 * before its tests run.
 */
export function recoverCorruptListenStreams(): void {
  setLogLevel('error');
  if (listening) return;
  listening = true;
  onLog(
    ({ type, message }) => {
      if (type !== '@firebase/firestore' || !CORRUPT_FRAME.test(message) || reconnecting) return;
      reconnecting = true;
      console.warn(
        `[emulator] a Listen stream arrived corrupted (${message.slice(0, 120)}); reconnecting`,
      );
      void reconnectAll().finally(() => {
        reconnecting = false;
      });
    },
    { level: 'error' },
  );
}
