/**
 * The AI evaluation of a debate: the debaters' own request and agreement (the
 * setEvaluationAgreement function, which also completes the chat once all agree), the live evaluation state of the chat (progress, judges, verdict), starting the
 * evaluateDebate function, and the stored result (debateResults/{chatId}).
 */
import {
  doc,
  getDoc,
  onSnapshot,
  type DocumentData,
  type FirestoreError,
} from 'firebase/firestore';
import { JUDGE_KEYS, judgeStatus } from '@/domain/judges';
import {
  turningPointsFromData,
  type DebateTips,
  type TurningPoint,
} from '@/domain/judging/evidence';
import { orderCheckFromData, type OrderCheck } from '@/domain/judging/order-check';
import type { JudgeKey, JudgeStatus } from '@/domain/judges';
import type { DebateResult, JudgeBreakdownEntry, VotingSummary } from '@/domain/model';
import { readAiDebaterInfo, type AiDebaterInfo } from '@/domain/practice';
import { db } from './firestore';
import { appealFromData, ballotsFromData, type AppealView } from './appeal';
import { callFunction, CallableError } from './functions';
import { countReads } from './read-meter';
import { CALLABLE_TEXT } from '@/domain/callable-errors';
import type { CallResponse } from '@/domain/callables';
import { millisOf, stringList, text } from '@/domain/documents/fields';
import { readEvaluationRun } from '@/domain/documents/evaluation-run';

type EvaluateDebateResponse = CallResponse<'evaluateDebate'>;

const AGREEMENT_FAILED_TEXT = 'Failed to update evaluation request. Please try again.';
const CHAT_NOT_FOUND_TEXT = CALLABLE_TEXT.chatNotFound;

/** What the chat document says about its evaluation, beyond the mirrored Chat fields. */
export interface EvaluationState {
  inProgress: boolean;
  /** The server's progress, 0–100; null when none is shown. */
  progress: number | null;
  stage: string | null;
  judges: Record<JudgeKey, JudgeStatus>;
  /** The last run's failure ('Multi-judge evaluation failed: …'), until the next run. */
  failure: string | null;
  /** Set once judged: the winner's name or 'Draw', and uid (null on a draw). */
  verdict: { winner: string; winnerId: string | null } | null;
  /** Ended without judges: a side wrote too little (src/domain/judging/no-contest.ts). */
  noContest: boolean;
}

function evaluationStateFromData(data: DocumentData | undefined): EvaluationState {
  const judges = (data?.evaluationJudges ?? {}) as Record<string, unknown>;
  const result = data?.debateResult as { winner?: unknown } | null | undefined;
  const winner =
    typeof data?.winner === 'string'
      ? data.winner
      : typeof result?.winner === 'string'
        ? result.winner
        : null;
  return {
    inProgress: data?.evaluationInProgress === true,
    progress: typeof data?.evaluationProgress === 'number' ? data.evaluationProgress : null,
    stage: typeof data?.evaluationStage === 'string' ? data.evaluationStage : null,
    judges: Object.fromEntries(JUDGE_KEYS.map((key) => [key, judgeStatus(judges[key])])) as Record<
      JudgeKey,
      JudgeStatus
    >,
    failure: readEvaluationRun(data).failure?.message ?? null,
    verdict:
      winner === null
        ? null
        : { winner, winnerId: typeof data?.winnerId === 'string' ? data.winnerId : null },
    noContest: data?.noContest === true,
  };
}

/**
 * The chat's evaluation state, live. It listens to the same document as the open chat's
 * mirror, so Firestore serves both from one watch, billed (and counted) once, there.
 */
export function watchEvaluation(
  chatId: string,
  onState: (state: EvaluationState) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db(), 'chats', chatId),
    (snapshot) => onState(evaluationStateFromData(snapshot.data())),
    onError,
  );
}

/** A failed agreement as the screen says it (SPEC §5, §8 "Chat"). */
function agreementError(error: unknown): Error {
  const code = error instanceof CallableError ? error.code.replace(/^functions\//, '') : '';
  if (code === 'not-found') return new CallableError(CHAT_NOT_FOUND_TEXT, code);
  return new CallableError(AGREEMENT_FAILED_TEXT, code || 'unknown');
}

/**
 * The user's own agreement to the evaluation: agreeing also asks for it ('Request AI
 * Evaluation'), and the setEvaluationAgreement function completes the chat once everyone
 * agrees. Needs the network. Resolves once the server has it (the live chat shows it a
 * moment later); rejects with 'Chat not found' or
 * 'Failed to update evaluation request. Please try again.' (its code is the function's).
 */
export async function setEvaluationAgreement(
  chatId: string,
  agreed: boolean,
): Promise<{ agreed: boolean; completed: boolean }> {
  try {
    return await callFunction('setEvaluationAgreement', { chatId, agreed });
  } catch (error) {
    throw agreementError(error);
  }
}

/** The stored result with the judge panel and the names the judges used. */
export interface DebateResultView extends DebateResult {
  participant1Name: string;
  participant2Name: string;
  judgeBreakdown: JudgeBreakdownEntry[];
  votingSummary: VotingSummary | null;
  /**
   * The appeal of this verdict, if any (docs/decisions/0014-arena.md §5); absent from results kept
   * before it.
   */
  appeal?: AppealView | null;
  /** The two moments that turned the debate, each a verified quote (empty on older results). */
  turningPoints?: TurningPoint[];
  /** One concrete tip per debater, participant1 first. */
  tips?: DebateTips | null;
  /** How many judges read both seatings, and how many of them named the same winner. */
  orderCheck?: OrderCheck | null;
  /** A practice debate against the AI debater (unrated), and who wrote its side. */
  practice?: boolean;
  aiDebater?: AiDebaterInfo | null;
}

function tipsFrom(value: unknown): DebateTips | null {
  const tips = value as Partial<Record<keyof DebateTips, unknown>> | null | undefined;
  if (!tips || typeof tips !== 'object') return null;
  const tip = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  return { participant1: tip(tips.participant1), participant2: tip(tips.participant2) };
}

/**
 * Runs the evaluation on the server (evaluateDebate). Rejects with the function's message,
 * e.g. 'Multi-judge evaluation failed: All AI judges failed to evaluate the debate'.
 */
export function evaluateDebate(chatId: string): Promise<EvaluateDebateResponse> {
  return callFunction('evaluateDebate', { chatId });
}

function debateResultFromData(id: string, data: DocumentData): DebateResultView {
  const summary = data.votingSummary as VotingSummary | undefined;
  return {
    id,
    chatId: text(data.chatId, id),
    participant1Id: text(data.participant1Id),
    participant2Id: text(data.participant2Id),
    participant1Name: text(data.participant1Name),
    participant2Name: text(data.participant2Name),
    topic: text(data.topic),
    winner: text(data.winner, 'Draw'),
    winnerId: typeof data.winnerId === 'string' ? data.winnerId : null,
    analysis: text(data.analysis),
    participant1Stance: text(data.participant1Stance),
    participant2Stance: text(data.participant2Stance),
    participant1Arguments: stringList(data.participant1Arguments),
    participant2Arguments: stringList(data.participant2Arguments),
    winnerReason: text(data.winnerReason),
    loserReason: text(data.loserReason),
    createdAt: millisOf(data.createdAt),
    judgeBreakdown: ballotsFromData(data.judgeBreakdown),
    votingSummary: summary && typeof summary.votes === 'object' ? summary : null,
    appeal: appealFromData(data.appeal),
    turningPoints: turningPointsFromData(data.turningPoints),
    tips: tipsFrom(data.tips),
    orderCheck: orderCheckFromData(data.orderCheck),
    ...(data.practice === true
      ? { practice: true, aiDebater: readAiDebaterInfo(data.aiDebater) }
      : {}),
  };
}

/**
 * The debate's result, or null when there is none yet. A refused read is no result
 * (SPEC §7 "debateResults"): the rules refuse a result that does not exist.
 */
export async function fetchDebateResult(chatId: string): Promise<DebateResultView | null> {
  try {
    const snapshot = await getDoc(doc(db(), 'debateResults', chatId));
    countReads(1);
    const data = snapshot.data();
    return data ? debateResultFromData(snapshot.id, data) : null;
  } catch (error) {
    if ((error as Partial<FirestoreError>)?.code === 'permission-denied') return null;
    throw error;
  }
}
