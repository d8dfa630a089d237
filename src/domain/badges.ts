/** The badge on a debate row of the chat list (SPEC §4 "Badge mapping"). */

import type { Chat } from './model';

type ChatBadge = 'Completed' | 'Live' | 'Waiting';

/**
 * Completed when the chat is completed, else Live while the debate runs, else Waiting.
 * The chat status wins over debateStatus because agreeing to evaluation completes the chat
 * while debateStatus still reads in_progress until the verdict is stored.
 */
export function chatBadge(chat: Pick<Chat, 'status' | 'debateStatus'>): ChatBadge {
  if (chat.status === 'completed') return 'Completed';
  if (chat.debateStatus === 'in_progress') return 'Live';
  return 'Waiting';
}
