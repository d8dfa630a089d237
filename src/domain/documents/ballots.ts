/**
 * A judge panel as debateResults/{chatId} stores it, for the verdict (`judgeBreakdown`,
 * `votingSummary`) and again for its appeal (`appeal.judgeBreakdown`, `appeal.votingSummary`):
 * each judge's ballot (functions/src/evaluation/result.ts storableEntry) and the votes counted.
 * Read by the app's readers of the result and the appeal (readShownResult, readShownAppeal),
 * with the panel's order check (`orderCheck`, functions/src/evaluation/result.ts).
 */
import { CRITERIA, parseJudgeScores } from '../judging/criteria';
import type { BallotEvidence, CriteriaQuotes, Quote } from '../judging/evidence';
import type { OrderCheck } from '../judging/order-check';
import type { JudgeBreakdownEntry, VotingSummary } from '../model';
import { isRecord, shownText, text } from './fields';

/**
 * A stored quote (a ballot's, or a turning point's), verified by src/domain/judging/evidence.ts
 * before it was stored: null without its text and message; the speaker as String() shows it
 * ('' for none).
 */
export function readQuote(value: unknown): Quote | null {
  if (!isRecord(value) || typeof value.text !== 'string' || typeof value.messageId !== 'string') {
    return null;
  }
  return {
    text: value.text,
    messageId: value.messageId,
    speakerId: shownText(value.speakerId) ?? '',
  };
}

/** One debater's quotes per criterion: a criterion that is not a list has none. */
function readCriteriaQuotes(value: unknown): CriteriaQuotes {
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(
    CRITERIA.map((c) => {
      const stored = source[c.key];
      return [c.key, (Array.isArray(stored) ? stored : []).flatMap((q) => readQuote(q) ?? [])];
    }),
  ) as CriteriaQuotes;
}

/** A ballot's stored quotes (`evidence`); undefined when it is not a map. */
function readEvidence(value: unknown): BallotEvidence | undefined {
  if (!isRecord(value)) return undefined;
  return {
    participant1: readCriteriaQuotes(value.participant1),
    participant2: readCriteriaQuotes(value.participant2),
  };
}

/** One judge's stored ballot; its scores validated again (1–10, else not scored). */
function readBallot(value: Record<string, unknown>): JudgeBreakdownEntry {
  const evidence = readEvidence(value.evidence);
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

/**
 * A panel's order check (src/domain/judging/order-check.ts orderCheckSummary): null unless
 * both of its counts are numbers.
 */
export function readOrderCheck(value: unknown): OrderCheck | null {
  if (!isRecord(value)) return null;
  const { checked, consistent } = value;
  return typeof checked === 'number' && typeof consistent === 'number'
    ? { checked, consistent }
    : null;
}
