/**
 * Removing a contact (docs/decisions/0013-chat.md §6) on the emulators: from one's own list only (a
 * direct delete the rules allow the owner) or from both lists (the removeContactFromBoth function),
 * through the app's own data modules signed in as a phone user. Prints its quota's figure.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { deleteDoc, doc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUOTAS } from '@/domain/limits';
import { signInApp } from '../data/support';
import { admin, callFunction, phoneAccount, uniquePhone, type Account } from './support';

const { removeContact, removeContactFromBoth } = await import('@/data/contacts');
const { db: appDb } = await import('@/data/firestore');

setLogLevel('silent');

let myUid: string;
const myPhone = uniquePhone();

async function exists(path: string): Promise<boolean> {
  return (await admin().doc(path).get()).exists;
}

/** Makes two people each other's contacts, as addContact would. */
async function befriend(a: string, b: string) {
  for (const [owner, other] of [
    [a, b],
    [b, a],
  ] as const) {
    await admin()
      .doc(`users/${owner}/contacts/${other}`)
      .set({ uid: other, phoneNumber: '+15550000000', addedAt: Timestamp.now() });
  }
}

beforeAll(async () => {
  myUid = await signInApp(myPhone);
  await admin().doc(`users/${myUid}`).set({ uid: myUid, displayName: 'Me' });
});

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('removing a contact', () => {
  test('from my list only: my entry goes, theirs stays', async () => {
    const zoe = await phoneAccount();
    await befriend(myUid, zoe.uid);

    await removeContact(myUid, zoe.uid);

    expect(await exists(`users/${myUid}/contacts/${zoe.uid}`)).toBe(false);
    expect(await exists(`users/${zoe.uid}/contacts/${myUid}`)).toBe(true);
  });

  test('the rules still let nobody delete an entry from someone else’s list directly', async () => {
    const zoe = await phoneAccount();
    await befriend(myUid, zoe.uid);
    const db = appDb();
    await expect(deleteDoc(doc(db, 'users', zoe.uid, 'contacts', myUid))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await exists(`users/${zoe.uid}/contacts/${myUid}`)).toBe(true);
  });

  test('from both lists: both entries go in one call', async () => {
    const zoe = await phoneAccount();
    await befriend(myUid, zoe.uid);

    await removeContactFromBoth(zoe.uid);

    expect(await exists(`users/${myUid}/contacts/${zoe.uid}`)).toBe(false);
    expect(await exists(`users/${zoe.uid}/contacts/${myUid}`)).toBe(false);
  });

  test('from both lists when they had already removed me: mine goes, nothing else changes', async () => {
    const zoe = await phoneAccount();
    await befriend(myUid, zoe.uid);
    await admin().doc(`users/${zoe.uid}/contacts/${myUid}`).delete();
    const result = await callFunction('removeContactFromBoth', await myToken(), {
      contactUid: zoe.uid,
    });
    expect(result).toMatchObject({
      status: 200,
      body: { result: { contactUid: zoe.uid, removedFromTheirs: false } },
    });
    expect(await exists(`users/${myUid}/contacts/${zoe.uid}`)).toBe(false);
  });

  test('refuses a stranger (not in my list): their list is untouched', async () => {
    const stranger = await phoneAccount();
    await admin()
      .doc(`users/${stranger.uid}/contacts/${myUid}`)
      .set({ uid: myUid, phoneNumber: myPhone, addedAt: Timestamp.now() });
    await expect(removeContactFromBoth(stranger.uid)).rejects.toMatchObject({
      message: 'This person is not in your contacts',
    });
    expect(await exists(`users/${stranger.uid}/contacts/${myUid}`)).toBe(true);
  });

  test('refuses signed out, myself and a bad uid', async () => {
    expect((await callFunction('removeContactFromBoth', null, { contactUid: 'x' })).status).toBe(
      401,
    );
    await expect(removeContactFromBoth(myUid)).rejects.toMatchObject({
      message: 'Invalid contact data',
    });
    await expect(removeContactFromBoth('a/b')).rejects.toMatchObject({
      message: 'Invalid contact data',
    });
  });

  test(`a quota of ${QUOTAS.contactRemoveBoth.limit} a day bounds the calls`, async () => {
    const caller: Account = await phoneAccount(uniquePhone());
    const { limit, kind } = QUOTAS.contactRemoveBoth;
    // The window is nearly used up: one unit left.
    await admin()
      .doc(`rateLimits/${caller.uid}_${kind}`)
      .set({ uid: caller.uid, kind, windowStart: Timestamp.now(), count: limit - 1 });
    const friend = await phoneAccount();
    await befriend(caller.uid, friend.uid);

    const last = await callFunction('removeContactFromBoth', caller.idToken, {
      contactUid: friend.uid,
    });
    const over = await callFunction('removeContactFromBoth', caller.idToken, {
      contactUid: friend.uid,
    });
    console.log(
      `removeContactFromBoth: ${limit} calls a day per account; call ${limit + 1} answers ${over.status}`,
    );
    expect(last.status).toBe(200);
    expect(over).toMatchObject({
      status: 429,
      body: { error: { message: QUOTAS.contactRemoveBoth.message } },
    });
  });
});

async function myToken(): Promise<string> {
  const { auth } = await import('@/data/auth');
  return (await auth().currentUser!.getIdToken()) as string;
}
