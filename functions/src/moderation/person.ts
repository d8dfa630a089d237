/**
 * What the moderation callables need to know about a person: whether they exist, and the
 * name the blocker's 'Blocked users' list shows for them.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { trimmedText } from '@/domain/documents/fields';
import { readAccount } from '@/domain/documents/account';
import { readProfile } from '@/domain/documents/profile';

/**
 * The person's name as others see it (their displayName, else their generated name),
 * or null when there is no such user. The phone itself is never copied: the list needs only
 * the name the product already shows.
 */
export async function publicName(uid: string): Promise<string | null> {
  const users = getFirestore().collection('users');
  const [profile, account] = await getFirestore().getAll(
    users.doc(uid),
    users.doc(uid).collection('private').doc('account'),
  );
  const user = readProfile(profile?.data());
  if (!user) return null;
  const name = trimmedText(user.displayName) || trimmedText(user.fallbackName);
  if (name) return name;
  // A profile not yet given its generated name: make it from the phone, wherever it is.
  const phone =
    trimmedText(readAccount(account?.data())?.phoneNumber) || trimmedText(user.phoneNumber);
  return phone ? fallbackDisplayName(phone) : 'Unknown user';
}
