/**
 * debateResults/{chatId}, the judges' verdict, as the functions read it back
 * (functions/src/evaluation: the answer of evaluateDebate, the outcome, the appeal). Only the
 * functions write it (functions/src/evaluation/result.ts buildDebateResult), so every field is
 * read the way they always have: texts with shownText (a stored number reads as its digits,
 * none as the default), the debaters' ids with String() (none reads as 'undefined').
 *
 * The app reads the same document with text() instead (readShownResult, below): a stored
 * value that is not text reads there as '' or 'Draw', and it checks the ballots and the voting
 * summary too. The two agree on every result the functions write; they differ only on a
 * malformed one, so each keeps its own reading.
 */
import type { DebateTips, TurningPoint } from '../judging/evidence';
import type { OrderCheck } from '../judging/order-check';
import type { DebateResult, JudgeBreakdownEntry, VotingSummary } from '../model';
import type { AiDebaterInfo } from '../practice';
import { readAppeal, readShownAppeal, type AppealDoc, type AppealView } from './appeal';
import { readBallots, readOrderCheck, readQuote, readVotingSummary } from './ballots';
import { readAiDebaterInfo } from './chat';
import {
  isRecord,
  millisOf,
  nonBlankText,
  optionalText,
  shownText,
  stringList,
  text,
  type StoredData,
} from './fields';

/** The result as SPEC's screens know it (model.ts DebateResult), with what the functions keep. */
export interface ResultDoc extends DebateResult {
  /** The names the judges used; only when stored as text. */
  participant1Name?: string;
  participant2Name?: string;
  /** null on a draw, or when the stored id is not text. */
  winnerId: string | null;
  /** As stored when it is a list (each ballot was built by storableEntry). */
  judgeBreakdown: JudgeBreakdownEntry[];
  /** As stored. */
  votingSummary: VotingSummary | undefined;
  /** A practice debate (docs/decisions/0025-never-alone.md §3): judged, nothing more. */
  practice: boolean;
  /** Its stats, medal, ratings and notices are done. */
  outcomeApplied: boolean;
  appeal?: AppealDoc;
}

const TEXTS = [
  'topic',
  'analysis',
  'participant1Stance',
  'participant2Stance',
  'winnerReason',
  'loserReason',
] as const;

/** The result from its stored data; undefined for no document. */
export function readResult(data: Record<string, unknown>): ResultDoc;
export function readResult(data: unknown): ResultDoc | undefined;
export function readResult(data: unknown): ResultDoc | undefined {
  if (!isRecord(data)) return undefined;
  const texts = Object.fromEntries(TEXTS.map((key) => [key, shownText(data[key]) ?? '']));
  const participant1Name = optionalText(data.participant1Name);
  const participant2Name = optionalText(data.participant2Name);
  const appeal = readAppeal(data.appeal);
  return {
    ...(texts as Record<(typeof TEXTS)[number], string>),
    id: String(data.id),
    chatId: String(data.chatId),
    participant1Id: String(data.participant1Id),
    participant2Id: String(data.participant2Id),
    ...(participant1Name !== undefined ? { participant1Name } : {}),
    ...(participant2Name !== undefined ? { participant2Name } : {}),
    winner: shownText(data.winner) ?? 'Draw',
    winnerId: optionalText(data.winnerId) ?? null,
    participant1Arguments: stringList(data.participant1Arguments),
    participant2Arguments: stringList(data.participant2Arguments),
    createdAt: millisOf(data.createdAt),
    judgeBreakdown: Array.isArray(data.judgeBreakdown)
      ? (data.judgeBreakdown as JudgeBreakdownEntry[])
      : [],
    votingSummary: data.votingSummary as VotingSummary | undefined,
    practice: data.practice === true,
    outcomeApplied: data.outcomeApplied === true,
    ...(appeal ? { appeal } : {}),
  };
}

/** The stored result as the app shows it, with the judge panel and the names the judges used. */
export interface DebateResultView extends DebateResult {
  participant1Name: string;
  participant2Name: string;
  judgeBreakdown: JudgeBreakdownEntry[];
  votingSummary: VotingSummary | null;
  /**
   * The appeal of this verdict, if any (docs/decisions/0014-arena.md §5); absent from results kept
   * before it.
   */
  appeal?: AppealView | null;
  /** The two moments that turned the debate, each a verified quote (empty on older results). */
  turningPoints?: TurningPoint[];
  /** One concrete tip per debater, participant1 first. */
  tips?: DebateTips | null;
  /** How many judges read both seatings, and how many of them named the same winner. */
  orderCheck?: OrderCheck | null;
  /** A practice debate against the AI debater (unrated), and who wrote its side. */
  practice?: boolean;
  aiDebater?: AiDebaterInfo | null;
}

/**
 * The stored turning points, in order: one that is not a map or whose quote is unreadable
 * (readQuote) is left out, a reason that is not text reads as ''; no list is none.
 */
function readTurningPoints(value: unknown): TurningPoint[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((item) => {
    const quote = readQuote(item.quote);
    return quote ? [{ quote, why: text(item.why) }] : [];
  });
}

/** The tips, each only when it has more than whitespace; null when they are not a map. */
function tipsOf(value: unknown): DebateTips | null {
  if (!isRecord(value)) return null;
  return {
    participant1: nonBlankText(value.participant1) ?? null,
    participant2: nonBlankText(value.participant2) ?? null,
  };
}

/**
 * The result as the app shows it (src/data/evaluation.ts fetchDebateResult): texts with
 * text() ('' or 'Draw' for anything else), the chat's id the document's when none is stored,
 * the ballots and the voting summary checked, and the appeal only while running or decided.
 */
export function readShownResult(id: string, data: StoredData): DebateResultView {
  return {
    id,
    chatId: text(data.chatId, id),
    participant1Id: text(data.participant1Id),
    participant2Id: text(data.participant2Id),
    participant1Name: text(data.participant1Name),
    participant2Name: text(data.participant2Name),
    topic: text(data.topic),
    winner: text(data.winner, 'Draw'),
    winnerId: optionalText(data.winnerId) ?? null,
    analysis: text(data.analysis),
    participant1Stance: text(data.participant1Stance),
    participant2Stance: text(data.participant2Stance),
    participant1Arguments: stringList(data.participant1Arguments),
    participant2Arguments: stringList(data.participant2Arguments),
    winnerReason: text(data.winnerReason),
    loserReason: text(data.loserReason),
    createdAt: millisOf(data.createdAt),
    judgeBreakdown: readBallots(data.judgeBreakdown),
    votingSummary: readVotingSummary(data.votingSummary),
    appeal: readShownAppeal(data.appeal),
    turningPoints: readTurningPoints(data.turningPoints),
    tips: tipsOf(data.tips),
    orderCheck: readOrderCheck(data.orderCheck),
    ...(data.practice === true
      ? { practice: true, aiDebater: readAiDebaterInfo(data.aiDebater) }
      : {}),
  };
}
