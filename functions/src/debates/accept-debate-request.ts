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
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
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

// Many people may tap Accept on one fresh request at once; each retry re-reads the request
// and the losers then see it matched, so they must not run out of attempts first.
const MAX_ATTEMPTS = 50;

export const acceptDebateRequest = signedInCallable('acceptDebateRequest', async (call, me) => {
  const requestId: unknown = call.data?.requestId;
  if (!isDocumentId(requestId)) throw new HttpsError('not-found', ACCEPT_ERRORS.notFound);
  await takeQuota(me, QUOTAS.debateAccept);

  const db = getFirestore();
  const requestRef = db.collection('debateRequests').doc(requestId);
  const users = db.collection('users');

  const { chatId, createdNotice, phones } = await db.runTransaction(
    async (tx) => {
      const stored = readDebateRequest((await tx.get(requestRef)).data());
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
      const acceptor = participantFrom(
        me,
        myProfileDoc,
        readAccount(myAccount?.data()),
        call.auth?.token.phone_number,
      );
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
      tx.update(requestRef, {
        status: 'matched',
        chatId: chatRef.id,
        acceptedBy: me,
        acceptedByPhone: acceptor.phoneNumber,
        acceptedAt: now,
        // A matched challenge must outlive its TTL: exiting the debate reads it back.
        ...(challenge ? { expiresAt: FieldValue.delete() } : {}),
      });
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
});
