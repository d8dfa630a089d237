/**
 * The addContact callable on the emulators: the functions as deployed (functions/lib), the
 * app's own data modules signed in as a phone user, the Admin SDK to seed and inspect. The
 * search index's triggers are in user-index.test.ts, searchUsers in search-users.test.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { QUOTAS } from '@/domain/limits';
import { signInApp } from '../data/support';
import { BANNED_TEXT, BLOCKED_TEXT } from '../../functions/src/safety/account';
import { admin, callFunction, phoneAccount, uniquePhone } from './support';
import { person, seedPerson, uniqueWord } from './people';

const { addContact } = await import('@/data/contacts');

setLogLevel('silent');

async function contactsOf(uid: string) {
  const snapshot = await admin().collection(`users/${uid}/contacts`).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...d.data() }));
}

let myUid: string;
const myPhone = uniquePhone();
const myWord = uniqueWord('me');

beforeAll(async () => {
  myUid = await signInApp(myPhone);
  await seedPerson(myUid, myPhone, { displayName: `${myWord} Self` });
});

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('addContact', () => {
  test('adds each to the other’s contacts: the added one sees my phone and “Added you”, I see theirs only once they add back', async () => {
    const bob = await person({
      displayName: 'Bob Builder',
      profilePictureUrl: 'https://example.com/bob.png',
    });
    await expect(addContact(bob.uid)).resolves.toEqual({
      contactUid: bob.uid,
      alreadyAdded: false,
    });
    // Bob did not consent yet: my entry names him, without his phone.
    const bobEntry = {
      id: bob.uid,
      uid: bob.uid,
      displayName: 'Bob Builder',
      fallbackName: fallbackDisplayName(bob.phone),
      profilePictureUrl: 'https://example.com/bob.png',
      addedAt: expect.any(Timestamp),
    };
    expect(await contactsOf(myUid)).toContainEqual(bobEntry);
    // Adding him was my consent: his entry of me has my phone, and says I added him.
    const myEntry = {
      id: myUid,
      uid: myUid,
      phoneNumber: myPhone,
      displayName: `${myWord} Self`,
      fallbackName: fallbackDisplayName(myPhone),
      addedAt: expect.any(Timestamp),
    };
    expect(await contactsOf(bob.uid)).toEqual([{ ...myEntry, addedYou: true }]);

    // Bob adds back: both see each other's phone, and neither entry says 'Added you'.
    const back = await callFunction('addContact', bob.idToken, { contactUid: myUid });
    expect(back.body.result).toEqual({ contactUid: myUid, alreadyAdded: false });
    expect(await contactsOf(bob.uid)).toEqual([myEntry]);
    expect(await contactsOf(myUid)).toContainEqual({ ...bobEntry, phoneNumber: bob.phone });
  });

  test('is idempotent: adding again keeps one document each and the first addedAt', async () => {
    const carol = await person({ displayName: 'Carol' });
    await addContact(carol.uid);
    const mineBefore = await admin().doc(`users/${myUid}/contacts/${carol.uid}`).get();
    const theirsBefore = await admin().doc(`users/${carol.uid}/contacts/${myUid}`).get();

    await admin().doc(`users/${carol.uid}`).update({ displayName: 'Carol Renamed' });
    await expect(addContact(carol.uid)).resolves.toEqual({
      contactUid: carol.uid,
      alreadyAdded: true,
    });
    // Carol had me only as 'Added you': her add is the add-back; her second is a repeat.
    for (const alreadyAdded of [false, true]) {
      const back = await callFunction('addContact', carol.idToken, { contactUid: myUid });
      expect(back).toEqual({ status: 200, body: { result: { contactUid: myUid, alreadyAdded } } });
    }

    const mineAfter = await admin().doc(`users/${myUid}/contacts/${carol.uid}`).get();
    const theirsAfter = await admin().doc(`users/${carol.uid}/contacts/${myUid}`).get();
    expect((mineAfter.get('addedAt') as Timestamp).isEqual(mineBefore.get('addedAt'))).toBe(true);
    expect((theirsAfter.get('addedAt') as Timestamp).isEqual(theirsBefore.get('addedAt'))).toBe(
      true,
    );
    expect(mineAfter.get('displayName')).toBe('Carol Renamed');
    expect((await contactsOf(carol.uid)).map((c) => c.id)).toEqual([myUid]);
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
    await admin().doc(`users/${noUid}`).set({ displayName: 'No Uid' });
    await admin().doc(`users/${noUid}/private/account`).set({ phoneNumber: uniquePhone() });
    await expect(addContact(noUid)).rejects.toMatchObject({ message: 'Invalid contact data' });
    for (const data of [{ contactUid: 'a/b' }, {}]) {
      const bad = await callFunction('addContact', (await phoneAccount()).idToken, data);
      expect(bad).toMatchObject({
        status: 400,
        body: { error: { message: 'Invalid contact data' } },
      });
    }
    const mine = (await contactsOf(myUid)).map((c) => c.id);
    for (const id of [myUid, noPhone, noUid]) expect(mine).not.toContain(id);
  });

  test('refuses a call without a signed-in user with "User not authenticated"', async () => {
    const result = await callFunction('addContact', null, { contactUid: myUid });
    expect(result).toMatchObject({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED', message: 'User not authenticated' } },
    });
  });

  test('refuses a pair where either has blocked the other, and writes nothing', async () => {
    const [dora, eve] = [await person({ displayName: 'Dora' }), await person()];
    const fred = await person({ displayName: 'Fred' });
    // Dora blocked Eve; Fred was blocked by Eve.
    await admin().doc(`users/${dora.uid}/blocks/${eve.uid}`).set({ blockedAt: Timestamp.now() });
    await admin().doc(`users/${eve.uid}/blocks/${fred.uid}`).set({ blockedAt: Timestamp.now() });
    for (const [from, to] of [
      [eve, dora],
      [dora, eve],
      [fred, eve],
    ] as const) {
      const result = await callFunction('addContact', from.idToken, { contactUid: to.uid });
      expect(result).toMatchObject({ status: 403, body: { error: { message: BLOCKED_TEXT } } });
    }
    for (const who of [dora, eve, fred]) expect(await contactsOf(who.uid)).toEqual([]);
  });

  test('refuses a banned account, and writes nothing', async () => {
    const banned = await person();
    const other = await person({ displayName: 'Gina' });
    await admin().doc(`bans/${banned.uid}`).set({ at: Timestamp.now() });
    const result = await callFunction('addContact', banned.idToken, { contactUid: other.uid });
    expect(result).toMatchObject({ status: 403, body: { error: { message: BANNED_TEXT } } });
    expect(await contactsOf(other.uid)).toEqual([]);
  });

  test(`adds at most ${QUOTAS.contactAdd.limit} contacts a day; the next is refused`, async () => {
    const adder = await person();
    const others = await Promise.all(
      Array.from({ length: QUOTAS.contactAdd.limit + 1 }, (_, i) =>
        seedPerson(uniqueWord(`q${i}`), uniquePhone('+1558')),
      ),
    );
    let added = 0;
    for (const uid of others.slice(0, QUOTAS.contactAdd.limit)) {
      const result = await callFunction('addContact', adder.idToken, { contactUid: uid });
      if (result.status === 200) added += 1;
    }
    const refused = await callFunction('addContact', adder.idToken, {
      contactUid: others[QUOTAS.contactAdd.limit],
    });
    console.log(`[limit] contacts one account adds in a day: ${added}, then refused`);
    expect(added).toBe(50);
    expect(refused).toMatchObject({
      status: 429,
      body: { error: { status: 'RESOURCE_EXHAUSTED', message: QUOTAS.contactAdd.message } },
    });
    expect(await contactsOf(adder.uid)).toHaveLength(50);
  }, 120_000);
});
