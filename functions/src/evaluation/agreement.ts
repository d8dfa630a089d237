/**
 * The chat as the evaluation reads it: its debaters, whether all of them agreed to be
 * judged, and when that agreement ends the debate (setEvaluationAgreement, agreement-change.ts).
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

/**
 * A running debate whose participants have all agreed to the evaluation, not yet
 * completed and not judged: its status is to become 'completed'.
 */
export function shouldCompleteOnAgreement(chat: ChatDocument | undefined): boolean {
  return (
    chat !== undefined &&
    chat.isDebate === true &&
    chat.debateStatus === 'in_progress' &&
    chat.status !== 'completed' &&
    chat.evaluationRequested === true &&
    (chat.debateResult ?? null) === null &&
    allAgreed(chat)
  );
}
