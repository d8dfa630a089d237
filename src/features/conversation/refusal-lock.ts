import type { LocalMessage } from '@/offline/db';
import { CONVERSATION_TEXT } from './conversation-texts';

/**
 * Why the composer is locked after the server refused the user's newest message because one
 * of the two blocked the other (src/domain/message-refusal.ts), or null. A retry of that
 * message that goes through (they were unblocked) opens it again.
 */
export function composerRefusal(messages: readonly LocalMessage[], myUid: string): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as LocalMessage;
    if (message.senderId !== myUid) continue;
    return message.state === 'failed' && message.refusal === 'blocked'
      ? CONVERSATION_TEXT.cannotMessage
      : null;
  }
  return null;
}
