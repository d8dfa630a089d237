/** What evaluateDebate returns: the stored result with its judge panel. */
import type { DocumentData } from 'firebase-admin/firestore';
import type { DebateResult, JudgeBreakdownEntry, VotingSummary } from '@/domain/model';
import type { EvaluatedDebate } from '@/domain/callables';
import { millisOf } from '@/domain/documents/fields';

/** evaluateDebate's answer for a verdict (src/domain/callables.ts). */
export type EvaluateDebateResponse = EvaluatedDebate;

export function responseFrom(stored: DocumentData): EvaluateDebateResponse {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const result: DebateResult = {
    id: String(stored.id),
    chatId: String(stored.chatId),
    participant1Id: String(stored.participant1Id),
    participant2Id: String(stored.participant2Id),
    topic: String(stored.topic ?? ''),
    winner: String(stored.winner ?? 'Draw'),
    winnerId: typeof stored.winnerId === 'string' ? stored.winnerId : null,
    analysis: String(stored.analysis ?? ''),
    participant1Stance: String(stored.participant1Stance ?? ''),
    participant2Stance: String(stored.participant2Stance ?? ''),
    participant1Arguments: strings(stored.participant1Arguments),
    participant2Arguments: strings(stored.participant2Arguments),
    winnerReason: String(stored.winnerReason ?? ''),
    loserReason: String(stored.loserReason ?? ''),
    createdAt: millisOf(stored.createdAt),
  };
  return {
    result,
    judgeBreakdown: Array.isArray(stored.judgeBreakdown)
      ? (stored.judgeBreakdown as JudgeBreakdownEntry[])
      : [],
    votingSummary: stored.votingSummary as VotingSummary,
  };
}
