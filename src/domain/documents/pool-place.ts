/**
 * matchPool/{uid}, a person's place in the Quick Match pool (functions/src/matchmaking/pool.ts
 * writes it): while `waiting` it holds what pairing reads, once `matched` it names the debate.
 */
import type { PoolEntry } from '../matchmaking';
import { isMotionCategory } from '../motion-categories';
import { millisOrZero, type StoredData } from './fields';

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
