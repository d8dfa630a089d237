/**
 * Pushes of a debate that has not started (its debaters getting ready, talking before the
 * start) are keyed by the debate REQUEST, not the chat. An accept → ready → message → exit
 * loop makes a new chat (and so a new mute, a new push id) every round; keyed by the
 * request, each kind of pre-start push reaches the other debater once per window however
 * many rounds are played. tests/abuse/debate-loop-pushes.test.ts prints the figure.
 */
import { ACCEPT_NOTICE_WINDOW_MS } from '@/domain/limits';

/** The same window as the accept notice's (accept-notice.ts). */
export const PRE_START_PUSH_WINDOW_MS = ACCEPT_NOTICE_WINDOW_MS;

/** Whether the chat is a debate waiting to start (its pushes are keyed by the request). */
export function isPreStart(chat: Record<string, unknown>): boolean {
  return chat.isDebate === true && chat.debateStatus === 'waiting_to_start';
}

/**
 * What a push about this chat is keyed by: the chat's id, or for a debate waiting to start,
 * its request's id and the window now falls in.
 */
export function pushScope(chatId: string, chat: Record<string, unknown>, now: number): string {
  if (!isPreStart(chat) || typeof chat.debateRequestId !== 'string' || !chat.debateRequestId) {
    return chatId;
  }
  return `request_${chat.debateRequestId}_${Math.floor(now / PRE_START_PUSH_WINDOW_MS)}`;
}
