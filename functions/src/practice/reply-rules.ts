/**
 * When the AI debater may answer a message (docs/decisions/0025-never-alone.md §3): only in a
 * practice debate that is running (active, started, before its end on the server's clock), only a
 * message of the person it debates, and at most MAX_AI_REPLIES_PER_DEBATE times. Pure, so the
 * trigger does exactly what the unit tests prove.
 */
import { MAX_AI_REPLIES_PER_DEBATE } from '@/domain/limits';
import { AI_DEBATER_UID } from '@/domain/practice';
import type { PracticeChatDoc } from '@/domain/documents/practice-chat';

/** A practice debate still running at `now`: the AI answers only then, and stops at the end. */
export function practiceRunning(chat: PracticeChatDoc | undefined, now: number): boolean {
  if (!chat || chat.matchOrigin !== 'practice' || !chat.isDebate) return false;
  if (chat.status !== 'active' || chat.debateStatus !== 'in_progress') return false;
  return chat.debateEndTime === null || now < chat.debateEndTime;
}

export type ReplyRefusal = 'not-running' | 'not-the-person' | 'limit';

/** Why the AI does not answer this message, or null when it does. */
export function replyRefusal(
  chat: PracticeChatDoc | undefined,
  senderId: string | undefined,
  now: number,
): ReplyRefusal | null {
  if (!practiceRunning(chat, now)) return 'not-running';
  const participants = chat?.participants ?? [];
  if (
    senderId === undefined ||
    senderId === AI_DEBATER_UID ||
    !participants.includes(senderId) ||
    !participants.includes(AI_DEBATER_UID)
  ) {
    return 'not-the-person';
  }
  return (chat?.aiReplies ?? 0) >= MAX_AI_REPLIES_PER_DEBATE ? 'limit' : null;
}
