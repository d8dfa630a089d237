/**
 * The chat as the evaluation reads it: its debaters, and whether all of them agreed to be
 * judged (which ends the debate: setEvaluationAgreement, agreement-change.ts).
 */

/** The chat fields the checks read, as stored. */
export interface ChatDocument {
  participants?: unknown;
  isDebate?: unknown;
  debateTopic?: unknown;
  evaluationRequested?: unknown;
  evaluationReadiness?: unknown;
  [key: string]: unknown;
}

export function participantsOf(chat: ChatDocument): string[] {
  return Array.isArray(chat.participants)
    ? chat.participants.filter((p): p is string => typeof p === 'string' && p !== '')
    : [];
}

export function allAgreed(chat: ChatDocument): boolean {
  const readiness = chat.evaluationReadiness;
  const participants = participantsOf(chat);
  if (typeof readiness !== 'object' || readiness === null || participants.length === 0) {
    return false;
  }
  return participants.every((uid) => (readiness as Record<string, unknown>)[uid] === true);
}
