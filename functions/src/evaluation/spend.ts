/**
 * What evaluations may spend on the judges (docs/decisions/0012-safety.md §2 "Bounded AI spend").
 * Every run that calls the judges pays up to three of them, so a debate gets
 * MAX_EVALUATIONS_PER_CHAT runs, failed ones included (counted on the chat, evaluationAttempts,
 * which only functions write), and an account starts a quota of runs a day: QUOTAS.evaluationStart,
 * or EVALUATIONS_PER_DAY in the functions' environment.
 */
import {
  EVALUATIONS_PER_CHAT_TEXT,
  MAX_EVALUATIONS_PER_CHAT,
  QUOTAS,
  evaluationsPerDay,
  type Quota,
} from '@/domain/limits';
import type { StoredData } from '@/domain/documents/fields';
import type { EvaluationRefusal } from './refusals';
import { readEvaluationRun } from '@/domain/documents/evaluation-run';

/** Bounds a mistyped setting: a typo must not lift the cap on paid calls. */
const MAX_CONFIGURED_PER_DAY = 10_000;

/** The daily allowance of evaluation starts, from EVALUATIONS_PER_DAY when it is sensible. */
export function evaluationQuota(env: Readonly<Record<string, string | undefined>>): Quota {
  const raw = env.EVALUATIONS_PER_DAY?.trim() ?? '';
  const configured = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return configured >= 1 && configured <= MAX_CONFIGURED_PER_DAY
    ? evaluationsPerDay(configured)
    : QUOTAS.evaluationStart;
}

/** Runs already started on this debate. */
export function attemptsOf(chat: StoredData | undefined): number {
  return readEvaluationRun(chat).attempts;
}

/** Refused once the debate has had all its runs. */
export function attemptsRefusal(chat: StoredData | undefined): EvaluationRefusal | null {
  return attemptsOf(chat) >= MAX_EVALUATIONS_PER_CHAT
    ? { code: 'failed-precondition', message: EVALUATIONS_PER_CHAT_TEXT }
    : null;
}
