/**
 * users/{uid} (the public profile), users/{uid}/private/account (the owner's phone and last
 * activity) and users/{uid}/medals (the owner's medal history): docs/decisions/0012-safety.md
 * "Phone privacy".
 */
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
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();
const ALICE_PHONE = '+15550000001';

function newProfile(uid = 'alice') {
  return { uid, createdAt: serverTimestamp() };
}

function newAccount(phoneNumber = ALICE_PHONE) {
  return { phoneNumber, lastActive: serverTimestamp() };
}

const alice = () => phoneUser(env(), 'alice', ALICE_PHONE).firestore();
const mallory = () => phoneUser(env(), 'mallory', '+15550000666').firestore();
const signedOut = () => env().unauthenticatedContext().firestore();

async function seedAlice() {
  await seed(env(), async (db) => {
    await setDoc(doc(db, 'users/alice'), {
      uid: 'alice',
      fallbackName: 'ProofPro0001',
      createdAt: new Date(),
      debateStats: { totalDebates: 1, wins: 1, losses: 0, draws: 0 },
      medals: [{ id: 'm1', topic: 'Cats', stance: 'For', wonAt: 1, opponentName: 'Bob' }],
      medalCount: 1,
    });
    await setDoc(doc(db, 'users/alice/private/account'), {
      phoneNumber: ALICE_PHONE,
      lastActive: new Date(),
    });
    await setDoc(doc(db, 'users/alice/medals/m1'), {
      id: 'm1',
      topic: 'Cats',
      stance: 'For',
      wonAt: 1,
      opponentPhone: '+15550000002',
      opponentName: 'Bob',
      aiAnalysis: 'Clear.',
    });
  });
}

async function banAlice() {
  await seed(env(), (db) => setDoc(doc(db, 'bans/alice'), { at: new Date() }));
}

describe('users/{uid}: the public profile', () => {
  test('the owner creates it with exactly their uid and the server time, with the account in one batch', async () => {
    const db = alice();
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/alice'), newProfile());
    batch.set(doc(db, 'users/alice/private/account'), newAccount(), { merge: true });
    await assertSucceeds(batch.commit());
  });

  test('refuses a profile created with a phone, lastActive, a generated name, stats or medals', async () => {
    const ref = doc(alice(), 'users/alice');
    await assertFails(setDoc(ref, { ...newProfile(), phoneNumber: ALICE_PHONE }));
    await assertFails(setDoc(ref, { ...newProfile(), lastActive: serverTimestamp() }));
    await assertFails(setDoc(ref, { ...newProfile(), fallbackName: 'DebateKing0000' }));
    await assertFails(
      setDoc(ref, {
        ...newProfile(),
        debateStats: { totalDebates: 9, wins: 9, losses: 0, draws: 0 },
      }),
    );
    await assertFails(setDoc(ref, { ...newProfile(), medals: [{ id: 'x' }] }));
    await assertFails(setDoc(ref, { ...newProfile(), medalCount: 99 }));
    await assertFails(setDoc(ref, { uid: 'bob', createdAt: serverTimestamp() }));
    await assertFails(setDoc(ref, { uid: 'alice', createdAt: new Date(0) }));
  });

  test('another user and a signed-out visitor cannot create a profile for someone', async () => {
    await assertFails(setDoc(doc(mallory(), 'users/alice'), newProfile()));
    await assertFails(setDoc(doc(signedOut(), 'users/alice'), newProfile()));
  });

  test('signed-in users get a profile by its uid; signed-out visitors cannot; nobody lists them past the leaderboard’s 50 (ratings.test.ts)', async () => {
    await seedAlice();
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
    await assertSucceeds(getDoc(doc(mallory(), 'users/alice')));
    await assertFails(getDoc(doc(signedOut(), 'users/alice')));
    await assertFails(getDocs(collection(mallory(), 'users')));
    await assertFails(getDocs(query(collection(mallory(), 'users'), limit(51))));
    await assertFails(getDocs(collection(alice(), 'users')));
  });

  test('the owner edits the profile fields and clears them', async () => {
    await seedAlice();
    const ref = doc(alice(), 'users/alice');
    await assertSucceeds(
      updateDoc(ref, {
        displayName: 'Alice',
        bio: 'Likes logic',
        profilePictureUrl: 'https://example.com/a.png',
      }),
    );
    await assertSucceeds(updateDoc(ref, { bio: deleteField() }));
  });

  test('refuses stats, medals, the generated name, private fields and oversize or unsafe fields', async () => {
    await seedAlice();
    const ref = doc(alice(), 'users/alice');
    await assertFails(updateDoc(ref, { 'debateStats.wins': 100 }));
    await assertFails(updateDoc(ref, { medals: [{ id: 'fake' }] }));
    await assertFails(updateDoc(ref, { medalCount: 100 }));
    await assertFails(updateDoc(ref, { fallbackName: 'Admin' }));
    await assertFails(updateDoc(ref, { contacts: ['bob'] }));
    // The phone and last activity belong in private/account, never on the public profile.
    await assertFails(updateDoc(ref, { phoneNumber: ALICE_PHONE }));
    await assertFails(updateDoc(ref, { lastActive: serverTimestamp() }));
    await assertFails(updateDoc(ref, { uid: 'bob' }));
    await assertFails(updateDoc(ref, { displayName: 'x'.repeat(51) }));
    await assertFails(updateDoc(ref, { bio: 'x'.repeat(501) }));
    await assertFails(updateDoc(ref, { displayName: 42 }));
    await assertFails(updateDoc(ref, { displayName: '' }));
    await assertFails(updateDoc(ref, { bio: '' }));
    await assertFails(updateDoc(ref, { profilePictureUrl: 'javascript:alert(1)' }));
    await assertFails(updateDoc(ref, { profilePictureUrl: 'data:image/png;base64,AAAA' }));
    await assertFails(updateDoc(ref, { isAdmin: true }));
  });

  test('another user and a signed-out visitor cannot edit or delete a profile', async () => {
    await seedAlice();
    await assertFails(updateDoc(doc(mallory(), 'users/alice'), { displayName: 'Hacked' }));
    await assertFails(updateDoc(doc(signedOut(), 'users/alice'), { displayName: 'Hacked' }));
    await assertFails(deleteDoc(doc(mallory(), 'users/alice')));
    await assertFails(deleteDoc(doc(alice(), 'users/alice')));
  });

  test('a banned owner writes nothing', async () => {
    await seedAlice();
    await banAlice();
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { displayName: 'Still here' }));
    await assertFails(
      updateDoc(doc(alice(), 'users/alice/private/account'), { lastActive: serverTimestamp() }),
    );
  });
});

describe('users/{uid}/private/account: the owner’s phone and last activity', () => {
  test('the owner creates it with the phone of their own sign-in and the server time', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice/private/account'), newAccount()));
  });

  test('refuses another phone, another time, extra fields and other documents under private/', async () => {
    const db = alice();
    const ref = doc(db, 'users/alice/private/account');
    await assertFails(setDoc(ref, newAccount('+15559999999')));
    await assertFails(setDoc(ref, { phoneNumber: ALICE_PHONE, lastActive: new Date(0) }));
    await assertFails(setDoc(ref, { ...newAccount(), isAdmin: true }));
    await assertFails(setDoc(ref, { phoneNumber: ALICE_PHONE }));
    await assertFails(setDoc(doc(db, 'users/alice/private/notes'), newAccount()));
  });

  test('the owner reads it and moves lastActive to now, nothing else', async () => {
    await seedAlice();
    const ref = doc(alice(), 'users/alice/private/account');
    await assertSucceeds(getDoc(ref));
    // The sign-in's merged write: same phone, lastActive now.
    await assertSucceeds(setDoc(ref, newAccount(), { merge: true }));
    await assertSucceeds(updateDoc(ref, { lastActive: serverTimestamp() }));
    await assertFails(updateDoc(ref, { lastActive: new Date(0) }));
    await assertFails(updateDoc(ref, { phoneNumber: '+15559999999' }));
    await assertFails(setDoc(ref, newAccount('+15559999999'), { merge: true }));
    await assertFails(updateDoc(ref, { extra: 1 }));
    await assertFails(deleteDoc(ref));
    await assertFails(getDocs(collection(alice(), 'users/alice/private')));
  });

  test('another signed-in user cannot read, list, create or change it', async () => {
    await seedAlice();
    const db = mallory();
    const ref = doc(db, 'users/alice/private/account');
    await assertFails(getDoc(ref));
    await assertFails(getDocs(collection(db, 'users/alice/private')));
    await assertFails(updateDoc(ref, { lastActive: serverTimestamp() }));
    await assertFails(deleteDoc(ref));
    await assertFails(setDoc(doc(db, 'users/bob/private/account'), newAccount('+15550000666')));
  });

  test('a signed-out visitor cannot read, list or write it', async () => {
    await seedAlice();
    const db = signedOut();
    const ref = doc(db, 'users/alice/private/account');
    await assertFails(getDoc(ref));
    await assertFails(getDocs(collection(db, 'users/alice/private')));
    await assertFails(setDoc(ref, newAccount()));
    await assertFails(updateDoc(ref, { lastActive: serverTimestamp() }));
  });
});

describe('users/{uid}/medals: the owner’s medal history', () => {
  test('the owner reads and pages their medals, newest first', async () => {
    await seedAlice();
    const db = alice();
    await assertSucceeds(getDoc(doc(db, 'users/alice/medals/m1')));
    await assertSucceeds(
      getDocs(query(collection(db, 'users/alice/medals'), orderBy('wonAt', 'desc'), limit(10))),
    );
  });

  test('nobody writes medals, not even their owner (the evaluation function does)', async () => {
    await seedAlice();
    for (const db of [alice(), mallory(), signedOut()]) {
      await assertFails(setDoc(doc(db, 'users/alice/medals/m2'), { id: 'm2', topic: 'Fake' }));
      await assertFails(updateDoc(doc(db, 'users/alice/medals/m1'), { topic: 'Changed' }));
      await assertFails(deleteDoc(doc(db, 'users/alice/medals/m1')));
    }
  });

  test('another signed-in user and a signed-out visitor cannot read them', async () => {
    await seedAlice();
    for (const db of [mallory(), signedOut()]) {
      await assertFails(getDoc(doc(db, 'users/alice/medals/m1')));
      await assertFails(getDocs(collection(db, 'users/alice/medals')));
    }
  });
});
