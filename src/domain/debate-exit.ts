/**
 * debateExits/{chatId}: who left a debate before it started (docs/decisions/0013-chat.md §6).
 * Written by the exitDebate function when it deletes the chat; read by the debater who stayed.
 */
export const DEBATE_EXITS = 'debateExits';

/**
 * Days a trace is kept: long enough for the one who stayed to open the app and read it.
 * Firestore's TTL policy on `expiresAt` (firestore.indexes.json) deletes it after that.
 */
export const DEBATE_EXIT_TTL_DAYS = 30;

/** Who left, when nothing names them. */
export const EXIT_FALLBACK_NAME = 'Your opponent';

export interface DebateExitFields {
  /** The two debaters: the only readers. */
  participants: string[];
  exitedBy: string;
  /** The leaver's name at the time they left. */
  exitedByName: string;
  debateTopic: string;
  exitedAt: unknown;
  /** When Firestore's TTL policy deletes it (DEBATE_EXIT_TTL_DAYS after the exit). */
  expiresAt: unknown;
}

/** The trace as the app reads it. */
export interface DebateExit {
  chatId: string;
  /** The creator first, then the acceptor. */
  participants: string[];
  exitedBy: string;
  exitedByName: string;
  debateTopic: string;
}
