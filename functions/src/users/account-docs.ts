/**
 * Where a person's private data lives (docs/decisions/0012-safety.md "Phone privacy"): users/{uid}
 * is the public profile; users/{uid}/private/account holds { phoneNumber, lastActive } for the
 * owner and the functions only; users/{uid}/medals/{medalId} is the owner's full medal history,
 * with the opponents' phone numbers.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { trimmedText } from '@/domain/documents/fields';
import type { AccountDoc } from '@/domain/documents/account';
import type { ProfileDoc } from '@/domain/documents/profile';

export const PRIVATE_COLLECTION = 'private';
export const ACCOUNT_DOC = 'account';

export function profileRef(db: Firestore, uid: string) {
  return db.collection('users').doc(uid);
}

export function accountRef(db: Firestore, uid: string) {
  return profileRef(db, uid).collection(PRIVATE_COLLECTION).doc(ACCOUNT_DOC);
}

export function medalRef(db: Firestore, uid: string, medalId: string) {
  return profileRef(db, uid).collection('medals').doc(medalId);
}

/**
 * The person's phone: the private account's, else (a profile written before
 * docs/decisions/0012-safety.md and not yet migrated) the profile's own. '' when neither has one.
 */
export function phoneOf(account: AccountDoc | undefined, profile: ProfileDoc | undefined): string {
  return trimmedText(account?.phoneNumber) || trimmedText(profile?.phoneNumber);
}
