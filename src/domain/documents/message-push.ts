/**
 * messagePushes/{scope}_{recipient}: the last message push a recipient got in a chat (or, before
 * a debate's start, for its request: functions/src/push/pre-start.ts), so a chat pushes at most
 * once per interval and once per message (functions/src/push/notify-new-messages.ts). Only the
 * functions read and write them.
 */
import { isRecord, optionalText, timestampMillisOf } from './fields';

interface MessagePushDoc {
  /** The message pushed last; undefined when it is not text. */
  lastMessageId?: string;
  /** When it was pushed (epoch ms); null when it has no Timestamp. */
  pushedAt: number | null;
}

/** The record from its stored data; no document reads as no push. */
export function readMessagePush(data: unknown): MessagePushDoc {
  const stored = isRecord(data) ? data : {};
  const push: MessagePushDoc = { pushedAt: timestampMillisOf(stored.pushedAt) };
  const lastMessageId = optionalText(stored.lastMessageId);
  if (lastMessageId !== undefined) push.lastMessageId = lastMessageId;
  return push;
}
