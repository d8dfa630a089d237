/**
 * chats/{chatId}/messages/{messageId}, one message. The functions read it with
 * readChatMessage (the AI debater's turns, functions/src/practice/answer-message.ts; a
 * report's evidence, functions/src/moderation/report-user.ts; a message's push,
 * functions/src/push/notify-new-messages.ts); the app with readShownMessage
 * (src/data/messages.ts). Written by clients as firestore.rules allows, and by the functions
 * for the AI debater.
 */
import type { Message } from '../model';
import { isRecord, millisOf, optionalText, shownText, timestampMillisOf } from './fields';

export interface ChatMessageDoc {
  senderId?: string;
  content?: string;
  /** When it was sent (epoch ms); null when it has no Timestamp yet. */
  sentAt: number | null;
  /**
   * The stored time as it is, null when none: copied into what the functions write (a read
   * mark, a report), where an epoch ms would lose the server time's microseconds.
   */
  timestamp: unknown;
}

/** The message from its stored data; undefined for no document. */
export function readChatMessage(data: unknown): ChatMessageDoc | undefined {
  if (!isRecord(data)) return undefined;
  const message: ChatMessageDoc = {
    sentAt: timestampMillisOf(data.timestamp),
    timestamp: data.timestamp ?? null,
  };
  const senderId = optionalText(data.senderId);
  if (senderId !== undefined) message.senderId = senderId;
  const content = optionalText(data.content);
  if (content !== undefined) message.content = content;
  return message;
}

/**
 * The message as the app shows it: texts as String() shows them ('' for none), and its
 * server time, null until the server has it (a local write's pending server timestamp).
 */
export function readShownMessage(id: string, chatId: string, data: unknown): Message {
  const stored = isRecord(data) ? data : {};
  return {
    id,
    chatId,
    senderId: shownText(stored.senderId) ?? '',
    senderPhone: shownText(stored.senderPhone) ?? '',
    content: shownText(stored.content) ?? '',
    timestamp: millisOf(stored.timestamp),
  };
}
