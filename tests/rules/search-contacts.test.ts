import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const BOB_ENTRY = {
  uid: 'bob',
  displayName: 'Bob',
  fallbackName: 'ProofPro0002',
  nameLower: 'bob',
  tokens: ['bo', 'bob', 'ob'],
};

const CONTACT = {
  uid: 'bob',
  phoneNumber: '+15550000002',
  displayName: 'Bob',
  addedAt: new Date(),
};

describe('userIndex/{uid}', () => {
  async function seedIndex() {
    await seed(env(), (db) => setDoc(doc(db, 'userIndex/bob'), BOB_ENTRY));
  }

  // The searchUsers function reads it with the Admin SDK; a client page of it, however
  // small, could be paged through the whole index.
  test('no signed-in user reads, lists or pages it, not even the user it describes', async () => {
    await seedIndex();
    for (const db of [
      phoneUser(env(), 'alice').firestore(),
      phoneUser(env(), 'bob', '+15550000002').firestore(),
    ]) {
      await assertFails(getDoc(doc(db, 'userIndex/bob')));
      await assertFails(getDocs(query(collection(db, 'userIndex'), limit(1))));
      await assertFails(getDocs(query(collection(db, 'userIndex'), limit(20))));
      await assertFails(
        getDocs(
          query(collection(db, 'userIndex'), where('tokens', 'array-contains', 'bo'), limit(10)),
        ),
      );
      await assertFails(
        getDocs(query(collection(db, 'userIndex'), where('nameLower', '==', 'bob'), limit(1))),
      );
    }
  });

  test('refuses a signed-out visitor', async () => {
    await seedIndex();
    const db = env().unauthenticatedContext().firestore();
    await assertFails(getDocs(query(collection(db, 'userIndex'), limit(5))));
    await assertFails(getDoc(doc(db, 'userIndex/bob')));
  });

  test('no client writes it, not even the user it describes', async () => {
    await seedIndex();
    const bob = phoneUser(env(), 'bob', '+15550000002').firestore();
    await assertFails(setDoc(doc(bob, 'userIndex/bob'), { ...BOB_ENTRY, displayName: 'Bobby' }));
    await assertFails(updateDoc(doc(bob, 'userIndex/bob'), { tokens: ['admin'] }));
    await assertFails(deleteDoc(doc(bob, 'userIndex/bob')));
    await assertFails(setDoc(doc(bob, 'userIndex/new'), { ...BOB_ENTRY, uid: 'new' }));
    const stranger = env().unauthenticatedContext().firestore();
    await assertFails(setDoc(doc(stranger, 'userIndex/x'), BOB_ENTRY));
  });
});

describe('users/{uid}/contacts/{contactUid}', () => {
  async function seedContact() {
    await seed(env(), (db) => setDoc(doc(db, 'users/alice/contacts/bob'), CONTACT));
  }

  test('the owner reads, lists and deletes their contacts', async () => {
    await seedContact();
    const db = phoneUser(env(), 'alice').firestore();
    await assertSucceeds(getDoc(doc(db, 'users/alice/contacts/bob')));
    await assertSucceeds(getDocs(collection(db, 'users/alice/contacts')));
    await assertSucceeds(deleteDoc(doc(db, 'users/alice/contacts/bob')));
  });

  test('the owner cannot create or change a contact (the addContact function does)', async () => {
    await seedContact();
    const db = phoneUser(env(), 'alice').firestore();
    await assertFails(setDoc(doc(db, 'users/alice/contacts/carol'), { ...CONTACT, uid: 'carol' }));
    await assertFails(updateDoc(doc(db, 'users/alice/contacts/bob'), { displayName: 'Robert' }));
    await assertFails(setDoc(doc(db, 'users/alice/contacts/bob'), CONTACT));
  });

  test('another signed-in user is refused everything', async () => {
    await seedContact();
    const db = phoneUser(env(), 'mallory').firestore();
    await assertFails(getDoc(doc(db, 'users/alice/contacts/bob')));
    await assertFails(getDocs(collection(db, 'users/alice/contacts')));
    await assertFails(deleteDoc(doc(db, 'users/alice/contacts/bob')));
    await assertFails(updateDoc(doc(db, 'users/alice/contacts/bob'), { displayName: 'X' }));
    await assertFails(
      setDoc(doc(db, 'users/alice/contacts/mallory'), { ...CONTACT, uid: 'mallory' }),
    );
    // Not even the contact it describes.
    const bob = phoneUser(env(), 'bob', '+15550000002').firestore();
    await assertFails(getDoc(doc(bob, 'users/alice/contacts/bob')));
    await assertFails(deleteDoc(doc(bob, 'users/alice/contacts/bob')));
  });

  test('a signed-out visitor is refused everything', async () => {
    await seedContact();
    const db = env().unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'users/alice/contacts/bob')));
    await assertFails(getDocs(collection(db, 'users/alice/contacts')));
    await assertFails(deleteDoc(doc(db, 'users/alice/contacts/bob')));
    await assertFails(setDoc(doc(db, 'users/alice/contacts/x'), CONTACT));
    await assertFails(updateDoc(doc(db, 'users/alice/contacts/bob'), { displayName: 'X' }));
  });
});

describe('users/{viewer}/phoneAccess/{owner}: who may see whose phone', () => {
  async function seedAccess() {
    await seed(env(), (db) =>
      setDoc(doc(db, 'users/alice/phoneAccess/bob'), { added: new Date() }),
    );
  }

  /** Every client operation on the records, as `db`, each started when called. */
  function attempts(db: ReturnType<RulesTestContext['firestore']>): (() => Promise<unknown>)[] {
    return [
      () => getDoc(doc(db, 'users/alice/phoneAccess/bob')),
      () => getDocs(collection(db, 'users/alice/phoneAccess')),
      () => setDoc(doc(db, 'users/alice/phoneAccess/carol'), { typed: new Date() }),
      () => updateDoc(doc(db, 'users/alice/phoneAccess/bob'), { wrote: new Date() }),
      () => deleteDoc(doc(db, 'users/alice/phoneAccess/bob')),
    ];
  }

  test('the viewer cannot read or write their own (only the functions do)', async () => {
    await seedAccess();
    for (const attempt of attempts(phoneUser(env(), 'alice').firestore())) {
      await assertFails(attempt());
    }
  });

  test('the owner of the phone and any other signed-in user are refused everything', async () => {
    await seedAccess();
    for (const uid of ['bob', 'mallory']) {
      for (const attempt of attempts(phoneUser(env(), uid).firestore())) {
        await assertFails(attempt());
      }
    }
    // Nobody gives themselves a stranger's phone by writing into their own records either.
    const mallory = phoneUser(env(), 'mallory').firestore();
    await assertFails(
      setDoc(doc(mallory, 'users/mallory/phoneAccess/alice'), { typed: new Date() }),
    );
  });

  test('a signed-out visitor is refused everything', async () => {
    await seedAccess();
    for (const attempt of attempts(env().unauthenticatedContext().firestore())) {
      await assertFails(attempt());
    }
  });
});
