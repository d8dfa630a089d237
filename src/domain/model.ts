/**
 * The product's entities as domain values (SPEC §3). Times are epoch milliseconds:
 * Firestore Timestamps are converted at the data boundary (src/data, functions).
 */

import type { JudgeScores } from './judging/criteria';
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
}

/** users/{uid}/private/account: what only the owner (and the functions) may read. */
export interface AccountInfo {
  phoneNumber: string;
  lastActive: number | null;
}

export interface Contact {
  uid: string;
  phoneNumber: string;
  displayName?: string;
  profilePictureUrl?: string;
  addedAt: number | null;
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
  timestamp: number | null;
  status: DebateRequestStatus;
  chatId?: string | null;
  acceptedBy?: string | null;
  acceptedByPhone?: string | null;
  acceptedAt?: number | null;
}

export type ChatStatus = 'active' | 'completed';
export type DebateStatus = 'waiting_to_start' | 'in_progress' | 'completed';

export interface ParticipantDetail {
  /** Absent in a public debate: anyone signed in reads it (issue 14 §3). */
  phoneNumber?: string;
  displayName?: string;
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
  /** A public debate anyone signed in may watch (set by the functions, issue 14 §3). */
  isPublic?: boolean;
  status: ChatStatus;
  createdAt: number | null;
  lastMessage?: string;
  lastMessageTime?: number | null;
  /** Messages each participant has sent (issue 13 §2: unread counts without reading them). */
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
  debateStatus?: DebateStatus;
  participantReadiness?: Record<string, boolean>;
  evaluationReadiness?: Record<string, boolean>;
  evaluationInProgress?: boolean;
  evaluationProgress?: number;
  evaluationStage?: string;
  winner?: string | null;
  debateResult?: DebateResultSummary | null;
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

export type NotificationType = 'debate_won' | 'debate_lost' | 'debate_accepted';

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
  createdAt: number | null;
}

export interface JudgeJudgment {
  winner: string;
  analysis: string;
  participant1Stance: string;
  participant2Stance: string;
  winnerReason: string;
  loserReason: string;
  judge: string;
  confidence: number;
  /** The six criteria, 1–10 each, for participant1 and participant2 (issue 14 §5). */
  scores?: JudgeScores;
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
  /** The ballot's criteria scores, participant1 and participant2 (issue 14 §5). */
  scores?: JudgeScores;
  /** True when this judge saw participant2 as 'Debater A' (the blind seating, issue 14 §5). */
  swapped?: boolean;
}
