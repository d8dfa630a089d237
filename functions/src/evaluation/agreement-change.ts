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
import { readDebateState, type DebateState } from '@/domain/documents/debate-state';
import type { StoredData } from '@/domain/documents/fields';
import { allAgreed } from './agreement';
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

/** No longer a running debate: not one, not in progress, judged or being judged. */
function closed(debate: DebateState): boolean {
  return (
    !debate.isDebate ||
    debate.debateStatus !== 'in_progress' ||
    debate.hasResult ||
    debate.hasWinner ||
    debate.evaluationInProgress
  );
}

export function agreementChange(
  chat: StoredData | undefined,
  uid: string,
  agreed: boolean,
  now: number = Date.now(),
): AgreementOutcome {
  if (!chat) throw new HttpsError('not-found', AGREEMENT_ERRORS.chatNotFound);
  const debate = readDebateState(chat);
  if (!debate.debaters.includes(uid)) {
    throw new HttpsError('permission-denied', AGREEMENT_ERRORS.notParticipant);
  }
  const opponent = debate.debaters.find((p) => p !== uid) ?? '';
  const readiness = debate.evaluationReadiness;
  const unchanged = { update: null, requested: false, completed: false, opponent };
  if (readiness[uid] === agreed && (!agreed || debate.evaluationRequested)) return unchanged;
  if (closed(debate)) throw new HttpsError('failed-precondition', AGREEMENT_ERRORS.closed);
  const update: Record<string, unknown> = { [`evaluationReadiness.${uid}`]: agreed };
  if (!agreed) return { ...unchanged, update };
  const requested = !debate.evaluationRequested;
  update.evaluationRequested = true;
  const after = { ...debate, evaluationReadiness: { ...readiness, [uid]: true } };
  const completed = debate.status !== 'completed' && allAgreed(after);
  if (completed) {
    update.status = 'completed';
    const end = debate.endTime;
    if (end !== null && now < end) update.debateEndedEarlyAt = Timestamp.fromMillis(now);
  }
  return { update, requested, completed, opponent };
}
