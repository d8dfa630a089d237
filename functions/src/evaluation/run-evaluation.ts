/**
 * The run that holds the claim: the three judges (the only paid step), the consensus, then
 * the stored result, its outcome and the claim let go in one commit (finish-run.ts). A failure reaches the debaters in
 * the SPEC's words; the judges' and the server's own errors go to the function's logs.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { orderCheckOn } from '@/domain/judging/order-check';
import { JUDGE_TEXT } from '@/domain/judging/verdict';
import { defaultDeadlineMs } from '../judges/call-judge';
import { loadJudgeProviders } from '../judges/providers';
import { judgeDebate, type JudgeRunEntry } from '../judges/run-judges';
import { notifyNotices } from '../push/notify';
import { applyOutcome } from './apply-outcome';
import { EVALUATION_ERRORS, multiJudgeFailure } from './evaluation-texts';
import { clearStaleProgress, releaseClaim, storeResult, writeProgress } from './evaluation-store';
import { finishRun } from './finish-run';
import { judgeEnv } from './judge-env';
import { JUDGE_PANEL_BUDGET_MS } from './lease';
import type { PreparedDebate } from './prepare-debate';
import { responseFrom, type EvaluateDebateResponse } from './response';
import { buildDebateResult, type StoredDebateResult } from './result';
import type { ResultDoc } from '@/domain/documents/debate-result';

/** One judge as the logs tell it, provider error included. */
function logLine(entry: JudgeRunEntry): string {
  const line = `${entry.judge}:${entry.status}:${entry.durationMs}ms`;
  return entry.error ? `${line}:${entry.error}` : line;
}

/** The three judges and the consensus; rejects when none of them succeeded. */
async function judge(
  db: Firestore,
  debate: PreparedDebate,
  finished: JudgeRunEntry[],
): Promise<StoredDebateResult> {
  const { chatId, participants, creatorStance } = debate;
  // The first progress is written while the judges are asked; theirs follow it.
  const started = writeProgress(db, chatId, 0);
  started.catch(() => undefined); // awaited below; judgeEnv may throw first
  const env = await judgeEnv(db);
  const providers = loadJudgeProviders(env);
  const judged = await judgeDebate({
    providers,
    // Each judge reads both seatings at once unless JUDGE_ORDER_CHECK=off (docs/judges.md).
    orderCheck: orderCheckOn(env.JUDGE_ORDER_CHECK),
    topic: debate.topic,
    // The judges see 'Debater A' and 'Debater B' (docs/decisions/0014-arena.md §5): the name and
    // phone are only there to be scrubbed from what they read.
    participants: participants.map((p, i) => ({
      id: p.id,
      displayName: p.displayName,
      phoneNumber: p.phoneNumber,
      ...(i === 0 && creatorStance ? { stance: creatorStance } : {}),
    })),
    messages: debate.messages,
    unreadMessages: debate.unreadMessages,
    deadlineMs: Math.min(JUDGE_PANEL_BUDGET_MS, ...providers.map(defaultDeadlineMs)),
    onJudgeDone: (done, entry) => {
      finished.push(entry);
      return started.then(() => writeProgress(db, chatId, done, entry));
    },
  });
  await started;
  logger.info('Debate judged', {
    chatId,
    winner: judged.verdict.winner,
    judges: judged.breakdown.map(logLine),
  });
  return buildDebateResult({ ...debate, verdict: judged.verdict, breakdown: judged.breakdown });
}

/** What the debaters are told of a failed run: the SPEC's words, never a server's own. */
function publicReason(error: unknown): string {
  return error instanceof Error && error.message === JUDGE_TEXT.allFailed
    ? JUDGE_TEXT.allFailed
    : EVALUATION_ERRORS.notStored;
}

export async function runEvaluation(
  db: Firestore,
  claimId: string,
  debate: PreparedDebate,
): Promise<EvaluateDebateResponse> {
  const { chatId } = debate;
  const finished: JudgeRunEntry[] = [];
  const fail = async (error: unknown): Promise<never> => {
    const message = multiJudgeFailure(publicReason(error));
    logger.warn('Debate evaluation failed', {
      chatId,
      reason: error instanceof Error ? error.message : String(error),
      judges: finished.map(logLine),
    });
    await releaseClaim(db, chatId, claimId, { failure: message });
    throw new HttpsError('unavailable', message);
  };
  let judged: StoredDebateResult;
  try {
    judged = await judge(db, debate, finished);
  } catch (error) {
    return fail(error);
  }
  // Stored, applied and released in one commit. The screens hold the 100 % and 'Evaluation
  // complete!' for a moment themselves (SPEC §4; docs/decisions/0016-performance.md §1).
  const done = await finishRun(db, chatId, claimId, judged).catch((error: unknown) => {
    logger.warn('Finishing the run in one step failed; finishing it step by step', {
      chatId,
      reason: error instanceof Error ? error.message : String(error),
    });
    return null;
  });
  if (done?.kind === 'finished') {
    // The won / lost pushes, once: only this commit created the notices.
    await notifyNotices(done.notices, { db });
    return responseFrom(done.stored);
  }
  // A result stored already, or an outcome refused (a debater's profile gone): the result is
  // stored all the same, the outcome applied if it can be, and the claim let go.
  let stored: ResultDoc;
  try {
    stored = await storeResult(db, chatId, judged);
  } catch (error) {
    return fail(error);
  }
  const outcome = await applyOutcome(db, chatId).then(
    () => null,
    (error: unknown) => error,
  );
  await releaseClaim(db, chatId, claimId);
  if (outcome) throw outcome;
  return responseFrom(stored);
}

/** A debate already decided: finish what a crashed run may have left, return the result. */
export async function decided(
  db: Firestore,
  chatId: string,
  result: ResultDoc,
): Promise<EvaluateDebateResponse> {
  await applyOutcome(db, chatId);
  await clearStaleProgress(db, chatId);
  return responseFrom(result);
}
