/**
 * notifications/{id}: in-app notices (debate accepted, won, lost). Cloud Functions write
 * them; the owner reads theirs and marks them read, the only client write the rules allow.
 */
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { AppNotification } from '@/domain/model';
import { readNotification } from '@/domain/documents/notification';
import { db } from './firestore';
import { watchListAnswers } from './list-answers';
import { countSnapshotReads } from './read-meter';

/** SPEC §9 "Live notification subscription". */
const NOTIFICATION_WATCH_LIMIT = 20;

// Firestore allows 500 writes per batch.
const BATCH_SIZE = 450;

function notifications() {
  return collection(db(), 'notifications');
}

/**
 * The user's 20 newest notices, live, newest first. `complete` is false while the answer
 * comes only from the in-memory cache (offline), so a caller can tell a first real answer.
 */
export function watchNotifications(
  uid: string,
  onList: (list: AppNotification[], complete: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  const q = query(
    notifications(),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(NOTIFICATION_WATCH_LIMIT),
  );
  // The server's first answer comes even when it only confirms the cache's (watchListAnswers):
  // an offline start with nothing cached is no proof there is nothing, and the list must not
  // wait for a change to be known.
  return watchListAnswers(
    q,
    (snapshot, complete) => {
      countSnapshotReads(snapshot);
      onList(
        snapshot.docs
          .map((d) => readNotification(d.id, d.data()))
          .filter((n): n is AppNotification => n !== null),
        complete,
      );
    },
    onError,
  );
}

/**
 * Marks one notice read. Live listeners see it at once; the promise settles only when the
 * server has it, so UI code never waits on it.
 */
export function markNotificationRead(id: string): Promise<void> {
  return updateDoc(doc(notifications(), id), { read: true });
}

async function markRead(ids: readonly string[]): Promise<void> {
  const commits: Promise<void>[] = [];
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const batch = writeBatch(db());
    for (const id of ids.slice(start, start + BATCH_SIZE)) {
      batch.update(doc(notifications(), id), { read: true });
    }
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}

/** Unread notices older than the live window: the server knows them, the screen does not. */
async function markOlderUnreadRead(uid: string, known: readonly string[]): Promise<void> {
  const unread = await getDocs(
    query(notifications(), where('userId', '==', uid), where('read', '==', false)),
  );
  const skip = new Set(known);
  await markRead(unread.docs.map((d) => d.id).filter((id) => !skip.has(id)));
}

/**
 * 'Mark all read': the given unread notices in one batch (shown read at once, even offline),
 * then any other unread notice of the user on the server.
 */
export async function markAllNotificationsRead(uid: string, ids: readonly string[]): Promise<void> {
  await Promise.all([markRead(ids), markOlderUnreadRead(uid, ids)]);
}
