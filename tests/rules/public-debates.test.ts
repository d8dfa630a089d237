/**
 * Rules of public debates (docs/decisions/0014-arena.md §3): anyone signed in reads a public
 * debate, its messages and its result; a spectator writes only their own bounded presence document;
 * a message in a public debate carries no phone; private debates stay the debaters' own.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();
const PHONES = { alice: '+15550200001', bob: '+15550200002', mallory: '+15550200003' };
const alice = () => phoneUser(env(), 'alice', PHONES.alice).firestore();
const mallory = () => phoneUser(env(), 'mallory', PHONES.mallory).firestore();
const visitor = () => env().unauthenticatedContext().firestore();
type Db = ReturnType<RulesTestContext['firestore']>;

const later = Timestamp.fromMillis(Date.now() + 3_600_000);

function debate(isPublic: boolean) {
  return {
    participants: ['alice', 'bob'],
    participantDetails: isPublic
      ? { alice: { displayName: 'Alice' }, bob: { displayName: 'Bob' } }
      : { alice: { phoneNumber: PHONES.alice }, bob: { phoneNumber: PHONES.bob } },
    isDebate: true,
    isPublic,
    status: 'active',
    createdAt: new Date(),
    debateTopic: 'Cats',
    creatorStance: 'For',
    debateStatus: 'in_progress',
    debateStartTime: new Date(),
    debateEndTime: later,
    participantReadiness: { alice: true, bob: true },
    evaluationReadiness: { alice: false, bob: false },
    evaluationRequested: false,
  };
}

beforeEach(async () => {
  await seed(env(), async (db) => {
    await setDoc(doc(db, 'chats', 'pub'), debate(true));
    await setDoc(doc(db, 'chats', 'priv'), debate(false));
    for (const id of ['pub', 'priv']) {
      await setDoc(doc(db, 'chats', id, 'messages', 'm1'), {
        senderId: 'bob',
        content: 'hi',
        chatId: id,
        timestamp: new Date(),
      });
      await setDoc(doc(db, 'debateResults', id), {
        chatId: id,
        participant1Id: 'alice',
        participant2Id: 'bob',
        winner: 'Alice',
      });
    }
  });
});

function message(db: Db, chatId: string, id: string, extra: Record<string, unknown> = {}) {
  return setDoc(doc(db, 'chats', chatId, 'messages', id), {
    senderId: 'alice',
    content: 'hello',
    chatId,
    timestamp: serverTimestamp(),
    n: 1,
    ...extra,
  });
}

function presence(db: Db, chatId: string, uid: string, data: Record<string, unknown>) {
  return setDoc(doc(db, 'chats', chatId, 'spectators', uid), data);
}

describe('reading', () => {
  test('a stranger reads a public debate, its messages and result; not a private one', async () => {
    await assertSucceeds(getDoc(doc(mallory(), 'chats', 'pub')));
    await assertSucceeds(getDocs(collection(mallory(), 'chats', 'pub', 'messages')));
    await assertSucceeds(getDoc(doc(mallory(), 'debateResults', 'pub')));
    await assertFails(getDoc(doc(mallory(), 'chats', 'priv')));
    await assertFails(getDocs(collection(mallory(), 'chats', 'priv', 'messages')));
    await assertFails(getDoc(doc(mallory(), 'debateResults', 'priv')));
  });

  test('only a list constrained to public debates, and never signed out', async () => {
    await assertSucceeds(
      getDocs(query(collection(mallory(), 'chats'), where('isPublic', '==', true))),
    );
    await assertFails(getDocs(collection(mallory(), 'chats')));
    await assertFails(getDoc(doc(visitor(), 'chats', 'pub')));
    await assertFails(getDocs(collection(visitor(), 'chats', 'pub', 'messages')));
    await assertFails(getDoc(doc(visitor(), 'debateResults', 'pub')));
  });
});

describe('writing', () => {
  test('a debater writes to a public debate without a phone; with one is refused', async () => {
    await assertSucceeds(message(alice(), 'pub', 'ok'));
    await assertFails(message(alice(), 'pub', 'phone', { senderPhone: PHONES.alice }));
    // A private debate's messages keep the sender's phone, as before.
    await assertFails(message(alice(), 'priv', 'nophone'));
    await assertSucceeds(message(alice(), 'priv', 'withphone', { senderPhone: PHONES.alice }));
  });

  test('a spectator writes no message, readiness, agreement or flag', async () => {
    const m = mallory();
    await assertFails(
      setDoc(doc(m, 'chats', 'pub', 'messages', 'x'), {
        senderId: 'mallory',
        content: 'boo',
        chatId: 'pub',
        timestamp: serverTimestamp(),
        n: 1,
      }),
    );
    await assertFails(updateDoc(doc(m, 'chats', 'pub'), { isPublic: false }));
    await assertFails(updateDoc(doc(m, 'chats', 'pub'), { 'evaluationReadiness.mallory': true }));
    await assertFails(updateDoc(doc(alice(), 'chats', 'pub'), { isPublic: false }));
  });

  test('presence: only one’s own, on a public debate, { seenAt: now } and nothing else', async () => {
    await assertSucceeds(presence(mallory(), 'pub', 'mallory', { seenAt: serverTimestamp() }));
    await assertFails(presence(mallory(), 'pub', 'carol', { seenAt: serverTimestamp() }));
    await assertFails(presence(mallory(), 'priv', 'mallory', { seenAt: serverTimestamp() }));
    await assertFails(presence(alice(), 'pub', 'alice', { seenAt: serverTimestamp() }));
    await assertFails(presence(visitor(), 'pub', 'mallory', { seenAt: serverTimestamp() }));
    await assertFails(
      presence(mallory(), 'pub', 'mallory', { seenAt: serverTimestamp(), note: 'x'.repeat(900) }),
    );
    await assertFails(presence(mallory(), 'pub', 'mallory', { seenAt: later }));
  });

  test('presence beats at most every 30 s', async () => {
    await assertSucceeds(presence(mallory(), 'pub', 'mallory', { seenAt: serverTimestamp() }));
    await assertFails(presence(mallory(), 'pub', 'mallory', { seenAt: serverTimestamp() }));
    await seed(env(), (db) =>
      setDoc(doc(db, 'chats', 'pub', 'spectators', 'mallory'), {
        seenAt: Timestamp.fromMillis(Date.now() - 31_000),
      }),
    );
    await assertSucceeds(presence(mallory(), 'pub', 'mallory', { seenAt: serverTimestamp() }));
    console.log(
      'spectator presence: 1 document per account per public debate, 1 key (seenAt = server time), beats >= 30 s apart (<= 2 writes a minute)',
    );
  });
});
