/**
 * chats/{chatId}/members/{uid} (docs/decisions/0013-chat.md §2, §3) and the chat's messageCounts:
 * the owner writes only their own member document, only those keys, with server times, the read
 * mark only forward; each write changes something, read marks and viewing at most once a second
 * (leaving at any time) and typing at most every 2 s, never cleared by a write; both participants
 * read; nobody else.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { OUTBOX_BATCH_SIZE } from '@/domain/limits';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();
const CHAT = 'alice_bob';
const PHONES = { alice: '+15550000001', bob: '+15550000002', mallory: '+15550000666' };
const longAgo = Timestamp.fromMillis(Date.now() - 3_600_000);

function as(uid: keyof typeof PHONES): Firestore {
  return phoneUser(env(), uid, PHONES[uid]).firestore() as unknown as Firestore;
}

const member = (db: Firestore, uid: string) => doc(db, 'chats', CHAT, 'members', uid);

beforeEach(async () => {
  await seed(env(), async (db) => {
    await setDoc(doc(db, 'chats', CHAT), {
      participants: ['alice', 'bob'],
      participantDetails: {},
      isDebate: false,
      status: 'active',
      createdAt: longAgo,
      messageCounts: { alice: 2, bob: 5 },
    });
    await setDoc(doc(db, 'chats', CHAT, 'members', 'bob'), {
      readUpTo: longAgo,
      viewing: false,
      viewingAt: longAgo,
      typingAt: longAgo,
    });
  });
});

describe('member documents', () => {
  test('nothing is written across a block, either way: read marks, viewing, typing', async () => {
    const writes = (db: Firestore, uid: string) => [
      () => setDoc(member(db, uid), { viewing: true, viewingAt: serverTimestamp() }),
      () =>
        setDoc(
          member(db, uid),
          { readUpTo: serverTimestamp(), readAt: serverTimestamp() },
          { merge: true },
        ),
      () => setDoc(member(db, uid), { typingAt: serverTimestamp() }, { merge: true }),
    ];
    // Bob blocked Alice: neither writes (Bob's document exists, Alice's would be new).
    await seed(env(), (db) =>
      setDoc(doc(db, 'users', 'bob', 'blocks', 'alice'), { blockedAt: longAgo }),
    );
    for (const write of [...writes(as('alice'), 'alice'), ...writes(as('bob'), 'bob')]) {
      await assertFails(write());
    }
    // Unblocked, the same writes go through.
    await seed(env(), (db) => deleteDoc(doc(db, 'users', 'bob', 'blocks', 'alice')));
    await assertSucceeds(writes(as('alice'), 'alice')[0]!());
    await assertSucceeds(writes(as('bob'), 'bob')[2]!());
  });

  test('a participant writes their own read mark, viewing and typing; both read both', async () => {
    const alice = as('alice');
    await assertSucceeds(
      setDoc(member(alice, 'alice'), { viewing: true, viewingAt: serverTimestamp() }),
    );
    await assertSucceeds(
      setDoc(
        member(alice, 'alice'),
        { readUpTo: serverTimestamp(), readAt: serverTimestamp() },
        { merge: true },
      ),
    );
    await assertSucceeds(
      setDoc(member(alice, 'alice'), { typingAt: serverTimestamp() }, { merge: true }),
    );
    await assertSucceeds(getDoc(member(alice, 'bob')));
    await assertSucceeds(getDoc(member(as('bob'), 'alice')));
    const listed = await assertSucceeds(getDocs(collection(alice, 'chats', CHAT, 'members')));
    expect(listed.size).toBe(2);
  });

  test('nobody writes another person’s document; outsiders and signed-out visitors get nothing', async () => {
    await assertFails(
      setDoc(member(as('alice'), 'bob'), { viewing: true, viewingAt: serverTimestamp() }),
    );
    const mallory = as('mallory');
    await assertFails(getDoc(member(mallory, 'bob')));
    await assertFails(getDocs(collection(mallory, 'chats', CHAT, 'members')));
    // Not a participant: not even a document of one's own.
    await assertFails(
      setDoc(member(mallory, 'mallory'), { viewing: true, viewingAt: serverTimestamp() }),
    );
    const anon = env().unauthenticatedContext().firestore() as unknown as Firestore;
    await assertFails(getDoc(member(anon, 'bob')));
    await assertFails(deleteDoc(member(as('bob'), 'bob')));
  });

  test('only the five keys, typed: client times, the future and other keys are refused', async () => {
    const bob = as('bob');
    const ref = member(bob, 'bob');
    const future = Timestamp.fromMillis(Date.now() + 3_600_000);
    await assertFails(setDoc(ref, { note: 'x' }, { merge: true }));
    await assertFails(setDoc(ref, { readUpTo: 5 }, { merge: true }));
    await assertFails(setDoc(ref, { readUpTo: future }, { merge: true }));
    await assertFails(
      setDoc(ref, { viewing: 'yes', viewingAt: serverTimestamp() }, { merge: true }),
    );
    await assertFails(setDoc(ref, { viewing: true }, { merge: true }));
    await assertFails(setDoc(ref, { viewing: true, viewingAt: future }, { merge: true }));
    await assertFails(setDoc(ref, { viewingAt: Timestamp.now() }, { merge: true }));
    await assertFails(setDoc(ref, { typingAt: future }, { merge: true }));
    await assertFails(setDoc(ref, { typingAt: 'now' }, { merge: true }));
    // Typing is never cleared by a write (the line fades on the reader's side): a clear would
    // let the next signal skip its 2 s.
    await assertFails(setDoc(ref, { typingAt: null }, { merge: true }));
    // The mark's own time is the server's, and moves only with a mark.
    const now = serverTimestamp();
    await assertFails(setDoc(ref, { readUpTo: now }, { merge: true }));
    await assertFails(setDoc(ref, { readUpTo: now, readAt: Timestamp.now() }, { merge: true }));
    await assertFails(setDoc(ref, { readAt: now }, { merge: true }));
  });

  test('the read mark never moves back', async () => {
    const ref = member(as('bob'), 'bob');
    await assertSucceeds(
      setDoc(ref, { readUpTo: serverTimestamp(), readAt: serverTimestamp() }, { merge: true }),
    );
    await new Promise((r) => setTimeout(r, 1_100));
    await assertFails(
      setDoc(ref, { readUpTo: longAgo, readAt: serverTimestamp() }, { merge: true }),
    );
    await assertFails(
      updateDoc(ref, {
        readUpTo: Timestamp.fromMillis(Date.now() - 60_000),
        readAt: serverTimestamp(),
      }),
    );
  });

  test('a write that changes nothing is refused (no free writes to page the other side)', async () => {
    const ref = member(as('bob'), 'bob');
    await assertFails(setDoc(ref, { viewing: false }, { merge: true }));
    await assertFails(setDoc(ref, {}, { merge: true }));
    await assertFails(updateDoc(ref, { readUpTo: longAgo }));
  });

  /** Tries `write` every 100 ms for `ms`; how many the rules took. */
  async function acceptedWithin(ms: number, write: (i: number) => Promise<void>) {
    let accepted = 0;
    const started = Date.now();
    for (let i = 0; Date.now() - started < ms; i += 1) {
      try {
        await write(i);
        accepted += 1;
      } catch {
        // refused: too soon
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return accepted;
  }

  test('read marks: at most one a second, however fast a client writes (printed figure)', async () => {
    const ref = member(as('bob'), 'bob');
    const accepted = await acceptedWithin(2_500, () =>
      setDoc(ref, { readUpTo: serverTimestamp(), readAt: serverTimestamp() }, { merge: true }),
    );
    console.log(`read marks accepted in 2.5 s of tries every 100 ms: ${accepted}`);
    expect(accepted).toBeGreaterThanOrEqual(2);
    expect(accepted).toBeLessThanOrEqual(3);
  });

  test('viewing: at most one change a second, leaving at any time (printed figure)', async () => {
    const ref = member(as('bob'), 'bob');
    await assertSucceeds(
      setDoc(ref, { viewing: true, viewingAt: serverTimestamp() }, { merge: true }),
    );
    // Leaving right after opening is taken; coming back at once is not.
    await assertSucceeds(
      setDoc(ref, { viewing: false, viewingAt: serverTimestamp() }, { merge: true }),
    );
    await assertFails(
      setDoc(ref, { viewing: true, viewingAt: serverTimestamp() }, { merge: true }),
    );
    await assertFails(
      setDoc(ref, { viewing: false, viewingAt: serverTimestamp() }, { merge: true }),
    );
    await new Promise((r) => setTimeout(r, 1_100));
    // A client flipping it as fast as it can: open (paced), leave (taken right after).
    const accepted = await acceptedWithin(2_500, (i) =>
      setDoc(ref, { viewing: i % 2 === 0, viewingAt: serverTimestamp() }, { merge: true }),
    );
    console.log(`viewing writes accepted in 2.5 s of flips every 100 ms: ${accepted}`);
    expect(accepted).toBeGreaterThanOrEqual(2);
    expect(accepted).toBeLessThanOrEqual(6);
  });

  test('one scripted participant, every kind as fast as it goes: at most 3.5 writes a second (printed figure)', async () => {
    const ref = member(as('bob'), 'bob');
    let writes = 0;
    const kinds = [
      () =>
        setDoc(ref, { readUpTo: serverTimestamp(), readAt: serverTimestamp() }, { merge: true }),
      (i: number) =>
        setDoc(ref, { viewing: i % 2 === 0, viewingAt: serverTimestamp() }, { merge: true }),
      () => setDoc(ref, { typingAt: serverTimestamp() }, { merge: true }),
    ];
    const seconds = 4;
    const accepted = await acceptedWithin(seconds * 1_000, async (i) => {
      const results = await Promise.allSettled(kinds.map((write) => write(i)));
      const taken = results.filter((r) => r.status === 'fulfilled').length;
      if (taken === 0) throw new Error('all refused');
      writes += taken;
    });
    console.log(
      `member writes one participant got through in ${seconds} s of every kind every 100 ms: ${writes} (${(writes / seconds).toFixed(1)} a second; rounds with any: ${accepted})`,
    );
    expect(writes).toBeGreaterThanOrEqual(seconds * 2);
    expect(writes).toBeLessThanOrEqual(seconds * 3.5 + 2);
  });

  test('typing: at most one signal per 2 s (printed figure)', async () => {
    const ref = member(as('bob'), 'bob');
    await assertSucceeds(setDoc(ref, { typingAt: serverTimestamp() }, { merge: true }));
    await assertFails(setDoc(ref, { typingAt: serverTimestamp() }, { merge: true }));
    let accepted = 1;
    const started = Date.now();
    while (Date.now() - started < 2_600) {
      try {
        await setDoc(ref, { typingAt: serverTimestamp() }, { merge: true });
        accepted += 1;
      } catch {
        // refused: too soon
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(
      `typing signals accepted in ${Date.now() - started + 0} ms of tries every 200 ms: ${accepted}`,
    );
    expect(accepted).toBe(2);
  });

  test('a banned participant writes nothing', async () => {
    await seed(env(), (db) => setDoc(doc(db, 'bans', 'bob'), { at: 1 }));
    await assertFails(
      setDoc(
        member(as('bob'), 'bob'),
        { viewing: true, viewingAt: serverTimestamp() },
        { merge: true },
      ),
    );
  });
});

describe('messageCounts on the chat', () => {
  interface Sent {
    id: string;
    /** The fields the app's batch gives it (src/data/messages.ts); a forger changes them. */
    place?: Record<string, unknown>;
  }

  /** Messages and the chat update naming the last, in one batch, as the outbox writes them. */
  function send(db: Firestore, uid: string, sent: Sent[], counts: Record<string, unknown>) {
    const batch = writeBatch(db);
    sent.forEach((m, i) => {
      batch.set(doc(db, 'chats', CHAT, 'messages', m.id), {
        senderId: uid,
        senderPhone: PHONES[uid as keyof typeof PHONES],
        content: 'hello',
        chatId: CHAT,
        timestamp: serverTimestamp(),
        ...(m.place ?? { n: i + 1, ...(i ? { prev: sent[i - 1]!.id } : {}) }),
      });
    });
    batch.update(doc(db, 'chats', CHAT), {
      lastMessage: 'hello',
      lastMessageTime: serverTimestamp(),
      lastMessageId: sent.at(-1)!.id,
      ...counts,
    });
    return batch.commit();
  }

  const ids = (prefix: string, count: number): Sent[] =>
    Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}` }));

  async function aliceCount() {
    const chat = await getDoc(doc(as('alice'), 'chats', CHAT));
    return chat.data()?.messageCounts as Record<string, number>;
  }

  test('a batch moves the sender’s own count by exactly its number of messages, or leaves it', async () => {
    const alice = as('alice');
    await assertSucceeds(
      send(alice, 'alice', ids('a', 1), { 'messageCounts.alice': increment(1) }),
    );
    await assertSucceeds(send(alice, 'alice', ids('b', 1), {}));
    await assertSucceeds(
      send(alice, 'alice', ids('c', OUTBOX_BATCH_SIZE), {
        'messageCounts.alice': increment(OUTBOX_BATCH_SIZE),
      }),
    );
    expect(await aliceCount()).toEqual({ alice: 3 + OUTBOX_BATCH_SIZE, bob: 5 });
  });

  test('one message raises a count by exactly 1: no jump, forged place or borrowed chain', async () => {
    const alice = as('alice');
    const tries: [string, Promise<void>][] = [];
    const attempt = (name: string, write: () => Promise<void>) => tries.push([name, write()]);
    // Alice's earlier message m0 (n: 1), from a batch of its own.
    await assertSucceeds(
      send(alice, 'alice', ids('m', 1), { 'messageCounts.alice': increment(1) }),
    );
    attempt('+2 with one message', () =>
      send(alice, 'alice', ids('j', 1), { 'messageCounts.alice': increment(2) }),
    );
    attempt('+100 with one message that says n: 100', () =>
      send(alice, 'alice', [{ id: 'k0', place: { n: 100 } }], {
        'messageCounts.alice': increment(100),
      }),
    );
    attempt('n: 2 naming an earlier batch’s message', () =>
      send(alice, 'alice', [{ id: 'p0', place: { n: 2, prev: 'm0' } }], {
        'messageCounts.alice': increment(2),
      }),
    );
    attempt('n: 2 naming a message that does not exist', () =>
      send(alice, 'alice', [{ id: 'q0', place: { n: 2, prev: 'nothing' } }], {
        'messageCounts.alice': increment(2),
      }),
    );
    attempt('two messages, both n: 1, +2', () =>
      send(
        alice,
        'alice',
        [
          { id: 'r0', place: { n: 1 } },
          { id: 'r1', place: { n: 1 } },
        ],
        {
          'messageCounts.alice': increment(2),
        },
      ),
    );
    attempt('a message with no place', () => send(alice, 'alice', [{ id: 's0', place: {} }], {}));
    attempt('n: 1 with a prev', () =>
      send(alice, 'alice', [{ id: 't0', place: { n: 1, prev: 'm0' } }], {
        'messageCounts.alice': increment(1),
      }),
    );
    attempt('n: 1.5', () => send(alice, 'alice', [{ id: 'u0', place: { n: 1.5 } }], {}));
    for (const [, write] of tries) await assertFails(write);
    expect(await aliceCount()).toEqual({ alice: 3, bob: 5 });
    console.log(
      `messageCounts: one message raises the sender's count by exactly 1 (${tries.length} of ${tries.length} forged counts and places refused)`,
    );
  });

  test('nobody moves the other’s count, lowers it or writes a non-number', async () => {
    const alice = as('alice');
    await assertFails(send(alice, 'alice', ids('a', 1), { 'messageCounts.bob': increment(1) }));
    await assertFails(send(alice, 'alice', ids('b', 1), { 'messageCounts.alice': 1 }));
    await assertFails(send(alice, 'alice', ids('c', 1), { 'messageCounts.alice': 'many' }));
    await assertFails(send(alice, 'alice', ids('d', 1), { 'messageCounts.carol': 1 }));
  });
});
