/**
 * acceptDebateRequest({ requestId }): pending → matched exactly once (SPEC §4 "Debate
 * request", §5 "Accept request"). One transaction marks the request, creates the debate
 * chat and notifies the requester, so concurrent accepts leave one winner and one chat.
 *
 * A challenge (src/domain/challenges.ts) is accepted the same way, by the person it is
 * addressed to only and before it lapses; a rematch's debate then shows the new one.
 *
 * Abuse limits (docs/decisions/0012-safety.md): a banned account accepts nothing, nobody accepts a
 * banned person's request (it is "no longer available": `npm run admin -- ban` cancels their
 * pending ones, and this covers one that raced the ban), nobody accepts across a block, accepts are
 * a per-account quota, and an accept/exit loop notifies the requester once per hour at most
 * (accept-notice.ts). The new notice's push leaves from here, once it is committed
 * (push/notify.ts).
 *
 * The two now debate each other, so each may see the other's phone wherever they meet (the
 * `debated` consent of contacts/phone-access.ts): the requester posted theirs on the request.
 */
import { FieldValue, getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { personName } from '@/domain/fallback-name';
import { CHALLENGE_STATUS } from '@/domain/challenges';
import { QUOTAS } from '@/domain/limits';
import { participantFrom } from '../chats/participants';
import { grantPhoneAccess } from '../contacts/phone-access';
import { notifyNotices } from '../push/notify';
import { assertNotBlocked, banRef } from '../safety/account';
import { signedInCallable } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { readPriorNotice, writeAcceptNotice } from './accept-notice';
import { checkChallengeFor, readChallengeAnswer } from './challenge-answer';
import { newDebateChat } from './debate-chat';
import { isDocumentId } from '@/domain/ids';
import { ACCEPT_ERRORS } from './debate-errors';
import { text } from '@/domain/documents/fields';
import { readAccount } from '@/domain/documents/account';
import { readDebateRequest } from '@/domain/documents/debate-request';
import { readProfile } from '@/domain/documents/profile';

// Many people may tap Accept on one fresh request at once. The request is read outside the
// transaction and its update is conditional on that read (its update time), so the accepts
// never hold locks on it while they work: under the emulator's locks, twenty transactions
// that all read and then wrote it waited on each other's lock time-outs for 30 to 60 s.
// The update fails for all but the first; each of those reads the request again and then
// sees it matched. A request changes only by an accept, an exit or its cancelling, so a few
// reads are enough; the transaction's own retries are for the documents it does lock. (The
// SDK's backoff stops at its eleventh attempt, so 50 means "as many as the SDK allows".)
const MAX_READS = 5;
const MAX_ATTEMPTS = 50;
const FAILED_PRECONDITION = 9;

/** Firestore's answer to an update whose precondition no longer holds (not an HttpsError). */
function isStaleRead(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === FAILED_PRECONDITION;
}

export const acceptDebateRequest = signedInCallable('acceptDebateRequest', async (call, me) => {
  const requestId: unknown = call.data?.requestId;
  if (!isDocumentId(requestId)) throw new HttpsError('not-found', ACCEPT_ERRORS.notFound);
  await takeQuota(me, QUOTAS.debateAccept);

  const requestRef = getFirestore().collection('debateRequests').doc(requestId);
  for (let read = 1; ; read++) {
    const snapshot = await requestRef.get();
    try {
      return await acceptAsRead(snapshot, me, call.auth?.token.phone_number);
    } catch (error) {
      if (!isStaleRead(error) || read >= MAX_READS) throw error;
    }
  }
});

/**
 * Accepts the request as `snapshot` read it: one transaction that writes the request only if
 * nobody changed it since (its update time), with the debate chat and the requester's notice.
 * Throws Firestore's failed precondition when somebody did.
 */
async function acceptAsRead(
  snapshot: DocumentSnapshot,
  me: string,
  myPhone: string | undefined,
): Promise<{ chatId: string }> {
  const db = getFirestore();
  const requestRef = snapshot.ref;
  const requestId = requestRef.id;
  const users = db.collection('users');
  const { chatId, createdNotice, phones } = await db.runTransaction(
    async (tx) => {
      const stored = readDebateRequest(snapshot.data());
      if (!stored) throw new HttpsError('not-found', ACCEPT_ERRORS.notFound);
      const challenge = stored.status === CHALLENGE_STATUS;
      if (challenge) checkChallengeFor(me, stored);
      else if (stored.status !== 'pending') {
        throw new HttpsError('failed-precondition', ACCEPT_ERRORS.unavailable);
      }
      const requesterUid = stored.userId ?? '';
      if (requesterUid === me) throw new HttpsError('permission-denied', ACCEPT_ERRORS.ownRequest);
      if (!requesterUid || (await tx.get(banRef(requesterUid))).exists) {
        throw new HttpsError('failed-precondition', ACCEPT_ERRORS.unavailable);
      }
      await assertNotBlocked(requesterUid, me, tx);

      const [requesterProfile, myProfile, myAccount] = await tx.getAll(
        users.doc(requesterUid),
        users.doc(me),
        users.doc(me).collection('private').doc('account'),
      );
      const myProfileDoc = readProfile(myProfile?.data());
      const prior = await readPriorNotice(tx, requestId, me);
      const answered = challenge ? await readChallengeAnswer(tx, requestId, stored) : null;
      // The request's phone is the one the requester signed in with when they made it.
      const requester = participantFrom(
        requesterUid,
        readProfile(requesterProfile?.data()),
        undefined,
        stored.userPhone,
      );
      const acceptor = participantFrom(me, myProfileDoc, readAccount(myAccount?.data()), myPhone);
      const topic = stored.topic ?? '';

      const chatRef = db.collection('chats').doc();
      const now = FieldValue.serverTimestamp();
      tx.set(chatRef, {
        ...newDebateChat(
          {
            id: requestId,
            topic,
            stance: stored.stance ?? '',
            timeLimit: stored.timeLimit ?? 0,
            isPublic: stored.isPublic === true,
          },
          requester,
          acceptor,
        ),
        createdAt: now,
      });
      tx.update(
        requestRef,
        {
          status: 'matched',
          chatId: chatRef.id,
          acceptedBy: me,
          acceptedByPhone: acceptor.phoneNumber,
          acceptedAt: now,
          // A matched challenge must outlive its TTL: exiting the debate reads it back.
          ...(challenge ? { expiresAt: FieldValue.delete() } : {}),
        },
        // Only as read: somebody who accepted (or exited, or cancelled) first wins.
        { lastUpdateTime: snapshot.updateTime! },
      );
      answered?.write(tx, { status: 'accepted', chatId: chatRef.id });
      const noticeId = writeAcceptNotice(tx, prior, {
        requestId,
        requesterUid,
        acceptorUid: me,
        // Never the phone: the notice and its push (a lock screen) show a name, the
        // generated one (made from the phone, SPEC §3) when they chose none.
        acceptorName: personName({
          displayName: acceptor.displayName,
          fallbackName: text(myProfileDoc?.fallbackName),
          phoneNumber: acceptor.phoneNumber,
        }),
        chatId: chatRef.id,
        topic,
      });
      // A re-pointed earlier notice was pushed when it was made: only a new one is pushed.
      return {
        chatId: chatRef.id,
        createdNotice: prior.recent ? null : noticeId,
        phones: { requesterUid, requester: requester.phoneNumber, acceptor: acceptor.phoneNumber },
      };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
  await Promise.all([
    grantPhoneAccess({
      owner: phones.requesterUid,
      viewer: me,
      phone: phones.requester,
      reason: 'debated',
    }),
    grantPhoneAccess({
      owner: me,
      viewer: phones.requesterUid,
      phone: phones.acceptor,
      reason: 'debated',
    }),
  ]);
  if (createdNotice) await notifyNotices([createdNotice]);
  return { chatId };
}
