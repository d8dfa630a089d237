/**
 * chats/{chatId}: one-to-one chats and debates. Both are created by functions: normal chats
 * by openDirectChat (under a fixed id per pair, so two people starting a chat at once get
 * the same one), debates by acceptDebateRequest. Clients write only what the rules allow.
 */
import {
  collection,
  doc,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentSnapshot,
} from 'firebase/firestore';
import type { Chat } from '@/domain/model';
import { directReader } from './direct-read';
import { db } from './firestore';
import { callFunction } from './functions';
import { watchListAnswers } from './list-answers';
import { countDocumentReads, countReads, countSnapshotReads } from './read-meter';
import { readChat } from '@/domain/documents/chat';

/** A chat's snapshot, from a listener or a read of its own (Firestore Lite's is another type). */
function chatFromSnapshot(snapshot: Pick<DocumentSnapshot, 'id' | 'data'>): Chat | null {
  const data = snapshot.data();
  return data ? readChat(snapshot.id, data) : null;
}

/**
 * Live list of the user's chats. `complete` is false while the answer comes only from the
 * (in-memory) cache, so a caller never treats an offline empty list as "no chats"; the
 * server's first answer is reported even when it only confirms the cache's (watchListAnswers).
 */
export function watchMyChats(
  uid: string,
  onChats: (chats: Chat[], complete: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  const q = query(
    collection(db(), 'chats'),
    where('participants', 'array-contains', uid),
    orderBy('createdAt', 'desc'),
  );
  return watchListAnswers(
    q,
    (snapshot, complete) => {
      countSnapshotReads(snapshot);
      onChats(
        snapshot.docs.map((d) => readChat(d.id, d.data())),
        complete,
      );
    },
    onError,
  );
}

/**
 * Live view of one chat; `null` when it does not exist (or was deleted). `settled`: none of
 * this device's writes is pending in it, so what it shows came from the listen stream (the
 * SDK counts a write the server acknowledged as pending until the stream brings it back).
 */
export function watchChat(
  chatId: string,
  onChat: (chat: Chat | null, fromServer: boolean, settled: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'chats', chatId),
    (snapshot) => {
      countDocumentReads(snapshot.metadata);
      onChat(
        chatFromSnapshot(snapshot),
        !snapshot.metadata.fromCache,
        !snapshot.metadata.hasPendingWrites,
      );
    },
    onError,
  );
}

/**
 * The chat as the server has it now (not the cache), or null when it is gone. Right after the
 * network returns the SDK may still be reconnecting: this waits for the server's answer (a
 * listener's first snapshot not from the cache) up to `timeoutMs`, and rejects when none came
 * or the chat may not be read. The outbox asks it when a message is refused, to say why
 * (src/domain/message-refusal.ts).
 */
export function fetchChatFromServer(chatId: string, timeoutMs: number): Promise<Chat | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`The server did not answer for chat ${chatId} in time.`));
    }, timeoutMs);
    const stop = onSnapshot(
      doc(db(), 'chats', chatId),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        clearTimeout(timer);
        stop();
        countDocumentReads(snapshot.metadata);
        resolve(chatFromSnapshot(snapshot));
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The chat as the server has it now, in one request of its own (directReader: not on the listen
 * stream), or null when it is gone. Rejects (unavailable) when the server cannot be reached,
 * and with permission-denied when the user may not read it. An open chat asks it when its
 * listener has not answered from the server in time (useOpenChat).
 */
export async function readChatFromServer(chatId: string): Promise<Chat | null> {
  const { lite, db: direct } = await directReader();
  const snapshot = await lite.getDoc(lite.doc(direct, 'chats', chatId));
  countReads(1);
  return chatFromSnapshot(snapshot);
}

/**
 * Opens the normal chat with another user, which the openDirectChat function creates if it
 * does not exist yet (SPEC §5 "Normal chat creation": the pair's chat is reused). Resolves
 * with its id; rejects with the function's message, e.g. 'User not found', a block or the
 * daily limit on new chats.
 */
export async function openDirectChat(otherUid: string): Promise<string> {
  const { chatId } = await callFunction('openDirectChat', { otherUid });
  return chatId;
}
