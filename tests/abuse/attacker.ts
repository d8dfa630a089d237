/**
 * An attacker as DESIGN.md §5 pictures one: a signed-in phone account driving the plain
 * Firebase client SDK (its own app instance, no app code) against the emulators, with the
 * ID token it got at sign-in. Every attempt settles into an Outcome instead of throwing.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { phoneAccount, projectId, type Account } from '../functions/support';

// Refused writes are the point; the SDK would log each one as an error.
setLogLevel('silent');

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const [firestoreHost, firestorePort] = (
  process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080'
).split(':') as [string, string];
const functionsPort = Number(process.env.DA_FUNCTIONS_PORT || 5001);

export type Outcome = { ok: true; data: unknown } | { ok: false; code: string; message: string };

export interface Attacker extends Account {
  db: Firestore;
  /** Calls a callable function by name. */
  call(name: string, data: unknown): Promise<Outcome>;
  close(): Promise<void>;
}

/** Settles an attempt: what it returned, or the code and message it was refused with. */
export async function attempt(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    const { code = 'unknown', message = String(error) } = error as {
      code?: string;
      message?: string;
    };
    return {
      ok: false,
      code: code.replace(/^(firestore|functions)\//, ''),
      // The functions SDK appends the HTTP status ('… suspended. [403]').
      message: message.replace(/\s*\[\d{3}\]$/, ''),
    };
  }
}

/**
 * An emulator-only custom token (unsigned): the SDK signs in to the existing phone account,
 * whose ID token then carries its phone_number claim like a real phone sign-in's.
 */
function emulatorToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: 'emulator@example.com',
    sub: 'emulator@example.com',
    aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    uid,
    iat: now,
    exp: now + 3600,
  })}.`;
}

/** A phone account signed in through the client SDK of its own app instance. */
export async function signInAttacker(phone: string): Promise<Attacker> {
  const account = await phoneAccount(phone);
  const app: FirebaseApp = initializeApp(
    { apiKey: 'demo-api-key', projectId, appId: `attacker-${account.uid}` },
    `attacker-${account.uid}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const { user } = await signInWithCustomToken(auth, emulatorToken(account.uid));
  const claims = (await user.getIdTokenResult()).claims;
  if (claims.phone_number !== phone) throw new Error(`No phone claim for ${phone}`);

  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  connectFirestoreEmulator(db, firestoreHost, Number(firestorePort));
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, '127.0.0.1', functionsPort);

  return {
    ...account,
    db,
    call: (name, data) => attempt(async () => (await httpsCallable(functions, name)(data)).data),
    close: () => deleteApp(app),
  };
}
