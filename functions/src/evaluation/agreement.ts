/**
 * The chat as the evaluation reads it: its debaters, and whether all of them agreed to be
 * judged (which ends the debate: setEvaluationAgreement, agreement-change.ts).
 */
import { participantsOf } from '@/domain/documents/chat';

/** The chat fields the checks read, as stored. */
export interface ChatDocument {
  participants?: unknown;
  isDebate?: unknown;
  debateTopic?: unknown;
  evaluationRequested?: unknown;
  evaluationReadiness?: unknown;
  [key: string]: unknown;
}

/** The chat's participants (participantsOf) without an empty uid, which is nobody. */
export function debatersOf(chat: ChatDocument): string[] {
  return participantsOf(chat).filter((uid) => uid !== '');
}

export function allAgreed(chat: ChatDocument): boolean {
  const readiness = chat.evaluationReadiness;
  const participants = debatersOf(chat);
  if (typeof readiness !== 'object' || readiness === null || participants.length === 0) {
    return false;
  }
  return participants.every((uid) => (readiness as Record<string, unknown>)[uid] === true);
}
