/**
 * People as docs/decisions/0012-safety.md stores them, for the functions tests: a public profile
 * users/{uid} and the private account users/{uid}/private/account with the phone.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { admin, phoneAccount, uniquePhone, type Account } from './support';

/** A word no other test or run uses (letters only, as search words are). */
export function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${prefix}${letters.join('')}`;
}

/** Writes the public profile and the private account of `uid`; resolves with the uid. */
export async function seedPerson(
  uid: string,
  phoneNumber: string,
  profile: Record<string, unknown> = {},
): Promise<string> {
  const batch = admin().batch();
  batch.set(admin().doc(`users/${uid}`), { uid, createdAt: Timestamp.now(), ...profile });
  batch.set(admin().doc(`users/${uid}/private/account`), {
    phoneNumber,
    lastActive: Timestamp.now(),
  });
  await batch.commit();
  return uid;
}

/** A phone account of the Auth emulator with its profile and private account. */
export async function person(profile: Record<string, unknown> = {}): Promise<Account> {
  const account = await phoneAccount(uniquePhone('+1557'));
  await seedPerson(account.uid, account.phone, profile);
  return account;
}
