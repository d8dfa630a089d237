/**
 * The AI debater's answer to one message (docs/decisions/0025-never-alone.md §3), at most once per
 * message however often the trigger is delivered: a transaction claims
 * chats/{chatId}/aiReplies/{messageId} (and counts the reply against MAX_AI_REPLIES_PER_DEBATE)
 * before anything is paid; the provider is asked; the reply is written under a fixed id
 * (`ai-{messageId}`), with the chat's preview, in a second transaction that first checks the debate
 * still runs, so the AI stops at the end even mid-reply. While it writes, it shows as typing and as
 * having read the message (members/ai-debater, as a person's own client would mark it).
 *
 * The claim keeps what the bench reads: the provider's time, the tokens, and when the reply
 * was stored (the overhead over the provider is the rest).
 */
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { buildDebaterMessages, type DebaterTurn } from '@/domain/debater-prompt';
import { judgesMayRead } from '@/domain/pre-start';
import { AI_DEBATER_UID } from '@/domain/practice';
import { lastMessageOf } from '@/domain/chat-list';
import { judgeEnv } from '../evaluation/judge-env';
import { callDebater } from './call-debater';
import { loadDebaterProvider } from './debater-provider';
import { practiceRunning, replyRefusal } from './reply-rules';
import { readChatMessage, type ChatMessageDoc } from '@/domain/documents/chat-message';
import type { StoredData } from '@/domain/documents/fields';
import { readPracticeChat, type PracticeChatDoc } from '@/domain/documents/practice-chat';

/** Messages the debater reads back: the newest, as many as its prompt keeps. */
const TURNS_READ = 20;

export function aiReplyId(messageId: string): string {
  return `ai-${messageId}`;
}

/** Claims the answer; the chat as it was, or null when there is nothing to answer. */
async function claim(
  db: Firestore,
  chatRef: DocumentReference,
  messageId: string,
  message: ChatMessageDoc,
): Promise<PracticeChatDoc | null> {
  const claimRef = chatRef.collection('aiReplies').doc(messageId);
  return db.runTransaction(async (tx) => {
    const [chatSnap, claimSnap] = await tx.getAll(chatRef, claimRef);
    if (claimSnap?.exists) return null; // a redelivery: answered, or being answered
    const chat = readPracticeChat(chatSnap?.data());
    if (replyRefusal(chat, message.senderId, Date.now()) !== null) return null;
    tx.set(claimRef, {
      messageId,
      state: 'writing',
      messageAt: message.timestamp,
      claimedAt: FieldValue.serverTimestamp(),
    });
    tx.update(chatRef, { aiReplies: FieldValue.increment(1) });
    tx.set(
      chatRef.collection('members').doc(AI_DEBATER_UID),
      {
        typingAt: FieldValue.serverTimestamp(),
        ...(message.timestamp ? { readUpTo: message.timestamp } : {}),
        readAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    return chat ?? null;
  });
}

/** The debate so far (the newest turns since the start), oldest first. */
async function readTurns(chatRef: DocumentReference, start: number | null): Promise<DebaterTurn[]> {
  const snapshot = await chatRef
    .collection('messages')
    .orderBy('timestamp', 'desc')
    .limit(TURNS_READ)
    .get();
  const turns: DebaterTurn[] = [];
  for (const doc of snapshot.docs) {
    const m = readChatMessage(doc.data());
    if (m?.content === undefined || !judgesMayRead(m.sentAt ?? undefined, start)) continue;
    turns.unshift({ fromAi: m.senderId === AI_DEBATER_UID, content: m.content });
  }
  return turns;
}

export async function answerMessage(
  db: Firestore,
  chatId: string,
  messageId: string,
  stored: StoredData,
): Promise<void> {
  const chatRef = db.collection('chats').doc(chatId);
  const message = readChatMessage(stored) ?? { sentAt: null, timestamp: null };
  const chat = await claim(db, chatRef, messageId, message);
  if (!chat) return;
  const claimRef = chatRef.collection('aiReplies').doc(messageId);
  const side = chat.aiSide;
  const debater = loadDebaterProvider(await judgeEnv(db));
  if (!debater) {
    await claimRef.update({ state: 'failed', failure: 'not-configured' });
    return;
  }
  let reply;
  try {
    reply = await callDebater(
      debater,
      buildDebaterMessages({
        motion: chat.debateTopic,
        side,
        position: chat.motion[side],
        opponentPosition: chat.motion[side === 'for' ? 'against' : 'for'],
        turns: await readTurns(chatRef, chat.debateStartTime),
      }),
    );
  } catch (error) {
    logger.warn('The AI debater gave no reply', {
      chatId,
      reason: error instanceof Error ? error.message : String(error),
    });
    await claimRef.update({ state: 'failed', failure: 'provider' });
    return;
  }
  const replyRef = chatRef.collection('messages').doc(aiReplyId(messageId));
  await db.runTransaction(async (tx) => {
    if (!practiceRunning(readPracticeChat((await tx.get(chatRef)).data()), Date.now())) {
      tx.update(claimRef, { state: 'too-late', providerMs: reply.providerMs });
      return;
    }
    tx.set(replyRef, {
      senderId: AI_DEBATER_UID,
      content: reply.content,
      chatId,
      timestamp: FieldValue.serverTimestamp(),
    });
    tx.update(chatRef, {
      lastMessage: lastMessageOf(reply.content),
      lastMessageTime: FieldValue.serverTimestamp(),
      lastMessageId: replyRef.id,
      [`messageCounts.${AI_DEBATER_UID}`]: FieldValue.increment(1),
    });
    tx.update(claimRef, {
      state: 'done',
      model: reply.model,
      providerMs: reply.providerMs,
      promptTokens: reply.promptTokens,
      completionTokens: reply.completionTokens,
      repliedAt: FieldValue.serverTimestamp(),
    });
  });
}
