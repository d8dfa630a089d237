/**
 * users/{uid}/fcmTokens/{token} (a user's push devices), written through the app's own verbs
 * (src/push/token-docs.ts) where the owner writes, and the functions-only push bookkeeping.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { deleteDeviceToken, newTokenFields, saveDeviceToken } from '@/push/token-docs';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const TOKEN = 'eXaMpLeT0k3n:APA91bHc_8w-example-token-of-a-device_0123456789abcdefABCDEF';
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/130 Mobile';

const alice = () => phoneUser(env(), 'alice').firestore();
const mallory = () => phoneUser(env(), 'mallory').firestore();
const visitor = () => env().unauthenticatedContext().firestore();

type Db = ReturnType<typeof alice>;

/**
 * The test context's Firestore for the app's own verbs: the same SDK at run time, but typed
 * as the compat class the testing library declares.
 */
const appDb = (db: Db) => db as unknown as Firestore;

const tokenPath = (uid: string, token = TOKEN) => `users/${uid}/fcmTokens/${token}`;

async function seedAliceToken(lastSeen = Timestamp.fromMillis(1_700_000_000_000)) {
  await seed(env(), async (db) => {
    await setDoc(doc(db, tokenPath('alice')), {
      token: TOKEN,
      createdAt: lastSeen,
      lastSeen,
      userAgent: UA,
    });
  });
}

function create(db: Db, uid: string, fields: Record<string, unknown>, token = TOKEN) {
  return setDoc(doc(db, tokenPath(uid, token)), fields);
}

describe('users/{uid}/fcmTokens/{token}: the owner', () => {
  test('stores a new device token, then refreshes its lastSeen, through the app', async () => {
    expect(await assertSucceeds(saveDeviceToken('alice', TOKEN, UA, appDb(alice())))).toBe(
      'created',
    );
    expect(await assertSucceeds(saveDeviceToken('alice', TOKEN, UA, appDb(alice())))).toBe(
      'refreshed',
    );
    const stored = await getDoc(doc(alice(), tokenPath('alice')));
    expect(Object.keys(stored.data() ?? {}).sort()).toEqual([
      'createdAt',
      'lastSeen',
      'token',
      'userAgent',
    ]);
  });

  test('reads and lists their devices and deletes one through the app', async () => {
    await seedAliceToken();
    await assertSucceeds(getDoc(doc(alice(), tokenPath('alice'))));
    await assertSucceeds(getDocs(collection(alice(), 'users/alice/fcmTokens')));
    await assertSucceeds(deleteDeviceToken('alice', TOKEN, appDb(alice())));
  });

  test('keeps a long user agent within bounds on the way in', async () => {
    await assertSucceeds(saveDeviceToken('alice', TOKEN, 'x'.repeat(2000), appDb(alice())));
    const stored = await getDoc(doc(alice(), tokenPath('alice')));
    expect(String(stored.data()?.userAgent)).toHaveLength(512);
  });

  test('cannot create a token document with other or missing fields', async () => {
    const fields = newTokenFields(TOKEN, UA);
    await assertFails(create(alice(), 'alice', { ...fields, userId: 'alice' }));
    await assertFails(create(alice(), 'alice', { ...fields, admin: true }));
    const { userAgent: _ua, ...noAgent } = fields;
    await assertFails(create(alice(), 'alice', noAgent));
    const { lastSeen: _seen, ...noLastSeen } = fields;
    await assertFails(create(alice(), 'alice', noLastSeen));
  });

  test("cannot create one whose token is not its id, or with the client's own times", async () => {
    const fields = newTokenFields(TOKEN, UA);
    await assertFails(create(alice(), 'alice', { ...fields, token: 'another-token' }));
    await assertFails(create(alice(), 'alice', { ...fields, createdAt: Timestamp.now() }));
    await assertFails(
      create(alice(), 'alice', { ...fields, lastSeen: Timestamp.fromMillis(4_000_000_000_000) }),
    );
  });

  test('cannot create oversized or malformed ones', async () => {
    await assertFails(
      create(alice(), 'alice', { ...newTokenFields(TOKEN, UA), userAgent: 'x'.repeat(513) }),
    );
    await assertFails(create(alice(), 'alice', { ...newTokenFields(TOKEN, UA), userAgent: 42 }));
    const long = 'a'.repeat(1025);
    await assertFails(create(alice(), 'alice', newTokenFields(long, UA), long));
    const odd = 'token with spaces';
    await assertFails(create(alice(), 'alice', newTokenFields(odd, UA), odd));
    // The bound itself is allowed.
    const longest = 'a'.repeat(1024);
    await assertSucceeds(create(alice(), 'alice', newTokenFields(longest, UA), longest));
  });

  test('updates only lastSeen, and only to now', async () => {
    await seedAliceToken();
    const ref = () => doc(alice(), tokenPath('alice'));
    await assertSucceeds(updateDoc(ref(), { lastSeen: serverTimestamp() }));
    await assertFails(updateDoc(ref(), { lastSeen: Timestamp.fromMillis(1_800_000_000_000) }));
    await assertFails(updateDoc(ref(), { userAgent: 'changed' }));
    await assertFails(updateDoc(ref(), { token: 'changed', lastSeen: serverTimestamp() }));
    await assertFails(updateDoc(ref(), { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(ref(), { lastSeen: serverTimestamp(), extra: 1 }));
  });
});

describe('users/{uid}/fcmTokens/{token}: everyone else', () => {
  test('another signed-in user can neither see nor change them', async () => {
    await seedAliceToken();
    await assertFails(getDoc(doc(mallory(), tokenPath('alice'))));
    await assertFails(getDocs(collection(mallory(), 'users/alice/fcmTokens')));
    await assertFails(
      updateDoc(doc(mallory(), tokenPath('alice')), { lastSeen: serverTimestamp() }),
    );
    await assertFails(deleteDoc(doc(mallory(), tokenPath('alice'))));
  });

  test("another user cannot plant their device among someone else's", async () => {
    await assertFails(saveDeviceToken('alice', TOKEN, UA, appDb(mallory())));
    await assertFails(create(mallory(), 'alice', newTokenFields(TOKEN, UA)));
  });

  test("registering a device someone else held is the new account's own write, and shows nothing of theirs", async () => {
    // The same browser can hand the same token to a second account; the onFcmTokenCreated
    // function (not the client) then takes it off the first one (tests/functions).
    await seedAliceToken();
    await assertSucceeds(saveDeviceToken('mallory', TOKEN, UA, appDb(mallory())));
    await assertFails(getDoc(doc(mallory(), tokenPath('alice'))));
    await assertFails(deleteDoc(doc(mallory(), tokenPath('alice'))));
  });

  test('a signed-out visitor can do nothing with them', async () => {
    await seedAliceToken();
    await assertFails(getDoc(doc(visitor(), tokenPath('alice'))));
    await assertFails(getDocs(collection(visitor(), 'users/alice/fcmTokens')));
    await assertFails(create(visitor(), 'alice', newTokenFields('fresh-token', UA), 'fresh-token'));
    await assertFails(
      updateDoc(doc(visitor(), tokenPath('alice')), { lastSeen: serverTimestamp() }),
    );
    await assertFails(deleteDoc(doc(visitor(), tokenPath('alice'))));
  });
});

describe('push bookkeeping (pushes, pushLog)', () => {
  test('no client reads or writes it, not even the user it is about', async () => {
    await seed(env(), async (db) => {
      await setDoc(doc(db, 'pushes/n1'), { userId: 'alice', state: 'sent' });
      await setDoc(doc(db, 'pushLog/l1'), { notificationId: 'n1', tokens: [TOKEN] });
    });
    for (const db of [alice(), mallory(), visitor()]) {
      await assertFails(getDoc(doc(db, 'pushes/n1')));
      await assertFails(getDoc(doc(db, 'pushLog/l1')));
      await assertFails(getDocs(collection(db, 'pushLog')));
      await assertFails(setDoc(doc(db, 'pushes/n2'), { userId: 'alice', state: 'sent' }));
      await assertFails(setDoc(doc(db, 'pushLog/l2'), { notificationId: 'n2' }));
      await assertFails(deleteDoc(doc(db, 'pushes/n1')));
    }
  });
});
