/**
 * createDebateRequest({ topic, stance, timeLimit }): a new pending request (SPEC §4 "Debate
 * request", §5 "Create request"), at most MAX_PENDING_REQUESTS open per person.
 *
 * Rules cannot count, so clients no longer create requests themselves. One person's creates
 * are serialised by a transaction that writes their requestLocks/{uid} document and reads
 * their pending requests: two creates at once conflict on the lock, and the second retries
 * and sees the first one's request.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { MAX_PENDING_REQUESTS, QUOTAS, TOO_MANY_PENDING_REQUESTS } from '@/domain/limits';
import { requesterFields } from '@/domain/debate-requests';
import { DEBATE_REQUEST_ERRORS, validateDebateRequest } from '@/domain/validation';
import { validPhone } from '../chats/participants';
import { assertNotBanned } from '../safety/account';
import { callableOptions } from '../safety/callable';
import { takeQuota } from '../safety/quota';

export interface CreateDebateRequestRequest {
  topic: string;
  stance: string;
  timeLimit: number;
  /** 'Public debate: anyone can watch' (issue 14 §3); anything but true is a private one. */
  isPublic?: boolean;
}

export interface CreateDebateRequestResponse {
  requestId: string;
}

export const NO_PHONE_TEXT = 'Your account has no phone number.';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function requestLockRef(uid: string) {
  return getFirestore().collection('requestLocks').doc(uid);
}

export const createDebateRequest = onCall<
  CreateDebateRequestRequest,
  Promise<CreateDebateRequestResponse>
>(callableOptions(), async (call) => {
  const me = call.auth?.uid;
  if (!me) throw new HttpsError('unauthenticated', DEBATE_REQUEST_ERRORS.signedOut);
  await assertNotBanned(me);
  const checked = validateDebateRequest({
    user: { uid: me },
    topic: text(call.data?.topic),
    stance: text(call.data?.stance),
    timeLimit: Number(call.data?.timeLimit),
  });
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  // Requests show the requester's phone in Browse (SPEC §2): it is the one they signed in with.
  const phone = validPhone(call.auth?.token.phone_number);
  if (!phone) throw new HttpsError('failed-precondition', NO_PHONE_TEXT);

  await takeQuota(me, QUOTAS.debateRequestCreate);

  const db = getFirestore();
  const requestRef = db.collection('debateRequests').doc();
  const pendingOfMine = db
    .collection('debateRequests')
    .where('userId', '==', me)
    .where('status', '==', 'pending')
    .limit(MAX_PENDING_REQUESTS);
  await db.runTransaction(async (tx) => {
    const lockRef = requestLockRef(me);
    await tx.get(lockRef);
    const pending = await tx.get(pendingOfMine);
    // The card's name and rating travel with the request, so Browse reads no profile.
    const profile = await tx.get(db.collection('users').doc(me));
    if (pending.size >= MAX_PENDING_REQUESTS) {
      throw new HttpsError('resource-exhausted', TOO_MANY_PENDING_REQUESTS);
    }
    tx.set(lockRef, { uid: me, lastCreatedAt: FieldValue.serverTimestamp() });
    tx.set(requestRef, {
      userId: me,
      userPhone: phone,
      topic: checked.value.topic,
      stance: checked.value.stance,
      timeLimit: checked.value.timeLimit,
      isPublic: call.data?.isPublic === true,
      ...requesterFields(profile.data(), phone),
      timestamp: FieldValue.serverTimestamp(),
      status: 'pending',
    });
  });
  return { requestId: requestRef.id };
});
