/**
 * Answering a challenge (src/domain/challenges.ts): who may, and what an answer changes
 * besides the request itself: the challenged person's notice is marked read (its Accept and
 * Decline are spent), and a rematch's debate shows both debaters the answer.
 */
import { getFirestore, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CHALLENGE_TEXT, challengeExpired } from '@/domain/challenges';
import { ACCEPT_ERRORS } from './debate-errors';
import { readRematchOffer } from '@/domain/documents/chat';
import { readDebateRequest } from '@/domain/documents/debate-request';
import type { StoredData } from '@/domain/documents/fields';

/**
 * Only the person challenged may answer, and only before it lapses. Anyone else is told it
 * does not exist, as if they had looked for a request they cannot read.
 */
export function checkChallengeFor(me: string, data: StoredData, now = Date.now()): void {
  const request = readDebateRequest(data);
  if (request?.challengedUid !== me) throw new HttpsError('not-found', ACCEPT_ERRORS.notFound);
  if (challengeExpired(request.expiresAt, now)) {
    throw new HttpsError('failed-precondition', CHALLENGE_TEXT.expired);
  }
}

export function challengeNoticeRef(requestId: string) {
  return getFirestore().collection('notifications').doc(`debate_challenge_${requestId}`);
}

export interface ChallengeAnswer {
  /** Writes the answer's side effects (after every read of the transaction). */
  write(tx: Transaction, answer: { status: 'accepted' | 'declined'; chatId?: string }): void;
}

/** Reads what an answer to this challenge updates: its notice, and a rematch's debate. */
export async function readChallengeAnswer(
  tx: Transaction,
  requestId: string,
  data: StoredData,
): Promise<ChallengeAnswer> {
  const rematchOf = readDebateRequest(data)?.rematchOf;
  const noticeRef = challengeNoticeRef(requestId);
  const notice = await tx.get(noticeRef);
  let rematchChat: DocumentReference | null = null;
  if (rematchOf !== undefined) {
    const chatRef = getFirestore().collection('chats').doc(rematchOf);
    const offer = readRematchOffer((await tx.get(chatRef)).get('rematch'));
    if (offer?.requestId === requestId) rematchChat = chatRef;
  }
  return {
    write(t, answer) {
      if (notice.exists) t.update(noticeRef, { read: true });
      if (rematchChat) {
        t.update(rematchChat, {
          'rematch.status': answer.status,
          ...(answer.chatId ? { 'rematch.chatId': answer.chatId } : {}),
        });
      }
    },
  };
}
