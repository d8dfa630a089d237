/**
 * matchPool/{uid}: one document per person in the Quick Match pool, written only by the
 * functions (firestore.rules lets its owner read it, nobody write it). While `waiting` it
 * holds what pairing reads; once `matched` it names the debate, so the person's screen (a
 * listener on the document, or its next refresh) opens the room.
 *
 * { uid, status: 'waiting' | 'matched', timeLimit, category, rating, deviation,
 *   joinedAt, lastSeenAt, triedAt, expiresAt, chatId?, opponentId?, matchedAt? }
 *
 * Times are the functions' clock. `expiresAt` (a day after the last write) is the TTL
 * policy's (firestore.indexes.json), so places nobody came back for do not pile up.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { PoolEntry } from '@/domain/matchmaking';
import { isMotionCategory } from '@/domain/motion-categories';
import { millisOrZero } from '@/domain/documents/fields';

export const MATCH_POOL = 'matchPool';

const DAY_MS = 24 * 60 * 60 * 1000;

export function poolRef(db: Firestore, uid: string) {
  return db.collection(MATCH_POOL).doc(uid);
}

/** A waiting entry as pairing reads it; null when the document is not one. */
export function waitingEntry(data: DocumentData | undefined): PoolEntry | null {
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

export function expiresAt(now: number): Timestamp {
  return Timestamp.fromMillis(now + DAY_MS);
}

/** A new place in the pool, joined and seen now. */
export function newWaitingDoc(entry: Omit<PoolEntry, 'joinedAt' | 'lastSeenAt'>, now: number) {
  return {
    uid: entry.uid,
    status: 'waiting',
    timeLimit: entry.timeLimit,
    category: entry.category,
    rating: entry.rating,
    deviation: entry.deviation ?? null,
    joinedAt: Timestamp.fromMillis(now),
    lastSeenAt: Timestamp.fromMillis(now),
    triedAt: Timestamp.fromMillis(0),
    expiresAt: expiresAt(now),
  };
}
