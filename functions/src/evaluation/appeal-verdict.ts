/**
 * appealVerdict({ chatId }) (docs/decisions/0014-arena.md §5 'Appeal Verdict'): once per debate,
 * either debater of a non-unanimous verdict asks a fresh panel, which judges blind with every
 * judge's seating swapped from the first panel's. Both panels' ballots stay on the result. The
 * appeal's verdict stands only if it is unanimous; then applyAppealCorrection corrects the outcome
 * exactly once.
 *
 * It pays like an evaluation (docs/decisions/0012-safety.md §2): the debate's runs
 * (evaluationAttempts, shared with evaluateDebate), the caller's daily evaluation quota, and at
 * most EVALUATION_MAX_INSTANCES at once. The claim on the result (appeal.status 'running') lets one
 * run call the judges; a run that dies is taken over once its lease has run out, and a run whose
 * judges all fail gives the appeal back (its attempt and quota stay used).
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { APPEAL_REASON_MAX_CHARS, decideAppeal, isUnanimous } from '@/domain/judging/appeal';
import { drawSwapped } from '@/domain/judging/blind';
import { clipText } from '@/domain/judging/bounds';
import { orderCheckOn, orderCheckSummary } from '@/domain/judging/order-check';
import { JUDGE_TEXT } from '@/domain/judging/verdict';
import { isValidChatId } from '@/domain/validation';
import { defaultDeadlineMs } from '../judges/call-judge';
import { loadJudgeProviders } from '../judges/providers';
import { judgeDebate } from '../judges/run-judges';
import { signedInCallable } from '../safety/callable';
import { quotaLeft, takeQuota } from '../safety/quota';
import type { StoredData } from '@/domain/documents/fields';
import { applyOutcome } from './apply-outcome';
import { applyAppealCorrection } from './appeal-outcome';
import { APPEAL_ERRORS } from './appeal-texts';
import { chatRef, readChatAndResult, refuse, resultRef } from './evaluation-store';
import { EVALUATION_ERRORS, multiJudgeFailure } from './evaluation-texts';
import { judgeEnv } from './judge-env';
import { judgingOptions, settledValue } from './judging-callable';
import { JUDGE_PANEL_BUDGET_MS, claimState } from './lease';
import { loadParticipants, prepareDebate, type PreparedDebate } from './prepare-debate';
import { readTranscript } from './read-transcript';
import { chatRefusal, type EvaluationRefusal } from './refusals';
import { storableEntry } from './result';
import { attemptsOf, attemptsRefusal, evaluationQuota } from './spend';
import { debateMessagesOnly } from './transcript';
import type { AppealVerdictResponse } from '@/domain/callables';
import { readDebateState } from '@/domain/documents/debate-state';
import type { AppealDoc } from '@/domain/documents/appeal';
import { readResult, type ResultDoc } from '@/domain/documents/debate-result';

function isLive(appeal: AppealDoc | undefined, now: number): boolean {
  if (appeal?.status !== 'running' || appeal.claimId === undefined) return false;
  return claimState({ id: appeal.claimId, at: appeal.at }, now) === 'running';
}

/**
 * Why this user may not appeal (checked again inside the claim's transaction), or null:
 * outsiders first, then no verdict, a decided or running appeal, a unanimous verdict, and
 * a debate with no evaluation runs left.
 */
export function appealRefusal(
  chat: StoredData | undefined,
  result: ResultDoc | undefined,
  uid: string,
  now: number,
  chatId?: string,
): EvaluationRefusal | null {
  const outsider = chatRefusal(chat, uid, { resultExists: true, chatId });
  if (outsider) return outsider;
  if (!result) return { code: 'failed-precondition', message: APPEAL_ERRORS.noVerdict };
  if (result.practice) {
    return { code: 'failed-precondition', message: APPEAL_ERRORS.practice };
  }
  const { appeal } = result;
  if (appeal?.status === 'decided') {
    return { code: 'failed-precondition', message: APPEAL_ERRORS.alreadyAppealed };
  }
  if (isLive(appeal, now)) return { code: 'failed-precondition', message: APPEAL_ERRORS.running };
  if (isUnanimous(result.votingSummary)) {
    return { code: 'failed-precondition', message: APPEAL_ERRORS.unanimous };
  }
  return attemptsRefusal(chat);
}

function responseOf(appeal: AppealDoc | undefined, result: ResultDoc): AppealVerdictResponse {
  const stands = appeal?.stands === true;
  return {
    stands,
    changed: appeal?.changed === true,
    winner: stands && appeal ? appeal.winner : result.winner,
    winnerId: stands && appeal ? appeal.winnerId : result.winnerId,
  };
}

/** Claims the appeal for this run as the debate's next evaluation run; its claim id. */
async function claimAppeal(db: Firestore, chatId: string, uid: string): Promise<string> {
  return db.runTransaction(async (tx) => {
    const [chatSnap, resultSnap] = await tx.getAll(chatRef(db, chatId), resultRef(db, chatId));
    const chat = chatSnap?.data();
    refuse(appealRefusal(chat, readResult(resultSnap?.data()), uid, Date.now(), chatId));
    const claimId = randomUUID();
    tx.update(resultRef(db, chatId), {
      appeal: { status: 'running', appellantId: uid, claimId, at: Timestamp.now() },
    });
    tx.update(chatRef(db, chatId), { evaluationAttempts: attemptsOf(chat) + 1 });
    return claimId;
  });
}

/** Gives the appeal back (its judges all failed, or it was never paid for). */
async function releaseAppeal(
  db: Firestore,
  chatId: string,
  claimId: string,
  refundAttempt: boolean,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const [chatSnap, resultSnap] = await tx.getAll(chatRef(db, chatId), resultRef(db, chatId));
    if (readResult(resultSnap?.data())?.appeal?.claimId !== claimId) return;
    tx.update(resultRef(db, chatId), { appeal: FieldValue.delete() });
    if (refundAttempt) {
      tx.update(chatRef(db, chatId), {
        evaluationAttempts: Math.max(0, attemptsOf(chatSnap?.data()) - 1),
      });
    }
  });
}

/** The fresh panel: each judge blind, seated the other way round from its first ballot. */
async function judgeAgain(db: Firestore, debate: PreparedDebate, result: ResultDoc) {
  const env = await judgeEnv(db);
  const providers = loadJudgeProviders(env);
  const firstSeating = new Map<string, unknown>(
    result.judgeBreakdown.map((e) => [String(e.judge), e.swapped]),
  );
  const swaps = providers.map((p) => {
    const first = firstSeating.get(p.label);
    return typeof first === 'boolean' ? !first : drawSwapped();
  });
  return judgeDebate({
    providers,
    topic: debate.topic,
    participants: debate.participants.map((p, i) => ({
      id: p.id,
      displayName: p.displayName,
      phoneNumber: p.phoneNumber,
      ...(i === 0 && debate.creatorStance ? { stance: debate.creatorStance } : {}),
    })),
    messages: debate.messages,
    unreadMessages: debate.unreadMessages,
    swaps,
    // With the order check every judge reads both seatings anyway (docs/judges.md).
    orderCheck: orderCheckOn(env.JUDGE_ORDER_CHECK),
    deadlineMs: Math.min(JUDGE_PANEL_BUDGET_MS, ...providers.map(defaultDeadlineMs)),
  });
}

/** Stores the decided appeal on the result, unless another run took the claim over. */
async function storeAppeal(
  db: Firestore,
  chatId: string,
  claimId: string,
  appeal: Record<string, unknown>,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const current = readResult((await tx.get(resultRef(db, chatId))).data())?.appeal;
    if (current?.claimId !== claimId || current.status !== 'running') return;
    tx.update(resultRef(db, chatId), { appeal });
  });
}

async function runAppeal(
  db: Firestore,
  uid: string,
  chatId: string,
  debate: PreparedDebate,
  result: ResultDoc,
  claimId: string,
): Promise<void> {
  let judged: Awaited<ReturnType<typeof judgeAgain>>;
  try {
    judged = await judgeAgain(db, debate, result);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn('Appeal failed', { chatId, reason });
    await releaseAppeal(db, chatId, claimId, false);
    const said = reason === JUDGE_TEXT.allFailed ? reason : EVALUATION_ERRORS.notStored;
    throw new HttpsError('unavailable', multiJudgeFailure(said));
  }
  const { verdict } = judged;
  const originalWinnerId = result.winnerId;
  const decision = decideAppeal(originalWinnerId, {
    summary: verdict.votingSummary,
    winnerId: verdict.winnerId,
  });
  const winner = debate.participants.find((p) => p.id === verdict.winnerId);
  const orderCheck = orderCheckSummary(judged.breakdown);
  logger.info('Appeal judged', { chatId, winner: verdict.winner, ...decision });
  await storeAppeal(db, chatId, claimId, {
    status: 'decided',
    appellantId: uid,
    claimId,
    decidedAt: Timestamp.now(),
    judgeBreakdown: judged.breakdown.map(storableEntry),
    ...(orderCheck ? { orderCheck } : {}),
    votingSummary: verdict.votingSummary,
    winner: winner ? winner.displayName : 'Draw',
    winnerId: verdict.winnerId,
    // Clipped tighter than a first verdict's: both panels share one document (result-size.ts).
    winnerReason: clipText(verdict.winnerReason, APPEAL_REASON_MAX_CHARS),
    loserReason: clipText(verdict.loserReason, APPEAL_REASON_MAX_CHARS),
    stands: decision.stands,
    changed: decision.changed,
    originalWinner: result.winner,
    originalWinnerId,
    corrected: false,
  });
}

/** The first outcome (a crashed run may have left it), then the appeal's correction. */
async function settle(db: Firestore, chatId: string): Promise<AppealVerdictResponse> {
  await applyOutcome(db, chatId);
  await applyAppealCorrection(db, chatId);
  const result = readResult((await resultRef(db, chatId).get()).data() ?? {});
  return responseOf(result.appeal, result);
}

async function appeal(uid: string, chatId: string): Promise<AppealVerdictResponse> {
  const db = getFirestore();
  const quota = evaluationQuota(process.env);
  const { chat, result } = await readChatAndResult(db, chatId);
  const decided = result?.appeal;
  // The appellant's call delivered again gets the appeal's answer, corrected once.
  if (decided?.status === 'decided' && decided.appellantId === uid) return settle(db, chatId);
  refuse(appealRefusal(chat, result, uid, Date.now(), chatId));
  // Only a debater who may appeal gets here (DESIGN §5: a refused call reads a few
  // documents, never the transcript); what the run needs is then read at once.
  const [left, transcriptRead, debaters] = await Promise.allSettled([
    quotaLeft(uid, quota),
    readTranscript(db, chatId),
    loadParticipants(db, chat ?? {}),
  ]);
  if (settledValue(left) < 1) throw new HttpsError('resource-exhausted', quota.message);
  const { startTime } = readDebateState(chat);
  const transcript = debateMessagesOnly(settledValue(transcriptRead), startTime);
  const debate = prepareDebate(chatId, chat ?? {}, transcript, settledValue(debaters));

  const claimId = await claimAppeal(db, chatId, uid);
  try {
    await takeQuota(uid, quota);
  } catch (error) {
    await releaseAppeal(db, chatId, claimId, true);
    throw error;
  }
  await runAppeal(db, uid, chatId, debate, result ?? readResult({}), claimId);
  return settle(db, chatId);
}

export const appealVerdict = signedInCallable(
  'appealVerdict',
  async (request, uid) => {
    const chatId: unknown = request.data?.chatId;
    if (!isValidChatId(chatId))
      throw new HttpsError('invalid-argument', EVALUATION_ERRORS.invalidRequest);
    return appeal(uid, chatId);
  },
  { options: judgingOptions() },
);
