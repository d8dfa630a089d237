/**
 * The search index trigger, the addContact callable and the app's search module, on the
 * emulators: the functions as deployed (functions/lib), the app's own data modules signed
 * in as a phone user (tests/data/support.ts), the Admin SDK to seed and inspect.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import type * as Firestore from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { signInApp } from '../data/support';
import { admin, callFunction, phoneAccount, uniquePhone, waitFor } from './support';
import { userIndexEntry } from '../../functions/src/search/index-entry';
import { fallbackDisplayName } from '@/domain/fallback-name';

// Every document the app reads through a query or a get is counted here, apart from the
// count the search module reports about itself.
const reads = vi.hoisted(() => ({ documents: 0 }));
vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof Firestore>();
  return {
    ...actual,
    getDocs: async (...args: Parameters<typeof actual.getDocs>) => {
      const snapshot = await actual.getDocs(...args);
      reads.documents += snapshot.size;
      return snapshot;
    },
    getDoc: async (...args: Parameters<typeof actual.getDoc>) => {
      const snapshot = await actual.getDoc(...args);
      reads.documents += 1;
      return snapshot;
    },
  };
});

const { searchUsers } = await import('@/data/search');
const { addContact } = await import('@/data/contacts');

setLogLevel('silent');

/** A word no other test or run uses (letters only, as search words are). */
function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${prefix}${letters.join('')}`;
}

async function indexEntry(uid: string): Promise<DocumentData | undefined> {
  return (await admin().doc(`userIndex/${uid}`).get()).data();
}

async function seedProfile(uid: string, fields: Record<string, unknown>): Promise<void> {
  await admin()
    .doc(`users/${uid}`)
    .set({ uid, createdAt: Timestamp.now(), lastActive: Timestamp.now(), ...fields });
}

/** The callable over HTTP, as any client could call it. */
function callAddContact(idToken: string | null, data: unknown) {
  return callFunction('addContact', idToken, data);
}

async function contactsOf(uid: string) {
  const snapshot = await admin().collection(`users/${uid}/contacts`).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...d.data() }));
}

let myUid: string;
const myPhone = uniquePhone();
const myWord = uniqueWord('me');

beforeAll(async () => {
  myUid = await signInApp(myPhone);
  await seedProfile(myUid, { phoneNumber: myPhone, displayName: `${myWord} Self` });
});

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('onUserWritten: the search index', () => {
  test('builds a user’s index entry from the profile', async () => {
    const uid = uniqueWord('idx');
    const phoneNumber = uniquePhone();
    await seedProfile(uid, {
      phoneNumber,
      displayName: 'Zed Tester',
      bio: 'Loves Logic and tea',
      profilePictureUrl: 'https://example.com/zed.png',
      debateStats: { totalDebates: 0, wins: 0, losses: 0, draws: 0 },
    });
    const entry = await waitFor(() => indexEntry(uid), Boolean, 'the index entry');
    expect(entry).toEqual(
      userIndexEntry(uid, {
        phoneNumber,
        displayName: 'Zed Tester',
        bio: 'Loves Logic and tea',
        profilePictureUrl: 'https://example.com/zed.png',
      }),
    );
    expect(entry).toMatchObject({
      uid,
      phoneNumber,
      phoneDigits: phoneNumber.slice(1),
      displayName: 'Zed Tester',
      nameLower: 'zed tester',
      bio: 'Loves Logic and tea',
    });
    expect(entry?.tokens).toEqual(
      expect.arrayContaining(['zed', 'test', 'logic', phoneNumber.slice(-4)]),
    );
    expect(entry).not.toHaveProperty('debateStats');
    expect(entry).not.toHaveProperty('lastActive');
  });

  test('indexes a user without a name under the generated name, and follows profile edits', async () => {
    const uid = uniqueWord('idx');
    const phoneNumber = uniquePhone();
    await seedProfile(uid, { phoneNumber });
    const first = await waitFor(() => indexEntry(uid), Boolean, 'the index entry');
    expect(first?.nameLower).toBe(fallbackDisplayName(phoneNumber).toLowerCase());
    expect(first).not.toHaveProperty('displayName');

    await admin().doc(`users/${uid}`).update({ displayName: 'Quinn', bio: 'New here' });
    const second = await waitFor(
      () => indexEntry(uid),
      (e) => e?.displayName === 'Quinn',
      'the new name',
    );
    expect(second).toMatchObject({ nameLower: 'quinn', bio: 'New here' });

    await admin().doc(`users/${uid}`).update({ bio: FieldValue.delete() });
    const third = await waitFor(
      () => indexEntry(uid),
      (e) => !('bio' in (e ?? { bio: 1 })),
      'no bio',
    );
    expect(third?.tokens).not.toContain('here');
  });

  test('does not rewrite the entry when only lastActive changes', async () => {
    const uid = uniqueWord('idx');
    await seedProfile(uid, { phoneNumber: uniquePhone(), displayName: 'Ida Idle' });
    await waitFor(() => indexEntry(uid), Boolean, 'the index entry');

    // How long an indexed change takes to arrive here, to know how long to wait below.
    const started = Date.now();
    await admin().doc(`users/${uid}`).update({ bio: 'timing' });
    await waitFor(
      () => indexEntry(uid),
      (e) => e?.bio === 'timing',
      'the bio',
    );
    const latency = Date.now() - started;

    // A field the trigger never writes: any rewrite of the entry would drop it.
    await admin().doc(`userIndex/${uid}`).update({ probe: true });
    const before = await admin().doc(`userIndex/${uid}`).get();
    await admin().doc(`users/${uid}`).update({ lastActive: FieldValue.serverTimestamp() });
    await admin().doc(`users/${uid}`).update({ 'debateStats.wins': 1 });
    await new Promise((r) => setTimeout(r, Math.max(3_000, latency * 4)));
    const after = await admin().doc(`userIndex/${uid}`).get();
    expect(after.get('probe')).toBe(true);
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);

    // An indexed change still rewrites it.
    await admin().doc(`users/${uid}`).update({ displayName: 'Ida Active' });
    const rewritten = await waitFor(
      () => indexEntry(uid),
      (e) => e?.displayName === 'Ida Active',
      'the name',
    );
    expect(rewritten).not.toHaveProperty('probe');
  });

  test('removes the entry when the user is deleted', async () => {
    const uid = uniqueWord('idx');
    await seedProfile(uid, { phoneNumber: uniquePhone(), displayName: 'Gone Soon' });
    await waitFor(() => indexEntry(uid), Boolean, 'the index entry');
    await admin().doc(`users/${uid}`).delete();
    await waitFor(
      () => indexEntry(uid),
      (e) => e === undefined,
      'the entry to go',
    );
  });
});

describe('addContact', () => {
  test('adds each user to the other’s contacts, through the app’s data module', async () => {
    const bobPhone = uniquePhone();
    const bob = await phoneAccount(bobPhone);
    await seedProfile(bob.uid, {
      phoneNumber: bobPhone,
      displayName: 'Bob Builder',
      profilePictureUrl: 'https://example.com/bob.png',
    });

    await expect(addContact(bob.uid)).resolves.toEqual({
      contactUid: bob.uid,
      alreadyAdded: false,
    });

    const mine = await contactsOf(myUid);
    expect(mine).toEqual([
      {
        id: bob.uid,
        uid: bob.uid,
        phoneNumber: bobPhone,
        displayName: 'Bob Builder',
        profilePictureUrl: 'https://example.com/bob.png',
        addedAt: expect.any(Timestamp),
      },
    ]);
    expect(await contactsOf(bob.uid)).toEqual([
      {
        id: myUid,
        uid: myUid,
        phoneNumber: myPhone,
        displayName: `${myWord} Self`,
        addedAt: expect.any(Timestamp),
      },
    ]);
  });

  test('is idempotent: adding again keeps one document each and the first addedAt', async () => {
    const carolPhone = uniquePhone();
    const carol = await phoneAccount(carolPhone);
    await seedProfile(carol.uid, { phoneNumber: carolPhone, displayName: 'Carol' });

    await addContact(carol.uid);
    const mineBefore = await admin().doc(`users/${myUid}/contacts/${carol.uid}`).get();
    const theirsBefore = await admin().doc(`users/${carol.uid}/contacts/${myUid}`).get();

    await admin().doc(`users/${carol.uid}`).update({ displayName: 'Carol Renamed' });
    await expect(addContact(carol.uid)).resolves.toEqual({
      contactUid: carol.uid,
      alreadyAdded: true,
    });
    // The other side adding back is the same pair: still nothing new.
    const back = await callAddContact(carol.idToken, { contactUid: myUid });
    expect(back).toEqual({
      status: 200,
      body: { result: { contactUid: myUid, alreadyAdded: true } },
    });

    const mineAfter = await admin().doc(`users/${myUid}/contacts/${carol.uid}`).get();
    const theirsAfter = await admin().doc(`users/${carol.uid}/contacts/${myUid}`).get();
    expect((mineAfter.get('addedAt') as Timestamp).isEqual(mineBefore.get('addedAt'))).toBe(true);
    expect((theirsAfter.get('addedAt') as Timestamp).isEqual(theirsBefore.get('addedAt'))).toBe(
      true,
    );
    expect(mineAfter.get('displayName')).toBe('Carol Renamed');
    expect((await contactsOf(carol.uid)).map((c) => c.id)).toEqual([myUid]);
    expect((await contactsOf(myUid)).filter((c) => c.id === carol.uid)).toHaveLength(1);
  });

  test('refuses a user that does not exist with "User not found"', async () => {
    const missing = uniqueWord('ghost');
    await expect(addContact(missing)).rejects.toMatchObject({
      message: 'User not found',
      code: 'functions/not-found',
    });
    expect(await contactsOf(myUid)).not.toContainEqual(expect.objectContaining({ id: missing }));
  });

  test('refuses yourself, a profile without a uid or phone, and a bad id with "Invalid contact data"', async () => {
    await expect(addContact(myUid)).rejects.toMatchObject({ message: 'Invalid contact data' });

    const noPhone = uniqueWord('nophone');
    await admin().doc(`users/${noPhone}`).set({ uid: noPhone, displayName: 'No Phone' });
    await expect(addContact(noPhone)).rejects.toMatchObject({ message: 'Invalid contact data' });

    const noUid = uniqueWord('nouid');
    await admin().doc(`users/${noUid}`).set({ phoneNumber: uniquePhone() });
    await expect(addContact(noUid)).rejects.toMatchObject({ message: 'Invalid contact data' });

    const bad = await callAddContact((await phoneAccount(uniquePhone())).idToken, {
      contactUid: 'a/b',
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { message: 'Invalid contact data' } },
    });
    const none = await callAddContact((await phoneAccount(uniquePhone())).idToken, {});
    expect(none).toMatchObject({
      status: 400,
      body: { error: { message: 'Invalid contact data' } },
    });

    const mine = (await contactsOf(myUid)).map((c) => c.id);
    expect(mine).not.toContain(myUid);
    expect(mine).not.toContain(noPhone);
    expect(mine).not.toContain(noUid);
    expect(await contactsOf(noPhone)).toEqual([]);
    expect(await contactsOf(noUid)).toEqual([]);
  });

  test('refuses a call without a signed-in user with "User not authenticated"', async () => {
    const result = await callAddContact(null, { contactUid: myUid });
    expect(result).toMatchObject({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED', message: 'User not authenticated' } },
    });
  });
});

describe('searchUsers (the app’s search module)', () => {
  const word = uniqueWord('kes');
  const Word = word[0]!.toUpperCase() + word.slice(1);
  const people = {
    exact: { uid: uniqueWord('s'), phoneNumber: uniquePhone(), displayName: Word },
    prefix: { uid: uniqueWord('s'), phoneNumber: uniquePhone(), displayName: `${Word}a Smith` },
    contains: { uid: uniqueWord('s'), phoneNumber: uniquePhone(), displayName: `Bob ${Word}` },
    bio: {
      uid: uniqueWord('s'),
      phoneNumber: uniquePhone(),
      displayName: 'Adam',
      bio: `I love ${word} debates`,
    },
    unrelated: { uid: uniqueWord('s'), phoneNumber: uniquePhone(), displayName: 'Carl' },
  };

  beforeAll(async () => {
    await admin()
      .doc(`users/${myUid}`)
      .update({ displayName: `${Word}b` });
    for (const person of Object.values(people)) await seedProfile(person.uid, person);
    await waitFor(
      async () => Promise.all([myUid, ...Object.values(people).map((p) => p.uid)].map(indexEntry)),
      (entries) => entries.every(Boolean) && entries[0]?.displayName === `${Word}b`,
      'the index entries',
    );
  });

  test('ranks an exact name match, then name prefixes, then the rest alphabetically, without me', async () => {
    const { users } = await searchUsers(word.toUpperCase(), myUid);
    expect(users.map((u) => u.uid)).toEqual([
      people.exact.uid,
      people.prefix.uid,
      people.bio.uid,
      people.contains.uid,
    ]);
    expect(users[2]).toEqual({
      uid: people.bio.uid,
      phoneNumber: people.bio.phoneNumber,
      displayName: 'Adam',
      bio: `I love ${word} debates`,
    });
  });

  test('matches the middle of a name or a bio, ignoring case, alphabetically', async () => {
    const middle = word.slice(2, 7);
    expect((await searchUsers(middle.toUpperCase(), myUid)).users.map((u) => u.uid)).toEqual([
      people.bio.uid, // Adam
      people.contains.uid, // Bob K…
      people.exact.uid, // K…
      people.prefix.uid, // K…a Smith
    ]);
    expect((await searchUsers(`LOVE ${word}`, myUid)).users.map((u) => u.uid)).toEqual([
      people.bio.uid,
    ]);
    expect((await searchUsers(`${word} hates`, myUid)).users).toEqual([]);
  });

  test('a phone query is an exact match of the whole number, with or without +', async () => {
    const { phoneNumber, uid } = people.contains;
    expect((await searchUsers(phoneNumber, myUid)).users.map((u) => u.uid)).toEqual([uid]);
    expect((await searchUsers(phoneNumber.slice(1), myUid)).users.map((u) => u.uid)).toEqual([uid]);
    expect((await searchUsers(phoneNumber.slice(0, -2), myUid)).users).toEqual([]);
    expect((await searchUsers(phoneNumber.slice(-6), myUid)).users).toEqual([]);
  });

  test('never finds the current user, not even by their own number', async () => {
    expect((await searchUsers(myPhone, myUid)).users).toEqual([]);
    expect((await searchUsers(`${word}b`, myUid)).users).toEqual([]);
    // Another user does find them.
    expect((await searchUsers(myPhone, people.exact.uid)).users.map((u) => u.uid)).toEqual([myUid]);
  });

  test('refuses a query of fewer than 2 characters without reading anything', async () => {
    reads.documents = 0;
    await expect(searchUsers(' a ', myUid)).rejects.toThrow(
      'Please enter at least 2 characters to search',
    );
    expect(reads.documents).toBe(0);
  });
});

describe('search cost', () => {
  const word = uniqueWord('crowd');
  const COUNT = 1_000;

  beforeAll(async () => {
    // Straight into the index (as the trigger would write it): 1,000 users who all match.
    const entries = Array.from({ length: COUNT }, (_, i) => {
      const uid = `${word}-${String(i).padStart(4, '0')}`;
      const phoneNumber = `+1444${String(i).padStart(7, '0')}`;
      return userIndexEntry(uid, {
        phoneNumber,
        displayName: `${word} Player ${i}`,
        bio: `${word} fan number ${i}`,
      });
    });
    for (let start = 0; start < COUNT; start += 500) {
      const batch = admin().batch();
      for (const entry of entries.slice(start, start + 500)) {
        batch.set(admin().doc(`userIndex/${entry.uid}`), entry);
      }
      await batch.commit();
    }
  }, 60_000);

  test('one search reads at most 20 documents among 1,000 matching users', async () => {
    const total = await admin()
      .collection('userIndex')
      .where('tokens', 'array-contains', word)
      .count()
      .get();
    expect(total.data().count).toBe(COUNT);

    reads.documents = 0;
    const outcome = await searchUsers(word, myUid);
    console.info(
      `search "${word}" among ${COUNT} matching users: ${reads.documents} documents read`,
    );
    expect(reads.documents).toBeLessThanOrEqual(20);
    expect(outcome.documentsRead).toBe(reads.documents);
    expect(outcome.users.length).toBeGreaterThan(0);
    // The best-ranked are among them: names starting with the word, alphabetical.
    expect(outcome.users[0]?.displayName).toBe(`${word} Player 0`);
    expect(outcome.users[1]?.displayName).toBe(`${word} Player 1`);

    reads.documents = 0;
    const exact = await searchUsers(`${word} PLAYER 99`, myUid);
    expect(reads.documents).toBeLessThanOrEqual(20);
    expect(exact.users[0]?.displayName).toBe(`${word} Player 99`);
    expect(exact.users[1]?.displayName).toBe(`${word} Player 990`);
  });

  test('a phone search reads at most 5 documents', async () => {
    reads.documents = 0;
    const outcome = await searchUsers('+14440000512', myUid);
    expect(reads.documents).toBeLessThanOrEqual(5);
    expect(outcome.users.map((u) => u.uid)).toEqual([`${word}-0512`]);
  });
});
