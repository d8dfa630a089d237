/**
 * The Admin SDK against the emulators, for e2e tests that seed or inspect data the UI
 * cannot (results, medals, notifications). FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST come from scripts/with-emulators.mjs.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { projectId } from './emulators';

/** The default app, found by name: the bench adds apps of other projects beside it. */
function app() {
  return getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId });
}

export function adminDb() {
  return getFirestore(app());
}

/** The uid of the account signed in with this phone number. */
export async function uidForPhone(phoneNumber: string): Promise<string> {
  return (await getAuth(app()).getUserByPhoneNumber(phoneNumber)).uid;
}
