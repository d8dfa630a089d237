/**
 * A judge panel as debateResults/{chatId} stores it, for the verdict (`judgeBreakdown`,
 * `votingSummary`) and again for its appeal (`appeal.judgeBreakdown`, `appeal.votingSummary`):
 * each judge's ballot (functions/src/evaluation/result.ts storableEntry) and the votes counted.
 * Read by the app's readers of the result and the appeal (readShownResult, readShownAppeal).
 */
import { parseJudgeScores } from '../judging/criteria';
import { evidenceFromData } from '../judging/evidence';
import type { JudgeBreakdownEntry, VotingSummary } from '../model';
import { isRecord, text } from './fields';

/** One judge's stored ballot; its scores validated again (1–10, else not scored). */
function readBallot(value: Record<string, unknown>): JudgeBreakdownEntry {
  const evidence = evidenceFromData(value.evidence);
  return {
    judge: text(value.judge),
    model: text(value.model),
    status: value.status === 'success' ? 'success' : 'failed',
    ...(typeof value.vote === 'string' ? { vote: value.vote } : {}),
    ...(typeof value.confidence === 'number' ? { confidence: value.confidence } : {}),
    ...(typeof value.analysis === 'string' ? { analysis: value.analysis } : {}),
    ...(typeof value.error === 'string' ? { error: value.error } : {}),
    ...(value.demo === true ? { demo: true } : {}),
    ...(isRecord(value.scores) ? { scores: parseJudgeScores(value.scores) } : {}),
    ...(typeof value.swapped === 'boolean' ? { swapped: value.swapped } : {}),
    ...(evidence ? { evidence } : {}),
    ...(typeof value.quotesNotFound === 'number' ? { quotesNotFound: value.quotesNotFound } : {}),
    ...(typeof value.readings === 'number' ? { readings: value.readings } : {}),
    ...(typeof value.orderSensitive === 'boolean' ? { orderSensitive: value.orderSensitive } : {}),
  };
}

/** The ballots in their stored order; an entry that is not a map is left out, no list is none. */
export function readBallots(value: unknown): JudgeBreakdownEntry[] {
  return Array.isArray(value) ? value.filter(isRecord).map(readBallot) : [];
}

/**
 * The votes counted, handed over as stored once it holds its `votes` (only the functions write
 * it); null otherwise.
 */
export function readVotingSummary(value: unknown): VotingSummary | null {
  if (!isRecord(value) || typeof value.votes !== 'object') return null;
  return value as unknown as VotingSummary;
}
