/**
 * The evaluation run's fields of chats/{chatId}, as the functions keep them
 * (functions/src/evaluation/evaluation-store.ts): the claim that lets one run call the judges,
 * the failure it leaves for the callers that waited on it, and the runs the debate has had.
 * Only the functions write them.
 */
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
