/**
 * evaluateDebate({ chatId }): the whole AI evaluation on the server (SPEC §4 "Evaluation",
 * §5 "Resolve (evaluate) debate"). Exactly one run per debate calls the three judges, even
 * when both debaters press Start at once or the call is retried: the run claims the chat in
 * a transaction; other callers wait for its outcome; a stored result is returned as is.
 *
 * What it may spend is bounded (docs/decisions/0012-safety.md §2): a debate gets three runs, failed
 * ones included; an account starts a daily quota of them; at most EVALUATION_MAX_INSTANCES run at
 * once; and everything a run could fail on after paying the judges (the result's size, the
 * debaters, the transcript) is settled before it calls them. A debate too short to judge ends 'No
 * contest' without calling them (./no-contest.ts).
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isNoContest } from '@/domain/judging/no-contest';
import { isValidChatId } from '@/domain/validation';
import { signedInCallable } from '../safety/callable';
import { quotaLeft } from '../safety/quota';
import { readDebateState } from '@/domain/documents/debate-state';
import { awaitRun, type WaitOutcome } from './await-run';
import { claimEvaluation, liveClaim, readChatAndResult, refuse } from './evaluation-store';
import { EVALUATION_ERRORS } from './evaluation-texts';
import { judgingOptions, settledValue } from './judging-callable';
import { EVALUATION_TIMEOUT_SECONDS } from './lease';
import { endNoContest, isNoContestChat, type NoContestResponse } from './no-contest';
import { loadParticipants, prepareDebate } from './prepare-debate';
import { readTranscript } from './read-transcript';
import { debateMessagesOnly } from './transcript';
import { chatRefusal, messagesRefusal } from './refusals';
import { responseFrom, type EvaluateDebateResponse } from './response';
import { decided, runEvaluation } from './run-evaluation';
import { attemptsRefusal, evaluationQuota } from './spend';

export type { EvaluateDebateResponse } from './response';
export type { NoContestResponse } from './no-contest';

/** How long a caller waits on another run before saying it is still running. */
const WAIT_BUDGET_MS = EVALUATION_TIMEOUT_SECONDS * 1000 - 20_000;

/** A waiting caller's answer: the run's result or failure; after a release, a fresh look. */
async function afterWaiting(
  db: Firestore,
  uid: string,
  chatId: string,
  waited: WaitOutcome,
  startedAt: number,
): Promise<EvaluateDebateResponse | NoContestResponse> {
  if (waited.kind === 'decided') {
    // Its run applied the outcome and cleared the progress: nothing is left to finish.
    const finished = waited.settled && waited.result.outcomeApplied === true;
    return finished ? responseFrom(waited.result) : decided(db, chatId, waited.result);
  }
  if (waited.kind === 'failed') throw new HttpsError('unavailable', waited.message);
  if (waited.kind === 'timeout') {
    throw new HttpsError('deadline-exceeded', EVALUATION_ERRORS.stillRunning);
  }
  return evaluate(uid, chatId, startedAt);
}

async function evaluate(
  uid: string,
  chatId: string,
  startedAt = Date.now(),
): Promise<EvaluateDebateResponse | NoContestResponse> {
  const db = getFirestore();
  const deadline = startedAt + WAIT_BUDGET_MS;
  const quota = evaluationQuota(process.env);
  // Authorised first, on three documents (DESIGN §5: a refused call costs a few reads,
  // never a transcript): the ban (signedInCallable), then the chat and its result at once.
  const first = await readChatAndResult(db, chatId);
  refuse(chatRefusal(first.chat, uid, { resultExists: first.result !== undefined, chatId }));
  if (first.result) return decided(db, chatId, first.result);
  const chat = first.chat ?? {};
  if (isNoContestChat(chat)) return { noContest: true };
  // A live run's result is everyone's: wait for it.
  const live = liveClaim(chat);
  if (live) {
    return afterWaiting(db, uid, chatId, await awaitRun(db, chatId, live.id, deadline), startedAt);
  }
  refuse(attemptsRefusal(chat));
  // The chat says the caller is a debater who agreed: what the run needs is read at once
  // (the evaluation's overhead budget, docs/performance.md), refusals kept in their order.
  const [left, transcriptRead, debaters] = await Promise.allSettled([
    quotaLeft(uid, quota),
    readTranscript(db, chatId),
    loadParticipants(db, chat),
  ]);
  // Messages from before the start (pre-start chat, docs/decisions/0013-chat.md §6) never reach the
  // judges.
  const { startTime, debaters: debaterIds } = readDebateState(chat);
  const transcript = debateMessagesOnly(settledValue(transcriptRead), startTime);
  refuse(messagesRefusal(transcript.messages, debaterIds));
  // Too short to judge: ended without a verdict, and no judge (nor quota) is paid.
  if (isNoContest(transcript.messages, debaterIds)) return endNoContest(db, chatId);
  if (settledValue(left) < 1) throw new HttpsError('resource-exhausted', quota.message);
  const debate = prepareDebate(chatId, chat, transcript, settledValue(debaters));

  const attempt = await claimEvaluation(db, chatId, uid, quota);
  if (attempt.kind === 'decided') return decided(db, chatId, attempt.result);
  if (attempt.kind === 'running') {
    const waited = await awaitRun(db, chatId, attempt.claimId, deadline);
    return afterWaiting(db, uid, chatId, waited, startedAt);
  }
  return runEvaluation(db, attempt.claimId, debate);
}

export const evaluateDebate = signedInCallable(
  'evaluateDebate',
  async (request, uid) => {
    const chatId: unknown = request.data?.chatId;
    if (!isValidChatId(chatId)) {
      throw new HttpsError('invalid-argument', EVALUATION_ERRORS.invalidRequest);
    }
    return evaluate(uid, chatId);
  },
  { options: judgingOptions() },
);
