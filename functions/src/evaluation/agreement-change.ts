/**
 * What one debater's evaluation request or agreement does to a debate chat (SPEC §4
 * "Debate chat"): their own evaluationReadiness key; asking (true) also marks the
 * evaluation requested; when that makes everyone agree, the chat is completed in the same
 * write, and when that is before the debate's end time it is marked as ended early (the
 * room's clock then reads 'Ended early', not 'Time is up'). Pure (`now` is given), so
 * setEvaluationAgreement writes exactly what the unit tests prove.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { allAgreed, debatersOf, type ChatDocument } from './agreement';
import { AGREEMENT_ERRORS } from './evaluation-texts';

export interface AgreementOutcome {
  /** The fields to write; null when the chat already says so (a retried call). */
  update: Record<string, unknown> | null;
  /** This call asked for the evaluation first: the other debater hears about it. */
  requested: boolean;
  /** Everyone now agrees: the chat is completed ('Start AI Evaluation'). */
  completed: boolean;
  opponent: string;
}

/** The stored end time in ms (a Timestamp, or a number in older tests), or null. */
function endTimeOf(chat: ChatDocument): number | null {
  const end = chat.debateEndTime;
  if (end instanceof Timestamp) return end.toMillis();
  return typeof end === 'number' ? end : null;
}

export function agreementChange(
  chat: ChatDocument | undefined,
  uid: string,
  agreed: boolean,
  now: number = Date.now(),
): AgreementOutcome {
  if (!chat) throw new HttpsError('not-found', AGREEMENT_ERRORS.chatNotFound);
  const participants = debatersOf(chat);
  if (!participants.includes(uid)) {
    throw new HttpsError('permission-denied', AGREEMENT_ERRORS.notParticipant);
  }
  const opponent = participants.find((p) => p !== uid) ?? '';
  const readiness = (chat.evaluationReadiness ?? {}) as Record<string, unknown>;
  const unchanged = { update: null, requested: false, completed: false, opponent };
  if (readiness[uid] === agreed && (!agreed || chat.evaluationRequested === true)) {
    return unchanged;
  }
  if (
    chat.isDebate !== true ||
    chat.debateStatus !== 'in_progress' ||
    (chat.debateResult ?? null) !== null ||
    (chat.winner ?? null) !== null ||
    chat.evaluationInProgress === true
  ) {
    throw new HttpsError('failed-precondition', AGREEMENT_ERRORS.closed);
  }
  const update: Record<string, unknown> = { [`evaluationReadiness.${uid}`]: agreed };
  if (!agreed) return { ...unchanged, update };
  const requested = chat.evaluationRequested !== true;
  update.evaluationRequested = true;
  const after = { ...chat, evaluationReadiness: { ...readiness, [uid]: true } };
  const completed = chat.status !== 'completed' && allAgreed(after);
  if (completed) {
    update.status = 'completed';
    const end = endTimeOf(chat);
    if (end !== null && now < end) update.debateEndedEarlyAt = Timestamp.fromMillis(now);
  }
  return { update, requested, completed, opponent };
}
