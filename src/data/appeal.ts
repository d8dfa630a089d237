/**
 * The jury's ballots and the appeal as the app reads them (docs/decisions/0014-arena.md §5): each
 * judge's ballot with its criteria scores and their quotes (docs/judges.md), the appeal stored on
 * debateResults/{chatId} (`appeal`), and 'Appeal Verdict', the appealVerdict function.
 */
import type { DocumentData } from 'firebase/firestore';
import type { AppealStatus } from '@/domain/judging/appeal';
import { parseJudgeScores } from '@/domain/judging/criteria';
import { evidenceFromData } from '@/domain/judging/evidence';
import { orderCheckFromData, type OrderCheck } from '@/domain/judging/order-check';
import type { JudgeBreakdownEntry, VotingSummary } from '@/domain/model';
import { callFunction } from './functions';
import type { AppealVerdictResponse } from '@/domain/callables';
import { isRecord, text } from '@/domain/documents/fields';

/** One judge's stored ballot; its scores validated again (1–10, else not scored). */
function ballotFromData(value: DocumentData): JudgeBreakdownEntry {
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

export function ballotsFromData(value: unknown): JudgeBreakdownEntry[] {
  return Array.isArray(value) ? (value as DocumentData[]).map(ballotFromData) : [];
}

/** An appeal as the results show it: its panel beside the first one, and what it decided. */
export interface AppealView {
  status: Exclude<AppealStatus, 'none'>;
  appellantId: string;
  judgeBreakdown: JudgeBreakdownEntry[];
  votingSummary: VotingSummary | null;
  /** The appeal panel's verdict: a name or 'Draw'. */
  winner: string;
  stands: boolean;
  changed: boolean;
  /** The verdict appealed. */
  originalWinner: string;
  /** The appeal panel's own order check (docs/judges.md), when it ran. */
  orderCheck?: OrderCheck | null;
}

export function appealFromData(value: unknown): AppealView | null {
  if (!isRecord(value)) return null;
  if (value.status !== 'running' && value.status !== 'decided') return null;
  const summary = value.votingSummary as VotingSummary | undefined;
  return {
    status: value.status,
    appellantId: text(value.appellantId),
    judgeBreakdown: ballotsFromData(value.judgeBreakdown),
    votingSummary: summary && typeof summary.votes === 'object' ? summary : null,
    winner: text(value.winner, 'Draw'),
    stands: value.stands === true,
    changed: value.changed === true,
    originalWinner: text(value.originalWinner, 'Draw'),
    orderCheck: orderCheckFromData(value.orderCheck),
  };
}

/**
 * 'Appeal Verdict': a fresh panel judges with the positions swapped (appealVerdict).
 * Rejects with the function's message, e.g. 'A unanimous verdict cannot be appealed.'.
 */
export function appealVerdict(chatId: string): Promise<AppealVerdictResponse> {
  return callFunction('appealVerdict', { chatId });
}
