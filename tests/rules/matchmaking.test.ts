/**
 * Quick Match and practice on the rules (functions/src/matchmaking): matchPool/{uid} is the
 * functions' — its owner reads their own place, nobody lists the pool or writes a place, not
 * even their own; and a debate the app paired between strangers (`phoneless`) takes its
 * debaters' messages without a phone number, never with one.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const ALICE_PHONE = '+15550000001';
const alice = () => phoneUser(env(), 'alice', ALICE_PHONE).firestore();
const mallory = () => phoneUser(env(), 'mallory', '+15550000666').firestore();
const signedOut = () => env().unauthenticatedContext().firestore();

const place = (uid: string) => ({
  uid,
  status: 'waiting',
  timeLimit: 15,
  category: null,
  rating: 1500,
  deviation: null,
  joinedAt: new Date(),
  lastSeenAt: new Date(),
});

async function seedPool() {
  await seed(env(), async (db) => {
    await setDoc(doc(db, 'matchPool/alice'), place('alice'));
    await setDoc(doc(db, 'matchPool/bob'), place('bob'));
  });
}

describe('matchPool/{uid}', () => {
  test('the owner gets their own place', async () => {
    await seedPool();
    await assertSucceeds(getDoc(doc(alice(), 'matchPool/alice')));
  });

  test('nobody else gets it, signed in or out', async () => {
    await seedPool();
    await assertFails(getDoc(doc(mallory(), 'matchPool/alice')));
    await assertFails(getDoc(doc(signedOut(), 'matchPool/alice')));
  });

  test('nobody lists the pool, not even filtered to themselves', async () => {
    await seedPool();
    await assertFails(getDocs(collection(alice(), 'matchPool')));
    await assertFails(
      getDocs(query(collection(alice(), 'matchPool'), where('uid', '==', 'alice'))),
    );
    await assertFails(
      getDocs(query(collection(mallory(), 'matchPool'), where('status', '==', 'waiting'))),
    );
  });

  test('nobody writes a place, not even their own (only joinQuickMatch does)', async () => {
    await seedPool();
    await assertFails(setDoc(doc(mallory(), 'matchPool/mallory'), place('mallory')));
    await assertFails(updateDoc(doc(alice(), 'matchPool/alice'), { rating: 3000 }));
    await assertFails(
      updateDoc(doc(alice(), 'matchPool/alice'), { status: 'matched', chatId: 'x' }),
    );
    await assertFails(deleteDoc(doc(alice(), 'matchPool/alice')));
    await assertFails(deleteDoc(doc(mallory(), 'matchPool/bob')));
  });
});

describe('messages of a debate the app paired (phoneless)', () => {
  async function seedPaired(phoneless: boolean) {
    await seed(env(), async (db) => {
      await setDoc(doc(db, 'chats/paired'), {
        participants: ['alice', 'bob'],
        participantDetails: { alice: { displayName: 'Alice' }, bob: { displayName: 'Bob' } },
        isDebate: true,
        isPublic: false,
        ...(phoneless ? { phoneless: true, matchOrigin: 'quick_match' } : {}),
        status: 'active',
        debateStatus: 'in_progress',
        debateEndTime: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
      });
    });
  }

  const message = (extra: Record<string, unknown> = {}) => ({
    senderId: 'alice',
    content: 'My opening',
    chatId: 'paired',
    timestamp: serverTimestamp(),
    n: 1,
    ...extra,
  });

  test('a debater writes without a phone number', async () => {
    await seedPaired(true);
    await assertSucceeds(setDoc(doc(alice(), 'chats/paired/messages/m1'), message()));
  });

  test('a debater cannot put their phone number in it', async () => {
    await seedPaired(true);
    await assertFails(
      setDoc(doc(alice(), 'chats/paired/messages/m1'), message({ senderPhone: ALICE_PHONE })),
    );
  });

  test('anyone else, or a signed-out visitor, writes nothing', async () => {
    await seedPaired(true);
    await assertFails(
      setDoc(doc(mallory(), 'chats/paired/messages/m1'), message({ senderId: 'mallory' })),
    );
    await assertFails(setDoc(doc(signedOut(), 'chats/paired/messages/m1'), message()));
  });

  test('a debate between people who chose each other still carries the phone', async () => {
    await seedPaired(false);
    await assertFails(setDoc(doc(alice(), 'chats/paired/messages/m1'), message()));
    await assertSucceeds(
      setDoc(doc(alice(), 'chats/paired/messages/m2'), message({ senderPhone: ALICE_PHONE })),
    );
  });
});
