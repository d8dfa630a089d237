/**
 * Answering a challenge (src/domain/challenges.ts): who may, and what an answer changes
 * besides the request itself: the challenged person's notice is marked read (its Accept and
 * Decline are spent), and a rematch's debate shows both debaters the answer.
 */
import { getFirestore, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CHALLENGE_TEXT, challengeExpired } from '@/domain/challenges';
import { ACCEPT_ERRORS } from './debate-errors';
import { readChat } from '@/domain/documents/chat';
import type { DebateRequestDoc } from '@/domain/documents/debate-request';

/**
 * Only the person challenged may answer, and only before it lapses. Anyone else is told it
 * does not exist, as if they had looked for a request they cannot read. `request` is the
 * challenge as readDebateRequest (src/domain/documents/debate-request.ts) reads it.
 */
export function checkChallengeFor(me: string, request: DebateRequestDoc, now = Date.now()): void {
  if (request.challengedUid !== me) throw new HttpsError('not-found', ACCEPT_ERRORS.notFound);
  if (challengeExpired(request.expiresAt, now)) {
    throw new HttpsError('failed-precondition', CHALLENGE_TEXT.expired);
  }
}

/** The rematch offer a finished debate shows (its chat's `rematch`), read in the transaction. */
export async function rematchOfferOn(tx: Transaction, chatRef: DocumentReference) {
  return readChat(chatRef.id, (await tx.get(chatRef)).data() ?? {}).rematch;
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
  { rematchOf }: DebateRequestDoc,
): Promise<ChallengeAnswer> {
  const noticeRef = challengeNoticeRef(requestId);
  const notice = await tx.get(noticeRef);
  let rematchChat: DocumentReference | null = null;
  if (rematchOf !== undefined) {
    const chatRef = getFirestore().collection('chats').doc(rematchOf);
    const offer = await rematchOfferOn(tx, chatRef);
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
