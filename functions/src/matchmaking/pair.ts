/**
 * Pairing one waiting person (docs/decisions/0025-never-alone.md §1): find the nearest compatible
 * people in the pool (src/domain/matchmaking.ts), then pair with the best of them in one batch that
 * commits only if both places are unchanged since they were read (tryPair). The batch writes both
 * places, so of two that reach for the same person exactly one commits; the other is refused, finds
 * that person matched and moves on. So nobody is ever paired twice.
 *
 * Nobody is left waiting beside a compatible partner either: each person writes their place
 * before they look for a partner, so of two compatible people joining at the same instant
 * the later to look sees the earlier one (and a place that was only compatible once a
 * window widened is found by the next refresh of either screen, POOL_REFRESH_MS). Nothing
 * here depends on triggers: the emulator runs those one at a time, production in parallel
 * and at least once, and this runs inside the caller's own call.
 */
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  compatible,
  drawSides,
  entryWindow,
  rankPartners,
  sharedCategory,
  tryOrder,
  type PoolEntry,
} from '@/domain/matchmaking';
import { nameOrFallback } from '@/domain/fallback-name';
import { drawMotion } from '@/domain/motions';
import { newMatchedDebateChat, type DebateParty } from '../debates/debate-chat';
import { banRef, blockedEitherWay } from '../safety/account';
import { accountRef, phoneOf, profileRef } from '../users/account-docs';
import { expiresAt, MATCH_POOL, poolRef } from './pool';
import { readAccount, type AccountDoc } from '@/domain/documents/account';
import { trimmedText } from '@/domain/documents/fields';
import { readProfile, type ProfileDoc } from '@/domain/documents/profile';
import { readWaitingEntry } from '@/domain/documents/pool-place';

/**
 * The nearest waiting places read on each side of a rating, and of my equals before the
 * drawn id (so at most three times this).
 */
export const NEAREST_PER_SIDE = 15;
/** Partners tried from one read of the pool before it is read again. */
const PARTNERS_PER_READ = 5;
/** However contended the pool, one call stops looking after this long (the next refresh goes on). */
const PAIRING_BUDGET_MS = 30_000;

export interface Paired {
  chatId: string;
  topic: string;
  sides: { for: string; against: string };
}

type Attempt =
  | ({ kind: 'paired' } & Paired)
  | { kind: 'me-gone' }
  | { kind: 'partner-gone' }
  | { kind: 'blocked' };

/**
 * The nearest waiting places on both sides of my rating, inside my window.
 *
 * Many people share a rating (every newcomer starts at the same one), and among equals the
 * pool's order is the places' ids. Read from the first id, everyone who joined at once
 * would see the same NEAREST_PER_SIDE equals and reach for them, and only a few of them can
 * be paired each round. So my equals are read from an id drawn at random, onwards (with those
 * above my rating after them), and backwards from it: each caller sees equals of its own.
 */
async function nearestWaiting(db: Firestore, me: PoolEntry, now: number): Promise<PoolEntry[]> {
  const { low, high } = entryWindow(me, now);
  const base = db
    .collection(MATCH_POOL)
    .where('status', '==', 'waiting')
    .where('timeLimit', '==', me.timeLimit);
  const pivot = db.collection(MATCH_POOL).doc().id;
  const [above, equalBefore, below] = await Promise.all([
    base
      .where('rating', '>=', me.rating)
      .where('rating', '<=', high)
      .orderBy('rating', 'asc')
      .orderBy(FieldPath.documentId(), 'asc')
      .startAt(me.rating, pivot)
      .limit(NEAREST_PER_SIDE)
      .get(),
    base
      .where('rating', '==', me.rating)
      .orderBy(FieldPath.documentId(), 'asc')
      .endBefore(pivot)
      .limitToLast(NEAREST_PER_SIDE)
      .get(),
    base
      .where('rating', '<', me.rating)
      .where('rating', '>=', low)
      .orderBy('rating', 'desc')
      .limit(NEAREST_PER_SIDE)
      .get(),
  ]);
  return [...above.docs, ...equalBefore.docs, ...below.docs]
    .map((doc) => readWaitingEntry(doc.data()))
    .filter((entry): entry is PoolEntry => entry !== null && entry.uid !== me.uid);
}

/**
 * A debater as the matched chat names them: never a phone (strangers meet here), the
 * profile's name, else its generated fallback name, else one made from the private phone
 * (a newcomer whose fallbackName the profile function has not written yet).
 */
export function matchedParty(
  uid: string,
  profile: ProfileDoc | undefined,
  account: AccountDoc | undefined,
): DebateParty {
  const own = trimmedText(profile?.displayName);
  const generated = trimmedText(profile?.fallbackName);
  const phone = phoneOf(account, profile);
  const name = own || generated || (phone ? nameOrFallback(undefined, phone) : '');
  return name ? { uid, phoneNumber: '', displayName: name } : { uid, phoneNumber: '' };
}

/** Firestore's FAILED_PRECONDITION: a place changed after it was read. */
function changedMeanwhile(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 9 || code === 'failed-precondition';
}

/**
 * One try at pairing `me` with `partner`: reads both places (and the bans, blocks and names
 * it needs), then writes the debate and both places in one batch that commits only if
 * neither place changed since it was read (a lastUpdateTime precondition on each). That is
 * optimistic: nothing is locked while the names are read, so many people reaching for the
 * same partner cannot deadlock one another (which a read-write transaction over both places
 * did on the emulator, each holding a read lock the others needed to write); the first
 * commit wins and the others are refused and look again.
 */
async function tryPair(db: Firestore, me: string, partner: string, now: number): Promise<Attempt> {
  // The two places first: most misses (the partner was just taken) end here, at two reads.
  const [mine, theirs] = await db.getAll(poolRef(db, me), poolRef(db, partner));
  const a = readWaitingEntry(mine?.data());
  if (!mine || !a) return { kind: 'me-gone' };
  const b = readWaitingEntry(theirs?.data());
  if (!theirs || !b || !compatible(a, b, now)) return { kind: 'partner-gone' };
  const [myBan, theirBan, profileA, profileB, accountA, accountB] = await db.getAll(
    banRef(me),
    banRef(partner),
    profileRef(db, me),
    profileRef(db, partner),
    accountRef(db, me),
    accountRef(db, partner),
  );
  if (myBan?.exists) return { kind: 'me-gone' };
  if (theirBan?.exists) {
    // A banned person keeps no place: they may not debate anyone.
    await theirs.ref.delete({ lastUpdateTime: theirs.updateTime }).catch(() => undefined);
    return { kind: 'partner-gone' };
  }
  if (await blockedEitherWay(me, partner)) return { kind: 'blocked' };

  const parties = {
    [me]: matchedParty(me, readProfile(profileA?.data()), readAccount(accountA?.data())),
    [partner]: matchedParty(partner, readProfile(profileB?.data()), readAccount(accountB?.data())),
  };
  const motion = drawMotion(sharedCategory(a.category, b.category), Math.random());
  const sides = drawSides(me, partner, Math.random());
  const forParty = parties[sides.for];
  const againstParty = parties[sides.against];
  if (!forParty || !againstParty) return { kind: 'partner-gone' };

  const chatRef = db.collection('chats').doc();
  const batch = db.batch();
  batch.set(chatRef, {
    ...newMatchedDebateChat(
      motion,
      { for: forParty, against: againstParty },
      a.timeLimit,
      'quick_match',
    ),
    createdAt: FieldValue.serverTimestamp(),
  });
  for (const [snapshot, opponentId] of [
    [mine, partner],
    [theirs, me],
  ] as const) {
    batch.update(
      snapshot.ref,
      {
        status: 'matched',
        chatId: chatRef.id,
        opponentId,
        matchedAt: Timestamp.fromMillis(now),
        expiresAt: expiresAt(now),
      },
      { lastUpdateTime: snapshot.updateTime },
    );
  }
  try {
    await batch.commit();
  } catch (error) {
    if (!changedMeanwhile(error)) throw error;
    // Either place moved on (paired by someone else, left, or refreshed): look again.
    return readWaitingEntry((await mine.ref.get()).data())
      ? { kind: 'partner-gone' }
      : { kind: 'me-gone' };
  }
  return { kind: 'paired', chatId: chatRef.id, topic: motion.title, sides };
}

/**
 * Pairs `uid` with the best compatible waiting person, or returns null when there is none
 * (or `uid` is no longer waiting: someone else paired them, or they left).
 */
export async function pairWaiting(
  db: Firestore,
  uid: string,
  now = Date.now(),
): Promise<Paired | null> {
  const deadline = Date.now() + PAIRING_BUDGET_MS;
  // Someone blocked either way is never tried again in this call; someone who was taken
  // by another pair disappears from the next read of the pool.
  const blocked = new Set<string>();
  while (Date.now() < deadline) {
    const me = readWaitingEntry((await poolRef(db, uid).get()).data());
    if (!me) return null;
    const partners = rankPartners(me, await nearestWaiting(db, me, now), now).filter(
      (partner) => !blocked.has(partner.uid),
    );
    if (partners.length === 0) return null;
    for (const partner of tryOrder(me, partners, Math.random()).slice(0, PARTNERS_PER_READ)) {
      const attempt = await tryPair(db, uid, partner.uid, now);
      if (attempt.kind === 'paired') return attempt;
      if (attempt.kind === 'me-gone') return null;
      if (attempt.kind === 'blocked') blocked.add(partner.uid);
    }
  }
  return null;
}
