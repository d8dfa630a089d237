/**
 * Whether all of a debate's debaters agreed to be judged (which ends the debate:
 * setEvaluationAgreement, agreement-change.ts), on the chat as readDebateState reads it.
 */
import type { DebateState } from '@/domain/documents/debate-state';

export function allAgreed(debate: Pick<DebateState, 'debaters' | 'evaluationReadiness'>): boolean {
  const { debaters, evaluationReadiness } = debate;
  return debaters.length > 0 && debaters.every((uid) => evaluationReadiness[uid] === true);
}
