/**
 * chats/{chatId}/messages/{messageId}, one message, as the functions read it (the AI debater's
 * turns, functions/src/practice/answer-message.ts; a report's evidence,
 * functions/src/moderation/report-user.ts). Written by clients as firestore.rules allows, and
 * by the functions for the AI debater.
 */
import { isRecord, optionalText, timestampMillisOf } from './fields';

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
