/**
 * exitDebate({ chatId }): either debater leaves a debate that has not started (SPEC §4 "Debate
 * request", §5 "Exit debate"). One transaction deletes the chat (and its pre-start messages), puts
 * the request back to pending (a challenge back to the one person it is for,
 * src/domain/challenges.ts) and leaves debateExits/{chatId}, so the debater who stayed reads 'Name
 * left the debate' (docs/decisions/0013-chat.md §6). A banned account cannot exit, and exits are a
 * per-account quota (docs/decisions/0012-safety.md).
 *
 * A request goes back to pending only within its requester's MAX_PENDING_REQUESTS and only
 * while they are not banned; otherwise the exit cancels it (deletes it). Without that, an
 * accomplice's accept-then-exit took a request out of the count while its requester made
 * another, and put it back: about 20 pending requests, and a banned person's request back
 * in Browse. The transaction takes the requester's requestLocks/{uid} like
 * createDebateRequest, so a create and an exit of the same person never both count a slot.
 */
import {
  FieldValue,
  Timestamp,
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CHALLENGE_STATUS } from '@/domain/challenges';
import type { Chat } from '@/domain/model';
import { pairedByApp, readChat } from '@/domain/documents/chat';
import { readDebateRequest } from '@/domain/documents/debate-request';
import { readProfile } from '@/domain/documents/profile';
import { CHALLENGE_EXPIRY_MS, MAX_PENDING_REQUESTS, QUOTAS } from '@/domain/limits';
import { banRef } from '../safety/account';
import { signedInCallable } from '../safety/callable';
import { missingChatError } from '../safety/chat-access';
import { takeQuota } from '../safety/quota';
import { DEBATE_EXIT_TTL_DAYS, DEBATE_EXITS } from '@/domain/debate-exit';
import { rematchOfferOn } from './challenge-answer';
import { requestLockRef } from './create-debate-request';
import { isDocumentId } from '@/domain/ids';
import { EXIT_ERRORS } from './debate-errors';
import { exitNotice } from './exit-notice';

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

// Membership is checked before the chat's kind, so an outsider learns nothing of it.
function checkChat(chat: DocumentSnapshot, me: string): Chat {
  const data = chat.data();
  if (!data) throw missingChatError(chat.id, me, EXIT_ERRORS);
  const stored = readChat(chat.id, data);
  if (!stored.participants.includes(me)) {
    throw new HttpsError('permission-denied', EXIT_ERRORS.notParticipant);
  }
  if (!stored.isDebate) throw new HttpsError('failed-precondition', EXIT_ERRORS.notDebate);
  if (stored.debateStatus !== 'waiting_to_start') {
    throw new HttpsError('failed-precondition', EXIT_ERRORS.alreadyStarted);
  }
  return stored;
}

/**
 * Whether the request may go back to pending: its requester is not banned and holds fewer
 * than MAX_PENDING_REQUESTS. Reads (in the transaction) the ban, the requester's lock (which
 * serialises this with their creates) and their pending requests.
 */
async function mayReopen(tx: Transaction, requester: string): Promise<boolean> {
  const pendingOfTheirs = getFirestore()
    .collection('debateRequests')
    .where('userId', '==', requester)
    .where('status', '==', 'pending')
    .limit(MAX_PENDING_REQUESTS);
  const [ban] = await tx.getAll(banRef(requester), requestLockRef(requester));
  const pending = await tx.get(pendingOfTheirs);
  return !ban?.exists && pending.size < MAX_PENDING_REQUESTS;
}

/**
 * A challenge reopened by an exit: a rematch's debate, which showed the accepted rematch,
 * offers it again (its new debate is gone).
 */
async function readRematchReturn(
  tx: Transaction,
  requestId: string,
  rematchOf: string | undefined,
) {
  const chatRef = isDocumentId(rematchOf)
    ? getFirestore().collection('chats').doc(rematchOf)
    : null;
  const offer = chatRef ? await rematchOfferOn(tx, chatRef) : null;
  return {
    write(t: Transaction) {
      if (chatRef && offer?.requestId === requestId) {
        t.update(chatRef, { 'rematch.status': 'offered', 'rematch.chatId': FieldValue.delete() });
      }
    },
  };
}

/** Reads the first MESSAGE_DELETE_LIMIT messages; returns a deleter and whether more exist. */
async function readMessages(tx: Transaction, chatRef: DocumentReference) {
  const messages = await tx.get(chatRef.collection('messages').limit(MESSAGE_DELETE_LIMIT));
  return {
    deleteAll: () => messages.docs.forEach((message) => tx.delete(message.ref)),
    more: messages.size >= MESSAGE_DELETE_LIMIT,
  };
}

export const exitDebate = signedInCallable('exitDebate', async (call, me) => {
  const chatId: unknown = call.data?.chatId;
  if (!isDocumentId(chatId)) throw new HttpsError('not-found', EXIT_ERRORS.chatNotFound);
  // Each exit reopens a request (and lets an accept follow): a quota bounds the loop.
  await takeQuota(me, QUOTAS.debateExit);

  const db = getFirestore();
  const chatRef = db.collection('chats').doc(chatId);
  const phoneNumber: unknown = call.auth?.token.phone_number;
  const outcome = await db.runTransaction(async (tx) => {
    const chat = await tx.get(chatRef);
    const debate = checkChat(chat, me);
    // A debate the app paired (Quick Match, practice: debate-chat.ts) came from no request:
    // either debater leaves it, and nothing is put back.
    const paired = pairedByApp(chat.data());
    const request = paired ? null : await findRequest(tx, chatId, debate.debateRequestId);
    if (!paired && !request) throw new HttpsError('not-found', EXIT_ERRORS.requestNotFound);
    const stored = request ? readDebateRequest(request.data()) : undefined;
    if (request && stored?.userId !== me && stored?.acceptedBy !== me) {
      throw new HttpsError('permission-denied', EXIT_ERRORS.noPermission);
    }
    // All reads come before the writes in a transaction.
    const requester = stored?.userId ?? '';
    const reopen = requester !== '' && (await mayReopen(tx, requester));
    const profile = await tx.get(db.collection('users').doc(me));
    const challenge =
      request && stored?.challengedUid
        ? await readRematchReturn(tx, request.id, stored.rematchOf)
        : null;
    const messages = await readMessages(tx, chatRef);
    const notice = exitNotice(debate, {
      uid: me,
      profile: readProfile(profile.data()),
      details: debate.participantDetails[me],
      phoneNumber: typeof phoneNumber === 'string' ? phoneNumber : undefined,
    });
    messages.deleteAll();
    tx.delete(chatRef);
    tx.set(db.collection(DEBATE_EXITS).doc(chatId), {
      ...notice,
      exitedAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + DEBATE_EXIT_TTL_DAYS * 24 * 60 * 60 * 1000),
    });
    if (request && reopen) {
      tx.update(request.ref, {
        // A challenge goes back to the one person it was for, with a new day to answer.
        ...(challenge
          ? {
              status: CHALLENGE_STATUS,
              expiresAt: Timestamp.fromMillis(Date.now() + CHALLENGE_EXPIRY_MS),
            }
          : { status: 'pending' }),
        chatId: FieldValue.delete(),
        acceptedBy: FieldValue.delete(),
        acceptedByPhone: FieldValue.delete(),
        acceptedAt: FieldValue.delete(),
      });
      // Like a create: the requester's next create or exit sees this one's slot taken.
      tx.set(
        requestLockRef(requester),
        { uid: requester, lastReopenedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
      challenge?.write(tx);
    } else if (request) {
      tx.delete(request.ref);
    }
    return { requestId: request?.id ?? '', reopened: reopen, moreMessages: messages.more };
  });
  if (outcome.moreMessages) await db.recursiveDelete(chatRef.collection('messages'));
  return { requestId: outcome.requestId, reopened: outcome.reopened };
});
