/**
 * The panel's decision (SPEC §4 "Consensus of judges"): votes counted per participant label
 * and Draw, ties broken by summed confidence, Draw when it leads or ties on both.
 */

import { JUDGE_PANEL_SIZE } from '@/domain/judges';
import type { JudgeJudgment, VotingSummary } from '@/domain/model';
import { labelParticipants, normalizeVerdictWinner } from './participants';
import type { DebateParticipant, JudgedParticipant } from './participants';
import { TURNING_POINTS, type DebateTips, type TurningPoint } from './evidence';
import { DRAW, JUDGE_TEXT } from './verdict';

export interface JudgeConsensus {
  /** The winner's label (its display name unless two names clash), or 'Draw'. */
  winner: string;
  winnerId: string | null;
  votingSummary: VotingSummary;
  /** From the first successful judge. */
  stances: { participant1Stance: string; participant2Stance: string };
  /** Every judge's analysis, one paragraph each, headed by its vote. */
  analysis: string;
  /** From the first judge that voted for the winner (the first judge when none did). */
  winnerReason: string;
  loserReason: string;
  /**
   * The two moments that turned the debate (each a verified quote and one sentence why), and
   * one concrete tip per debater: the reasons' judge's first, then the others' in panel order.
   */
  turningPoints: TurningPoint[];
  tips: DebateTips;
}

/** Up to TURNING_POINTS, each from a different message, the `first` judgment's first. */
function pickTurningPoints(ordered: readonly JudgeJudgment[]): TurningPoint[] {
  const picked: TurningPoint[] = [];
  for (const point of ordered.flatMap((j) => j.turningPoints ?? [])) {
    if (picked.length >= TURNING_POINTS) break;
    if (!picked.some((p) => p.quote.messageId === point.quote.messageId)) picked.push(point);
  }
  return picked;
}

function pickTips(ordered: readonly JudgeJudgment[]): DebateTips {
  return {
    participant1: ordered.find((j) => j.tips?.participant1)?.tips?.participant1 ?? null,
    participant2: ordered.find((j) => j.tips?.participant2)?.tips?.participant2 ?? null,
  };
}

function tally(
  judgments: readonly JudgeJudgment[],
  labelled: readonly JudgedParticipant[],
  participants: readonly DebateParticipant[],
): Pick<VotingSummary, 'votes' | 'confidence'> {
  const votes: Record<string, number> = {};
  const confidence: Record<string, number> = {};
  for (const candidate of [...labelled.map((p) => p.label), DRAW]) {
    votes[candidate] = 0;
    confidence[candidate] = 0;
  }
  for (const judgment of judgments) {
    const vote = normalizeVerdictWinner(judgment.winner, participants);
    votes[vote] = (votes[vote] ?? 0) + 1;
    confidence[vote] = (confidence[vote] ?? 0) + judgment.confidence;
  }
  return { votes, confidence };
}

/** Most votes, then most summed confidence; 'Draw' when it is among the leaders or they tie. */
function pickWinner({ votes, confidence }: Pick<VotingSummary, 'votes' | 'confidence'>): string {
  const candidates = Object.keys(votes);
  const mostVotes = Math.max(...candidates.map((c) => votes[c] ?? 0));
  const byVotes = candidates.filter((c) => votes[c] === mostVotes);
  const mostConfidence = Math.max(...byVotes.map((c) => confidence[c] ?? 0));
  const leaders = byVotes.filter((c) => confidence[c] === mostConfidence);
  return leaders.length === 1 && leaders[0] !== undefined ? leaders[0] : DRAW;
}

/** The panel's decision (SPEC §4 "Consensus of judges") from the successful judgments. */
export function consensus(
  judgments: readonly JudgeJudgment[],
  participants: readonly DebateParticipant[],
  options: { totalJudges?: number } = {},
): JudgeConsensus {
  const first = judgments[0];
  if (!first) throw new Error(JUDGE_TEXT.allFailed);
  const labelled = labelParticipants(participants);
  const { votes, confidence } = tally(judgments, labelled, participants);
  const winner = pickWinner({ votes, confidence });
  const voteOf = (j: JudgeJudgment) => normalizeVerdictWinner(j.winner, participants);
  const reasons = judgments.find((j) => voteOf(j) === winner) ?? first;
  const ordered = [reasons, ...judgments.filter((j) => j !== reasons)];
  return {
    winner,
    winnerId: labelled.find((p) => p.label === winner)?.id ?? null,
    votingSummary: {
      votes,
      confidence,
      totalJudges: Math.max(options.totalJudges ?? JUDGE_PANEL_SIZE, judgments.length),
      successfulJudges: judgments.length,
    },
    stances: {
      participant1Stance: first.participant1Stance,
      participant2Stance: first.participant2Stance,
    },
    analysis: judgments
      .map((j) => `${j.judge} (vote: ${voteOf(j)}, confidence ${j.confidence}%): ${j.analysis}`)
      .join('\n\n'),
    winnerReason: reasons.winnerReason,
    loserReason: reasons.loserReason,
    turningPoints: pickTurningPoints(ordered),
    tips: pickTips(ordered),
  };
}
