/**
 * The stored result built from the panel's verdict (SPEC §3 "DebateResult"), the chat's
 * summary of it, and the winner's stance for the medal. No Firestore here.
 */
import { fallbackDisplayName } from '@/domain/fallback-name';
import { JUDGE_FAILURE_TEXT } from '@/domain/judges';
import type { JudgeFailureKind } from '@/domain/judges';
import { clipText } from '@/domain/judging/bounds';
import type { JudgeConsensus } from '@/domain/judging/consensus';
import type { DebateTips, TurningPoint } from '@/domain/judging/evidence';
import { orderCheckSummary } from '@/domain/judging/order-check';
import { JUDGE_TEXT } from '@/domain/judging/verdict';
import type {
  DebateResult,
  JudgeBreakdownEntry,
  ParticipantDetail,
  VotingSummary,
} from '@/domain/model';
import type { AiDebaterInfo } from '@/domain/practice';
import { storedArguments, type StoredMessage } from './transcript';
import { trimmedText } from '@/domain/documents/fields';
import type { ProfileDoc } from '@/domain/documents/profile';

/** A model name as a server reports it: a misbehaving one must not bloat the result. */
export const MAX_MODEL_CHARS = 100;

export interface ResultParticipant {
  id: string;
  displayName: string;
  phoneNumber: string;
}

/**
 * The stored result: DebateResult plus, a deliberate departure from SPEC §3's "held in
 * memory only", the judge breakdown and voting summary, so the participant who did not
 * press Start sees the judge panel too. `outcomeApplied` marks the stats, medal and
 * notifications as done. Bounded by construction, so it always fits one document: each
 * side's arguments (storedArguments), every judge's text (MAX_VERDICT_TEXT_CHARS), and
 * `argumentsOmitted` counts the messages of a long debate's middle it does not keep.
 */
export interface StoredDebateResult extends Omit<DebateResult, 'createdAt'> {
  participant1Name: string;
  participant2Name: string;
  argumentsOmitted: number;
  judgeBreakdown: JudgeBreakdownEntry[];
  votingSummary: VotingSummary;
  outcomeApplied: boolean;
  /** The two moments that turned the debate, each a verified quote (evidence.ts). */
  turningPoints: TurningPoint[];
  /** One concrete tip per debater. */
  tips: DebateTips;
  /** How many judges read both seatings, and how many named the same winner both times. */
  orderCheck?: { checked: number; consistent: number };
  /**
   * A practice debate (docs/decisions/0025-never-alone.md §3): no stats, medal or rating; the AI's
   * vendor is named.
   */
  practice?: true;
  aiDebater?: AiDebaterInfo;
}

/**
 * A debater as the judges and the result name them: the profile's display name, else the
 * chat's copy of it, else the generated fallback name of their phone.
 */
export function resultParticipant(
  uid: string,
  index: number,
  profile: ProfileDoc | undefined,
  detail: ParticipantDetail | undefined,
): ResultParticipant {
  const phoneNumber = trimmedText(profile?.phoneNumber) || trimmedText(detail?.phoneNumber);
  const name = trimmedText(profile?.displayName) || trimmedText(detail?.displayName);
  const displayName =
    name || (phoneNumber ? fallbackDisplayName(phoneNumber) : `Participant ${index + 1}`);
  return { id: uid, displayName, phoneNumber };
}

const UNTOLD_STANCES: readonly string[] = [JUDGE_TEXT.noStance, JUDGE_TEXT.unparsedStance];

/** The judges' stance unless they could not tell, then the one stated at creation. */
export function stanceOrStated(judged: string, stated: string | undefined): string {
  const own = stated?.trim();
  return UNTOLD_STANCES.includes(judged) && own ? own : judged;
}

/**
 * A breakdown entry as Firestore takes it and the debaters may read it: no undefined
 * fields, no timing, and for a failed judge what JUDGE_FAILURE_TEXT says of its kind of
 * failure, never the provider's own error (that stays in the function's logs).
 */
export function storableEntry(
  entry: JudgeBreakdownEntry & { failure?: JudgeFailureKind },
): JudgeBreakdownEntry {
  const clean: JudgeBreakdownEntry = {
    judge: entry.judge,
    model: clipText(entry.model, MAX_MODEL_CHARS),
    status: entry.status,
  };
  if (entry.vote !== undefined) clean.vote = entry.vote;
  if (entry.confidence !== undefined) clean.confidence = entry.confidence;
  if (entry.analysis !== undefined) clean.analysis = entry.analysis;
  if (entry.status === 'failed') clean.error = JUDGE_FAILURE_TEXT[entry.failure ?? 'error'];
  if (entry.demo !== undefined) clean.demo = entry.demo;
  if (entry.scores !== undefined) clean.scores = entry.scores;
  if (entry.swapped !== undefined) clean.swapped = entry.swapped;
  if (entry.evidence !== undefined) clean.evidence = entry.evidence;
  if (entry.quotesNotFound !== undefined) clean.quotesNotFound = entry.quotesNotFound;
  if (entry.readings !== undefined) clean.readings = entry.readings;
  if (entry.orderSensitive !== undefined) clean.orderSensitive = entry.orderSensitive;
  return clean;
}

export interface ResultInput {
  chatId: string;
  topic: string;
  /** participant1 is the debate's creator. */
  participants: readonly [ResultParticipant, ResultParticipant];
  creatorStance?: string;
  verdict: JudgeConsensus;
  breakdown: readonly (JudgeBreakdownEntry & { failure?: JudgeFailureKind })[];
  messages: readonly StoredMessage[];
  /** Messages of a very long debate never read (see Transcript). */
  unreadMessages?: number;
  /** A practice debate against the AI debater: unrated, and the result names its vendor. */
  practice?: AiDebaterInfo;
}

export function buildDebateResult(input: ResultInput): StoredDebateResult {
  const [one, two] = input.participants;
  const { verdict } = input;
  const winner = [one, two].find((p) => p.id === verdict.winnerId) ?? null;
  const first = storedArguments(input.messages, one.id);
  const second = storedArguments(input.messages, two.id);
  const orderCheck = orderCheckSummary(input.breakdown);
  return {
    id: input.chatId,
    chatId: input.chatId,
    participant1Id: one.id,
    participant2Id: two.id,
    participant1Name: one.displayName,
    participant2Name: two.displayName,
    topic: input.topic,
    winner: winner ? winner.displayName : 'Draw',
    winnerId: winner ? winner.id : null,
    analysis: verdict.analysis,
    participant1Stance: stanceOrStated(verdict.stances.participant1Stance, input.creatorStance),
    participant2Stance: verdict.stances.participant2Stance,
    participant1Arguments: first.kept,
    participant2Arguments: second.kept,
    argumentsOmitted: first.omitted + second.omitted + (input.unreadMessages ?? 0),
    winnerReason: verdict.winnerReason,
    loserReason: verdict.loserReason,
    judgeBreakdown: input.breakdown.map(storableEntry),
    votingSummary: verdict.votingSummary,
    outcomeApplied: false,
    turningPoints: verdict.turningPoints,
    tips: verdict.tips,
    ...(orderCheck ? { orderCheck } : {}),
    ...(input.practice ? { practice: true, aiDebater: { ...input.practice } } : {}),
  };
}

/** The chat's debateResult summary (SPEC §3 Chat). */
export function chatSummary(
  result: Pick<
    StoredDebateResult,
    'winner' | 'analysis' | 'winnerReason' | 'loserReason' | 'participant1Id' | 'participant2Id'
  >,
) {
  return {
    winner: result.winner,
    analysis: result.analysis,
    winnerReason: result.winnerReason,
    loserReason: result.loserReason,
    participant1Id: result.participant1Id,
    participant2Id: result.participant2Id,
  };
}

/** The winner's stance for the medal. */
export function winnerStance(
  result: Pick<
    StoredDebateResult,
    'winnerId' | 'participant1Id' | 'participant1Stance' | 'participant2Stance'
  >,
): string {
  return result.winnerId === result.participant1Id
    ? result.participant1Stance
    : result.participant2Stance;
}
