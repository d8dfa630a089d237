/**
 * declineChallenge({ requestId }): the person challenged says no (src/domain/challenges.ts).
 * One transaction deletes the challenge (so it stops counting against the challenger's
 * MAX_PENDING_REQUESTS at once), tells the challenger in their bell (and by push), marks the
 * challenged person's own notice read, and shows a rematch's debate that it was declined.
 * Only the person challenged may, once; anyone else is told it does not exist.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CHALLENGE_STATUS, CHALLENGE_TEXT, challengeDeclinedNotice } from '@/domain/challenges';
import { requesterFields } from '@/domain/debate-requests';
import { notifyNotices } from '../push/notify';
import { signedInCallable } from '../safety/callable';
import { checkChallengeFor, readChallengeAnswer } from './challenge-answer';
import { isDocumentId } from '@/domain/ids';
import { ACCEPT_ERRORS } from './debate-errors';
import { readDebateRequest, readShownDebateRequest } from '@/domain/documents/debate-request';
import { readProfile } from '@/domain/documents/profile';

export const declineChallenge = signedInCallable('declineChallenge', async (call, me) => {
  const requestId: unknown = call.data?.requestId;
  if (!isDocumentId(requestId)) throw new HttpsError('invalid-argument', CHALLENGE_TEXT.badInput);

  const db = getFirestore();
  const requestRef = db.collection('debateRequests').doc(requestId);
  const noticeId = await db.runTransaction(async (tx) => {
    const data = (await tx.get(requestRef)).data();
    const stored = readDebateRequest(data);
    if (stored?.status !== CHALLENGE_STATUS) {
      throw new HttpsError('not-found', ACCEPT_ERRORS.notFound);
    }
    // A lapsed challenge can still be declined: it is cleared away all the same.
    checkChallengeFor(me, stored, 0);
    const profile = await tx.get(db.collection('users').doc(me));
    const answer = await readChallengeAnswer(tx, requestId, stored);
    const myName = requesterFields(
      readProfile(profile.data()),
      String(call.auth?.token.phone_number ?? ''),
    ).userName;
    // The notice repeats the challenge as its card showed it (a stored number as its digits).
    const shown = readShownDebateRequest(requestId, data);
    const topic = shown.topic;
    const noticeRef = db.collection('notifications').doc(`challenge_declined_${requestId}`);
    tx.delete(requestRef);
    tx.set(noticeRef, {
      userId: shown.userId,
      type: 'challenge_declined',
      ...challengeDeclinedNotice(myName, topic),
      read: false,
      topic,
      requestId,
      createdAt: FieldValue.serverTimestamp(),
    });
    answer.write(tx, { status: 'declined' });
    return noticeRef.id;
  });
  await notifyNotices([noticeId]);
  return { requestId };
});
