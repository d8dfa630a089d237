import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { describe, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

function notice(userId: string, read = false) {
  return {
    userId,
    type: 'debate_accepted',
    title: 'Your debate was accepted!',
    message: 'Bob accepted your debate on "Cats". Open the debate and tap Ready to start.',
    read,
    chatId: 'chat-1',
    topic: 'Cats',
    acceptedBy: 'bob',
    createdAt: Timestamp.fromMillis(1_700_000_000_000),
  };
}

async function seedNotices() {
  await seed(env(), async (db) => {
    await setDoc(doc(db, 'notifications/n1'), notice('alice'));
    await setDoc(doc(db, 'notifications/n2'), notice('alice', true));
    await setDoc(doc(db, 'notifications/b1'), notice('bob'));
  });
}

const alice = () => phoneUser(env(), 'alice').firestore();
const mallory = () => phoneUser(env(), 'mallory').firestore();
const visitor = () => env().unauthenticatedContext().firestore();

type Db = ReturnType<RulesTestContext['firestore']>;

function ownList(db: Db, uid: string) {
  return query(
    collection(db, 'notifications'),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(20),
  );
}

describe('notifications/{id}', () => {
  test('the owner reads a notice and lists their own with the userId filter', async () => {
    await seedNotices();
    await assertSucceeds(getDoc(doc(alice(), 'notifications/n1')));
    await assertSucceeds(getDocs(ownList(alice(), 'alice')));
    await assertSucceeds(
      getDocs(
        query(
          collection(alice(), 'notifications'),
          where('userId', '==', 'alice'),
          where('read', '==', false),
        ),
      ),
    );
  });

  test('refuses a list without the userId filter, even to the owner', async () => {
    await seedNotices();
    await assertFails(getDocs(collection(alice(), 'notifications')));
    await assertFails(getDocs(query(collection(alice(), 'notifications'), orderBy('createdAt'))));
    await assertFails(
      getDocs(query(collection(alice(), 'notifications'), where('read', '==', false))),
    );
  });

  test('the owner marks a notice read, alone or in a batch, and again when already read', async () => {
    await seedNotices();
    await assertSucceeds(updateDoc(doc(alice(), 'notifications/n1'), { read: true }));
    await assertSucceeds(updateDoc(doc(alice(), 'notifications/n2'), { read: true }));
    const db = alice();
    const batch = writeBatch(db);
    batch.update(doc(db, 'notifications/n1'), { read: true });
    batch.update(doc(db, 'notifications/n2'), { read: true });
    await assertSucceeds(batch.commit());
  });

  test('the owner cannot change anything but read, nor mark a notice unread', async () => {
    await seedNotices();
    const ref = doc(alice(), 'notifications/n1');
    await assertFails(updateDoc(ref, { title: 'Edited' }));
    await assertFails(updateDoc(ref, { message: 'Edited' }));
    await assertFails(updateDoc(ref, { userId: 'bob' }));
    await assertFails(updateDoc(ref, { type: 'debate_won' }));
    await assertFails(updateDoc(ref, { chatId: 'chat-2' }));
    await assertFails(updateDoc(ref, { read: true, title: 'Edited' }));
    await assertFails(updateDoc(ref, { read: true, extra: 1 }));
    await assertFails(updateDoc(ref, { read: true, topic: deleteField() }));
    await assertFails(updateDoc(ref, { read: 'yes' }));
    await assertFails(updateDoc(doc(alice(), 'notifications/n2'), { read: false }));
    await assertFails(setDoc(ref, { ...notice('alice'), read: true, createdAt: Timestamp.now() }));
  });

  test('the owner cannot create or delete a notice', async () => {
    await seedNotices();
    await assertFails(setDoc(doc(alice(), 'notifications/new'), notice('alice')));
    await assertFails(deleteDoc(doc(alice(), 'notifications/n1')));
  });

  test('another signed-in user can neither read, list, mark, create nor delete', async () => {
    await seedNotices();
    await assertFails(getDoc(doc(mallory(), 'notifications/n1')));
    await assertFails(getDocs(ownList(mallory(), 'alice')));
    await assertFails(updateDoc(doc(mallory(), 'notifications/n1'), { read: true }));
    await assertFails(setDoc(doc(mallory(), 'notifications/forged'), notice('alice')));
    await assertFails(setDoc(doc(mallory(), 'notifications/mine'), notice('mallory')));
    await assertFails(deleteDoc(doc(mallory(), 'notifications/n1')));
    // A batch mixing the owner's notice with someone else's fails as a whole.
    const db = alice();
    const batch = writeBatch(db);
    batch.update(doc(db, 'notifications/n1'), { read: true });
    batch.update(doc(db, 'notifications/b1'), { read: true });
    await assertFails(batch.commit());
  });

  test('a signed-out visitor can neither read, list, mark, create nor delete', async () => {
    await seedNotices();
    await assertFails(getDoc(doc(visitor(), 'notifications/n1')));
    await assertFails(getDocs(ownList(visitor(), 'alice')));
    await assertFails(updateDoc(doc(visitor(), 'notifications/n1'), { read: true }));
    await assertFails(setDoc(doc(visitor(), 'notifications/forged'), notice('alice')));
    await assertFails(deleteDoc(doc(visitor(), 'notifications/n1')));
  });

  test('reading a notice that does not exist is refused', async () => {
    await assertFails(getDoc(doc(alice(), 'notifications/missing')));
  });
});
