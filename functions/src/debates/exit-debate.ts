/**
 * exitDebate({ chatId }): either debater leaves a debate that has not started (SPEC §4
 * "Debate request", §5 "Exit debate"). One transaction deletes the chat (and any messages,
 * though the rules refuse messages before the start) and puts the request back to pending.
 * A banned account cannot exit, and exits are a per-account quota (issue 12).
 */
import {
  FieldValue,
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { QUOTAS } from '@/domain/limits';
import { assertNotBanned } from '../safety/account';
import { callableOptions } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { EXIT_ERRORS, isDocumentId, NOT_AUTHENTICATED } from './debate-errors';

export interface ExitDebateRequest {
  chatId: string;
}

export interface ExitDebateResponse {
  requestId: string;
}

// A transaction writes at most 500 documents; a waiting debate holds no messages at all.
const MESSAGE_DELETE_LIMIT = 400;

/** The request the debate came from: by its id on the chat, else by the chatId it holds. */
async function findRequest(
  tx: Transaction,
  chatId: string,
  requestId: unknown,
): Promise<DocumentSnapshot | null> {
  const requests = getFirestore().collection('debateRequests');
  if (isDocumentId(requestId)) {
    const byId = await tx.get(requests.doc(requestId));
    if (byId.exists) return byId;
  }
  const byChat = await tx.get(requests.where('chatId', '==', chatId).limit(1));
  return byChat.docs[0] ?? null;
}

function checkChat(chat: DocumentSnapshot, me: string): void {
  const data = chat.data();
  if (!data) throw new HttpsError('not-found', EXIT_ERRORS.chatNotFound);
  if (data.isDebate !== true) throw new HttpsError('failed-precondition', EXIT_ERRORS.notDebate);
  if (data.debateStatus !== 'waiting_to_start') {
    throw new HttpsError('failed-precondition', EXIT_ERRORS.alreadyStarted);
  }
  const participants: unknown = data.participants;
  if (!Array.isArray(participants) || !participants.includes(me)) {
    throw new HttpsError('permission-denied', EXIT_ERRORS.notParticipant);
  }
}

async function deleteMessages(tx: Transaction, chatRef: DocumentReference): Promise<void> {
  const messages = await tx.get(chatRef.collection('messages').limit(MESSAGE_DELETE_LIMIT));
  for (const message of messages.docs) tx.delete(message.ref);
}

export const exitDebate = onCall<ExitDebateRequest, Promise<ExitDebateResponse>>(
  callableOptions(),
  async (call) => {
    const me = call.auth?.uid;
    if (!me) throw new HttpsError('unauthenticated', NOT_AUTHENTICATED);
    await assertNotBanned(me);
    const chatId: unknown = call.data?.chatId;
    if (!isDocumentId(chatId)) throw new HttpsError('not-found', EXIT_ERRORS.chatNotFound);
    // Each exit reopens a request (and lets an accept follow): a quota bounds the loop.
    await takeQuota(me, QUOTAS.debateExit);

    const db = getFirestore();
    const chatRef = db.collection('chats').doc(chatId);
    return db.runTransaction(async (tx) => {
      const chat = await tx.get(chatRef);
      checkChat(chat, me);
      const request = await findRequest(tx, chatId, chat.get('debateRequestId'));
      if (!request) throw new HttpsError('not-found', EXIT_ERRORS.requestNotFound);
      if (request.get('userId') !== me && request.get('acceptedBy') !== me) {
        throw new HttpsError('permission-denied', EXIT_ERRORS.noPermission);
      }
      // All reads come before the writes in a transaction.
      await deleteMessages(tx, chatRef);
      tx.delete(chatRef);
      tx.update(request.ref, {
        status: 'pending',
        chatId: FieldValue.delete(),
        acceptedBy: FieldValue.delete(),
        acceptedByPhone: FieldValue.delete(),
        acceptedAt: FieldValue.delete(),
      });
      return { requestId: request.id };
    });
  },
);
