/**
 * What a blocked person still reaches of the one who blocked them, through a chat they had
 * before the block and through the lists everyone browses. Mallory attacks with the plain
 * Firebase SDK (tests/abuse/attacker.ts): her read marks, viewing and typing in the old
 * chat, each first shown to work before the block. The victim runs the app's own data
 * modules (Browse's and 'Watch a Debate''s listeners), which must leave out Mallory's
 * request and public debate once she is blocked.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  doc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp as ClientTimestamp,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { directChatId } from '@/domain/ids';
import type { Chat, DebateRequest } from '@/domain/model';
import { signInApp } from '../data/support';
import { admin, uniquePhone } from '../functions/support';
import { attempt, signInAttacker, type Attacker } from './attacker';
import { seedPendingRequest, seedPerson } from './block-ban-world';

const { watchDebateRequests } = await import('@/data/debate-requests');
const { watchPublicDebates } = await import('@/data/public-debates');
const { blockUser } = await import('@/data/moderation');

setLogLevel('silent');

let victim: string;
const victimPhone = uniquePhone('+1552');
let mallory: Attacker;
let peer: Attacker;

/** Mallory's read mark, viewing and typing in her chat with the victim; how many went through. */
async function memberWrites(chatId: string): Promise<number> {
  const mine = doc(mallory.db, 'chats', chatId, 'members', mallory.uid);
  const outcomes = [
    await attempt(() =>
      setDoc(
        mine,
        { readUpTo: ClientTimestamp.fromMillis(Date.now() - 1_000), readAt: serverTimestamp() },
        { merge: true },
      ),
    ),
    await attempt(() =>
      setDoc(mine, { viewing: true, viewingAt: serverTimestamp() }, { merge: true }),
    ),
    await attempt(() => setDoc(mine, { typingAt: serverTimestamp() }, { merge: true })),
  ];
  return outcomes.filter((o) => o.ok).length;
}

/**
 * Browse's and Watch a Debate's listeners of the victim, running for the whole test (as on
 * the victim's screen): their latest complete answers.
 */
function watchLists() {
  const latest: { requests?: DebateRequest[]; debates?: Chat[]; error?: Error } = {};
  const fail = (error: Error) => (latest.error = error);
  const stops = [
    watchDebateRequests(
      victim,
      (requests, complete) => {
        if (complete) latest.requests = requests;
      },
      fail,
    ),
    watchPublicDebates(
      victim,
      (debates, complete) => {
        if (complete) latest.debates = debates;
      },
      fail,
    ),
  ];
  return { latest, stop: () => stops.forEach((stop) => stop()) };
}

/** Mallory's requests and debates among the lists' latest answers. */
function malloryItems(latest: { requests?: DebateRequest[]; debates?: Chat[] }): number {
  return (
    (latest.requests ?? []).filter((r) => r.userId === mallory.uid).length +
    (latest.debates ?? []).filter((d) => d.participants.includes(mallory.uid)).length
  );
}

/** Waits (up to 20 s) for the lists to answer with `count` of Mallory's items; the last count. */
async function listedSettles(lists: ReturnType<typeof watchLists>, count: number): Promise<number> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (lists.latest.error) throw lists.latest.error;
    if (lists.latest.requests && lists.latest.debates && malloryItems(lists.latest) === count) {
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return malloryItems(lists.latest);
}

beforeAll(async () => {
  victim = await signInApp(victimPhone);
  await admin().doc(`users/${victim}`).set({ uid: victim, createdAt: Timestamp.now() });
  await admin()
    .doc(`users/${victim}/private/account`)
    .set({ phoneNumber: victimPhone, lastActive: Timestamp.now() });
  [mallory, peer] = await Promise.all([
    signInAttacker(uniquePhone('+1552')),
    signInAttacker(uniquePhone('+1552')),
  ]);
  await Promise.all([seedPerson(mallory, 'Mallory'), seedPerson(peer, 'Peer')]);
});

afterAll(async () => {
  await Promise.all([mallory, peer].map((c) => c?.close()));
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('a blocked person', () => {
  test('writes no read mark, viewing or typing into a chat from before the block, and is in none of the blocker’s lists', async () => {
    const chatId = directChatId(victim, mallory.uid);
    await admin()
      .doc(`chats/${chatId}`)
      .set({
        participants: [victim, mallory.uid].sort(),
        participantDetails: {},
        isDebate: false,
        status: 'active',
        createdAt: FieldValue.serverTimestamp(),
      });
    await seedPendingRequest(mallory, 'Mallory wants a debate');
    await admin()
      .doc(`chats/public-${mallory.uid}`)
      .set({
        participants: [mallory.uid, peer.uid],
        participantDetails: { [mallory.uid]: { displayName: 'Mallory' } },
        isDebate: true,
        isPublic: true,
        status: 'active',
        debateTopic: 'Watch me',
        debateStatus: 'in_progress',
        createdAt: FieldValue.serverTimestamp(),
      });

    const lists = watchLists();
    const writesBefore = await memberWrites(chatId);
    const listedBefore = await listedSettles(lists, 2);
    expect(writesBefore).toBe(3);
    expect(listedBefore).toBe(2);

    await blockUser(mallory.uid);
    // The rules pace each kind of write (typing every 2 s): wait past it, so a refusal can
    // only come from the block.
    await new Promise((r) => setTimeout(r, 2_500));
    const writesAfter = await memberWrites(chatId);
    const listedAfter = await listedSettles(lists, 0);
    lists.stop();
    console.log(
      `[abuse] typing, viewing and read-mark writes a blocked person gets accepted in a chat from before the block: ${writesAfter} of 3 (before the block: ${writesBefore} of 3)`,
    );
    console.log(
      `[abuse] a blocked person's requests and debates listed in the blocker's Browse and Watch a Debate: ${listedAfter} (before the block: ${listedBefore})`,
    );
    expect(writesAfter).toBe(0);
    expect(listedAfter).toBe(0);
  }, 120_000);
});
