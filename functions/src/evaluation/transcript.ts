/**
 * The debate's messages as the evaluation reads them from chats/{chatId}/messages, and what
 * of each side's messages a result keeps.
 */
import { clipText, keepBothEnds } from '@/domain/judging/bounds';
import { MAX_MESSAGE_CHARS } from '@/domain/judging/prompt';
import { MAX_STORED_ARGUMENT_CHARS } from '@/domain/limits';
import { judgesMayRead } from '@/domain/pre-start';
import { readChatMessage } from '@/domain/documents/chat-message';
import { finiteMillisOf } from '@/domain/documents/fields';

export interface StoredMessage {
  /** The message document's id (a quote of it links to it). */
  id?: string;
  senderId: string;
  content: string;
  /** The message's server time (epoch ms), when it has one. */
  sentAt?: number;
}

/**
 * The messages the evaluation read, in the order they were sent, and how many it skipped:
 * only both ends of a very long debate are read (MAX_MESSAGES_READ_PER_END each).
 */
export interface Transcript {
  messages: StoredMessage[];
  unread: number;
}

/**
 * A message as readChatMessage (src/domain/documents/chat-message.ts) reads it, or null when it
 * is not one (no sender or no text: a hand-edited or foreign document). Its time is the stored
 * one read with finiteMillisOf: a number counts as epoch ms.
 */
export function storedMessage(data: Record<string, unknown>, id?: string): StoredMessage | null {
  const message = readChatMessage(data);
  if (message?.senderId === undefined || message.content === undefined) return null;
  const sentAt = finiteMillisOf(message.timestamp);
  return {
    ...(id !== undefined ? { id } : {}),
    senderId: message.senderId,
    content: message.content,
    ...(sentAt !== null ? { sentAt } : {}),
  };
}

/**
 * Only the debate itself (docs/decisions/0013-chat.md §6): the messages sent at or after
 * debateStartTime. What the debaters said before both were ready never reaches the judges; without
 * a start time (a debate that never started) nothing does.
 */
export function debateMessagesOnly(transcript: Transcript, debateStartTime: unknown): Transcript {
  const start = finiteMillisOf(debateStartTime);
  return {
    messages: transcript.messages.filter((m) => judgesMayRead(m.sentAt, start)),
    unread: transcript.unread,
  };
}

/**
 * One side's arguments as a result stores them: its messages, each clipped as the judges
 * saw it (MAX_MESSAGE_CHARS), whole messages from the start and the end of the debate up to
 * MAX_STORED_ARGUMENT_CHARS in all, the middle left out; and how many were left out.
 */
export function storedArguments(
  messages: readonly StoredMessage[],
  uid: string,
): { kept: string[]; omitted: number } {
  const own = messages
    .filter((m) => m.senderId === uid)
    .map((m) => clipText(m.content, MAX_MESSAGE_CHARS));
  return keepBothEnds(own, MAX_STORED_ARGUMENT_CHARS, (text) => text.length);
}
