/**
 * The evaluation run's fields of chats/{chatId}, as the functions keep them
 * (functions/src/evaluation/evaluation-store.ts): the claim that lets one run call the judges,
 * the failure it leaves for the callers that waited on it, and the runs the debate has had.
 * Only the functions write them. The app shows the run as readEvaluationState reads it (its
 * progress, the judges and the verdict beside the failure: src/data/evaluation.ts).
 */
import { JUDGE_KEYS, judgeStatus, type JudgeKey, type JudgeStatus } from '../judges';
import { isRecord, millisOf, optionalText } from './fields';

interface EvaluationRun {
  /** The run holding the evaluation: its id and when it claimed (epoch ms, 0 when not stored). */
  claim: { id: string; at: number } | null;
  /** The last run's failure, for the callers that waited on its claim. */
  failure: { message: string; claimId?: string } | null;
  /** Runs already started on this debate (a positive whole number, else 0). */
  attempts: number;
}

function claimOf(value: unknown): EvaluationRun['claim'] {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  return { id: value.id, at: millisOf(value.at) ?? 0 };
}

function failureOf(value: unknown): EvaluationRun['failure'] {
  if (!isRecord(value) || typeof value.message !== 'string') return null;
  const claimId = optionalText(value.claimId);
  return { message: value.message, ...(claimId !== undefined ? { claimId } : {}) };
}

function attemptsOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The run's fields from the chat's stored data; no document reads as no run. */
export function readEvaluationRun(chat: unknown): EvaluationRun {
  const data = isRecord(chat) ? chat : {};
  return {
    claim: claimOf(data.evaluationClaim),
    failure: failureOf(data.evaluationError),
    attempts: attemptsOf(data.evaluationAttempts),
  };
}

/** What the chat document says about its evaluation, beyond the mirrored Chat fields. */
export interface EvaluationState {
  inProgress: boolean;
  /** The server's progress, 0–100; null when none is shown. */
  progress: number | null;
  stage: string | null;
  judges: Record<JudgeKey, JudgeStatus>;
  /** The last run's failure ('Multi-judge evaluation failed: …'), until the next run. */
  failure: string | null;
  /** Set once judged: the winner's name or 'Draw', and uid (null on a draw). */
  verdict: { winner: string; winnerId: string | null } | null;
  /** Ended without judges: a side wrote too little (src/domain/judging/no-contest.ts). */
  noContest: boolean;
}

/** Each judge's status (a missing or unknown one is 'waiting'). */
function judgesOf(value: unknown): EvaluationState['judges'] {
  const judges = isRecord(value) ? value : {};
  return Object.fromEntries(JUDGE_KEYS.map((key) => [key, judgeStatus(judges[key])])) as Record<
    JudgeKey,
    JudgeStatus
  >;
}

/** The winner's name: the chat's `winner`, else its result summary's; null before a verdict. */
function winnerOf(data: Record<string, unknown>): string | null {
  const summary = isRecord(data.debateResult) ? data.debateResult : {};
  return optionalText(data.winner) ?? optionalText(summary.winner) ?? null;
}

/** The evaluation as the app shows it, from the chat's stored data; no document reads as none. */
export function readEvaluationState(chat: unknown): EvaluationState {
  const data = isRecord(chat) ? chat : {};
  const winner = winnerOf(data);
  return {
    inProgress: data.evaluationInProgress === true,
    progress: typeof data.evaluationProgress === 'number' ? data.evaluationProgress : null,
    stage: optionalText(data.evaluationStage) ?? null,
    judges: judgesOf(data.evaluationJudges),
    failure: readEvaluationRun(data).failure?.message ?? null,
    verdict: winner === null ? null : { winner, winnerId: optionalText(data.winnerId) ?? null },
    noContest: data.noContest === true,
  };
}
