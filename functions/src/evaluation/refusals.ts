/**
 * Who may evaluate which chat, and when there is nothing to judge (SPEC §5 "Resolve
 * (evaluate) debate", §8 "Evaluation"): each refusal is the callable's error code and the
 * SPEC's message. No Firestore here, so unit tests prove it.
 */
import { readDebateState } from '@/domain/documents/debate-state';
import type { StoredData } from '@/domain/documents/fields';
import { isOthersPairChatId } from '@/domain/ids';
import { allAgreed } from './agreement';
import { EVALUATION_ERRORS } from './evaluation-texts';
import type { StoredMessage } from './transcript';

export interface EvaluationRefusal {
  code: 'not-found' | 'invalid-argument' | 'permission-denied' | 'failed-precondition';
  message: string;
}

/**
 * Why this user may not evaluate this chat (SPEC §5's checks in its order, after the
 * caller's membership), or null. A chat whose
 * result exists is not refused: the caller gets that result.
 */
export function chatRefusal(
  chat: StoredData | undefined,
  uid: string,
  options: { resultExists: boolean; chatId?: string },
): EvaluationRefusal | null {
  // Missing under another pair's id: answered like their existing chat (no existence oracle).
  if (!chat && options.chatId !== undefined && isOthersPairChatId(options.chatId, uid)) {
    return { code: 'permission-denied', message: EVALUATION_ERRORS.notParticipant };
  }
  if (!chat) return { code: 'not-found', message: EVALUATION_ERRORS.chatNotFound };
  const debate = readDebateState(chat);
  // Checked first, so nobody learns more of someone else's chat than that it exists.
  if (!debate.debaters.includes(uid)) {
    return { code: 'permission-denied', message: EVALUATION_ERRORS.notParticipant };
  }
  if (!debate.isDebate || !debate.topic || debate.debaters.length !== 2) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.invalidChat };
  }
  if (options.resultExists) return null;
  if (!debate.evaluationRequested) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.notRequested };
  }
  if (!allAgreed(debate)) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.notAgreed };
  }
  return null;
}

/** None at all, or none from the two debaters with any text: nothing to judge. */
export function messagesRefusal(
  messages: readonly StoredMessage[],
  participants: readonly string[],
): EvaluationRefusal | null {
  if (messages.length === 0) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.noMessagesFound };
  }
  const judged = messages.filter((m) => participants.includes(m.senderId) && m.content.trim());
  if (judged.length === 0) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.noMessages };
  }
  return null;
}
