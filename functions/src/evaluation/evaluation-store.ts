/**
 * The evaluation's Firestore steps: the claim on the chat that lets one run call the
 * judges, the progress both participants watch, the stored result, and the release.
 * Every step that must happen once is a transaction that checks state first.
 */
import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
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
import type { DebateResult, JudgeBreakdownEntry, VotingSummary } from '@/domain/model';
import type { ChatDocument } from './agreement';
import { claimState, type EvaluationClaim } from './lease';
import { chatRefusal } from './refusals';
import { chatSummary, type StoredDebateResult } from './result';
import { storedMessage, type StoredMessage } from './transcript';

export function chatRef(db: Firestore, chatId: string): DocumentReference {
  return db.collection('chats').doc(chatId);
}

/** One result per debate: its id is the chat's. */
export function resultRef(db: Firestore, chatId: string): DocumentReference {
  return db.collection('debateResults').doc(chatId);
}

function millisOf(value: unknown): number | null {
  if (value instanceof Timestamp) return value.toMillis();
  return typeof value === 'number' ? value : null;
}

export function claimOf(chat: DocumentData | undefined): EvaluationClaim | null {
  const claim: unknown = chat?.evaluationClaim;
  if (typeof claim !== 'object' || claim === null) return null;
  const { id, at } = claim as { id?: unknown; at?: unknown };
  return typeof id === 'string' ? { id, at: millisOf(at) ?? 0 } : null;
}

/** The failure a run left for the callers that waited on its claim. */
export function failureOf(chat: DocumentData | undefined, claimId: string): string | null {
  const error: unknown = chat?.evaluationError;
  if (typeof error !== 'object' || error === null) return null;
  const { message, claimId: failedClaim } = error as { message?: unknown; claimId?: unknown };
  return failedClaim === claimId && typeof message === 'string' ? message : null;
}

export function refuse(refusal: { code: HttpsError['code']; message: string } | null): void {
  if (refusal) throw new HttpsError(refusal.code, refusal.message);
}

export async function readChatAndResult(
  db: Firestore,
  chatId: string,
): Promise<{ chat: ChatDocument | undefined; result: DocumentData | undefined }> {
  const [chat, result] = await db.getAll(chatRef(db, chatId), resultRef(db, chatId));
  return { chat: chat?.data(), result: result?.data() };
}

/** The debate's messages in the order they were sent. */
export async function readMessages(db: Firestore, chatId: string): Promise<StoredMessage[]> {
  const snapshot = await chatRef(db, chatId).collection('messages').orderBy('timestamp').get();
  return snapshot.docs.flatMap((d) => {
    const message = storedMessage(d.data());
    return message ? [message] : [];
  });
}

export type ClaimAttempt =
  | { kind: 'claimed'; claimId: string; chat: ChatDocument }
  | { kind: 'decided'; result: DocumentData; chat: ChatDocument }
  | { kind: 'running'; claimId: string };

/**
 * Takes the evaluation for this run, in a transaction: refused as SPEC §5 says, the stored
 * result when there is one, the running claim when another live run holds it. A claim
 * older than any function can live is taken over. Claiming ends the debate (status
 * completed), so the transcript the judges read is final.
 */
export async function claimEvaluation(
  db: Firestore,
  chatId: string,
  uid: string,
): Promise<ClaimAttempt> {
  const chatDoc = chatRef(db, chatId);
  const resultDoc = resultRef(db, chatId);
  return db.runTransaction(async (tx) => {
    const [chatSnap, resultSnap] = await tx.getAll(chatDoc, resultDoc);
    const chat = chatSnap?.data();
    const result = resultSnap?.data();
    refuse(chatRefusal(chat, uid, { resultExists: result !== undefined }));
    if (!chat) throw new HttpsError('not-found', 'Chat not found');
    if (result) return { kind: 'decided', result, chat };
    const claim = claimOf(chat);
    if (claim && claimState(claim, Date.now()) === 'running') {
      return { kind: 'running', claimId: claim.id };
    }
    const claimId = randomUUID();
    tx.update(chatDoc, {
      status: 'completed',
      evaluationInProgress: true,
      evaluationProgress: EVALUATION_STARTED.progress,
      evaluationStage: EVALUATION_STARTED.stage,
      evaluationJudges: ALL_JUDGES_WAITING,
      evaluationClaim: { id: claimId, at: Timestamp.now() },
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

/**
 * Stores the result under the chat's id and ends the debate with it, in one transaction;
 * a result stored already (by a run that took over a stale claim) is kept and returned.
 */
export async function storeResult(
  db: Firestore,
  chatId: string,
  result: StoredDebateResult,
): Promise<DocumentData> {
  const chatDoc = chatRef(db, chatId);
  const resultDoc = resultRef(db, chatId);
  return db.runTransaction(async (tx) => {
    const existing = (await tx.get(resultDoc)).data();
    if (existing) return existing;
    const stored = { ...result, createdAt: Timestamp.now() };
    tx.create(resultDoc, stored);
    tx.update(chatDoc, {
      status: 'completed',
      debateStatus: 'completed',
      winner: result.winner,
      winnerId: result.winnerId ?? null,
      debateResult: chatSummary(result),
      evaluationProgress: EVALUATION_COMPLETE.progress,
      evaluationStage: EVALUATION_COMPLETE.stage,
    });
    return stored;
  });
}

/**
 * Ends this run's claim: the progress is cleared, and a failure is left on the chat for
 * both participants and for callers that waited. A claim someone else holds is left alone.
 */
export async function releaseClaim(
  db: Firestore,
  chatId: string,
  claimId: string,
  failure?: string,
): Promise<void> {
  const chatDoc = chatRef(db, chatId);
  await db.runTransaction(async (tx) => {
    const chat = (await tx.get(chatDoc)).data();
    if (claimOf(chat)?.id !== claimId) return;
    tx.update(chatDoc, {
      evaluationInProgress: false,
      evaluationProgress: FieldValue.delete(),
      evaluationStage: FieldValue.delete(),
      evaluationClaim: FieldValue.delete(),
      ...(failure ? { evaluationError: { message: failure, claimId, at: Timestamp.now() } } : {}),
    });
  });
}

/** A run that died after storing its result left the progress up: clear it. */
export async function clearStaleProgress(db: Firestore, chatId: string): Promise<void> {
  const chatDoc = chatRef(db, chatId);
  await db.runTransaction(async (tx) => {
    const chat = (await tx.get(chatDoc)).data();
    const claim = claimOf(chat);
    if (!chat?.evaluationInProgress || (claim && claimState(claim, Date.now()) === 'running')) {
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

export type WaitOutcome =
  | { kind: 'decided'; result: DocumentData }
  | { kind: 'failed'; message: string }
  | { kind: 'released' }
  | { kind: 'timeout' };

const WAIT_POLL_MS = 500;

/** Waits for the run holding `claimId` to store its result, fail or let go. */
export async function awaitRun(
  db: Firestore,
  chatId: string,
  claimId: string,
  deadline: number,
): Promise<WaitOutcome> {
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    const { chat, result } = await readChatAndResult(db, chatId);
    if (result) return { kind: 'decided', result };
    if (claimOf(chat)?.id === claimId) continue;
    const failure = failureOf(chat, claimId);
    return failure ? { kind: 'failed', message: failure } : { kind: 'released' };
  }
  return { kind: 'timeout' };
}

/** What evaluateDebate returns: the result with its judge panel. */
export interface EvaluateDebateResponse {
  result: DebateResult;
  judgeBreakdown: JudgeBreakdownEntry[];
  votingSummary: VotingSummary;
}

export function responseFrom(stored: DocumentData): EvaluateDebateResponse {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const result: DebateResult = {
    id: String(stored.id),
    chatId: String(stored.chatId),
    participant1Id: String(stored.participant1Id),
    participant2Id: String(stored.participant2Id),
    topic: String(stored.topic ?? ''),
    winner: String(stored.winner ?? 'Draw'),
    winnerId: typeof stored.winnerId === 'string' ? stored.winnerId : null,
    analysis: String(stored.analysis ?? ''),
    participant1Stance: String(stored.participant1Stance ?? ''),
    participant2Stance: String(stored.participant2Stance ?? ''),
    participant1Arguments: strings(stored.participant1Arguments),
    participant2Arguments: strings(stored.participant2Arguments),
    winnerReason: String(stored.winnerReason ?? ''),
    loserReason: String(stored.loserReason ?? ''),
    createdAt: millisOf(stored.createdAt),
  };
  return {
    result,
    judgeBreakdown: Array.isArray(stored.judgeBreakdown)
      ? (stored.judgeBreakdown as JudgeBreakdownEntry[])
      : [],
    votingSummary: stored.votingSummary as VotingSummary,
  };
}
