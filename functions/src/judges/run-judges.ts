/**
 * The panel: every judge asked in parallel, each failure kept apart (SPEC §4 "A judge that
 * fails is ignored"), progress reported as each one finishes, and the consensus on top.
 */

import { consensus } from '@/domain/judging/consensus';
import type { JudgeConsensus } from '@/domain/judging/consensus';
import { normalizeVerdictWinner } from '@/domain/judging/participants';
import type { DebateParticipant } from '@/domain/judging/participants';
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

export interface RunJudgesInput {
  providers: readonly JudgeProvider[];
  prompt: JudgePromptMessages;
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

async function settle(provider: JudgeProvider, input: RunJudgesInput): Promise<Settled> {
  const startedAt = Date.now();
  try {
    const result = await callJudge(provider, input.prompt, {
      ...(input.signal ? { signal: input.signal } : {}),
      ...(input.deadlineMs !== undefined ? { deadlineMs: input.deadlineMs } : {}),
    });
    const judgment = {
      ...result.judgment,
      winner: normalizeVerdictWinner(result.judgment.winner, input.participants),
    };
    const entry: JudgeRunEntry = {
      judge: provider.label,
      model: result.model,
      status: 'success',
      vote: judgment.winner,
      confidence: judgment.confidence,
      analysis: judgment.analysis,
      demo: provider.demo,
      durationMs: result.durationMs,
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
    input.providers.map(async (provider) => {
      const result = await settle(provider, input);
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

export interface JudgeDebateInput extends Omit<RunJudgesInput, 'prompt'> {
  topic: string;
  messages: readonly TranscriptMessage[];
  /** For tests; random otherwise. */
  nonce?: string;
  /** Messages of a very long debate never read (its middle): the judges are told. */
  unreadMessages?: number;
}

export interface JudgedDebate extends JudgesOutcome {
  prompt: JudgePrompt;
  verdict: JudgeConsensus;
}

/**
 * The whole panel for one debate: prompt, judges, consensus. Rejects with
 * 'All AI judges failed to evaluate the debate' when no judge succeeded.
 */
export async function judgeDebate(input: JudgeDebateInput): Promise<JudgedDebate> {
  const prompt = buildJudgePrompt({
    topic: input.topic,
    participants: input.participants,
    messages: input.messages,
    ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
    ...(input.unreadMessages ? { unreadMessages: input.unreadMessages } : {}),
  });
  const outcome = await runJudges({ ...input, prompt });
  const verdict = consensus(outcome.judgments, input.participants, {
    totalJudges: input.providers.length,
  });
  return { ...outcome, prompt, verdict };
}
