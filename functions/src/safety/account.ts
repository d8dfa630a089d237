/**
 * Who may act: a banned account (bans/{uid}, written by `npm run admin -- ban`) may do
 * nothing, and a person who blocked another (users/{uid}/blocks/{otherUid}) is out of that
 * other's reach. Every callable that acts for or on a person checks these first.
 */
import { getFirestore, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

export const BANNED_TEXT = 'This account has been suspended.';
export const BLOCKED_TEXT = 'You cannot contact this person.';

export function banRef(uid: string) {
  return getFirestore().collection('bans').doc(uid);
}

export function blockRef(blocker: string, blocked: string) {
  return getFirestore().collection('users').doc(blocker).collection('blocks').doc(blocked);
}

/** Throws permission-denied when `uid` is banned. */
export async function assertNotBanned(uid: string, tx?: Transaction): Promise<void> {
  const ref = banRef(uid);
  const ban = tx ? await tx.get(ref) : await ref.get();
  if (ban.exists) throw new HttpsError('permission-denied', BANNED_TEXT);
}

/** Whether either of the two has blocked the other. */
export async function blockedEitherWay(a: string, b: string, tx?: Transaction): Promise<boolean> {
  const refs = [blockRef(a, b), blockRef(b, a)];
  const snapshots = tx ? await tx.getAll(...refs) : await getFirestore().getAll(...refs);
  return snapshots.some((s) => s.exists);
}

/** Throws permission-denied with BLOCKED_TEXT when either has blocked the other. */
export async function assertNotBlocked(a: string, b: string, tx?: Transaction): Promise<void> {
  if (await blockedEitherWay(a, b, tx)) throw new HttpsError('permission-denied', BLOCKED_TEXT);
}
