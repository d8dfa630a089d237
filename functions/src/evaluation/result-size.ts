/**
 * How large a stored result can get, counted as Firestore counts a document's size
 * (https://firebase.google.com/docs/firestore/storage-size), so the evaluation can check,
 * before any judge is paid, that whatever the judges answer the result fits the 1 MiB limit.
 */
import { JUDGES } from '@/domain/judges';
import { APPEAL_REASON_MAX_CHARS } from '@/domain/judging/appeal';
import { clipText } from '@/domain/judging/bounds';
import { consensus } from '@/domain/judging/consensus';
import { labelParticipants } from '@/domain/judging/participants';
import { CRITERIA, parseJudgeScores } from '@/domain/judging/criteria';
import {
  MAX_QUOTE_CHARS,
  MAX_QUOTES_PER_CRITERION,
  MAX_REASON_CHARS,
  TURNING_POINTS,
  type CriteriaQuotes,
} from '@/domain/judging/evidence';
import { MAX_VERDICT_TEXT_CHARS } from '@/domain/judging/verdict';
import type { JudgeBreakdownEntry, JudgeJudgment } from '@/domain/model';
import { MAX_MODEL_CHARS, buildDebateResult, type ResultInput } from './result';

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** A Firestore Timestamp, without importing the SDK into this pure module. */
function isTimestamp(value: unknown): boolean {
  return typeof (value as { toMillis?: unknown } | null)?.toMillis === 'function';
}

/** A value's size: strings as UTF-8 plus 1, numbers and times 8, maps with their keys. */
export function valueBytes(value: unknown): number {
  if (typeof value === 'string') return utf8(value) + 1;
  if (typeof value === 'number' || value instanceof Date || isTimestamp(value)) return 8;
  if (typeof value === 'boolean' || value === null || value === undefined) return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + valueBytes(v), 0);
  if (typeof value === 'object') {
    return Object.entries(value).reduce((sum, [key, v]) => sum + utf8(key) + 1 + valueBytes(v), 0);
  }
  return 8;
}

/** A whole document's size: its name, its fields and Firestore's 32 extra bytes. */
export function documentBytes(path: string, data: Record<string, unknown>): number {
  const name = path.split('/').reduce((sum, segment) => sum + utf8(segment) + 1, 16);
  return name + valueBytes(data) + 32;
}

/** The costliest character: 4 bytes of UTF-8 for every code point a clip counts. */
const WIDEST = '\u{1F600}';

function widest(chars: number): string {
  return clipText(WIDEST.repeat(chars + 1), chars);
}

/** A claim id as randomUUID() makes it. */
const randomUUIDLike = '00000000-0000-0000-0000-000000000000';

function longer(a: string, b: string): string {
  return utf8(b) > utf8(a) ? b : a;
}

/**
 * The bytes the result of this debate takes at most: its real arguments, names and topic,
 * and three judges answering every text field at its longest in the costliest characters,
 * plus the fields stored later (createdAt, outcomeAppliedAt) and an appeal's whole panel.
 */
export function worstCaseResultBytes(input: Omit<ResultInput, 'verdict' | 'breakdown'>): number {
  const judged = input.participants.map((p) => ({ id: p.id, displayName: p.displayName }));
  const vote = labelParticipants(judged)
    .map((p) => p.label)
    .reduce(longer);
  const text = widest(MAX_VERDICT_TEXT_CHARS);
  const judgments: JudgeJudgment[] = JUDGES.map((judge) => ({
    winner: vote,
    analysis: text,
    participant1Stance: text,
    participant2Stance: text,
    winnerReason: text,
    loserReason: text,
    judge: judge.label,
    confidence: 100,
  }));
  const scores = parseJudgeScores({
    participant1: Object.fromEntries(CRITERIA.map((c) => [c.key, 10])),
    participant2: Object.fromEntries(CRITERIA.map((c) => [c.key, 10])),
  });
  const breakdown: JudgeBreakdownEntry[] = JUDGES.map((judge) => ({
    judge: judge.label,
    model: widest(MAX_MODEL_CHARS),
    status: 'success',
    vote,
    confidence: 100,
    analysis: text,
    demo: false,
    scores,
    swapped: false,
  }));
  // Quotes, turning points and tips at their longest, each tied to the longest message id.
  const messageId = (input.messages ?? []).map((m) => m.id ?? '').reduce(longer, '');
  const speakerId = longer(input.participants[0].id, input.participants[1].id);
  const quote = { text: widest(MAX_QUOTE_CHARS), messageId, speakerId };
  const side = Object.fromEntries(
    CRITERIA.map((c) => [c.key, Array(MAX_QUOTES_PER_CRITERION).fill(quote)]),
  ) as CriteriaQuotes;
  const evidence = { participant1: side, participant2: side };
  const turningPoints = Array(TURNING_POINTS).fill({ quote, why: widest(MAX_REASON_CHARS) });
  const tips = { participant1: widest(MAX_REASON_CHARS), participant2: widest(MAX_REASON_CHARS) };
  for (const judgment of judgments) Object.assign(judgment, { evidence, turningPoints, tips });
  for (const entry of breakdown) {
    Object.assign(entry, { evidence, quotesNotFound: 1e6, readings: 2, orderSensitive: false });
  }
  const verdict = consensus(judgments, judged);
  const result = buildDebateResult({ ...input, verdict, breakdown });
  // The appeal (docs/decisions/0014-arena.md §5) keeps its own panel on the same document.
  const appeal = {
    status: 'decided',
    appellantId: longer(input.participants[0].id, input.participants[1].id),
    claimId: randomUUIDLike,
    at: new Date(0),
    decidedAt: new Date(0),
    correctedAt: new Date(0),
    judgeBreakdown: result.judgeBreakdown,
    orderCheck: { checked: JUDGES.length, consistent: JUDGES.length },
    votingSummary: result.votingSummary,
    winner: result.winner === 'Draw' ? vote : longer(result.winner, vote),
    winnerId: longer(input.participants[0].id, input.participants[1].id),
    winnerReason: widest(APPEAL_REASON_MAX_CHARS),
    loserReason: widest(APPEAL_REASON_MAX_CHARS),
    stands: true,
    changed: true,
    originalWinner: longer(result.winner, vote),
    originalWinnerId: longer(input.participants[0].id, input.participants[1].id),
    corrected: true,
  };
  return documentBytes(`debateResults/${input.chatId}`, {
    ...result,
    // The stance stated at creation stands in when the judges cannot tell one.
    participant1Stance: longer(result.participant1Stance, input.creatorStance ?? ''),
    createdAt: new Date(0),
    outcomeAppliedAt: new Date(0),
    appeal,
  });
}
