/**
 * Shared by the Cloud Functions tests: the Admin SDK on the emulators, phone accounts of the
 * Auth emulator signed in over REST, callables called over HTTP as any client would, and
 * polling for what a trigger writes.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { phoneSession, projectId } from '../data/support';

export { projectId };

const functionsPort = process.env.DA_FUNCTIONS_PORT || '5001';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';

export function admin() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId }));
}

let phoneCounter = 0;
/** A phone number no other test uses (`prefix` keeps suites apart). */
export function uniquePhone(prefix = '+1556'): string {
  phoneCounter += 1;
  const digits = String(
    (Date.now() * 41 + phoneCounter * 7919 + process.pid * 13) % 10_000_000,
  ).padStart(7, '0');
  return `${prefix}${digits}`;
}

export interface Account {
  uid: string;
  idToken: string;
  phone: string;
}

/** A phone account of the Auth emulator, signed in over REST: its uid and an ID token. */
export async function phoneAccount(phone = uniquePhone()): Promise<Account> {
  const { sessionInfo, code } = await phoneSession(phone);
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionInfo, code }),
    },
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken, phone };
}

export interface CallResult {
  status: number;
  body: { result?: DocumentData; error?: { message: string; status: string } };
}

/** A callable over HTTP, as any client could call it (no ID token: signed out). */
export async function callFunction(
  name: string,
  idToken: string | null,
  data: unknown,
): Promise<CallResult> {
  const response = await fetch(
    `http://127.0.0.1:${functionsPort}/${projectId}/us-central1/${name}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify({ data }),
    },
  );
  return { status: response.status, body: (await response.json()) as CallResult['body'] };
}

/**
 * Starts `count` workers of a callable before a test calls it that many times at once. The
 * Functions emulator runs one worker per call in progress, and workers started by a burst
 * itself, beside the other lanes of a slow 2-core machine, took most of a minute (twenty:
 * 61-75 s for their first call). Each call here is signed out and refused at once (nothing
 * written, no quota taken); what they answer does not matter, only that the workers run.
 */
export async function startWorkers(name: string, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, () => callFunction(name, null, {}).catch(() => undefined)),
  );
}

/**
 * Polls `read` until `done` holds (a trigger's write), or fails after `timeoutMs`. The
 * Firestore emulator delivers events to the triggers one at a time, in the order they were
 * written: a file starts once what earlier files wrote has been answered
 * (tests/support/trigger-queue.ts), but a trigger still waits behind its own file's earlier
 * events (a suite that seeds a hundred profiles queues their index and identity triggers), so
 * the wait is generous; a trigger that never runs still fails.
 */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
