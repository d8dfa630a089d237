/**
 * The claim that lets exactly one run call the judges, and how long it holds: longer than
 * the function can live, so a live run is never taken over and a crashed one is.
 */

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
