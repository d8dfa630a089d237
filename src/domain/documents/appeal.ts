/**
 * debateResults/{chatId}.appeal, the appeal of a verdict (docs/decisions/0014-arena.md §5), as the
 * functions read it: functions/src/evaluation/appeal-verdict.ts claims, stores and answers it,
 * appeal-outcome.ts corrects the outcome with it. Only the functions write it.
 *
 * The app shows it with its own reader (readShownAppeal, below), which reads a status other
 * than 'running' or 'decided' as no appeal and its texts with text(), and reads its panel; for
 * the functions (readAppeal) any map is an appeal (its claim is still matched) and texts are
 * read as they always read them (shownText).
 */
import type { AppealStatus } from '../judging/appeal';
import type { OrderCheck } from '../judging/order-check';
import type { JudgeBreakdownEntry, VotingSummary } from '../model';
import { readBallots, readOrderCheck, readVotingSummary } from './ballots';
import { isRecord, millisOf, nonEmptyText, optionalText, shownText, text } from './fields';

export interface AppealDoc {
  /** null for any other stored status. */
  status: 'running' | 'decided' | null;
  /** The run that holds (or held) the appeal. */
  claimId?: string;
  appellantId?: string;
  /** When it was claimed (epoch ms); 0 when not stored. */
  at: number;
  /** When the panel decided (epoch ms); null when not stored. */
  decidedAt: number | null;
  stands: boolean;
  changed: boolean;
  corrected: boolean;
  /** The appeal panel's verdict: a name or 'Draw'. */
  winner: string;
  /** As stored when it is text (a draw's null, or any non-text, is null). */
  winnerId: string | null;
  /** The winner appealed: null on a draw ('' counts as none). */
  originalWinnerId: string | null;
  /** undefined when not stored, so the first verdict's reason shows instead. */
  winnerReason?: string;
  loserReason?: string;
}

function status(value: unknown): AppealDoc['status'] {
  return value === 'running' || value === 'decided' ? value : null;
}

/** The appeal from the result's `appeal` field; undefined when it is not a map. */
export function readAppeal(value: unknown): AppealDoc | undefined {
  if (!isRecord(value)) return undefined;
  const claimId = optionalText(value.claimId);
  const appellantId = optionalText(value.appellantId);
  const winnerReason = shownText(value.winnerReason);
  const loserReason = shownText(value.loserReason);
  return {
    status: status(value.status),
    ...(claimId !== undefined ? { claimId } : {}),
    ...(appellantId !== undefined ? { appellantId } : {}),
    at: millisOf(value.at) ?? 0,
    decidedAt: millisOf(value.decidedAt),
    stands: value.stands === true,
    changed: value.changed === true,
    corrected: value.corrected === true,
    winner: shownText(value.winner) ?? 'Draw',
    winnerId: optionalText(value.winnerId) ?? null,
    originalWinnerId: nonEmptyText(value.originalWinnerId) ?? null,
    ...(winnerReason !== undefined ? { winnerReason } : {}),
    ...(loserReason !== undefined ? { loserReason } : {}),
  };
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

/** The appeal as the app shows it; null when it is not a map, or neither running nor decided. */
export function readShownAppeal(value: unknown): AppealView | null {
  if (!isRecord(value)) return null;
  if (value.status !== 'running' && value.status !== 'decided') return null;
  return {
    status: value.status,
    appellantId: text(value.appellantId),
    judgeBreakdown: readBallots(value.judgeBreakdown),
    votingSummary: readVotingSummary(value.votingSummary),
    winner: text(value.winner, 'Draw'),
    stands: value.stands === true,
    changed: value.changed === true,
    originalWinner: text(value.originalWinner, 'Draw'),
    orderCheck: readOrderCheck(value.orderCheck),
  };
}
