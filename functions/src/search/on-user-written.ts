/**
 * Keeps userIndex/{uid} in step with users/{uid}, so a search reads a few index documents
 * and never the users collection (docs/search.md), keeps the leaderboard's top document in
 * step (leaderboard/top.ts), the name and rating on the person's waiting debate requests
 * (debates/requester-fields.ts), keeps the profile public-only and named
 * (users/public-identity.ts), and copies a new picture link once (users/copy-picture-link.ts).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { syncRequesterFields } from '../debates/requester-fields';
import { syncLeaderboard } from '../leaderboard/top';
import { accountRef, phoneOf, profileRef } from '../users/account-docs';
import { followPictureLink } from '../users/copy-picture-link';
import { LEGACY_PRIVATE_FIELDS } from '../users/legacy-profile';
import { syncPublicIdentity } from '../users/public-identity';
import { indexedFieldsChanged, sameIndexEntry, userIndexEntry } from './index-entry';
import { readAccount } from '@/domain/documents/account';
import { readProfile, readStoredMedals, type ProfileDoc } from '@/domain/documents/profile';

/**
 * Rebuilds one user's entry from the profile as it is now, in a transaction: events can
 * arrive late or twice, and whichever runs last still writes the newest profile.
 */
export async function syncUserIndex(uid: string): Promise<void> {
  const db = getFirestore();
  const indexRef = db.collection('userIndex').doc(uid);
  await db.runTransaction(async (tx) => {
    const [user, account, stored] = await tx.getAll(
      profileRef(db, uid),
      accountRef(db, uid),
      indexRef,
    );
    const data = user?.data();
    const profile = readProfile(data);
    if (!data || !profile) {
      if (stored?.exists) tx.delete(indexRef);
      return;
    }
    // The profile's fallbackName may still be on its way: the private phone names them now.
    const phone = phoneOf(readAccount(account?.data()), profile);
    const fallbackName = profile.fallbackName
      ? profile.fallbackName
      : phone
        ? fallbackDisplayName(phone)
        : '';
    const entry = userIndexEntry(uid, data, fallbackName);
    if (!sameIndexEntry(stored?.data(), entry)) tx.set(indexRef, entry);
  });
}

/** A profile without its generated name, or still holding private fields or full medals. */
export function needsIdentitySync(profile: ProfileDoc | undefined): boolean {
  if (!profile) return false;
  return (
    !profile.fallbackName ||
    typeof profile.rating !== 'number' ||
    LEGACY_PRIVATE_FIELDS.some((key) => key in profile) ||
    readStoredMedals(profile).legacy.length > 0
  );
}

export const onUserWritten = onDocumentWritten('users/{uid}', async (event) => {
  const storedBefore = event.data?.before.data();
  const storedAfter = event.data?.after.data();
  const before = readProfile(storedBefore);
  const after = readProfile(storedAfter);
  // A new picture link is fetched once and kept as the picture (users/copy-picture-link.ts);
  // this event is the only one that sees the link change, whatever else it does.
  const picture = followPictureLink(event.params.uid, before, after);
  // Waiting debate requests show the requester's name and rating (debates/requester-fields.ts).
  // Compared before and after this write, so it runs ahead of the identity sync's early return.
  await syncRequesterFields(getFirestore(), event.params.uid, before, after);
  // Its own write fires this trigger again, and that run indexes the settled profile.
  if (needsIdentitySync(after) && (await syncPublicIdentity(event.params.uid))) {
    await picture;
    return;
  }
  // Stats and medals change at every debate: they must not cost an index write.
  await Promise.all([
    indexedFieldsChanged(storedBefore, storedAfter) ? syncUserIndex(event.params.uid) : undefined,
    // The leaderboard's top shows the rating and the debate counts too (leaderboard/top.ts).
    syncLeaderboard(getFirestore(), event.params.uid, before, after),
    picture,
  ]);
});
