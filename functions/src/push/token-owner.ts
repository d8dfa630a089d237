/**
 * An FCM token belongs to one account at a time. The token is the browser's, not the
 * account's: when someone signs out and another account turns push on in the same browser
 * (or a sign-out could not delete the old document while offline), FCM hands out the same
 * token again. Without this, both accounts would hold it under users/{uid}/fcmTokens, and
 * the first account's pushes (debate topics, opponents' names) would keep arriving on a
 * device that is now someone else's.
 *
 * So each new token document makes the newest registration the only holder: every other
 * users/{otherUid}/fcmTokens/{token} with the same token is deleted. Deciding by createdAt,
 * not by which event ran last, gives the same answer when triggers run late, twice or out
 * of order. Until the trigger has run (about a second) the old holder may still get one push.
 *
 * And an account keeps at most MAX_PUSH_DEVICES devices: a registration beyond them
 * replaces the one seen longest ago (lastSeen), so nobody piles up tokens that every push
 * to them would read and send to.
 */
import { getFirestore, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { readPushToken } from '@/domain/documents/push-token';
import { MAX_PUSH_DEVICES } from '@/domain/limits';

/** Devices beyond the cap one trigger run removes; a burst is cleared by its own runs. */
const PRUNE_BATCH = 20;

function createdMillis(holder: DocumentSnapshot): number {
  return readPushToken(holder.data()).createdAt ?? 0;
}

/** Newest registration first; the path breaks a tie so every run picks the same one. */
function newestFirst(a: DocumentSnapshot, b: DocumentSnapshot): number {
  return createdMillis(b) - createdMillis(a) || a.ref.path.localeCompare(b.ref.path);
}

/**
 * Leaves the token with its newest holder only; returns the uids it was taken from.
 * One transaction, so two registrations racing each other settle on one holder.
 */
export async function keepNewestHolder(
  token: string,
  db: Firestore = getFirestore(),
): Promise<string[]> {
  const holders = db.collectionGroup('fcmTokens').where('token', '==', token);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(holders);
    const [, ...stale] = [...snapshot.docs].sort(newestFirst);
    for (const holder of stale) tx.delete(holder.ref);
    return stale.map((holder) => holder.ref.parent.parent?.id ?? '');
  });
}

/**
 * Leaves `uid` with their MAX_PUSH_DEVICES devices seen most recently; returns the tokens
 * it removed. Reads at most MAX_PUSH_DEVICES + PRUNE_BATCH documents.
 */
export async function keepNewestDevices(
  uid: string,
  db: Firestore = getFirestore(),
): Promise<string[]> {
  const beyond = await db
    .collection('users')
    .doc(uid)
    .collection('fcmTokens')
    .orderBy('lastSeen', 'desc')
    .offset(MAX_PUSH_DEVICES)
    .limit(PRUNE_BATCH)
    .get();
  if (beyond.empty) return [];
  const writer = db.bulkWriter();
  for (const device of beyond.docs) void writer.delete(device.ref);
  await writer.close();
  return beyond.docs.map((d) => d.id);
}

export const onFcmTokenCreated = onDocumentCreated(
  'users/{uid}/fcmTokens/{token}',
  async (event) => {
    const removed = await keepNewestHolder(event.params.token);
    if (removed.length > 0) {
      console.log(`fcm token registered again: removed from ${removed.length} older holder(s)`);
    }
    const replaced = await keepNewestDevices(event.params.uid);
    if (replaced.length > 0) {
      console.log(`push devices over ${MAX_PUSH_DEVICES}: removed ${replaced.length}`);
    }
  },
);
