/**
 * The requester's "debate accepted" notice, at most once per request and acceptor per
 * ACCEPT_NOTICE_WINDOW_MS: an accept/exit loop would otherwise push the requester a new
 * notice (with the acceptor's chosen name in it) every round.
 *
 * acceptNotices/{requestId}_{acceptorUid} remembers when that acceptor last caused a notice
 * and which one. An accept within the window creates no notice (so no push); it points the
 * earlier notice at the new chat instead, so tapping it still opens the live debate.
 */
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { readAcceptNotice } from '@/domain/documents/accept-notice';
import { ACCEPT_NOTICE_WINDOW_MS } from '@/domain/limits';
import { debateAcceptedNotice } from '@/domain/stats';

export function acceptNoticeRef(requestId: string, acceptorUid: string) {
  return getFirestore().collection('acceptNotices').doc(`${requestId}_${acceptorUid}`);
}

export interface PriorNotice {
  ref: DocumentReference;
  /** The notice sent within the window, still there to be re-pointed; null: send a new one. */
  recent: DocumentReference | null;
}

/** Reads the acceptor's last notice for this request (a transaction reads before it writes). */
export async function readPriorNotice(
  tx: Transaction,
  requestId: string,
  acceptorUid: string,
  now = Date.now(),
): Promise<PriorNotice> {
  const ref = acceptNoticeRef(requestId, acceptorUid);
  const { lastNoticeAt: last, notificationId: id } = readAcceptNotice((await tx.get(ref)).data());
  if (last === null || now - last >= ACCEPT_NOTICE_WINDOW_MS || id === undefined) {
    return { ref, recent: null };
  }
  const notification = getFirestore().collection('notifications').doc(id);
  return { ref, recent: (await tx.get(notification)).exists ? notification : null };
}

export interface AcceptedNotice {
  requestId: string;
  requesterUid: string;
  acceptorUid: string;
  /** The acceptor's display name, else their generated name: never a phone number. */
  acceptorName: string;
  chatId: string;
  topic: string;
}

/** Notifies the requester, or re-points the recent notice; returns the notice's id. */
export function writeAcceptNotice(
  tx: Transaction,
  prior: PriorNotice,
  notice: AcceptedNotice,
  now = Date.now(),
): string {
  if (prior.recent) {
    tx.update(prior.recent, { chatId: notice.chatId });
    return prior.recent.id;
  }
  const ref = getFirestore().collection('notifications').doc(`debate_accepted_${notice.chatId}`);
  tx.set(ref, {
    userId: notice.requesterUid,
    type: 'debate_accepted',
    ...debateAcceptedNotice(notice.topic, notice.acceptorName),
    read: false,
    chatId: notice.chatId,
    topic: notice.topic,
    acceptedBy: notice.acceptorUid,
    createdAt: FieldValue.serverTimestamp(),
  });
  tx.set(prior.ref, {
    requestId: notice.requestId,
    requesterUid: notice.requesterUid,
    acceptorUid: notice.acceptorUid,
    notificationId: ref.id,
    lastNoticeAt: Timestamp.fromMillis(now),
    // The notice's push is the requester's one pre-start push (push/pre-start.ts).
    pushedAt: { [notice.requesterUid]: Timestamp.fromMillis(now) },
    // For a TTL policy: the record is worthless once its window is over.
    expiresAt: Timestamp.fromMillis(now + ACCEPT_NOTICE_WINDOW_MS),
  });
  return ref.id;
}
