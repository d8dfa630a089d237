/**
 * Why the server refused a message (permission-denied): the rules for
 * chats/{chatId}/messages (firestore.rules) refuse one in a debate that is not open for
 * messages (over, or past its end time), and, in any chat, one between two people of whom
 * one blocked the other. Who blocked whom is never readable by the blocked person, so a
 * refusal in a chat that is open for messages is read as "you can't message this person".
 */
import type { Chat } from './model';

export type MessageRefusal = 'closed' | 'blocked';

/** How long before its end time a debate is taken as over (the device clock may run fast). */
const END_MARGIN_MS = 5_000;

type RefusedChat = Pick<Chat, 'isDebate' | 'status' | 'debateStatus' | 'debateEndTime'>;

/** The cause of a refusal in `chat` (as the device holds it; closed when it is unknown). */
export function refusalCause(chat: RefusedChat | undefined, now: number): MessageRefusal {
  if (!chat) return 'closed';
  if (!chat.isDebate) return chat.status === 'completed' ? 'closed' : 'blocked';
  if (chat.status === 'completed' || chat.debateStatus === 'completed') return 'closed';
  if (chat.debateStatus !== 'in_progress' && chat.debateStatus !== 'waiting_to_start') {
    return 'closed';
  }
  const end = chat.debateEndTime;
  if (chat.debateStatus === 'in_progress' && end !== null && end !== undefined) {
    if (now >= end - END_MARGIN_MS) return 'closed';
  }
  return 'blocked';
}

/** A refused message's line under it. */
export const REFUSAL_TEXT: Record<MessageRefusal, string> = {
  blocked: 'Not delivered: you can’t message this person.',
  closed:
    'Not delivered: you can no longer write in this chat (it was closed or the debate is not running).',
};
