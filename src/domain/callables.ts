/**
 * Every callable Cloud Function by name, with what it takes and what it answers: the one
 * declaration both sides use. The app calls them through `callFunction(name, request)`
 * (src/data/functions.ts) and each function is built by `signedInCallable(name, handler)`
 * (functions/src/safety/callable.ts), so a change of shape breaks the typecheck of both.
 * functions/src/safety/callable.test.ts checks that the functions export exactly these.
 *
 * Requests are what the app sends; the functions still check every field (a scripted client
 * sends anything), so their handlers read `request.data` as untrusted input.
 */
import type { ReportRequest } from './moderation';
import type { QuickMatchAnswer } from './matchmaking';
import type { MotionCategory, Side } from './motion-categories';
import type { DebateResult, JudgeBreakdownEntry, VotingSummary } from './model';

/** A search result: the public part of a profile, as the index holds it (never a phone). */
export interface FoundUser {
  uid: string;
  displayName?: string;
  /** SPEC §3's generated name, shown when there is no displayName. */
  fallbackName: string;
  bio?: string;
  profilePictureUrl?: string;
  /** Their whole rating: 1500 until their first rated debate (src/domain/rating.ts). */
  rating: number;
  /** Its deviation: above 110 the rating is provisional ('1500?'). */
  ratingDeviation: number;
  /** Their picture's time (avatars/{uid}, docs/pictures.md); absent when they have none. */
  avatarAt?: number;
}

export type SharePhoneOutcome = 'shared' | 'already-shown' | 'not-written' | 'debate' | 'blocked';

export type MessagePushOutcome =
  'pushed' | 'no-message' | 'not-yours' | 'too-old' | 'already-pushed' | 'throttled' | 'not-sent';

/** A verdict the panel reached (evaluateDebate). */
export interface EvaluatedDebate {
  result: DebateResult;
  judgeBreakdown: JudgeBreakdownEntry[];
  votingSummary: VotingSummary;
}

/** Too short to judge: ended without a verdict (the chat says so too). */
export interface NoContest {
  noContest: true;
}

export interface AppealVerdictResponse {
  /** The appeal panel was unanimous: its verdict is the debate's now. */
  stands: boolean;
  /** It stands and differs from the first verdict: stats, medals and ratings corrected. */
  changed: boolean;
  /** The verdict in force: the winner's name or 'Draw', and uid (null on a draw). */
  winner: string;
  winnerId: string | null;
}

export interface CreateDebateRequestRequest {
  topic?: string;
  stance?: string;
  timeLimit?: number;
  /**
   * 'Public debate: anyone can watch' (docs/decisions/0014-arena.md §3); anything but true is a
   * private one.
   */
  isPublic?: boolean;
  /** A challenge: the one person who may accept it. */
  challengedUid?: string;
  /** A rematch of this finished debate (topic, limit and sides come from it). */
  rematchOf?: string;
}

interface ExitDebateResponse {
  /** The request put back to pending; '' for a debate the app paired (no request). */
  requestId: string;
  /**
   * false when the request was cancelled instead of reopened: its requester already holds
   * MAX_PENDING_REQUESTS, or is banned.
   */
  reopened: boolean;
}

interface JoinQuickMatchRequest {
  timeLimit: number;
  category?: MotionCategory | null;
  /** The open screen keeping its place, not a new tap. */
  refresh?: boolean;
  /** The screen's search (isQuickMatchTicket in src/domain/matchmaking.ts). */
  ticket?: string;
}

interface StartPracticeRequest {
  /** A curated motion's id, or null to draw one (from `category`, if any). */
  motionId?: string | null;
  category?: MotionCategory | null;
  /** The person's side, or null to draw it. */
  side?: Side | null;
  timeLimit: number;
}

interface Call<Request, Response> {
  request: Request;
  response: Response;
}

type ChatId = { chatId: string };

interface CallableMap {
  // Contacts and chats.
  addContact: Call<{ contactUid: string }, { contactUid: string; alreadyAdded: boolean }>;
  removeContactFromBoth: Call<
    { contactUid: string },
    /** removedFromTheirs: the other person still had the caller in their list (no longer). */
    { contactUid: string; removedFromTheirs: boolean }
  >;
  /** created: this call made the chat. */
  openDirectChat: Call<{ otherUid: string }, { chatId: string; created: boolean }>;
  sharePhone: Call<ChatId, { outcome: SharePhoneOutcome }>;
  notifyNewMessages: Call<ChatId, { outcome: MessagePushOutcome }>;
  // Search.
  searchUsers: Call<
    { query: string },
    /** users best first (never the caller, never a blocked pair); every document it read. */
    { users: FoundUser[]; documentsRead: number }
  >;
  indexMyProfile: Call<void, { indexed: true }>;
  // Debates.
  createDebateRequest: Call<CreateDebateRequestRequest, { requestId: string }>;
  acceptDebateRequest: Call<{ requestId: string }, { chatId: string }>;
  declineChallenge: Call<{ requestId: string }, { requestId: string }>;
  setDebateReadiness: Call<ChatId & { ready: boolean }, { ready: boolean; started: boolean }>;
  exitDebate: Call<ChatId, ExitDebateResponse>;
  /** now: epoch milliseconds on the server's clock. */
  serverTime: Call<Record<string, never>, { now: number }>;
  // Evaluation.
  setEvaluationAgreement: Call<
    ChatId & { agreed: boolean },
    { agreed: boolean; completed: boolean }
  >;
  evaluateDebate: Call<ChatId, EvaluatedDebate | NoContest>;
  appealVerdict: Call<ChatId, AppealVerdictResponse>;
  // Never alone.
  joinQuickMatch: Call<JoinQuickMatchRequest, QuickMatchAnswer>;
  leaveQuickMatch: Call<Record<string, never>, { left: true } | { left: false; chatId: string }>;
  startPractice: Call<StartPracticeRequest, { chatId: string }>;
  // Moderation.
  blockUser: Call<{ uid: string }, { uid: string; blocked: boolean }>;
  unblockUser: Call<{ uid: string }, { uid: string; blocked: boolean }>;
  reportUser: Call<ReportRequest, { reportId: string }>;
}

export type CallableName = keyof CallableMap;
export type CallRequest<N extends CallableName> = CallableMap[N]['request'];
export type CallResponse<N extends CallableName> = CallableMap[N]['response'];

/** The names, for the check that the functions export exactly these. */
export const CALLABLE_NAMES = [
  'addContact',
  'removeContactFromBoth',
  'openDirectChat',
  'sharePhone',
  'notifyNewMessages',
  'searchUsers',
  'indexMyProfile',
  'createDebateRequest',
  'acceptDebateRequest',
  'declineChallenge',
  'setDebateReadiness',
  'exitDebate',
  'serverTime',
  'setEvaluationAgreement',
  'evaluateDebate',
  'appealVerdict',
  'joinQuickMatch',
  'leaveQuickMatch',
  'startPractice',
  'blockUser',
  'unblockUser',
  'reportUser',
] as const satisfies readonly CallableName[];

// Every name of the map is listed (a name missing above fails the typecheck here).
type Unlisted = Exclude<CallableName, (typeof CALLABLE_NAMES)[number]>;
const everyNameListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyNameListed;
