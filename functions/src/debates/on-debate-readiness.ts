/**
 * onDebateReadiness: when both debaters are ready, the debate starts (SPEC §4 "Debate
 * chat"). Clients only flip their own readiness; the start and end times are the server's,
 * so no phone clock decides how long a debate lasts.
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { debateSchedule, readyToStart } from './debate-chat';

/**
 * Starts the debate if it is (still) waiting with everyone ready. Idempotent: a repeated
 * or late event finds it started, or someone un-readied in between, and changes nothing.
 */
export async function startDebateIfReady(chatId: string): Promise<boolean> {
  const db = getFirestore();
  const ref = db.collection('chats').doc(chatId);
  return db.runTransaction(async (tx) => {
    const chat = await tx.get(ref);
    const data = chat.data();
    if (!readyToStart(data)) return false;
    const { start, end } = debateSchedule(Date.now(), data?.debateTimeLimit);
    tx.update(ref, {
      debateStatus: 'in_progress',
      debateStartTime: Timestamp.fromMillis(start),
      debateEndTime: end === null ? null : Timestamp.fromMillis(end),
    });
    return true;
  });
}

export const onDebateReadiness = onDocumentUpdated('chats/{chatId}', async (event) => {
  // Cheap check on the event first: most chat updates are messages, not readiness.
  if (!readyToStart(event.data?.after.data())) return;
  await startDebateIfReady(event.params.chatId);
});
