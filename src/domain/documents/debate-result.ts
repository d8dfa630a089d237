/**
 * debateResults/{chatId}, the judges' verdict, as the functions read it back
 * (functions/src/evaluation: the answer of evaluateDebate, the outcome, the appeal). Only the
 * functions write it (functions/src/evaluation/result.ts buildDebateResult), so every field is
 * read the way they always have: texts with shownText (a stored number reads as its digits,
 * none as the default), the debaters' ids with String() (none reads as 'undefined').
 *
 * The app reads the same document with text() instead (src/data/evaluation.ts
 * debateResultFromData): a stored value that is not text reads there as '' or 'Draw', and it
 * checks the ballots and the voting summary too. The two agree on every result the functions
 * write; they differ only on a malformed one, so each keeps its own reading.
 */
import type { DebateResult, JudgeBreakdownEntry, VotingSummary } from '../model';
import { readAppeal, type AppealDoc } from './appeal';
import { isRecord, millisOf, optionalText, shownText, stringList } from './fields';

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
