/**
 * chats/{chatId}/members/{uid} (docs/decisions/0013-chat.md §2, §3): each participant's read mark,
 * whether they have the chat open on a visible screen, and when they last typed. Only the owner
 * writes their own (merge writes of a few keys); both participants read both. Everything here is in
 * epoch milliseconds; the document holds Firestore times.
 */
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { readMember, type MemberState } from '@/domain/documents/member';
import { db } from './firestore';
import { countDocumentReads, countReads } from './read-meter';

function memberRef(chatId: string, uid: string) {
  return doc(db(), 'chats', chatId, 'members', uid);
}

/** Moves the caller's read mark up to `upTo` (server time of a message); the rules refuse moving back. */
export async function writeReadMark(
  chatId: string,
  uid: string,
  upTo: number,
  viewing?: boolean,
): Promise<void> {
  await setDoc(
    memberRef(chatId, uid),
    {
      readUpTo: Timestamp.fromMillis(upTo),
      readAt: serverTimestamp(),
      ...(viewing === undefined ? {} : { viewing, viewingAt: serverTimestamp() }),
    },
    { merge: true },
  );
}

/** Says whether the caller has the chat open on a visible screen (stamped with the server's time). */
export async function writeViewing(chatId: string, uid: string, viewing: boolean): Promise<void> {
  await setDoc(memberRef(chatId, uid), { viewing, viewingAt: serverTimestamp() }, { merge: true });
}

/** A typing signal (the server's time). It is never cleared by a write: it fades on the reader's side. */
export async function writeTyping(chatId: string, uid: string): Promise<void> {
  await setDoc(memberRef(chatId, uid), { typingAt: serverTimestamp() }, { merge: true });
}

/** Live view of one participant's member document (absent: nothing read, not viewing). */
export function watchMember(
  chatId: string,
  uid: string,
  onMember: (member: MemberState) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    memberRef(chatId, uid),
    (snapshot) => {
      countDocumentReads(snapshot.metadata);
      if (snapshot.metadata.hasPendingWrites) return;
      onMember(readMember(uid, snapshot.data()));
    },
    onError,
  );
}

/** One read of a participant's member document; null when it does not exist. */
export async function fetchMember(chatId: string, uid: string): Promise<MemberState | null> {
  const snapshot = await getDoc(memberRef(chatId, uid));
  countReads(1);
  return snapshot.exists() ? readMember(uid, snapshot.data()) : null;
}

/**
 * How many messages `senderId` sent in the chat after `after` (server time): a count
 * aggregation (one read per 1,000 entries), used once per chat on a device that has no
 * read state for it yet.
 */
export async function countMessagesAfter(
  chatId: string,
  senderId: string,
  after: number,
): Promise<number> {
  const snapshot = await getCountFromServer(
    query(
      collection(db(), 'chats', chatId, 'messages'),
      where('senderId', '==', senderId),
      where('timestamp', '>', Timestamp.fromMillis(after)),
    ),
  );
  const count = snapshot.data().count;
  countReads(Math.ceil(count / 1000));
  return count;
}
