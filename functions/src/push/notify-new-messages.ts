/**
 * notifyNewMessages({ chatId }): the sender's device asks for the other participant's push after
 * its outbox committed a batch (decision 2 in the team's notes; docs/decisions/0013-chat.md §1),
 * unless the other is looking at the chat. One callable per batch at most, and no trigger: a
 * message batch costs at most this one invocation.
 *
 * The push says what the chat document says: 'Name: preview' from the chat's lastMessage,
 * never text from the caller, and only when that last message is the caller's own and
 * recent. At most one push per chat and recipient per MESSAGE_PUSH_INTERVAL_MS
 * (messagePushes/{chatId}_{uid}, server-only), one per message id however often it is
 * asked for, nothing across a block or into a muted chat, and within the recipient's
 * hourly push quota (notify.ts, send-push.ts).
 */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  MESSAGE_PUSH_INTERVAL_MS,
  MESSAGE_PUSH_MAX_AGE_MS,
  messagePushBody,
  PUSH_TEXT,
} from '@/domain/push';
import { acceptorOf, readChat, readLastMessage } from '@/domain/documents/chat';
import { readChatMessage } from '@/domain/documents/chat-message';
import { readMessagePush } from '@/domain/documents/message-push';
import { isDocumentId } from '@/domain/ids';
import { signedInCallable } from '../safety/callable';
import { claimPreStartPush, isPreStart, PRE_START_PUSH_WINDOW_MS, pushScope } from './pre-start';
import { missingChatError } from '../safety/chat-access';
import { notifyChat } from './notify';
import { senderName } from './sender-name';
import { readProfile } from '@/domain/documents/profile';
import { CALLABLE_TEXT } from '@/domain/callable-errors';
import type { MessagePushOutcome } from '@/domain/callables';

export const MESSAGE_PUSH_ERRORS = {
  badInput: 'Send the id of a chat.',
  chatNotFound: CALLABLE_TEXT.chatNotFound,
  notParticipant: CALLABLE_TEXT.notInChat,
} as const;

export function throttleRef(chatId: string, recipient: string) {
  return getFirestore().collection('messagePushes').doc(`${chatId}_${recipient}`);
}

/** Takes the chat's push slot for this message; the outcome when it may not be pushed. */
async function takeSlot(
  chatId: string,
  recipient: string,
  messageId: string,
  now: number,
  interval: number,
): Promise<MessagePushOutcome | null> {
  const db = getFirestore();
  const ref = throttleRef(chatId, recipient);
  return db.runTransaction(async (tx) => {
    const last = readMessagePush((await tx.get(ref)).data());
    if (last.lastMessageId === messageId) return 'already-pushed';
    if (now - (last.pushedAt ?? 0) < interval) return 'throttled';
    tx.set(ref, {
      chatId,
      recipient,
      lastMessageId: messageId,
      pushedAt: Timestamp.fromMillis(now),
    });
    return null;
  });
}

export const notifyNewMessages = signedInCallable('notifyNewMessages', async (call, me) => {
  const chatId: unknown = call.data?.chatId;
  if (!isDocumentId(chatId)) throw new HttpsError('invalid-argument', MESSAGE_PUSH_ERRORS.badInput);

  const db = getFirestore();
  const chatRef = db.collection('chats').doc(chatId);
  const chat = (await chatRef.get()).data();
  if (!chat) throw missingChatError(chatId, me, MESSAGE_PUSH_ERRORS);
  const stored = readChat(chatId, chat);
  if (!stored.participants.includes(me)) {
    throw new HttpsError('permission-denied', MESSAGE_PUSH_ERRORS.notParticipant);
  }
  const recipient = stored.participants.find((p) => p !== me);
  const last = readLastMessage(chat);
  const messageId = last.id;
  if (!recipient || !isDocumentId(messageId) || last.preview === undefined) {
    return { outcome: 'no-message' };
  }
  const [messageDoc, profile] = await db.getAll(
    chatRef.collection('messages').doc(messageId),
    db.collection('users').doc(me),
  );
  const message = readChatMessage(messageDoc?.data());
  if (message?.senderId !== me) return { outcome: 'not-yours' };
  const now = Date.now();
  if (last.sentAt === null || now - last.sentAt > MESSAGE_PUSH_MAX_AGE_MS) {
    return { outcome: 'too-old' };
  }
  // A debate waiting to start: one message push per request and window (pre-start.ts).
  const preStart = isPreStart(stored);
  const refused = await takeSlot(
    pushScope(chatId, stored, now),
    recipient,
    messageId,
    now,
    preStart ? PRE_START_PUSH_WINDOW_MS : MESSAGE_PUSH_INTERVAL_MS,
  );
  if (refused) return { outcome: refused };
  // One push per debate setup (pre-start.ts): the accept notice or readiness may have had it.
  const pair = { requestId: stored.debateRequestId, acceptor: acceptorOf(chat) };
  if (preStart && !(await claimPreStartPush(pair, recipient, now))) {
    return { outcome: 'throttled' };
  }

  const { isDebate } = stored;
  const topic = stored.debateTopic ?? '';
  const result = await notifyChat(
    {
      id: `message_${chatId}_${messageId}`,
      userId: recipient,
      type: 'new_message',
      title: isDebate && topic ? topic : PUSH_TEXT.newMessage,
      // The stored message's own text, never the preview a batch wrote beside it.
      body: messagePushBody(
        senderName(readProfile(profile?.data()), chat, me),
        message.content ?? '',
      ),
      chatId,
      isDebate,
    },
    me,
  );
  return { outcome: result.sent ? 'pushed' : 'not-sent' };
});
