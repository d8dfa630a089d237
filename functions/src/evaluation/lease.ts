/**
 * The claim that lets exactly one run call the judges, and how long it holds: longer than
 * the function can live, so a live run is never taken over and a crashed one is.
 */
import { MAX_EVALUATIONS_PER_CHAT } from '@/domain/limits';

/** The function's own budget; the claim outlives it so a crashed run can be reclaimed. */
export const EVALUATION_TIMEOUT_SECONDS = 300;
export const EVALUATION_LEASE_MS = (EVALUATION_TIMEOUT_SECONDS + 30) * 1000;
/** The judges' whole budget: leaves room to store the result inside the function's time. */
export const JUDGE_PANEL_BUDGET_MS = 240_000;

export interface EvaluationClaim {
  id: string;
  /** Epoch ms when it was taken. */
  at: number;
}

export type ClaimState = 'free' | 'running' | 'stale';

/** Free when nobody runs; stale when the run that took it has outlived any function. */
export function claimState(claim: EvaluationClaim | null, now: number): ClaimState {
  if (!claim) return 'free';
  return now - claim.at > EVALUATION_LEASE_MS ? 'stale' : 'running';
}

export type ClaimDecision =
  | { kind: 'decided' }
  | { kind: 'running'; claimId: string }
  | { kind: 'exhausted' }
  | { kind: 'take'; attempt: number };

/**
 * What a caller does, decided in the claim's transaction: a stored result is returned and
 * a live run waited for, whatever the attempts; otherwise a new run is taken, the debate's
 * next attempt, while it has attempts left.
 */
export function claimDecision(
  state: { resultExists: boolean; claim: EvaluationClaim | null; attempts: number },
  now: number,
): ClaimDecision {
  if (state.resultExists) return { kind: 'decided' };
  if (state.claim && claimState(state.claim, now) === 'running') {
    return { kind: 'running', claimId: state.claim.id };
  }
  if (state.attempts >= MAX_EVALUATIONS_PER_CHAT) return { kind: 'exhausted' };
  return { kind: 'take', attempt: state.attempts + 1 };
}
