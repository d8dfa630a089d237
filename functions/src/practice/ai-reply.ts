/**
 * onAiAskCreated: the AI debater answers the person it debates (docs/decisions/0025-never-alone.md
 * §3). The person's client writes an ask (chats/{chatId}/aiAsks/{messageId}, for the newest message
 * of each batch) in the same batch as the messages (src/data/messages.ts; the rules take it only
 * beside a new message of theirs in a practice debate): this trigger runs on those asks, so no
 * other chat's messages start a function. Delivered at least once: ./answer-message.ts answers each
 * message once. The keys are the judges' (bound from Secret Manager the same way).
 */
import path from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { readChatMessage } from '@/domain/documents/chat-message';
import { AI_ASKS, AI_DEBATER_UID, isPracticeChatId } from '@/domain/practice';
import { judgeSecretNames } from '../evaluation/judge-secrets';
import { answerMessage } from './answer-message';

/** functions/lib/index.js is the bundle: functions/.env sits beside lib/. */
const secrets = judgeSecretNames(process.env, path.join(__dirname, '..', '.env'));

export const onAiAskCreated = onDocumentCreated(
  {
    document: `chats/{chatId}/${AI_ASKS}/{messageId}`,
    timeoutSeconds: 60,
    maxInstances: 20,
    ...(secrets.length ? { secrets } : {}),
  },
  async (event) => {
    const { chatId, messageId } = event.params;
    if (!isPracticeChatId(chatId)) return;
    const db = getFirestore();
    const message = (await db.doc(`chats/${chatId}/messages/${messageId}`).get()).data();
    if (!message || readChatMessage(message)?.senderId === AI_DEBATER_UID) return;
    await answerMessage(db, chatId, messageId, message);
  },
);
