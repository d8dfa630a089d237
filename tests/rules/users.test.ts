import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();
const ALICE_PHONE = '+15550000001';

function newProfile(uid = 'alice', phoneNumber = ALICE_PHONE) {
  return { uid, phoneNumber, createdAt: serverTimestamp(), lastActive: serverTimestamp() };
}

async function seedAlice() {
  await seed(env(), (db) =>
    setDoc(doc(db, 'users/alice'), {
      uid: 'alice',
      phoneNumber: ALICE_PHONE,
      createdAt: new Date(),
      lastActive: new Date(),
      debateStats: { totalDebates: 1, wins: 1, losses: 0, draws: 0 },
      medals: [],
    }),
  );
}

describe('users/{uid}', () => {
  test('the owner creates their profile with exactly their identity and server times', async () => {
    const db = phoneUser(env(), 'alice', ALICE_PHONE).firestore();
    await assertSucceeds(setDoc(doc(db, 'users/alice'), newProfile()));
  });

  test('refuses a profile created with stats, medals or another phone number', async () => {
    const db = phoneUser(env(), 'alice', ALICE_PHONE).firestore();
    await assertFails(
      setDoc(doc(db, 'users/alice'), {
        ...newProfile(),
        debateStats: { totalDebates: 9, wins: 9, losses: 0, draws: 0 },
      }),
    );
    await assertFails(setDoc(doc(db, 'users/alice'), { ...newProfile(), medals: [{ id: 'x' }] }));
    await assertFails(setDoc(doc(db, 'users/alice'), newProfile('alice', '+15559999999')));
    await assertFails(setDoc(doc(db, 'users/alice'), { ...newProfile(), createdAt: new Date(0) }));
  });

  test('another user and a signed-out visitor cannot create a profile for someone', async () => {
    await assertFails(
      setDoc(doc(phoneUser(env(), 'mallory').firestore(), 'users/alice'), newProfile()),
    );
    await assertFails(
      setDoc(doc(env().unauthenticatedContext().firestore(), 'users/alice'), newProfile()),
    );
  });

  test('signed-in users read a profile; signed-out visitors cannot; nobody lists them all', async () => {
    await seedAlice();
    await assertSucceeds(
      getDoc(doc(phoneUser(env(), 'alice', ALICE_PHONE).firestore(), 'users/alice')),
    );
    await assertSucceeds(getDoc(doc(phoneUser(env(), 'bob').firestore(), 'users/alice')));
    await assertFails(getDoc(doc(env().unauthenticatedContext().firestore(), 'users/alice')));
    await assertFails(getDocs(collection(phoneUser(env(), 'bob').firestore(), 'users')));
  });

  test('the owner edits the profile fields and clears them', async () => {
    await seedAlice();
    const db = phoneUser(env(), 'alice', ALICE_PHONE).firestore();
    await assertSucceeds(
      updateDoc(doc(db, 'users/alice'), {
        displayName: 'Alice',
        bio: 'Likes logic',
        profilePictureUrl: 'https://example.com/a.png',
        lastActive: serverTimestamp(),
      }),
    );
    await assertSucceeds(updateDoc(doc(db, 'users/alice'), { bio: deleteField() }));
  });

  test('refuses stats, medals, contacts, identity changes and oversize or unsafe fields', async () => {
    await seedAlice();
    const db = phoneUser(env(), 'alice', ALICE_PHONE).firestore();
    const ref = doc(db, 'users/alice');
    await assertFails(updateDoc(ref, { 'debateStats.wins': 100 }));
    await assertFails(updateDoc(ref, { medals: [{ id: 'fake' }] }));
    await assertFails(updateDoc(ref, { contacts: ['bob'] }));
    await assertFails(updateDoc(ref, { phoneNumber: '+15559999999' }));
    await assertFails(updateDoc(ref, { uid: 'bob' }));
    await assertFails(updateDoc(ref, { displayName: 'x'.repeat(51) }));
    await assertFails(updateDoc(ref, { bio: 'x'.repeat(501) }));
    await assertFails(updateDoc(ref, { displayName: 42 }));
    await assertFails(updateDoc(ref, { profilePictureUrl: 'javascript:alert(1)' }));
    await assertFails(updateDoc(ref, { profilePictureUrl: 'data:image/png;base64,AAAA' }));
    await assertFails(updateDoc(ref, { lastActive: new Date(0) }));
    await assertFails(updateDoc(ref, { isAdmin: true }));
  });

  test('another user and a signed-out visitor cannot edit or delete a profile', async () => {
    await seedAlice();
    await assertFails(
      updateDoc(doc(phoneUser(env(), 'mallory').firestore(), 'users/alice'), {
        displayName: 'Hacked',
      }),
    );
    await assertFails(
      updateDoc(doc(env().unauthenticatedContext().firestore(), 'users/alice'), {
        displayName: 'Hacked',
      }),
    );
    await assertFails(deleteDoc(doc(phoneUser(env(), 'mallory').firestore(), 'users/alice')));
    await assertFails(
      deleteDoc(doc(phoneUser(env(), 'alice', ALICE_PHONE).firestore(), 'users/alice')),
    );
  });
});

describe('users/{uid} empty fields', () => {
  test('refuses an empty display name or bio: empty values are stored as absent', async () => {
    await seed(env(), (db) =>
      setDoc(doc(db, 'users/alice'), {
        uid: 'alice',
        phoneNumber: ALICE_PHONE,
        createdAt: new Date(),
        lastActive: new Date(),
      }),
    );
    const db = phoneUser(env(), 'alice', ALICE_PHONE).firestore();
    await assertFails(updateDoc(doc(db, 'users/alice'), { displayName: '' }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { bio: '' }));
    await assertSucceeds(updateDoc(doc(db, 'users/alice'), { displayName: 'A' }));
  });
});
