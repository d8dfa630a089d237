/**
 * acceptDebateRequest({ requestId }): pending → matched exactly once (SPEC §4 "Debate
 * request", §5 "Accept request"). One transaction marks the request, creates the debate
 * chat and notifies the requester, so concurrent accepts leave one winner and one chat.
 */
import { FieldValue, getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { debateAcceptedNotice } from '@/domain/stats';
import { newDebateChat, type DebateParty } from './debate-chat';
import { ACCEPT_ERRORS, isDocumentId, NOT_AUTHENTICATED } from './debate-errors';

export interface AcceptDebateRequestRequest {
  requestId: string;
}

export interface AcceptDebateRequestResponse {
  chatId: string;
}

// Many people may tap Accept on one fresh request at once; each retry re-reads the request
// and the losers then see it matched, so they must not run out of attempts first.
const MAX_ATTEMPTS = 50;

function party(uid: string, profile: DocumentData | undefined, phoneNumber: string): DebateParty {
  const name = profile?.displayName;
  return typeof name === 'string' && name.trim()
    ? { uid, phoneNumber, displayName: name.trim() }
    : { uid, phoneNumber };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export const acceptDebateRequest = onCall<
  AcceptDebateRequestRequest,
  Promise<AcceptDebateRequestResponse>
>(async (call) => {
  const me = call.auth?.uid;
  if (!me) throw new HttpsError('unauthenticated', NOT_AUTHENTICATED);
  const requestId: unknown = call.data?.requestId;
  if (!isDocumentId(requestId)) throw new HttpsError('not-found', ACCEPT_ERRORS.notFound);

  const db = getFirestore();
  const requestRef = db.collection('debateRequests').doc(requestId);
  const tokenPhone = text(call.auth?.token.phone_number);

  return db.runTransaction(
    async (tx) => {
      const request = await tx.get(requestRef);
      const data = request.data();
      if (!data) throw new HttpsError('not-found', ACCEPT_ERRORS.notFound);
      if (data.status !== 'pending') {
        throw new HttpsError('failed-precondition', ACCEPT_ERRORS.unavailable);
      }
      const requesterUid = text(data.userId);
      if (requesterUid === me) throw new HttpsError('permission-denied', ACCEPT_ERRORS.ownRequest);

      const [requesterProfile, myProfile] = await tx.getAll(
        db.collection('users').doc(requesterUid),
        db.collection('users').doc(me),
      );
      const requester = party(requesterUid, requesterProfile?.data(), text(data.userPhone));
      const myPhone = tokenPhone || text(myProfile?.get('phoneNumber'));
      const acceptor = party(me, myProfile?.data(), myPhone);
      const topic = text(data.topic);

      const chatRef = db.collection('chats').doc();
      const now = FieldValue.serverTimestamp();
      tx.set(chatRef, {
        ...newDebateChat(
          {
            id: requestId,
            topic,
            stance: text(data.stance),
            timeLimit: typeof data.timeLimit === 'number' ? data.timeLimit : 0,
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
        acceptedByPhone: myPhone,
        acceptedAt: now,
      });
      tx.set(db.collection('notifications').doc(`debate_accepted_${chatRef.id}`), {
        userId: requesterUid,
        type: 'debate_accepted',
        ...debateAcceptedNotice(topic, acceptor.displayName ?? myPhone),
        read: false,
        chatId: chatRef.id,
        topic,
        acceptedBy: me,
        createdAt: now,
      });
      return { chatId: chatRef.id };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
});
