/**
 * The debate's messages, read bounded: all of them when there are up to
 * MAX_MESSAGES_READ_PER_END, else that many from each end and a count of the middle, so a
 * debate flooded with messages costs a bounded number of reads and of memory.
 */
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { MAX_MESSAGES_READ_PER_END } from '@/domain/limits';
import { chatRef } from './evaluation-store';
import { storedMessage, type Transcript } from './transcript';

function messagesOf(docs: readonly QueryDocumentSnapshot[]) {
  return docs.flatMap((d) => {
    const message = storedMessage(d.data(), d.id);
    return message ? [message] : [];
  });
}

/** The debate's messages in the order they were sent (see Transcript). */
export async function readTranscript(
  db: Firestore,
  chatId: string,
  perEnd = MAX_MESSAGES_READ_PER_END,
): Promise<Transcript> {
  const messages = chatRef(db, chatId).collection('messages');
  const head = await messages.orderBy('timestamp').limit(perEnd).get();
  if (head.size < perEnd) return { messages: messagesOf(head.docs), unread: 0 };
  const [tail, total] = await Promise.all([
    messages.orderBy('timestamp', 'desc').limit(perEnd).get(),
    messages.count().get(),
  ]);
  const seen = new Set(head.docs.map((d) => d.id));
  const docs = [...head.docs, ...tail.docs.filter((d) => !seen.has(d.id)).reverse()];
  return {
    messages: messagesOf(docs),
    unread: Math.max(0, total.data().count - docs.length),
  };
}
