/**
 * matchPool/{uid}: one document per person in the Quick Match pool, written only by the
 * functions (firestore.rules lets its owner read it, nobody write it). While `waiting` it
 * holds what pairing reads; once `matched` it names the debate, so the person's screen (a
 * listener on the document, or its next refresh) opens the room.
 *
 * { uid, status: 'waiting' | 'matched', timeLimit, category, rating, deviation,
 *   joinedAt, lastSeenAt, triedAt, expiresAt, ticket, chatId?, opponentId?, matchedAt? }
 * (`ticket`: the last new search to take or keep the place, never a refresh;
 * isQuickMatchTicket; null from a caller that sent none.)
 *
 * Times are the functions' clock. `expiresAt` (a day after the last write) is the TTL
 * policy's (firestore.indexes.json), so places nobody came back for do not pile up.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { PoolEntry } from '@/domain/matchmaking';

export const MATCH_POOL = 'matchPool';

const DAY_MS = 24 * 60 * 60 * 1000;

export function poolRef(db: Firestore, uid: string) {
  return db.collection(MATCH_POOL).doc(uid);
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
