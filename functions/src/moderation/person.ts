/**
 * What the moderation callables need to know about a person: whether they exist, and the
 * name the blocker's 'Blocked users' list shows for them.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { nameOrFallback } from '@/domain/fallback-name';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The person's name as others see it (their displayName, else the generated fallback name),
 * or null when there is no such user. The phone itself is never copied: the list needs only
 * the name the product already shows.
 */
export async function publicName(uid: string): Promise<string | null> {
  const users = getFirestore().collection('users');
  const [profile, account] = await getFirestore().getAll(
    users.doc(uid),
    users.doc(uid).collection('private').doc('account'),
  );
  if (!profile?.exists) return null;
  // The phone moves from the profile to private/account (issue 12): read wherever it is.
  const phone = text(account?.get('phoneNumber')) || text(profile.get('phoneNumber'));
  const name = text(profile.get('displayName'));
  if (!name && !phone) return 'Unknown user';
  return nameOrFallback(name, phone);
}
