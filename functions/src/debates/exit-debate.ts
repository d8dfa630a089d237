/**
 * exitDebate({ chatId }): either debater leaves a debate that has not started (SPEC §4
 * "Debate request", §5 "Exit debate"). One transaction deletes the chat (and its pre-start
 * messages), puts the request back to pending and leaves debateExits/{chatId}, so the
 * debater who stayed reads 'Name left the debate' (issue 13 §6). A banned account cannot
 * exit, and exits are a per-account quota (issue 12).
 */
import {
  FieldValue,
  Timestamp,
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
import { DEBATE_EXIT_TTL_DAYS, DEBATE_EXITS } from '@/domain/debate-exit';
import { EXIT_ERRORS, isDocumentId, NOT_AUTHENTICATED } from './debate-errors';
import { exitNotice } from './exit-notice';

export interface ExitDebateRequest {
  chatId: string;
}

export interface ExitDebateResponse {
  /** The request put back to pending; '' for a debate the app paired (no request). */
  requestId: string;
}

// A transaction writes at most 500 documents: it deletes up to this many pre-start messages
// itself, and any beyond them (unreadable once the chat is gone) right after it.
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

/** Reads the first MESSAGE_DELETE_LIMIT messages; returns a deleter and whether more exist. */
async function readMessages(tx: Transaction, chatRef: DocumentReference) {
  const messages = await tx.get(chatRef.collection('messages').limit(MESSAGE_DELETE_LIMIT));
  return {
    deleteAll: () => messages.docs.forEach((message) => tx.delete(message.ref)),
    more: messages.size >= MESSAGE_DELETE_LIMIT,
  };
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
    const phoneNumber: unknown = call.auth?.token.phone_number;
    const outcome = await db.runTransaction(async (tx) => {
      const chat = await tx.get(chatRef);
      checkChat(chat, me);
      // A debate the app paired (Quick Match, practice: debate-chat.ts) came from no request:
      // either debater leaves it, and nothing is put back.
      const paired = typeof chat.get('matchOrigin') === 'string';
      const request = paired ? null : await findRequest(tx, chatId, chat.get('debateRequestId'));
      if (!paired && !request) throw new HttpsError('not-found', EXIT_ERRORS.requestNotFound);
      if (request && request.get('userId') !== me && request.get('acceptedBy') !== me) {
        throw new HttpsError('permission-denied', EXIT_ERRORS.noPermission);
      }
      // All reads come before the writes in a transaction.
      const profile = await tx.get(db.collection('users').doc(me));
      const messages = await readMessages(tx, chatRef);
      const data = chat.data() ?? {};
      const details = (data.participantDetails ?? {}) as Record<string, Record<string, unknown>>;
      const notice = exitNotice(data, {
        uid: me,
        profile: profile.data(),
        details: details[me],
        phoneNumber: typeof phoneNumber === 'string' ? phoneNumber : undefined,
      });
      messages.deleteAll();
      tx.delete(chatRef);
      tx.set(db.collection(DEBATE_EXITS).doc(chatId), {
        ...notice,
        exitedAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(Date.now() + DEBATE_EXIT_TTL_DAYS * 24 * 60 * 60 * 1000),
      });
      if (request) {
        tx.update(request.ref, {
          status: 'pending',
          chatId: FieldValue.delete(),
          acceptedBy: FieldValue.delete(),
          acceptedByPhone: FieldValue.delete(),
          acceptedAt: FieldValue.delete(),
        });
      }
      return { requestId: request?.id ?? '', moreMessages: messages.more };
    });
    if (outcome.moreMessages) await db.recursiveDelete(chatRef.collection('messages'));
    return { requestId: outcome.requestId };
  },
);
