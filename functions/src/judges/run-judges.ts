/**
 * The panel: every judge asked in parallel, each failure kept apart (SPEC §4 "A judge that
 * fails is ignored"), progress reported as each one finishes, and the consensus on top.
 */

import { drawSwapped, unblindJudgment } from '@/domain/judging/blind';
import { consensus } from '@/domain/judging/consensus';
import { checkBallotQuotes, type ShownMessage } from '@/domain/judging/evidence';
import { combineReadings } from '@/domain/judging/order-check';
import type { JudgeConsensus } from '@/domain/judging/consensus';
import { normalizeVerdictWinner } from '@/domain/judging/participants';
import type { DebateParticipant, JudgedParticipant } from '@/domain/judging/participants';
import { buildJudgePrompt } from '@/domain/judging/prompt';
import type { JudgePrompt, TranscriptMessage } from '@/domain/judging/prompt';
import type { JudgeFailureKind } from '@/domain/judges';
import type { JudgeBreakdownEntry, JudgeJudgment } from '@/domain/model';
import { JudgeCallError, callJudge } from './call-judge';
import type { JudgeCallResult, JudgePromptMessages, TokenUsage } from './call-judge';
import type { JudgeProvider } from './providers';

/**
 * A breakdown entry plus how long the judge took and what it used (for logs and
 * `npm run judges:check`; not part of the result). A failed entry's `error` is the
 * provider's own message, for the logs only; `failure` is what the stored result says instead.
 */
export interface JudgeRunEntry extends JudgeBreakdownEntry {
  durationMs: number;
  failure?: JudgeFailureKind;
  /** Requests sent to the provider for this judge, every reading and retry included. */
  requests?: number;
  usage?: TokenUsage;
  /** Each successful reading's own vote (a label or 'Draw'), in reading order. */
  readingVotes?: string[];
}

/** Called once per judge, in the order they finish; doneCount counts 1..providers.length. */
export type OnJudgeDone = (doneCount: number, entry: JudgeRunEntry) => void | Promise<void>;

/** A prompt as sent; with its seating (buildJudgePrompt's), the ballot is mapped back. */
export type SeatedPrompt = JudgePromptMessages & {
  participants?: readonly JudgedParticipant[];
  swapped?: boolean;
  /** The messages in its fence, as shown: the judge's quotes are checked against them. */
  shown?: readonly ShownMessage[];
};

export interface RunJudgesInput {
  providers: readonly JudgeProvider[];
  /** The one prompt every judge gets, unless `prompts` or `readings` give each its own. */
  prompt?: SeatedPrompt;
  /** One prompt per provider, in panel order (the blind jury's own seating per judge). */
  prompts?: readonly SeatedPrompt[];
  /**
   * Per provider, the prompts it reads at once: two seatings for the order check
   * (src/domain/judging/order-check.ts). Wins over `prompts`.
   */
  readings?: readonly (readonly SeatedPrompt[])[];
  participants: readonly DebateParticipant[];
  onJudgeDone?: OnJudgeDone;
  signal?: AbortSignal;
  /** Each judge's whole budget in ms (they run in parallel, so also the panel's). */
  deadlineMs?: number;
}

export interface JudgesOutcome {
  /** The successful judgments in panel order, winners normalized to participant labels. */
  judgments: JudgeJudgment[];
  /** One entry per provider, in panel order. */
  breakdown: JudgeRunEntry[];
}

interface Settled {
  judgment: JudgeJudgment | null;
  entry: JudgeRunEntry;
}

/** A ballot about the real debaters: unblinded when the prompt was seated (blind.ts). */
function mappedBack(
  judgment: JudgeJudgment,
  prompt: SeatedPrompt,
  participants: readonly DebateParticipant[],
): JudgeJudgment {
  if (prompt.participants?.length === 2) {
    return unblindJudgment(judgment, prompt.participants, participants);
  }
  return { ...judgment, winner: normalizeVerdictWinner(judgment.winner, participants) };
}

/**
 * The ballot with its quotes checked against what the judge read (evidence.ts): kept with
 * their messages, or dropped and counted; the raw quotes go.
 */
function checked(
  judgment: JudgeJudgment,
  prompt: SeatedPrompt,
  participants: readonly DebateParticipant[],
): JudgeJudgment {
  const { quotes, rawTurningPoints, ...ballot } = judgment;
  if (!prompt.shown) return ballot;
  const seated = prompt.participants?.length === 2 ? prompt.participants : participants;
  const seats = [seated[0]?.id ?? '', seated[1]?.id ?? ''] as const;
  const found = checkBallotQuotes(
    {
      ...(quotes ? { quotes } : {}),
      ...(rawTurningPoints ? { turningPoints: rawTurningPoints } : {}),
    },
    prompt.shown,
    seats,
  );
  return {
    ...ballot,
    evidence: found.evidence,
    turningPoints: found.turningPoints,
    quotesNotFound: found.quotesNotFound,
  };
}

interface Reading {
  prompt: SeatedPrompt;
  judgment: JudgeJudgment;
  result: JudgeCallResult;
}

async function read(
  provider: JudgeProvider,
  prompt: SeatedPrompt,
  input: RunJudgesInput,
): Promise<Reading> {
  const result = await callJudge(provider, prompt, {
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.deadlineMs !== undefined ? { deadlineMs: input.deadlineMs } : {}),
  });
  const ballot = checked(result.judgment, prompt, input.participants);
  return { prompt, result, judgment: mappedBack(ballot, prompt, input.participants) };
}

function readingsOf(index: number, input: RunJudgesInput): SeatedPrompt[] {
  const own = input.readings?.[index];
  if (own?.length) return [...own];
  const one = input.prompts?.[index] ?? input.prompt;
  return one ? [one] : [];
}

function failedEntry(
  provider: JudgeProvider,
  error: unknown,
  startedAt: number,
  prompt: SeatedPrompt | undefined,
): JudgeRunEntry {
  return {
    judge: provider.label,
    model: provider.model,
    status: 'failed',
    error: error instanceof Error ? error.message : String(error),
    failure: error instanceof JudgeCallError ? error.kind : 'error',
    demo: provider.demo,
    durationMs: Date.now() - startedAt,
    ...(prompt?.swapped !== undefined ? { swapped: prompt.swapped } : {}),
  };
}

/** One judge: its readings at once, checked for order when there are two (order-check.ts). */
async function settle(
  provider: JudgeProvider,
  index: number,
  input: RunJudgesInput,
): Promise<Settled> {
  const startedAt = Date.now();
  const prompts = readingsOf(index, input);
  if (prompts.length === 0) {
    const error = new JudgeCallError(`${provider.name} judge has no prompt`, 'error');
    return { judgment: null, entry: failedEntry(provider, error, startedAt, undefined) };
  }
  const outcomes = await Promise.allSettled(prompts.map((p) => read(provider, p, input)));
  const done = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const [first, second] = done;
  if (!first) {
    const reason = outcomes.find((o) => o.status === 'rejected')?.reason as unknown;
    return { judgment: null, entry: failedEntry(provider, reason, startedAt, prompts[0]) };
  }
  const { judgment, orderSensitive } = second
    ? combineReadings(first.judgment, second.judgment)
    : { judgment: first.judgment, orderSensitive: false };
  const sum = (pick: (r: JudgeCallResult) => number) =>
    done.reduce((total, r) => total + pick(r.result), 0);
  const entry: JudgeRunEntry = {
    judge: provider.label,
    model: first.result.model,
    status: 'success',
    vote: judgment.winner,
    confidence: judgment.confidence,
    analysis: judgment.analysis,
    demo: provider.demo,
    durationMs: Date.now() - startedAt,
    requests: sum((r) => r.requests),
    usage: {
      promptTokens: sum((r) => r.usage.promptTokens),
      completionTokens: sum((r) => r.usage.completionTokens),
    },
    readingVotes: done.map((r) => r.judgment.winner),
    ...(judgment.scores ? { scores: judgment.scores } : {}),
    ...(first.prompt.swapped !== undefined ? { swapped: first.prompt.swapped } : {}),
    ...(judgment.evidence ? { evidence: judgment.evidence } : {}),
    ...(judgment.quotesNotFound !== undefined ? { quotesNotFound: judgment.quotesNotFound } : {}),
    ...(prompts.length > 1 ? { readings: done.length } : {}),
    ...(second ? { orderSensitive } : {}),
  };
  return { judgment, entry };
}

/**
 * Asks every provider at once and never rejects: failed judges are in the breakdown only.
 * Progress callbacks run one at a time in finishing order; one that throws is ignored,
 * and all of them have finished when this resolves.
 */
export async function runJudges(input: RunJudgesInput): Promise<JudgesOutcome> {
  let doneCount = 0;
  let progress: Promise<void> = Promise.resolve();
  const settled = await Promise.all(
    input.providers.map(async (provider, index) => {
      const result = await settle(provider, index, input);
      const count = ++doneCount;
      progress = progress
        .then(() => input.onJudgeDone?.(count, result.entry))
        .catch(() => undefined);
      return result;
    }),
  );
  await progress;
  return {
    judgments: settled.flatMap((s) => (s.judgment ? [s.judgment] : [])),
    breakdown: settled.map((s) => s.entry),
  };
}

export interface JudgeDebateInput extends Omit<RunJudgesInput, 'prompt' | 'prompts' | 'readings'> {
  topic: string;
  messages: readonly TranscriptMessage[];
  /** For tests; random otherwise. */
  nonce?: string;
  /** Messages of a very long debate never read (its middle): the judges are told. */
  unreadMessages?: number;
  /**
   * Per provider, whether participant2 sits as 'Debater A'; drawn at random per judge when
   * absent (an appeal passes the opposite of each judge's first seating). Unused when
   * `orderCheck` seats every judge both ways.
   */
  swaps?: readonly boolean[];
  /** Each judge reads the debate twice, seated both ways, at once (order-check.ts). */
  orderCheck?: boolean;
}

export interface JudgedDebate extends JudgesOutcome {
  /** Each provider's first (or only) blind prompt, in panel order. */
  prompts: JudgePrompt[];
  /** Every provider's prompts, one per reading. */
  readings: JudgePrompt[][];
  verdict: JudgeConsensus;
}

/**
 * The whole panel for one debate: blind prompts per judge (docs/decisions/0014-arena.md §5), one
 * seating each or both with the order check, the judges, the consensus. Rejects with 'All AI judges
 * failed to evaluate the debate' when no judge succeeded.
 */
export async function judgeDebate(input: JudgeDebateInput): Promise<JudgedDebate> {
  const prompt = (swapped: boolean) =>
    buildJudgePrompt({
      topic: input.topic,
      participants: input.participants,
      messages: input.messages,
      swapped,
      ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
      ...(input.unreadMessages ? { unreadMessages: input.unreadMessages } : {}),
    });
  const readings = input.providers.map((_, index) =>
    input.orderCheck
      ? [prompt(false), prompt(true)]
      : [prompt(input.swaps?.[index] ?? drawSwapped())],
  );
  const outcome = await runJudges({ ...input, readings });
  const verdict = consensus(outcome.judgments, input.participants, {
    totalJudges: input.providers.length,
  });
  return { ...outcome, prompts: readings.map((r) => r[0] as JudgePrompt), readings, verdict };
}
