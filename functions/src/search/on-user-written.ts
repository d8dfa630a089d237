/**
 * Keeps userIndex/{uid} in step with users/{uid}, so a search reads a few index documents
 * and never the users collection (docs/search.md).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { indexedFieldsChanged, sameIndexEntry, userIndexEntry } from './index-entry';

/**
 * Rebuilds one user's entry from the profile as it is now, in a transaction: events can
 * arrive late or twice, and whichever runs last still writes the newest profile.
 */
export async function syncUserIndex(uid: string): Promise<void> {
  const db = getFirestore();
  const userRef = db.collection('users').doc(uid);
  const indexRef = db.collection('userIndex').doc(uid);
  await db.runTransaction(async (tx) => {
    const [user, stored] = await tx.getAll(userRef, indexRef);
    const data = user?.data();
    if (!data) {
      if (stored?.exists) tx.delete(indexRef);
      return;
    }
    const entry = userIndexEntry(uid, data);
    if (!sameIndexEntry(stored?.data(), entry)) tx.set(indexRef, entry);
  });
}

export const onUserWritten = onDocumentWritten('users/{uid}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  // lastActive is written at every sign-in: it must not cost an index write.
  if (!indexedFieldsChanged(before, after)) return;
  await syncUserIndex(event.params.uid);
});
