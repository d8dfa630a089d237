/**
 * The panel: every judge asked in parallel, each failure kept apart (SPEC §4 "A judge that
 * fails is ignored"), progress reported as each one finishes, and the consensus on top.
 */

import { drawSwapped, unblindJudgment } from '@/domain/judging/blind';
import { consensus } from '@/domain/judging/consensus';
import type { JudgeConsensus } from '@/domain/judging/consensus';
import { normalizeVerdictWinner } from '@/domain/judging/participants';
import type { DebateParticipant, JudgedParticipant } from '@/domain/judging/participants';
import { buildJudgePrompt } from '@/domain/judging/prompt';
import type { JudgePrompt, TranscriptMessage } from '@/domain/judging/prompt';
import type { JudgeFailureKind } from '@/domain/judges';
import type { JudgeBreakdownEntry, JudgeJudgment } from '@/domain/model';
import { JudgeCallError, callJudge } from './call-judge';
import type { JudgePromptMessages } from './call-judge';
import type { JudgeProvider } from './providers';

/**
 * A breakdown entry plus how long the judge took (for logs; not part of the result). A
 * failed entry's `error` is the provider's own message, for the logs only; `failure` is
 * what the stored result says instead.
 */
export interface JudgeRunEntry extends JudgeBreakdownEntry {
  durationMs: number;
  failure?: JudgeFailureKind;
}

/** Called once per judge, in the order they finish; doneCount counts 1..providers.length. */
export type OnJudgeDone = (doneCount: number, entry: JudgeRunEntry) => void | Promise<void>;

/** A prompt as sent; with its seating (buildJudgePrompt's), the ballot is mapped back. */
export type SeatedPrompt = JudgePromptMessages & {
  participants?: readonly JudgedParticipant[];
  swapped?: boolean;
};

export interface RunJudgesInput {
  providers: readonly JudgeProvider[];
  /** The one prompt every judge gets, unless `prompts` gives each its own. */
  prompt?: SeatedPrompt;
  /** One prompt per provider, in panel order (the blind jury's own seating per judge). */
  prompts?: readonly SeatedPrompt[];
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

async function settle(
  provider: JudgeProvider,
  index: number,
  input: RunJudgesInput,
): Promise<Settled> {
  const startedAt = Date.now();
  const prompt = input.prompts?.[index] ?? input.prompt;
  try {
    if (!prompt) throw new JudgeCallError(`${provider.name} judge has no prompt`, 'error');
    const result = await callJudge(provider, prompt, {
      ...(input.signal ? { signal: input.signal } : {}),
      ...(input.deadlineMs !== undefined ? { deadlineMs: input.deadlineMs } : {}),
    });
    const judgment = mappedBack(result.judgment, prompt, input.participants);
    const entry: JudgeRunEntry = {
      judge: provider.label,
      model: result.model,
      status: 'success',
      vote: judgment.winner,
      confidence: judgment.confidence,
      analysis: judgment.analysis,
      demo: provider.demo,
      durationMs: result.durationMs,
      ...(judgment.scores ? { scores: judgment.scores } : {}),
      ...(prompt.swapped !== undefined ? { swapped: prompt.swapped } : {}),
    };
    return { judgment, entry };
  } catch (error) {
    const entry: JudgeRunEntry = {
      judge: provider.label,
      model: provider.model,
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
      failure: error instanceof JudgeCallError ? error.kind : 'error',
      demo: provider.demo,
      durationMs: Date.now() - startedAt,
      ...(prompt?.swapped !== undefined ? { swapped: prompt.swapped } : {}),
    };
    return { judgment: null, entry };
  }
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

export interface JudgeDebateInput extends Omit<RunJudgesInput, 'prompt' | 'prompts'> {
  topic: string;
  messages: readonly TranscriptMessage[];
  /** For tests; random otherwise. */
  nonce?: string;
  /** Messages of a very long debate never read (its middle): the judges are told. */
  unreadMessages?: number;
  /**
   * Per provider, whether participant2 sits as 'Debater A'; drawn at random per judge when
   * absent (an appeal passes the opposite of each judge's first seating).
   */
  swaps?: readonly boolean[];
}

export interface JudgedDebate extends JudgesOutcome {
  /** One blind prompt per provider, in panel order. */
  prompts: JudgePrompt[];
  verdict: JudgeConsensus;
}

/**
 * The whole panel for one debate: a blind prompt per judge (issue 14 §5), the judges, the
 * consensus. Rejects with 'All AI judges failed to evaluate the debate' when no judge
 * succeeded.
 */
export async function judgeDebate(input: JudgeDebateInput): Promise<JudgedDebate> {
  const prompts = input.providers.map((_, index) =>
    buildJudgePrompt({
      topic: input.topic,
      participants: input.participants,
      messages: input.messages,
      swapped: input.swaps?.[index] ?? drawSwapped(),
      ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
      ...(input.unreadMessages ? { unreadMessages: input.unreadMessages } : {}),
    }),
  );
  const outcome = await runJudges({ ...input, prompts });
  const verdict = consensus(outcome.judgments, input.participants, {
    totalJudges: input.providers.length,
  });
  return { ...outcome, prompts, verdict };
}
