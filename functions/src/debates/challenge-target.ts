/**
 * What createDebateRequest reads for a challenge (src/domain/challenges.ts), inside its
 * transaction: the person challenged, and for a rematch the finished debate it replays.
 * Every refusal is decided here, before anything is written.
 */
import { getFirestore, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CHALLENGE_STATUS,
  CHALLENGE_TEXT,
  challengeExpired,
  rematchStance,
} from '@/domain/challenges';
import { personName } from '@/domain/fallback-name';
import { STANCE_MAX_LENGTH } from '@/domain/validation';
import { assertNotBlocked } from '../safety/account';
import { isDocumentId } from '@/domain/ids';
import type { Chat } from '@/domain/model';
import { readChat } from '@/domain/documents/chat';
import { readDebateRequest } from '@/domain/documents/debate-request';
import { readProfile } from '@/domain/documents/profile';

export interface ChallengeTarget {
  uid: string;
  /** Their name as the challenger's card shows it. */
  name: string;
}

/** Whether a stored request still waits for its challenged person's answer. */
function challengeWaiting(data: unknown, now: number): boolean {
  const request = readDebateRequest(data);
  if (request?.status !== CHALLENGE_STATUS) return false;
  return !challengeExpired(request.expiresAt, now);
}

/**
 * The person challenged: not the caller, not blocked either way, with a profile. Strangers
 * may be challenged (like a chat); a block ends that.
 */
export async function readChallengeTarget(
  tx: Transaction,
  me: string,
  targetUid: unknown,
): Promise<ChallengeTarget> {
  if (!isDocumentId(targetUid)) throw new HttpsError('not-found', CHALLENGE_TEXT.userNotFound);
  if (targetUid === me) throw new HttpsError('invalid-argument', CHALLENGE_TEXT.self);
  await assertNotBlocked(me, targetUid, tx);
  const profile = await tx.get(getFirestore().collection('users').doc(targetUid));
  if (!profile.exists) throw new HttpsError('not-found', CHALLENGE_TEXT.userNotFound);
  const data = readProfile(profile.data()) ?? {};
  return {
    uid: targetUid,
    name: personName({
      displayName: data.displayName ?? null,
      fallbackName: data.fallbackName ?? null,
    }),
  };
}

/** A rematch's request, made from the finished debate: same topic and limit, sides swapped. */
export interface RematchPlan {
  chatRef: DocumentReference;
  opponentUid: string;
  draft: { topic: string; stance: string; timeLimit: number; isPublic: boolean };
  /** The caller's rematch of this debate that still waits: answered with its id again. */
  existingRequestId: string | null;
}

function checkFinishedDebate(chat: Chat | undefined, me: string): string {
  if (!chat?.isDebate) throw new HttpsError('not-found', CHALLENGE_TEXT.notFinished);
  const participants = chat.participants;
  if (!participants.includes(me) || participants.length !== 2) {
    throw new HttpsError('permission-denied', CHALLENGE_TEXT.notParticipant);
  }
  if (chat.debateStatus !== 'completed' && chat.status !== 'completed') {
    throw new HttpsError('failed-precondition', CHALLENGE_TEXT.notFinished);
  }
  return participants.find((uid) => uid !== me) as string;
}

/**
 * Reads the debate to replay. One offer per debate: the caller's own offer that still waits
 * is answered again (no second notice); an offer from the opponent that still waits is to be
 * answered, not crossed; an offer accepted or declined is final.
 */
export async function readRematch(
  tx: Transaction,
  me: string,
  chatId: unknown,
  now = Date.now(),
): Promise<RematchPlan> {
  if (!isDocumentId(chatId)) throw new HttpsError('not-found', CHALLENGE_TEXT.notFinished);
  const chatRef = getFirestore().collection('chats').doc(chatId);
  const stored = (await tx.get(chatRef)).data();
  const chat = stored ? readChat(chatId, stored) : undefined;
  const opponentUid = checkFinishedDebate(chat, me);
  const offer = chat?.rematch;
  let existingRequestId: string | null = null;
  if (offer) {
    if (offer.status !== 'offered') {
      throw new HttpsError('failed-precondition', CHALLENGE_TEXT.rematchAnswered);
    }
    const request = await tx.get(getFirestore().collection('debateRequests').doc(offer.requestId));
    if (challengeWaiting(request.data(), now)) {
      if (offer.fromUid !== me) {
        throw new HttpsError('failed-precondition', CHALLENGE_TEXT.rematchOffered);
      }
      existingRequestId = offer.requestId;
    }
  }
  const creator = chat?.participants[0];
  const stance = rematchStance(String(chat?.creatorStance ?? ''), creator === me);
  return {
    chatRef,
    opponentUid,
    existingRequestId,
    draft: {
      topic: String(chat?.debateTopic ?? ''),
      stance: [...stance].slice(0, STANCE_MAX_LENGTH).join(''),
      timeLimit: chat?.debateTimeLimit ?? 0,
      isPublic: chat?.isPublic === true,
    },
  };
}
