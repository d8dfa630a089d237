/**
 * evaluateDebate({ chatId }): the whole AI evaluation on the server (SPEC §4 "Evaluation",
 * §5 "Resolve (evaluate) debate"). Exactly one run per debate calls the three judges, even
 * when both debaters press Start at once or the call is retried: the run claims the chat in
 * a transaction; other callers wait for its outcome; a stored result is returned as is.
 */
import path from 'node:path';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { EVALUATION_CLEAR_AFTER_MS } from '@/domain/evaluation-stages';
import { defaultDeadlineMs } from '../judges/call-judge';
import { loadJudgeProviders } from '../judges/providers';
import { judgeDebate } from '../judges/run-judges';
import { applyOutcome } from './apply-outcome';
import { judgeEnv } from './judge-env';
import { judgeSecretNames } from './judge-secrets';
import { participantsOf, type ChatDocument } from './agreement';
import { EVALUATION_ERRORS, multiJudgeFailure } from './evaluation-texts';
import { EVALUATION_TIMEOUT_SECONDS, JUDGE_PANEL_BUDGET_MS } from './lease';
import { chatRefusal, messagesRefusal } from './refusals';
import {
  buildDebateResult,
  resultParticipant,
  type ResultParticipant,
  type StoredDebateResult,
} from './result';
import type { StoredMessage } from './transcript';
import {
  awaitRun,
  claimEvaluation,
  clearStaleProgress,
  readChatAndResult,
  readMessages,
  refuse,
  releaseClaim,
  responseFrom,
  storeResult,
  writeProgress,
  type EvaluateDebateResponse,
} from './evaluation-store';

export type { EvaluateDebateResponse } from './evaluation-store';

export interface EvaluateDebateRequest {
  chatId: string;
}

/** How long a caller waits on another run before saying it is still running. */
const WAIT_BUDGET_MS = EVALUATION_TIMEOUT_SECONDS * 1000 - 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** functions/lib/index.js is the bundle: functions/.env sits beside lib/. */
const judgeSecrets = judgeSecretNames(process.env, path.join(__dirname, '..', '.env'));

function isChatId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value);
}

async function loadParticipants(
  db: Firestore,
  chat: ChatDocument,
): Promise<[ResultParticipant, ResultParticipant]> {
  const ids = participantsOf(chat);
  const profiles = await db.getAll(...ids.map((uid) => db.collection('users').doc(uid)));
  const details = (chat.participantDetails ?? {}) as Record<string, Record<string, unknown>>;
  const [one, two] = ids.map((uid, i) =>
    resultParticipant(uid, i, profiles[i]?.data(), details[uid]),
  );
  if (!one || !two) throw new HttpsError('failed-precondition', EVALUATION_ERRORS.invalidChat);
  return [one, two];
}

/** The three judges and the consensus; rejects when none of them succeeded. */
async function judge(
  db: Firestore,
  chatId: string,
  chat: ChatDocument,
  messages: readonly StoredMessage[],
): Promise<StoredDebateResult> {
  const participants = await loadParticipants(db, chat);
  const creatorStance = typeof chat.creatorStance === 'string' ? chat.creatorStance : undefined;
  const topic = String(chat.debateTopic).trim();
  const ids = participants.map((p) => p.id);
  const transcript = messages.filter((m) => ids.includes(m.senderId));
  const providers = loadJudgeProviders(await judgeEnv(db));
  await writeProgress(db, chatId, 0);
  const judged = await judgeDebate({
    providers,
    topic,
    participants: participants.map((p, i) => ({
      id: p.id,
      displayName: p.displayName,
      ...(i === 0 && creatorStance ? { stance: creatorStance } : {}),
    })),
    messages: transcript,
    deadlineMs: Math.min(JUDGE_PANEL_BUDGET_MS, ...providers.map(defaultDeadlineMs)),
    onJudgeDone: (done, entry) => writeProgress(db, chatId, done, entry),
  });
  logger.info('Debate judged', {
    chatId,
    winner: judged.verdict.winner,
    judges: judged.breakdown.map((e) => `${e.judge}:${e.status}:${e.durationMs}ms`),
  });
  return buildDebateResult({
    chatId,
    topic,
    participants,
    ...(creatorStance ? { creatorStance } : {}),
    verdict: judged.verdict,
    breakdown: judged.breakdown,
    messages: transcript,
  });
}

/** The run that holds the claim: judges, result, outcome, then the progress cleared. */
async function runEvaluation(
  db: Firestore,
  chatId: string,
  claimId: string,
  chat: ChatDocument,
  messages: readonly StoredMessage[],
): Promise<EvaluateDebateResponse> {
  let stored: DocumentData;
  try {
    stored = await storeResult(db, chatId, await judge(db, chatId, chat, messages));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = multiJudgeFailure(reason);
    logger.warn('Debate evaluation failed', { chatId, reason });
    await releaseClaim(db, chatId, claimId, message);
    throw new HttpsError('unavailable', message);
  }
  const completedAt = Date.now();
  const outcome = await applyOutcome(db, chatId).then(
    () => null,
    (error: unknown) => error,
  );
  // Both participants see 100 % and 'Evaluation complete!' for a moment (SPEC §4).
  await sleep(completedAt + EVALUATION_CLEAR_AFTER_MS - Date.now());
  await releaseClaim(db, chatId, claimId);
  if (outcome) throw outcome;
  return responseFrom(stored);
}

/** A debate already decided: finish what a crashed run may have left, return the result. */
async function decided(
  db: Firestore,
  chatId: string,
  result: DocumentData,
): Promise<EvaluateDebateResponse> {
  await applyOutcome(db, chatId);
  await clearStaleProgress(db, chatId);
  return responseFrom(result);
}

async function evaluate(uid: string, chatId: string): Promise<EvaluateDebateResponse> {
  const db = getFirestore();
  const startedAt = Date.now();
  const first = await readChatAndResult(db, chatId);
  refuse(chatRefusal(first.chat, uid, { resultExists: first.result !== undefined }));
  if (first.result) return decided(db, chatId, first.result);
  const messages = await readMessages(db, chatId);
  refuse(messagesRefusal(messages, participantsOf(first.chat ?? {})));

  for (;;) {
    const attempt = await claimEvaluation(db, chatId, uid);
    if (attempt.kind === 'decided') return decided(db, chatId, attempt.result);
    if (attempt.kind === 'claimed') {
      return runEvaluation(db, chatId, attempt.claimId, attempt.chat, messages);
    }
    const waited = await awaitRun(db, chatId, attempt.claimId, startedAt + WAIT_BUDGET_MS);
    if (waited.kind === 'decided') return decided(db, chatId, waited.result);
    if (waited.kind === 'failed') throw new HttpsError('unavailable', waited.message);
    if (waited.kind === 'timeout') {
      throw new HttpsError('deadline-exceeded', EVALUATION_ERRORS.stillRunning);
    }
  }
}

export const evaluateDebate = onCall<EvaluateDebateRequest, Promise<EvaluateDebateResponse>>(
  {
    timeoutSeconds: EVALUATION_TIMEOUT_SECONDS,
    memory: '512MiB',
    ...(judgeSecrets.length ? { secrets: judgeSecrets } : {}),
  },
  async (request) => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', EVALUATION_ERRORS.notAuthenticated);
    const chatId: unknown = request.data?.chatId;
    if (!isChatId(chatId)) {
      throw new HttpsError('invalid-argument', EVALUATION_ERRORS.invalidRequest);
    }
    return evaluate(uid, chatId);
  },
);
