/**
 * createDebateRequest({ topic, stance, timeLimit, isPublic?, challengedUid? } | { rematchOf }):
 * a new request (SPEC §4 "Debate request", §5 "Create request"), at most
 * MAX_PENDING_REQUESTS waiting per person, open requests and challenges together.
 *
 * With `challengedUid` it is a challenge (src/domain/challenges.ts): addressed to that person
 * only, who is notified (in the bell and by push, with Accept and Decline); it lapses after
 * CHALLENGE_EXPIRY_MS. With `rematchOf` (a finished debate of the caller's) it is a rematch:
 * a challenge to the same opponent with the debate's topic and limit and the sides swapped,
 * which the debate itself shows both debaters (chats/{id}.rematch).
 *
 * Rules cannot count, so clients never create requests themselves. One person's creates are
 * serialised by a transaction that writes their requestLocks/{uid} document and reads their
 * waiting requests: two creates at once conflict on the lock, and the second retries and
 * sees the first one's request (PER_PERSON_ATTEMPTS times at most, as many as a burst needs).
 */
import { FieldValue, getFirestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { alreadyChallengedText, CHALLENGE_STATUS, challengeNotice } from '@/domain/challenges';
import { requesterFields } from '@/domain/debate-requests';
import {
  CHALLENGE_EXPIRY_MS,
  MAX_PENDING_REQUESTS,
  QUOTAS,
  TOO_MANY_PENDING_REQUESTS,
} from '@/domain/limits';
import {
  DEBATE_REQUEST_ERRORS,
  validateDebateRequest,
  type DebateRequestDraft,
} from '@/domain/validation';
import { validPhone } from '../chats/participants';
import { notifyNotices } from '../push/notify';
import { signedInCallable } from '../safety/callable';
import { PER_PERSON_ATTEMPTS, takeQuota } from '../safety/quota';
import {
  readChallengeTarget,
  readRematch,
  type ChallengeTarget,
  type RematchPlan,
} from './challenge-target';
import type { CreateDebateRequestRequest } from '@/domain/callables';
import { text } from '@/domain/documents/fields';
import { readDebateRequest } from '@/domain/documents/debate-request';
import { readProfile } from '@/domain/documents/profile';

export const NO_PHONE_TEXT = 'Your account has no phone number.';

export function requestLockRef(uid: string) {
  return getFirestore().collection('requestLocks').doc(uid);
}

function checkedDraft(input: {
  topic?: unknown;
  stance?: unknown;
  timeLimit?: unknown;
}): DebateRequestDraft {
  const checked = validateDebateRequest({
    user: { uid: 'caller' },
    topic: text(input.topic),
    stance: text(input.stance),
    timeLimit: Number(input.timeLimit),
  });
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  return checked.value;
}

/** The caller's waiting requests: open ones, and challenges that have not lapsed. */
async function readWaiting(tx: Transaction, me: string, now: number) {
  const requests = getFirestore().collection('debateRequests').where('userId', '==', me);
  const open = await tx.get(requests.where('status', '==', 'pending').limit(MAX_PENDING_REQUESTS));
  const challenges = await tx.get(
    requests
      .where('status', '==', CHALLENGE_STATUS)
      .where('expiresAt', '>', Timestamp.fromMillis(now))
      .limit(MAX_PENDING_REQUESTS),
  );
  return {
    count: open.size + challenges.size,
    challenged: new Set(
      challenges.docs.flatMap((d) => readDebateRequest(d.data())?.challengedUid ?? []),
    ),
  };
}

interface Addressed {
  draft: DebateRequestDraft;
  isPublic: boolean;
  target: ChallengeTarget | null;
  rematch: RematchPlan | null;
}

/** What the call asks for, read and checked inside the transaction (before any write). */
async function readAddressed(
  tx: Transaction,
  me: string,
  data: CreateDebateRequestRequest | undefined,
): Promise<Addressed> {
  if (data?.rematchOf !== undefined) {
    const rematch = await readRematch(tx, me, data.rematchOf);
    const target = await readChallengeTarget(tx, me, rematch.opponentUid);
    return {
      draft: checkedDraft(rematch.draft),
      isPublic: rematch.draft.isPublic,
      target,
      rematch,
    };
  }
  const draft = checkedDraft({
    topic: data?.topic,
    stance: data?.stance,
    timeLimit: data?.timeLimit,
  });
  const target =
    data?.challengedUid !== undefined
      ? await readChallengeTarget(tx, me, data.challengedUid)
      : null;
  return { draft, isPublic: data?.isPublic === true, target, rematch: null };
}

export const createDebateRequest = signedInCallable(
  'createDebateRequest',
  async (call, me) => {
    // Bad input is refused before the quota is touched (a rematch's is checked in the transaction).
    if (call.data?.rematchOf === undefined) checkedDraft(call.data ?? {});
    // Requests show the requester's phone in Browse (SPEC §2): it is the one they signed in with.
    const phone = validPhone(call.auth?.token.phone_number);
    if (!phone) throw new HttpsError('failed-precondition', NO_PHONE_TEXT);

    await takeQuota(me, QUOTAS.debateRequestCreate);

    const db = getFirestore();
    const requestRef = db.collection('debateRequests').doc();
    const outcome = await db.runTransaction(
      async (tx) => {
        const now = Date.now();
        const lockRef = requestLockRef(me);
        await tx.get(lockRef);
        const waiting = await readWaiting(tx, me, now);
        // The card's name and rating travel with the request, so Browse reads no profile.
        const profile = await tx.get(db.collection('users').doc(me));
        const asked = await readAddressed(tx, me, call.data);
        if (asked.rematch?.existingRequestId) {
          return { requestId: asked.rematch.existingRequestId, noticeId: null };
        }
        if (waiting.count >= MAX_PENDING_REQUESTS) {
          throw new HttpsError('resource-exhausted', TOO_MANY_PENDING_REQUESTS);
        }
        if (asked.target && waiting.challenged.has(asked.target.uid)) {
          throw new HttpsError('failed-precondition', alreadyChallengedText(asked.target.name));
        }

        const card = requesterFields(readProfile(profile.data()), phone);
        tx.set(lockRef, { uid: me, lastCreatedAt: FieldValue.serverTimestamp() });
        const request = {
          userId: me,
          userPhone: phone,
          topic: asked.draft.topic,
          stance: asked.draft.stance,
          timeLimit: asked.draft.timeLimit,
          isPublic: asked.isPublic,
          ...card,
          timestamp: FieldValue.serverTimestamp(),
          status: 'pending',
        };
        if (!asked.target) {
          tx.set(requestRef, request);
          return { requestId: requestRef.id, noticeId: null };
        }
        const expiresAt = Timestamp.fromMillis(now + CHALLENGE_EXPIRY_MS);
        const rematchOf = asked.rematch?.chatRef.id ?? null;
        tx.set(requestRef, {
          ...request,
          status: CHALLENGE_STATUS,
          challengedUid: asked.target.uid,
          challengedName: asked.target.name,
          expiresAt,
          ...(rematchOf ? { rematchOf } : {}),
        });
        const noticeRef = db.collection('notifications').doc(`debate_challenge_${requestRef.id}`);
        tx.set(noticeRef, {
          userId: asked.target.uid,
          type: 'debate_challenge',
          ...challengeNotice(card.userName, asked.draft.topic, rematchOf !== null),
          read: false,
          topic: asked.draft.topic,
          requestId: requestRef.id,
          expiresAt,
          createdAt: FieldValue.serverTimestamp(),
        });
        if (asked.rematch) {
          tx.update(asked.rematch.chatRef, {
            rematch: {
              requestId: requestRef.id,
              fromUid: me,
              toUid: asked.target.uid,
              status: 'offered',
            },
          });
        }
        return { requestId: requestRef.id, noticeId: noticeRef.id };
      },
      { maxAttempts: PER_PERSON_ATTEMPTS },
    );
    if (outcome.noticeId) await notifyNotices([outcome.noticeId]);
    return { requestId: outcome.requestId };
  },
  { signedOut: DEBATE_REQUEST_ERRORS.signedOut },
);
