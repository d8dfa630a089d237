/**
 * Joining the Quick Match pool (joinQuickMatch, ./join-quick-match.ts): takes (or keeps) a
 * person's place and tries to pair them at once (./pair.ts). The open Quick Match screen
 * joins again every POOL_REFRESH_MS with `refresh: true`: that keeps the place (seen now;
 * it is held POOL_HOLD_MS after the last call), keeps the time it was taken (so the window
 * goes on widening), and pairs with anyone who has come into the window since.
 *
 * One place per person (matchPool/{uid}). A new place is a per-account quota; a refresh of
 * a held place is not, and looks for a partner at most once per REFRESH_PAIR_MS, so a
 * scripted refresh loop costs one transaction a call. No HTTP here, so tests and the bench
 * run many joins at once in one process against the emulator.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { QUOTAS } from '@/domain/limits';
import {
  entryLive,
  isQuickMatchTicket,
  isQuickMatchTimeLimit,
  POOL_HOLD_MS,
  type QuickMatchTimeLimit,
} from '@/domain/matchmaking';
import { isMotionCategory, type MotionCategory } from '@/domain/motion-categories';
import { INITIAL_RATING, readGlicko } from '@/domain/rating';
import { takeQuota } from '../safety/quota';
import { profileRef } from '../users/account-docs';
import { matchSettings } from './match-settings';
import { MATCHMAKING_ERRORS } from './matchmaking-texts';
import { pairWaiting, type Paired } from './pair';
import { expiresAt, newWaitingDoc, poolRef } from './pool';
import type { CallResponse } from '@/domain/callables';
import { matchedChatOf, readPlaceTimes, readWaitingEntry } from '@/domain/documents/pool-place';
import type { StoredData } from '@/domain/documents/fields';

type JoinQuickMatchResponse = CallResponse<'joinQuickMatch'>;

/** A refresh looks for a partner at most this often. */
export const REFRESH_PAIR_MS = 1_500;

function readRequest(data: unknown): {
  timeLimit: QuickMatchTimeLimit;
  category: MotionCategory | null;
  refresh: boolean;
  ticket: string | null;
} {
  const request = (data ?? {}) as Record<string, unknown>;
  const category = request.category ?? null;
  const ticket = request.ticket ?? null;
  if (
    !isQuickMatchTimeLimit(request.timeLimit) ||
    (category !== null && !isMotionCategory(category)) ||
    (ticket !== null && !isQuickMatchTicket(ticket))
  ) {
    throw new HttpsError('invalid-argument', MATCHMAKING_ERRORS.badQuickMatch);
  }
  return { timeLimit: request.timeLimit, category, refresh: request.refresh === true, ticket };
}

interface Wanted {
  me: string;
  timeLimit: QuickMatchTimeLimit;
  category: MotionCategory | null;
  refresh: boolean;
  /** The caller's search (its screen's, see isQuickMatchTicket), written on the place. */
  ticket: string | null;
  now: number;
}

/** A held place with the same choices, seen within POOL_HOLD_MS: kept, not taken again. */
function keepsPlace(data: StoredData | undefined, wanted: Wanted): boolean {
  const held = readWaitingEntry(data);
  return (
    held !== null &&
    entryLive(held, wanted.now) &&
    held.timeLimit === wanted.timeLimit &&
    held.category === wanted.category
  );
}

type PlaceOutcome = { kind: 'matched'; chatId: string } | { kind: 'waiting'; tryNow: boolean };

/**
 * Keeps, takes or refuses the place in one transaction (a pairing batch that commits
 * meanwhile changes the document, so the transaction reads it again). A debate found within POOL_HOLD_MS is
 * answered again rather than replaced by a new place, while it exists: a second tap, or a
 * call retried after its first answer was lost, never puts the person into two debates.
 */
async function placeInPool(
  db: Firestore,
  wanted: Wanted,
  newPlace: NewPlace | null,
): Promise<PlaceOutcome | 'needs-new-place'> {
  const ref = poolRef(db, wanted.me);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    const chatId = matchedChatOf(data);
    const times = readPlaceTimes(data);
    if (chatId) {
      const recent = wanted.now - times.matchedAt < POOL_HOLD_MS;
      const open = recent && (await tx.get(db.collection('chats').doc(chatId))).exists;
      if (wanted.refresh || open) return { kind: 'matched', chatId };
    }
    if (keepsPlace(data, wanted)) {
      const tryNow = wanted.now - times.triedAt >= REFRESH_PAIR_MS;
      tx.update(ref, {
        lastSeenAt: Timestamp.fromMillis(wanted.now),
        expiresAt: expiresAt(wanted.now),
        ...(tryNow ? { triedAt: Timestamp.fromMillis(wanted.now) } : {}),
        // A new search keeping a held place (a second screen, 'Try again') names it now; a
        // refresh never does, so two screens of one person do not take turns naming it.
        ...(wanted.ticket !== null && !wanted.refresh ? { ticket: wanted.ticket } : {}),
      });
      return { kind: 'waiting', tryNow };
    }
    if (!newPlace) return 'needs-new-place';
    tx.set(ref, newPlace);
    return { kind: 'waiting', tryNow: true };
  });
}

type NewPlace = ReturnType<typeof newWaitingDoc> & { ticket: string | null };

/** A new place: paid from the quota, with the rating the profile holds now. */
async function newPlaceFor(db: Firestore, wanted: Wanted): Promise<NewPlace> {
  await takeQuota(wanted.me, QUOTAS.quickMatchJoin);
  // Glicko-2 (src/domain/rating.ts): an Elo-era profile reads shifted and provisional, so
  // its window widens by the start deviation until its first rated debate carries it over.
  const { rating, deviation } = readGlicko((await profileRef(db, wanted.me).get()).data());
  return {
    ...newWaitingDoc(
      {
        uid: wanted.me,
        rating,
        deviation,
        timeLimit: wanted.timeLimit,
        category: wanted.category,
      },
      wanted.now,
    ),
    triedAt: Timestamp.fromMillis(wanted.now),
    ticket: wanted.ticket,
  };
}

export interface JoinOutcome {
  answer: JoinQuickMatchResponse;
  /** The pair this call made (its pushes are the caller's to send), or null. */
  paired: Paired | null;
}

/**
 * The whole join for `uid` (banned or not is the caller's check): validates the choices,
 * keeps or takes the place, tries to pair, and answers with the place as it is then.
 */
export async function joinPool(
  db: Firestore,
  uid: string,
  data: unknown,
  now = Date.now(),
): Promise<JoinOutcome> {
  const wanted: Wanted = { me: uid, ...readRequest(data), now };
  const settings = matchSettings(db);
  let placed = await placeInPool(db, wanted, null);
  if (placed === 'needs-new-place') {
    placed = await placeInPool(db, wanted, await newPlaceFor(db, wanted));
  }
  if (placed === 'needs-new-place') throw new Error('A new place was not written');
  if (placed.kind === 'matched') {
    return { answer: { status: 'matched', chatId: placed.chatId }, paired: null };
  }
  if (placed.tryNow) {
    const paired = await pairWaiting(db, uid, now);
    if (paired) return { answer: { status: 'matched', chatId: paired.chatId }, paired };
  }
  // Someone else may have paired us meanwhile: answer with the place as it is now.
  const after = (await poolRef(db, uid).get()).data();
  const chatId = matchedChatOf(after);
  if (chatId) return { answer: { status: 'matched', chatId }, paired: null };
  const entry = readWaitingEntry(after);
  return {
    answer: {
      status: 'waiting',
      joinedAt: entry?.joinedAt ?? now,
      now: Date.now(),
      rating: entry?.rating ?? INITIAL_RATING,
      deviation: entry?.deviation ?? null,
      practiceOfferMs: (await settings).practiceOfferMs,
    },
    paired: null,
  };
}
