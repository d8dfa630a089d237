/**
 * The evaluation's pure rules (SPEC §5 "Resolve (evaluate) debate", §8 "Evaluation"): which
 * chat may be judged by whom, the claim that lets exactly one run call the judges, and the
 * stored result built from the panel's verdict. No Firestore here, so unit tests prove it.
 */
import { fallbackDisplayName } from '@/domain/fallback-name';
import type { JudgeConsensus } from '@/domain/judging';
import { JUDGE_TEXT } from '@/domain/judging';
import type { DebateResult, JudgeBreakdownEntry, VotingSummary } from '@/domain/model';

export const EVALUATION_ERRORS = {
  notAuthenticated: 'User not authenticated',
  invalidRequest: 'Invalid debate chat',
  chatNotFound: 'Chat not found',
  invalidChat: 'Invalid debate chat',
  notParticipant: 'You are not a participant in this debate',
  notRequested: 'Evaluation must be requested by participants first',
  notAgreed: 'All participants must agree to evaluation',
  noMessagesFound: 'No messages found to evaluate',
  noMessages: 'No messages to evaluate',
  stillRunning:
    'The evaluation is still running. The results will appear here when the judges finish.',
  medalProfileMissing: 'User profile not found. Cannot award medal.',
  statsProfileMissing: 'User profile not found. Cannot update debate stats.',
} as const;

/** SPEC §8: how a failed panel reaches the caller. */
export function multiJudgeFailure(reason: string): string {
  return `Multi-judge evaluation failed: ${reason}`;
}

/** The function's own budget; the claim outlives it so a crashed run can be reclaimed. */
export const EVALUATION_TIMEOUT_SECONDS = 300;
export const EVALUATION_LEASE_MS = (EVALUATION_TIMEOUT_SECONDS + 30) * 1000;
/** The judges' whole budget: leaves room to store the result inside the function's time. */
export const JUDGE_PANEL_BUDGET_MS = 240_000;

/** The per-judge status the progress modal shows, keyed as the chat stores it. */
export type JudgeKey = 'gpt' | 'deepseek' | 'grok';
export type JudgeStatus = 'waiting' | 'done' | 'failed';

export const JUDGE_KEYS: Record<string, JudgeKey> = {
  'Judge GPT': 'gpt',
  'Judge DeepSeek': 'deepseek',
  'Judge Grok': 'grok',
};

export const ALL_JUDGES_WAITING: Record<JudgeKey, JudgeStatus> = {
  gpt: 'waiting',
  deepseek: 'waiting',
  grok: 'waiting',
};

export interface EvaluationRefusal {
  code: 'not-found' | 'invalid-argument' | 'permission-denied' | 'failed-precondition';
  message: string;
}

/** The chat fields the checks read, as stored. */
export interface ChatDocument {
  participants?: unknown;
  isDebate?: unknown;
  debateTopic?: unknown;
  evaluationRequested?: unknown;
  evaluationReadiness?: unknown;
  [key: string]: unknown;
}

export function participantsOf(chat: ChatDocument): string[] {
  return Array.isArray(chat.participants)
    ? chat.participants.filter((p): p is string => typeof p === 'string' && p !== '')
    : [];
}

export function allAgreed(chat: ChatDocument): boolean {
  const readiness = chat.evaluationReadiness;
  const participants = participantsOf(chat);
  if (typeof readiness !== 'object' || readiness === null || participants.length === 0) {
    return false;
  }
  return participants.every((uid) => (readiness as Record<string, unknown>)[uid] === true);
}

/**
 * Why this user may not evaluate this chat (SPEC §5's checks in its order, after the
 * caller's membership), or null. A chat whose
 * result exists is not refused: the caller gets that result.
 */
export function chatRefusal(
  chat: ChatDocument | undefined,
  uid: string,
  options: { resultExists: boolean },
): EvaluationRefusal | null {
  if (!chat) return { code: 'not-found', message: EVALUATION_ERRORS.chatNotFound };
  const participants = participantsOf(chat);
  // Checked first, so nobody learns more of someone else's chat than that it exists.
  if (!participants.includes(uid)) {
    return { code: 'permission-denied', message: EVALUATION_ERRORS.notParticipant };
  }
  const topic = typeof chat.debateTopic === 'string' ? chat.debateTopic.trim() : '';
  if (chat.isDebate !== true || !topic || participants.length !== 2) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.invalidChat };
  }
  if (options.resultExists) return null;
  if (chat.evaluationRequested !== true) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.notRequested };
  }
  if (!allAgreed(chat)) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.notAgreed };
  }
  return null;
}

export interface StoredMessage {
  senderId: string;
  content: string;
}

/** None at all, or none from the two debaters with any text: nothing to judge. */
export function messagesRefusal(
  messages: readonly StoredMessage[],
  participants: readonly string[],
): EvaluationRefusal | null {
  if (messages.length === 0) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.noMessagesFound };
  }
  const judged = messages.filter((m) => participants.includes(m.senderId) && m.content.trim());
  if (judged.length === 0) {
    return { code: 'failed-precondition', message: EVALUATION_ERRORS.noMessages };
  }
  return null;
}

/** A message as stored, or null when it is not one (a hand-edited or foreign document). */
export function storedMessage(data: Record<string, unknown>): StoredMessage | null {
  return typeof data.senderId === 'string' && typeof data.content === 'string'
    ? { senderId: data.senderId, content: data.content }
    : null;
}

// ---------------------------------------------------------------------------------------
// The claim
// ---------------------------------------------------------------------------------------

export interface EvaluationClaim {
  id: string;
  /** Epoch ms when it was taken. */
  at: number;
}

export type ClaimState = 'free' | 'running' | 'stale';

/** Free when nobody runs; stale when the run that took it has outlived any function. */
export function claimState(claim: EvaluationClaim | null, now: number): ClaimState {
  if (!claim) return 'free';
  return now - claim.at > EVALUATION_LEASE_MS ? 'stale' : 'running';
}

// ---------------------------------------------------------------------------------------
// The result
// ---------------------------------------------------------------------------------------

export interface ResultParticipant {
  id: string;
  displayName: string;
  phoneNumber: string;
}

/**
 * The stored result: DebateResult plus, a deliberate departure from SPEC §3's "held in
 * memory only", the judge breakdown and voting summary, so the participant who did not
 * press Start sees the judge panel too. `outcomeApplied` marks the stats, medal and
 * notifications as done.
 */
export interface StoredDebateResult extends Omit<DebateResult, 'createdAt'> {
  participant1Name: string;
  participant2Name: string;
  judgeBreakdown: JudgeBreakdownEntry[];
  votingSummary: VotingSummary;
  outcomeApplied: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A debater as the judges and the result name them: the profile's display name, else the
 * chat's copy of it, else the generated fallback name of their phone.
 */
export function resultParticipant(
  uid: string,
  index: number,
  profile: Record<string, unknown> | undefined,
  detail: Record<string, unknown> | undefined,
): ResultParticipant {
  const phoneNumber = text(profile?.phoneNumber) || text(detail?.phoneNumber);
  const name = text(profile?.displayName) || text(detail?.displayName);
  const displayName =
    name || (phoneNumber ? fallbackDisplayName(phoneNumber) : `Participant ${index + 1}`);
  return { id: uid, displayName, phoneNumber };
}

const UNTOLD_STANCES: readonly string[] = [JUDGE_TEXT.noStance, JUDGE_TEXT.unparsedStance];

/** The judges' stance unless they could not tell, then the one stated at creation. */
export function stanceOrStated(judged: string, stated: string | undefined): string {
  const own = stated?.trim();
  return UNTOLD_STANCES.includes(judged) && own ? own : judged;
}

/** A breakdown entry as Firestore takes it: no undefined fields, no timing. */
export function storableEntry(entry: JudgeBreakdownEntry): JudgeBreakdownEntry {
  const clean: JudgeBreakdownEntry = {
    judge: entry.judge,
    model: entry.model,
    status: entry.status,
  };
  if (entry.vote !== undefined) clean.vote = entry.vote;
  if (entry.confidence !== undefined) clean.confidence = entry.confidence;
  if (entry.analysis !== undefined) clean.analysis = entry.analysis;
  if (entry.error !== undefined) clean.error = entry.error;
  if (entry.demo !== undefined) clean.demo = entry.demo;
  return clean;
}

export interface ResultInput {
  chatId: string;
  topic: string;
  /** participant1 is the debate's creator. */
  participants: readonly [ResultParticipant, ResultParticipant];
  creatorStance?: string;
  verdict: JudgeConsensus;
  breakdown: readonly JudgeBreakdownEntry[];
  messages: readonly StoredMessage[];
}

export function buildDebateResult(input: ResultInput): StoredDebateResult {
  const [one, two] = input.participants;
  const { verdict } = input;
  const winner = [one, two].find((p) => p.id === verdict.winnerId) ?? null;
  const argumentsOf = (uid: string) =>
    input.messages.filter((m) => m.senderId === uid).map((m) => m.content);
  return {
    id: input.chatId,
    chatId: input.chatId,
    participant1Id: one.id,
    participant2Id: two.id,
    participant1Name: one.displayName,
    participant2Name: two.displayName,
    topic: input.topic,
    winner: winner ? winner.displayName : 'Draw',
    winnerId: winner ? winner.id : null,
    analysis: verdict.analysis,
    participant1Stance: stanceOrStated(verdict.stances.participant1Stance, input.creatorStance),
    participant2Stance: verdict.stances.participant2Stance,
    participant1Arguments: argumentsOf(one.id),
    participant2Arguments: argumentsOf(two.id),
    winnerReason: verdict.winnerReason,
    loserReason: verdict.loserReason,
    judgeBreakdown: input.breakdown.map(storableEntry),
    votingSummary: verdict.votingSummary,
    outcomeApplied: false,
  };
}

/** The chat's debateResult summary (SPEC §3 Chat). */
export function chatSummary(result: StoredDebateResult) {
  return {
    winner: result.winner,
    analysis: result.analysis,
    winnerReason: result.winnerReason,
    loserReason: result.loserReason,
    participant1Id: result.participant1Id,
    participant2Id: result.participant2Id,
  };
}

/** The winner's stance for the medal. */
export function winnerStance(
  result: Pick<
    StoredDebateResult,
    'winnerId' | 'participant1Id' | 'participant1Stance' | 'participant2Stance'
  >,
): string {
  return result.winnerId === result.participant1Id
    ? result.participant1Stance
    : result.participant2Stance;
}

/**
 * A running debate whose participants have all agreed to the evaluation, not yet
 * completed and not judged: its status is to become 'completed'.
 */
export function shouldCompleteOnAgreement(chat: ChatDocument | undefined): boolean {
  return (
    chat !== undefined &&
    chat.isDebate === true &&
    chat.debateStatus === 'in_progress' &&
    chat.status !== 'completed' &&
    chat.evaluationRequested === true &&
    (chat.debateResult ?? null) === null &&
    allAgreed(chat)
  );
}
