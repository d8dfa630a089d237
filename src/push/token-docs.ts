/**
 * users/{uid}/fcmTokens/{token}: the devices a user receives push on. The owner creates one
 * (keyed by the token, exactly these fields), refreshes its lastSeen and deletes it; the
 * push functions (functions/src/push) read them and prune the ones FCM says are dead.
 */
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { db } from '@/data/firestore';
import { countReads } from '@/data/read-meter';

/** The rules bound the user agent (FCM tokens, about 160 characters, to 1024). */
const MAX_USER_AGENT_LENGTH = 512;

function tokenDoc(firestore: Firestore, uid: string, token: string) {
  return doc(firestore, 'users', uid, 'fcmTokens', token);
}

export function newTokenFields(token: string, userAgent: string) {
  return {
    token,
    createdAt: serverTimestamp(),
    lastSeen: serverTimestamp(),
    userAgent: userAgent.slice(0, MAX_USER_AGENT_LENGTH),
  };
}

/** Creates the token's document, or marks it seen now when it is there already. */
export async function saveDeviceToken(
  uid: string,
  token: string,
  userAgent: string,
  firestore: Firestore = db(),
): Promise<'created' | 'refreshed'> {
  const ref = tokenDoc(firestore, uid, token);
  const existing = await getDoc(ref);
  countReads(1);
  if (existing.exists()) {
    await updateDoc(ref, { lastSeen: serverTimestamp() });
    return 'refreshed';
  }
  await setDoc(ref, newTokenFields(token, userAgent));
  return 'created';
}

export async function deleteDeviceToken(
  uid: string,
  token: string,
  firestore: Firestore = db(),
): Promise<void> {
  await deleteDoc(tokenDoc(firestore, uid, token));
}
