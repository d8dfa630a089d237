/**
 * replyAsAiDebater: the AI debater answers each message of the person it debates (issue 25
 * §3), on the message's creation. Firestore cannot filter a trigger by its chat, so it runs
 * for every message of every chat: a chat id without PRACTICE_CHAT_PREFIX ends it before any
 * read (one invocation, nothing else). Delivered at least once: ./answer-message.ts answers
 * each message once. The keys are the judges' (bound from Secret Manager the same way).
 */
import path from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { AI_DEBATER_UID, isPracticeChatId } from '@/domain/practice';
import { judgeSecretNames } from '../evaluation/judge-secrets';
import { answerMessage } from './answer-message';

/** functions/lib/index.js is the bundle: functions/.env sits beside lib/. */
const secrets = judgeSecretNames(process.env, path.join(__dirname, '..', '.env'));

export const replyAsAiDebater = onDocumentCreated(
  {
    document: 'chats/{chatId}/messages/{messageId}',
    timeoutSeconds: 60,
    maxInstances: 20,
    ...(secrets.length ? { secrets } : {}),
  },
  async (event) => {
    const { chatId, messageId } = event.params;
    if (!isPracticeChatId(chatId)) return;
    const message = event.data?.data();
    if (!message || message.senderId === AI_DEBATER_UID) return;
    await answerMessage(getFirestore(), chatId, messageId, message);
  },
);
