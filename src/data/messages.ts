/**
 * chats/{chatId}/messages: written only by the outbox (src/offline/outbox.ts) under
 * client-made ids, so a retried write can never duplicate a message.
 */
import {
  collection,
  doc,
  documentId,
  getDocFromServer,
  getDocs,
  increment,
  limit,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { lastMessageOf } from '@/domain/chat-list';
import { batchPlace } from '@/domain/message-batch';
import type { Message } from '@/domain/model';
import { AI_ASKS, isPracticeChatId } from '@/domain/practice';
import { readChatMessage, readShownMessage } from '@/domain/documents/chat-message';
import { directReader } from './direct-read';
import { db } from './firestore';
import { countReads, countSnapshotReads } from './read-meter';

export const MESSAGE_PAGE_SIZE = 100;

function messages(chatId: string) {
  return collection(db(), 'chats', chatId, 'messages');
}

/**
 * Live messages of a chat the server has committed. With `since` (the newest server time
 * already stored locally) only messages from then on are read, so reopening a long chat
 * costs reads for what is new; without it, the latest page. Every snapshot is passed on,
 * empty ones included, with whether it came from the server (not only the local cache).
 */
export function watchMessages(
  chatId: string,
  since: number | null,
  onMessages: (messages: Message[], fromServer: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  const q =
    since === null
      ? query(messages(chatId), orderBy('timestamp'), limitToLast(MESSAGE_PAGE_SIZE))
      : query(
          messages(chatId),
          where('timestamp', '>=', Timestamp.fromMillis(since)),
          orderBy('timestamp'),
        );
  // With metadata changes: the moment a listener first hears from the server is an event
  // even when the cache already held its documents (the mirror waits for it).
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snapshot) => {
      countSnapshotReads(snapshot);
      const committed = snapshot
        .docChanges()
        .filter((change) => change.type !== 'removed' && !change.doc.metadata.hasPendingWrites)
        .map((change) => readShownMessage(change.doc.id, chatId, change.doc.data()))
        .filter((m) => m.timestamp !== null);
      onMessages(committed, !snapshot.metadata.fromCache);
    },
    onError,
  );
}

/** The page of messages before `before` (server time), newest last. */
export async function fetchMessagesBefore(
  chatId: string,
  before: number,
  pageSize = MESSAGE_PAGE_SIZE,
): Promise<Message[]> {
  const snapshot = await getDocs(
    query(
      messages(chatId),
      where('timestamp', '<', Timestamp.fromMillis(before)),
      orderBy('timestamp', 'desc'),
      limit(pageSize),
    ),
  );
  countReads(snapshot.size);
  return snapshot.docs.map((d) => readShownMessage(d.id, chatId, d.data())).reverse();
}

export interface OutgoingMessage {
  id: string;
  chatId: string;
  senderId: string;
  senderPhone: string;
  content: string;
}

/**
 * Writes messages of one chat and the chat's lastMessage / lastMessageTime in one batch.
 * The chat also names the last message (lastMessageId): the rules move the preview only
 * beside a new message of the caller's in the same batch. Resolves when the server has
 * them (it does not resolve while offline).
 */
export async function commitMessages(
  chatId: string,
  outgoing: readonly OutgoingMessage[],
): Promise<void> {
  const last = outgoing.at(-1);
  if (!last) return;
  const batch = writeBatch(db());
  outgoing.forEach((m, i) => {
    // A public debate's messages carry no phone (spectators read them): senderPhone ''.
    batch.set(doc(messages(chatId), m.id), {
      senderId: m.senderId,
      ...(m.senderPhone ? { senderPhone: m.senderPhone } : {}),
      content: m.content,
      chatId,
      timestamp: serverTimestamp(),
      ...batchPlace(outgoing, i),
    });
  });
  batch.update(doc(db(), 'chats', chatId), {
    lastMessage: lastMessageOf(last.content),
    lastMessageTime: serverTimestamp(),
    lastMessageId: last.id,
    // The sender's message count (the other side's unread count), up by exactly the batch's
    // number of messages (firestore.rules).
    [`messageCounts.${last.senderId}`]: increment(outgoing.length),
  });
  // A practice debate: ask the AI debater to answer, in the same batch (its reply trigger
  // runs on these asks only, so no other chat's messages start a function).
  if (isPracticeChatId(chatId)) {
    batch.set(doc(db(), 'chats', chatId, AI_ASKS, last.id), {
      messageId: last.id,
      at: serverTimestamp(),
    });
  }
  await batch.commit();
}

/**
 * What the server holds of a chat from `since` (server time) on, oldest first, read once by a
 * request of its own (directReader: not through a listener, nor from the cache): the messages
 * an open chat's listener should have brought and did not. Without `since`, the latest page.
 */
export async function fetchMessagesFromServer(
  chatId: string,
  since: number | null,
): Promise<Message[]> {
  const { lite, db: direct } = await directReader();
  const stored = lite.collection(direct, 'chats', chatId, 'messages');
  const snapshot = await lite.getDocs(
    since === null
      ? lite.query(stored, lite.orderBy('timestamp', 'desc'), lite.limit(MESSAGE_PAGE_SIZE))
      : lite.query(
          stored,
          lite.where('timestamp', '>=', lite.Timestamp.fromMillis(since)),
          lite.orderBy('timestamp'),
        ),
  );
  countReads(snapshot.size);
  const found = snapshot.docs.map((d) => readShownMessage(d.id, chatId, d.data()));
  return since === null ? found.reverse() : found;
}

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

/** Stored messages of a chat by id, in chunks of one query each; ids not found are left out. */
export async function fetchMessagesByIds(
  chatId: string,
  ids: readonly string[],
): Promise<Message[]> {
  const found: Message[] = [];
  for (let i = 0; i < ids.length; i += IN_LIMIT) {
    const snapshot = await getDocs(
      query(messages(chatId), where(documentId(), 'in', ids.slice(i, i + IN_LIMIT))),
    );
    countReads(snapshot.size);
    for (const d of snapshot.docs) {
      const m = readShownMessage(d.id, chatId, d.data());
      if (m.timestamp !== null) found.push(m);
    }
  }
  return found;
}

/** Whether the server already holds this message from this sender (a replayed write). */
export async function messageIsStored(
  chatId: string,
  id: string,
  senderId: string,
): Promise<boolean> {
  try {
    const snapshot = await getDocFromServer(doc(messages(chatId), id));
    countReads(1);
    return readChatMessage(snapshot.data())?.senderId === senderId;
  } catch {
    return false;
  }
}
