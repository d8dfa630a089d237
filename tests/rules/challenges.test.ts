/**
 * Rules for challenges (src/domain/challenges.ts): a debate request addressed to one person,
 * stored with status 'challenge'. Its owner reads and cancels it; the person challenged reads
 * it (by id, and in a list that asks for their own challenges) but cannot cancel, edit or
 * accept it (accepting and declining are functions); nobody else reads it by any query,
 * and nobody signed out does. The open list never holds one.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const PHONES = { alice: '+15550200001', bob: '+15550200002', mallory: '+15550200003' };
const alice = () => phoneUser(env(), 'alice', PHONES.alice).firestore();
const bob = () => phoneUser(env(), 'bob', PHONES.bob).firestore();
const mallory = () => phoneUser(env(), 'mallory', PHONES.mallory).firestore();
const visitor = () => env().unauthenticatedContext().firestore();

/** Alice challenges Bob; it lapses in a day. */
const CHALLENGE = {
  userId: 'alice',
  userPhone: PHONES.alice,
  userName: 'Alice',
  userRating: 1200,
  userProvisional: true,
  topic: 'Tea beats coffee',
  stance: 'Tea, always',
  timeLimit: 15,
  isPublic: false,
  timestamp: Timestamp.fromMillis(Date.now() - 60_000),
  status: 'challenge',
  challengedUid: 'bob',
  challengedName: 'Bob',
  expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
};

beforeEach(async () => {
  await seed(env(), async (db) => {
    await setDoc(doc(db, 'debateRequests/c1'), CHALLENGE);
    await setDoc(doc(db, 'debateRequests/open1'), {
      ...CHALLENGE,
      status: 'pending',
      challengedUid: null,
    });
  });
});

const incoming = (db: ReturnType<typeof bob>, uid: string) =>
  getDocs(
    query(
      collection(db, 'debateRequests'),
      where('challengedUid', '==', uid),
      where('status', '==', 'challenge'),
    ),
  );

describe('challenges: who reads them', () => {
  test('the challenger reads theirs by id and in their own list', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'debateRequests/c1')));
    const mine = await assertSucceeds(
      getDocs(query(collection(alice(), 'debateRequests'), where('userId', '==', 'alice'))),
    );
    expect(mine.docs.map((d) => d.id).sort()).toEqual(['c1', 'open1']);
  });

  test('the person challenged reads it by id and in the list of challenges to them', async () => {
    await assertSucceeds(getDoc(doc(bob(), 'debateRequests/c1')));
    const theirs = await assertSucceeds(incoming(bob(), 'bob'));
    expect(theirs.docs.map((d) => d.id)).toEqual(['c1']);
  });

  test('another signed-in user cannot read it by id, by the open list, or by any query', async () => {
    await assertFails(getDoc(doc(mallory(), 'debateRequests/c1')));
    await assertFails(incoming(mallory(), 'bob'));
    await assertFails(
      getDocs(query(collection(mallory(), 'debateRequests'), where('status', '==', 'challenge'))),
    );
    await assertFails(
      getDocs(query(collection(mallory(), 'debateRequests'), where('userId', '==', 'alice'))),
    );
    // The open list Browse reads holds only the open request.
    const open = await assertSucceeds(
      getDocs(query(collection(mallory(), 'debateRequests'), where('status', '==', 'pending'))),
    );
    expect(open.docs.map((d) => d.id)).toEqual(['open1']);
  });

  test('a signed-out visitor reads nothing', async () => {
    await assertFails(getDoc(doc(visitor(), 'debateRequests/c1')));
    await assertFails(incoming(visitor(), 'bob'));
  });

  test('once matched, the person who accepted no longer reads it (like an open request)', async () => {
    await seed(env(), (db) =>
      updateDoc(doc(db, 'debateRequests/c1'), { status: 'matched', acceptedBy: 'bob' }),
    );
    await assertFails(getDoc(doc(bob(), 'debateRequests/c1')));
    await assertSucceeds(getDoc(doc(alice(), 'debateRequests/c1')));
  });
});

describe('challenges: who writes them', () => {
  test('the challenger cancels theirs while it waits', async () => {
    await assertSucceeds(deleteDoc(doc(alice(), 'debateRequests/c1')));
  });

  test('the person challenged cannot delete, accept or re-address it (functions do)', async () => {
    await assertFails(deleteDoc(doc(bob(), 'debateRequests/c1')));
    await assertFails(updateDoc(doc(bob(), 'debateRequests/c1'), { status: 'matched' }));
    await assertFails(updateDoc(doc(alice(), 'debateRequests/c1'), { challengedUid: 'mallory' }));
    await assertFails(
      updateDoc(doc(alice(), 'debateRequests/c1'), {
        expiresAt: Timestamp.fromMillis(Date.now() + 10 * 86_400_000),
      }),
    );
  });

  test('nobody creates a challenge directly: no spam around the function and its limits', async () => {
    await assertFails(setDoc(doc(alice(), 'debateRequests/c2'), { ...CHALLENGE }));
    await assertFails(deleteDoc(doc(mallory(), 'debateRequests/c1')));
    await assertFails(deleteDoc(doc(visitor(), 'debateRequests/c1')));
  });
});
