/**
 * matchPool/{uid}, a person's place in the Quick Match pool (functions/src/matchmaking/pool.ts
 * writes it): while `waiting` it holds what pairing reads, once `matched` it names the debate.
 */
import type { PoolEntry } from '../matchmaking';
import { isMotionCategory } from '../motion-categories';
import { millisOf, millisOrZero, type StoredData } from './fields';

/** A waiting place as pairing reads it; null when the document is not one. */
export function readWaitingEntry(data: StoredData | undefined): PoolEntry | null {
  if (!data || data.status !== 'waiting' || typeof data.uid !== 'string') return null;
  if (typeof data.rating !== 'number' || typeof data.timeLimit !== 'number') return null;
  return {
    uid: data.uid,
    rating: data.rating,
    ...(typeof data.deviation === 'number' ? { deviation: data.deviation } : {}),
    timeLimit: data.timeLimit,
    category: isMotionCategory(data.category) ? data.category : null,
    joinedAt: millisOrZero(data.joinedAt),
    lastSeenAt: millisOrZero(data.lastSeenAt),
  };
}

/** The debate a matched place was paired into; null while it is not matched. */
export function matchedChatOf(data: StoredData | undefined): string | null {
  return data?.status === 'matched' && typeof data.chatId === 'string' ? data.chatId : null;
}

/**
 * When a place was last paired and last tried to pair (joinQuickMatch: a debate found lately
 * is answered again, and a waiting place tries to pair again only now and then), epoch ms; 0
 * when it has no such time.
 */
export function readPlaceTimes(data: StoredData | undefined): {
  matchedAt: number;
  triedAt: number;
} {
  return { matchedAt: millisOrZero(data?.matchedAt), triedAt: millisOrZero(data?.triedAt) };
}

export interface QuickMatchPairing {
  chatId: string;
  /** The server's time of the pairing (epoch ms): an older one is a past debate's. */
  matchedAt: number;
  /** The search that had the place when it was paired (isQuickMatchTicket), if it said. */
  ticket: string | null;
}

/**
 * The debate a matched place was paired into and when, as its owner's Quick Match screen
 * watches it (src/data/quick-match.ts); null while it is not matched or has no time of it.
 */
export function readPairing(data: StoredData | undefined): QuickMatchPairing | null {
  const chatId = matchedChatOf(data);
  const matchedAt = millisOf(data?.matchedAt);
  const ticket = typeof data?.ticket === 'string' ? data.ticket : null;
  return chatId !== null && matchedAt !== null ? { chatId, matchedAt, ticket } : null;
}
