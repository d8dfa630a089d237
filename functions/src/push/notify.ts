/**
 * The one push path (docs/decisions/0013-chat.md §1; decision 1 in the team's notes): every
 * function that creates an in-app notice, or causes a debate moment or a message push, sends the
 * push itself, inline, through these two calls. There is no Firestore trigger on chats/{id} or
 * notifications/{id}: a message batch starts no function at all.
 *
 * Exactly once: a notice's push is claimed under the notice's fixed id, a chat push under
 * a fixed id for its moment (send-push.ts, pushes/{id}), so a retried or concurrent call
 * sends nothing more. The per-recipient hourly quota, mutes and dead-token pruning are
 * send-push.ts's. A failed push never fails the operation that caused it: the in-app notice
 * or the chat itself is there all the same.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { blockedEitherWay } from '../safety/account';
import { chatPushMessage, type ChatPush } from './push-message';
import { sendPush, sendPushForNotification, type PushResult } from './send-push';
import { pushTransport, type PushTransport } from './transport';

export interface NotifyDeps {
  transport?: PushTransport;
  db?: Firestore;
}

function logged(label: string, result: PushResult): PushResult {
  if (result.sent) {
    console.log(
      `push ${label}: ${result.delivered}/${result.tokens} delivered, ${result.pruned.length} dead tokens removed`,
    );
  }
  return result;
}

function failed(label: string, error: unknown): PushResult {
  console.error(`push ${label} failed`, error);
  return { sent: false, reason: 'failed' };
}

/**
 * Pushes notices the caller's transaction has just created (notifications/{id}, committed)
 * to their users' devices, once per notice id. Pass only ids the transaction created, not
 * ones it found there.
 */
export async function notifyNotices(
  ids: readonly string[],
  { transport = pushTransport(), db = getFirestore() }: NotifyDeps = {},
): Promise<PushResult[]> {
  return Promise.all(
    ids.map(async (id) => {
      try {
        const notice = await db.collection('notifications').doc(id).get();
        return logged(id, await sendPushForNotification(id, notice.data(), transport, db));
      } catch (error) {
        return failed(id, error);
      }
    }),
  );
}

/**
 * Pushes a chat moment to one participant, once per `push.id`; nothing when `from` and the
 * recipient have blocked each other, or the recipient muted the chat.
 */
export async function notifyChat(
  push: ChatPush,
  from: string,
  { transport = pushTransport(), db = getFirestore() }: NotifyDeps = {},
): Promise<PushResult> {
  try {
    if (await blockedEitherWay(from, push.userId)) return { sent: false, reason: 'blocked' };
    const result = await sendPush(
      { id: push.id, userId: push.userId, chatId: push.chatId, message: chatPushMessage(push) },
      transport,
      db,
    );
    return logged(push.id, result);
  } catch (error) {
    return failed(push.id, error);
  }
}
