/** What evaluateDebate returns: the stored result with its judge panel. */
import type { DebateResult, VotingSummary } from '@/domain/model';
import type { EvaluatedDebate } from '@/domain/callables';
import type { ResultDoc } from '@/domain/documents/debate-result';

/** evaluateDebate's answer for a verdict (src/domain/callables.ts). */
export type EvaluateDebateResponse = EvaluatedDebate;

export function responseFrom(stored: ResultDoc): EvaluateDebateResponse {
  const result: DebateResult = {
    id: stored.id,
    chatId: stored.chatId,
    participant1Id: stored.participant1Id,
    participant2Id: stored.participant2Id,
    topic: stored.topic,
    winner: stored.winner,
    winnerId: stored.winnerId,
    analysis: stored.analysis,
    participant1Stance: stored.participant1Stance,
    participant2Stance: stored.participant2Stance,
    participant1Arguments: stored.participant1Arguments,
    participant2Arguments: stored.participant2Arguments,
    winnerReason: stored.winnerReason,
    loserReason: stored.loserReason,
    createdAt: stored.createdAt,
  };
  return {
    result,
    judgeBreakdown: stored.judgeBreakdown,
    // As stored: a result always has one (result.ts buildDebateResult).
    votingSummary: stored.votingSummary as VotingSummary,
  };
}
