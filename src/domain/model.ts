/**
 * The product's entities as domain values (SPEC §3). Times are epoch milliseconds:
 * Firestore Timestamps are converted at the data boundary (src/data, functions).
 */

import type { PictureLinkProblem } from './avatar';
import type { RematchOffer } from './challenges';
import type { JudgeScores } from './judging/criteria';
import type {
  BallotEvidence,
  DebateTips,
  RawQuotes,
  RawTurningPoint,
  TurningPoint,
} from './judging/evidence';
import type { AiDebaterInfo } from './practice';

export interface DebateStats {
  totalDebates: number;
  wins: number;
  losses: number;
  draws: number;
}

export const EMPTY_STATS: DebateStats = { totalDebates: 0, wins: 0, losses: 0, draws: 0 };

/**
 * A medal as its owner sees it (users/{uid}/medals/{id}, owner-only): with the opponent's
 * phone number and the judges' analysis.
 */
export interface Medal {
  /** Timestamp plus winner id: unique per award, so a retried award is recognisable. */
  id: string;
  topic: string;
  stance: string;
  wonAt: number;
  opponentPhone: string;
  /** The loser as the result named them (absent on medals awarded before it was kept). */
  opponentName?: string;
  aiAnalysis: string;
  chatId?: string;
}

/** A medal as everyone sees it on the profile: the opponent's name, never their phone. */
export interface PublicMedal {
  id: string;
  topic: string;
  stance: string;
  wonAt: number;
  opponentName: string;
}

/**
 * users/{uid}: the public profile any signed-in user may read. No phone number and no
 * last-active time (those are the owner's AccountInfo); `fallbackName` is SPEC §3's
 * generated name, written by a function from the private phone, so others can show it.
 */
export interface UserProfile {
  uid: string;
  displayName?: string;
  /** Empty until the function has written it (a second after the first sign-in). */
  fallbackName: string;
  bio?: string;
  profilePictureUrl?: string;
  /** The most recent public medals, newest first, at most PUBLIC_MEDALS_MAX. */
  medals: PublicMedal[];
  /** Every medal ever won (the full history is the owner's users/{uid}/medals). */
  medalCount: number;
  debateStats: DebateStats;
  createdAt: number | null;
  /**
   * Glicko-2 rating, deviation and volatility (functions only; src/domain/rating.ts): read
   * them with readGlicko, show them with shownRating ('1500?' while provisional).
   */
  rating?: number;
  ratingDeviation?: number;
  ratingVolatility?: number;
  /** The whole change after the last rated debate; absent before the first one. */
  ratingChange?: number;
  /**
   * The server time (epoch ms) of their picture in avatars/{uid}; absent when they have
   * none. A device's copy of the picture is current when it carries the same time.
   */
  avatarAt?: number;
}

/** users/{uid}/private/account: what only the owner (and the functions) may read. */
export interface AccountInfo {
  phoneNumber: string;
  lastActive: number | null;
  /**
   * What became of the profile's picture link (docs/pictures.md): a function copies it once
   * into avatars/{uid}; `problem` says why it could not. Absent while there is no link or
   * before the copy was tried.
   */
  pictureLink?: { url: string; problem?: PictureLinkProblem };
}

export interface Contact {
  uid: string;
  /**
   * Only once the person let the owner see it (they added the owner, wrote to them, debated
   * them, or the owner found them by this exact number): DESIGN.md §5 "Consent".
   */
  phoneNumber?: string;
  displayName?: string;
  /** SPEC §3's generated name (entries made before it was kept lack it). */
  fallbackName?: string;
  profilePictureUrl?: string;
  addedAt: number | null;
  /** They added the owner, who has not added them back: 'Added you', 'Add back', 'Block'. */
  addedYou?: boolean;
}

export type DebateRequestStatus = 'pending' | 'matched';

export interface DebateRequest {
  id: string;
  userId: string;
  userPhone: string;
  topic: string;
  stance: string;
  timeLimit: number;
  /** 'Public debate: anyone can watch' was ticked. */
  isPublic?: boolean;
  /**
   * The requester as their card shows them (name, rating, whether it is provisional), kept
   * on the request by the functions; absent on requests made before they were.
   */
  userName?: string;
  userRating?: number;
  userProvisional?: boolean;
  timestamp: number | null;
  status: DebateRequestStatus;
  chatId?: string | null;
  acceptedBy?: string | null;
  acceptedByPhone?: string | null;
  acceptedAt?: number | null;
  /**
   * A challenge (src/domain/challenges.ts): the one person who may see and accept it, their
   * name when it was sent, and when it lapses (epoch ms). Absent on an open request.
   */
  challengedUid?: string | null;
  challengedName?: string;
  expiresAt?: number | null;
  /** A rematch: the finished debate it replays with the sides swapped. */
  rematchOf?: string | null;
}

type ChatStatus = 'active' | 'completed';
export type DebateStatus = 'waiting_to_start' | 'in_progress' | 'completed';

export interface ParticipantDetail {
  /**
   * Absent in a public debate (anyone signed in reads it), and in a normal chat until its
   * owner let the other participant see it: they added them, wrote to them, debated them,
   * or the other found them by this exact number (DESIGN.md §5 "Consent").
   */
  phoneNumber?: string;
  displayName?: string;
  /** SPEC §3's generated name, so the other side names them without their phone. */
  fallbackName?: string;
}

export interface DebateResultSummary {
  winner: string;
  analysis: string;
  winnerReason: string;
  loserReason: string;
  participant1Id: string;
  participant2Id: string;
}

export interface Chat {
  id: string;
  participants: string[];
  participantDetails: Record<string, ParticipantDetail>;
  isDebate: boolean;
  /**
   * A public debate anyone signed in may watch (set by the functions, docs/decisions/0014-arena.md
   * §3).
   */
  isPublic?: boolean;
  status: ChatStatus;
  createdAt: number | null;
  lastMessage?: string;
  lastMessageTime?: number | null;
  /**
   * Messages each participant has sent (docs/decisions/0013-chat.md §2: unread counts without
   * reading them).
   */
  messageCounts?: Record<string, number>;
  evaluationRequested?: boolean;
  debateTopic?: string;
  creatorStance?: string;
  /** The request the debate came from; exit resets it. */
  debateRequestId?: string;
  /**
   * A debate the app paired rather than one a person requested (functions/src/debates/
   * debate-chat.ts newMatchedDebateChat): 'quick_match' (two people) or 'practice' (a person
   * and the AI debater). Such a debate is `phoneless`: its messages carry no phone number.
   */
  matchOrigin?: 'quick_match' | 'practice';
  phoneless?: boolean;
  /** Who argues which side of a paired debate's motion: { uid: 'for' | 'against' }. */
  debateSides?: Record<string, 'for' | 'against'>;
  /** A paired debate's curated motion (src/domain/motions.ts) with both statements. */
  motion?: { id: string; category: string; title: string; for: string; against: string };
  /** A practice debate: who writes the AI debater's replies (src/domain/practice.ts). */
  aiDebater?: AiDebaterInfo;
  debateTimeLimit?: number;
  debateStartTime?: number | null;
  debateEndTime?: number | null;
  /**
   * Server time at which both debaters ended the debate before its end time (their second
   * agreement to the AI evaluation); absent when the time ran out or it has not ended.
   */
  debateEndedEarlyAt?: number | null;
  debateStatus?: DebateStatus;
  participantReadiness?: Record<string, boolean>;
  evaluationReadiness?: Record<string, boolean>;
  evaluationInProgress?: boolean;
  evaluationProgress?: number;
  evaluationStage?: string;
  winner?: string | null;
  debateResult?: DebateResultSummary | null;
  /** Ended unjudged: a side wrote too little (src/domain/judging/no-contest.ts; functions only). */
  noContest?: boolean;
  /** A finished debate's rematch offer (set by the functions; src/domain/challenges.ts). */
  rematch?: RematchOffer | null;
}

export interface Message {
  id: string;
  chatId: string;
  senderId: string;
  senderPhone: string;
  content: string;
  /** Server time of the write; null until the server has it. */
  timestamp: number | null;
}

export type NotificationType =
  | 'debate_won'
  | 'debate_lost'
  | 'debate_accepted'
  /** A challenge or a rematch offer to the reader, with Accept and Decline. */
  | 'debate_challenge'
  /** The reader's challenge was declined. */
  | 'challenge_declined';

export interface AppNotification {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  chatId?: string;
  topic?: string;
  acceptedBy?: string;
  /** The challenge a debate_challenge notice answers (debateRequests/{id}). */
  requestId?: string;
  /** When that challenge lapses (epoch ms): its Accept and Decline go with it. */
  expiresAt?: number | null;
  createdAt: number | null;
}

/** What a judge says of a debate in words: asked of it (judging/verdict.ts) and kept on its ballot. */
export interface JudgeCall {
  /** The winner's label as the prompt lists the debaters (on a kept ballot, unblinded), or 'Draw'. */
  winner: string;
  analysis: string;
  participant1Stance: string;
  participant2Stance: string;
  winnerReason: string;
  loserReason: string;
  /** 0–100. */
  confidence: number;
}

export interface JudgeJudgment extends JudgeCall {
  judge: string;
  /**
   * The six criteria, 1–10 each, for participant1 and participant2 (docs/decisions/0014-arena.md
   * §5).
   */
  scores?: JudgeScores;
  /** The quotes behind the scores as the judge wrote them, before the check (evidence.ts). */
  quotes?: RawQuotes;
  /** The two moments the judge says turned the debate, as written, before the check. */
  rawTurningPoints?: RawTurningPoint[];
  /** One concrete tip per debater. */
  tips?: DebateTips;
  /** The quotes found in the transcript, each tied to its message (set by the server). */
  evidence?: BallotEvidence;
  turningPoints?: TurningPoint[];
  /** Quotes dropped because the transcript does not hold them. */
  quotesNotFound?: number;
}

export interface DebateResult {
  id: string;
  chatId: string;
  participant1Id: string;
  participant2Id: string;
  topic: string;
  /** Display name of the winner, or 'Draw'. */
  winner: string;
  /** Uid of the winner; null on a draw. Lets clients pick the right modal without name matching. */
  winnerId?: string | null;
  analysis: string;
  participant1Stance: string;
  participant2Stance: string;
  participant1Arguments: string[];
  participant2Arguments: string[];
  winnerReason: string;
  loserReason: string;
  createdAt: number | null;
}

/** Held in memory only (returned by the evaluation call), never stored. */
export interface VotingSummary {
  votes: Record<string, number>;
  confidence: Record<string, number>;
  totalJudges: number;
  successfulJudges: number;
}

export interface JudgeBreakdownEntry {
  judge: string;
  model: string;
  status: 'success' | 'failed';
  vote?: string;
  confidence?: number;
  analysis?: string;
  error?: string;
  /** True when the verdict came from the local demo judge, not a real provider. */
  demo?: boolean;
  /**
   * The ballot's criteria scores, participant1 and participant2 (docs/decisions/0014-arena.md §5).
   */
  scores?: JudgeScores;
  /**
   * True when this judge saw participant2 as 'Debater A' (the blind seating,
   * docs/decisions/0014-arena.md §5).
   */
  swapped?: boolean;
  /** The quotes behind the scores, found in the transcript (docs/judges.md). */
  evidence?: BallotEvidence;
  /** Quotes the judge gave that the transcript does not hold: dropped, counted here. */
  quotesNotFound?: number;
  /** Readings of the debate, one per seating: 2 when the order check ran. */
  readings?: number;
  /** Its two readings named different winners: its vote counts as a Draw. */
  orderSensitive?: boolean;
}
