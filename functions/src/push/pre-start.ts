/**
 * Pushes of a debate that has not started (its debaters getting ready, talking before the
 * start) are keyed by the debate REQUEST, not the chat. An accept → ready → message → exit
 * loop makes a new chat (and so a new mute, a new push id) every round; keyed by the
 * request, each kind of pre-start push reaches the other debater once per window however
 * many rounds are played.
 *
 * And one push per debate setup: the accept notice, 'Your opponent is ready' and a message
 * before the start share one push per request, pair of debaters, recipient and window
 * (claimPreStartPush). The first of them pushes; the others wait in the room and the bell.
 * tests/abuse/debate-loop-pushes.test.ts prints the figure (≤ 1 from 100 rounds).
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { readAcceptNotice } from '@/domain/documents/accept-notice';
import { ACCEPT_NOTICE_WINDOW_MS } from '@/domain/limits';
import type { Chat } from '@/domain/model';
import { acceptNoticeRef } from '../debates/accept-notice';

/** The same window as the accept notice's (accept-notice.ts). */
export const PRE_START_PUSH_WINDOW_MS = ACCEPT_NOTICE_WINDOW_MS;

/** The chat as readChat (src/domain/documents/chat.ts) reads it. */
type PreStartChat = Pick<Chat, 'isDebate' | 'debateStatus' | 'debateRequestId'>;

/** Whether the chat is a debate waiting to start (its pushes are keyed by the request). */
export function isPreStart(chat: PreStartChat): boolean {
  return chat.isDebate && chat.debateStatus === 'waiting_to_start';
}

/**
 * What a push about this chat is keyed by: the chat's id, or for a debate waiting to start,
 * its request's id and the window now falls in.
 */
export function pushScope(chatId: string, chat: PreStartChat, now: number): string {
  if (!isPreStart(chat) || !chat.debateRequestId) return chatId;
  return `request_${chat.debateRequestId}_${Math.floor(now / PRE_START_PUSH_WINDOW_MS)}`;
}

/**
 * A debate's request and its acceptor, the second participant (newDebateChat): acceptorOf
 * (src/domain/documents/chat.ts) reads it by its place in the stored array.
 */
export interface PreStartPair {
  requestId: string | undefined;
  acceptor: string | undefined;
}

/**
 * Claims this window's one pre-start push of `recipient` for the debate's request and pair:
 * true when they had none in the window (the caller pushes), false when the accept notice,
 * a readiness or a message already pushed them. Kept on the pair's acceptNotices record,
 * which the accept notice starts (its push counts as the requester's) and a TTL removes. A
 * debate without a request (seeded, or paired by the app) claims nothing: true.
 */
export async function claimPreStartPush(
  { requestId, acceptor }: PreStartPair,
  recipient: string,
  now = Date.now(),
): Promise<boolean> {
  if (!requestId || acceptor === undefined) return true;
  const ref = acceptNoticeRef(requestId, acceptor);
  return getFirestore().runTransaction(async (tx) => {
    const last = readAcceptNotice((await tx.get(ref)).data()).pushedAt[recipient];
    if (last !== undefined && now - last < PRE_START_PUSH_WINDOW_MS) return false;
    tx.set(
      ref,
      {
        pushedAt: { [recipient]: Timestamp.fromMillis(now) },
        expiresAt: Timestamp.fromMillis(now + PRE_START_PUSH_WINDOW_MS),
      },
      { merge: true },
    );
    return true;
  });
}
