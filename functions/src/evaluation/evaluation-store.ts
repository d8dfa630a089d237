/**
 * The evaluation's Firestore steps: the claim on the chat that lets one run call the
 * judges (and counts the debate's attempts), the progress both participants watch, the
 * stored result, and the release. Every step that must happen once is a transaction that
 * checks state first.
 */
import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  EVALUATION_COMPLETE,
  EVALUATION_STARTED,
  progressForJudgesDone,
} from '@/domain/evaluation-stages';
import { ALL_JUDGES_WAITING, judgeKeyOf } from '@/domain/judges';
import { EVALUATIONS_PER_CHAT_TEXT, type Quota } from '@/domain/limits';
import type { JudgeBreakdownEntry } from '@/domain/model';
import type { StoredData } from '@/domain/documents/fields';
import { quotaAfterTaking, quotaRef } from '../safety/quota';
import { claimDecision, claimState, type EvaluationClaim } from './lease';
import { chatRefusal } from './refusals';
import { chatSummary, type StoredDebateResult } from './result';
import { attemptsOf } from './spend';
import { CALLABLE_TEXT } from '@/domain/callable-errors';
import { readResult, type ResultDoc } from '@/domain/documents/debate-result';
import { readDebateState } from '@/domain/documents/debate-state';
import { readEvaluationRun } from '@/domain/documents/evaluation-run';

export function chatRef(db: Firestore, chatId: string): DocumentReference {
  return db.collection('chats').doc(chatId);
}

/** One result per debate: its id is the chat's. */
export function resultRef(db: Firestore, chatId: string): DocumentReference {
  return db.collection('debateResults').doc(chatId);
}

export function claimOf(chat: StoredData | undefined): EvaluationClaim | null {
  return readEvaluationRun(chat).claim;
}

/** The claim of a run that is still alive, if any: its result is worth waiting for. */
export function liveClaim(chat: StoredData | undefined, now = Date.now()): EvaluationClaim | null {
  const claim = claimOf(chat);
  return claim && claimState(claim, now) === 'running' ? claim : null;
}

/** The failure a run left for the callers that waited on its claim. */
export function failureOf(chat: StoredData | undefined, claimId: string): string | null {
  const failure = readEvaluationRun(chat).failure;
  return failure?.claimId === claimId ? failure.message : null;
}

export function refuse(refusal: { code: HttpsError['code']; message: string } | null): void {
  if (refusal) throw new HttpsError(refusal.code, refusal.message);
}

export async function readChatAndResult(
  db: Firestore,
  chatId: string,
): Promise<{ chat: StoredData | undefined; result: ResultDoc | undefined }> {
  const [chat, result] = await db.getAll(chatRef(db, chatId), resultRef(db, chatId));
  return { chat: chat?.data(), result: readResult(result?.data()) };
}

export type ClaimAttempt =
  | { kind: 'claimed'; claimId: string; chat: StoredData }
  | { kind: 'decided'; result: ResultDoc; chat: StoredData }
  | { kind: 'running'; claimId: string };

/**
 * Takes the evaluation for this run, in a transaction: refused as SPEC §5 says, the stored
 * result when there is one, the running claim when another live run holds it, refused when
 * the debate has had all its attempts; otherwise claimed as its next attempt. A claim older
 * than any function can live is taken over. Claiming takes a unit of the caller's `quota`
 * (refused with its message when none is left) and ends the debate (status completed), so
 * the transcript the judges read is final.
 */
export async function claimEvaluation(
  db: Firestore,
  chatId: string,
  uid: string,
  quota: Quota,
): Promise<ClaimAttempt> {
  const chatDoc = chatRef(db, chatId);
  const resultDoc = resultRef(db, chatId);
  const quotaDoc = quotaRef(uid, quota.kind);
  return db.runTransaction(async (tx) => {
    const [chatSnap, resultSnap, quotaSnap] = await tx.getAll(chatDoc, resultDoc, quotaDoc);
    const chat = chatSnap?.data();
    const result = readResult(resultSnap?.data());
    refuse(chatRefusal(chat, uid, { resultExists: result !== undefined, chatId }));
    if (!chat) throw new HttpsError('not-found', CALLABLE_TEXT.chatNotFound);
    const decision = claimDecision(
      { resultExists: result !== undefined, claim: claimOf(chat), attempts: attemptsOf(chat) },
      Date.now(),
    );
    if (decision.kind === 'decided' && result) return { kind: 'decided', result, chat };
    if (decision.kind === 'running') return { kind: 'running', claimId: decision.claimId };
    if (decision.kind !== 'take') {
      throw new HttpsError('failed-precondition', EVALUATIONS_PER_CHAT_TEXT);
    }
    // The run is paid with a unit of the caller's daily quota in the same commit: a caller
    // without one claims nothing (and the debate keeps its attempt).
    const paid = quotaAfterTaking(quotaSnap?.data(), uid, quota);
    if (!paid) throw new HttpsError('resource-exhausted', quota.message);
    tx.set(quotaDoc, paid);
    const claimId = randomUUID();
    tx.update(chatDoc, {
      status: 'completed',
      evaluationInProgress: true,
      evaluationProgress: EVALUATION_STARTED.progress,
      evaluationStage: EVALUATION_STARTED.stage,
      evaluationJudges: ALL_JUDGES_WAITING,
      evaluationClaim: { id: claimId, at: Timestamp.now() },
      evaluationAttempts: decision.attempt,
      evaluationError: FieldValue.delete(),
    });
    return { kind: 'claimed', claimId, chat };
  });
}

/** The real progress as judges finish, and the finished judge's status. */
export async function writeProgress(
  db: Firestore,
  chatId: string,
  judgesDone: number,
  entry?: JudgeBreakdownEntry,
): Promise<void> {
  const { progress, stage } = progressForJudgesDone(judgesDone);
  const update: Record<string, unknown> = { evaluationProgress: progress, evaluationStage: stage };
  const key = entry ? judgeKeyOf(entry.judge) : undefined;
  if (entry && key)
    update[`evaluationJudges.${key}`] = entry.status === 'success' ? 'done' : 'failed';
  await chatRef(db, chatId).update(update);
}

/** The chat's fields for a debate that ends with `result`. */
export function decidedChatFields(result: StoredDebateResult): Record<string, unknown> {
  return {
    status: 'completed',
    debateStatus: 'completed',
    winner: result.winner,
    winnerId: result.winnerId ?? null,
    debateResult: chatSummary(result),
  };
}

/**
 * Stores the result under the chat's id and ends the debate with it, in one transaction;
 * a result stored already (by a run that took over a stale claim) is kept and returned.
 */
export async function storeResult(
  db: Firestore,
  chatId: string,
  result: StoredDebateResult,
): Promise<ResultDoc> {
  const chatDoc = chatRef(db, chatId);
  const resultDoc = resultRef(db, chatId);
  return db.runTransaction(async (tx) => {
    const existing = readResult((await tx.get(resultDoc)).data());
    if (existing) return existing;
    const stored = { ...result, createdAt: Timestamp.now() };
    tx.create(resultDoc, stored);
    tx.update(chatDoc, {
      ...decidedChatFields(result),
      evaluationProgress: EVALUATION_COMPLETE.progress,
      evaluationStage: EVALUATION_COMPLETE.stage,
    });
    return readResult(stored);
  });
}

/**
 * The chat's fields that end claim `claimId`: the progress cleared, a failure left for both
 * participants and for callers that waited, the attempt given back when asked. Nothing
 * when someone else holds the claim.
 */
export function releaseFields(
  chat: StoredData | undefined,
  claimId: string,
  { failure, refundAttempt = false }: { failure?: string; refundAttempt?: boolean } = {},
): Record<string, unknown> | null {
  if (claimOf(chat)?.id !== claimId) return null;
  return {
    evaluationInProgress: false,
    evaluationProgress: FieldValue.delete(),
    evaluationStage: FieldValue.delete(),
    evaluationClaim: FieldValue.delete(),
    ...(failure ? { evaluationError: { message: failure, claimId, at: Timestamp.now() } } : {}),
    ...(refundAttempt ? { evaluationAttempts: Math.max(0, attemptsOf(chat) - 1) } : {}),
  };
}

/**
 * Ends this run's claim: the progress is cleared, and a failure is left on the chat for
 * both participants and for callers that waited. A run that never called the judges
 * (its caller's daily quota was used up) gives its attempt back. A claim someone else
 * holds is left alone.
 */
export async function releaseClaim(
  db: Firestore,
  chatId: string,
  claimId: string,
  options: { failure?: string; refundAttempt?: boolean } = {},
): Promise<void> {
  const chatDoc = chatRef(db, chatId);
  await db.runTransaction(async (tx) => {
    const release = releaseFields((await tx.get(chatDoc)).data(), claimId, options);
    if (release) tx.update(chatDoc, release);
  });
}

/** A run that died after storing its result left the progress up: clear it. */
export async function clearStaleProgress(db: Firestore, chatId: string): Promise<void> {
  const chatDoc = chatRef(db, chatId);
  await db.runTransaction(async (tx) => {
    const chat = (await tx.get(chatDoc)).data();
    const claim = claimOf(chat);
    const shown = readDebateState(chat).evaluationInProgress;
    if (!shown || (claim && claimState(claim, Date.now()) === 'running')) {
      return;
    }
    tx.update(chatDoc, {
      evaluationInProgress: false,
      evaluationProgress: FieldValue.delete(),
      evaluationStage: FieldValue.delete(),
      evaluationClaim: FieldValue.delete(),
    });
  });
}
