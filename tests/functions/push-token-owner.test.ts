/**
 * One FCM token, one account (functions/src/push/token-owner.ts), on the emulators with the
 * fake FCM transport: when account B registers a token account A holds, A's copy goes, and
 * A's pushes stop reaching the device. Tokens are written as the app writes them
 * (createdAt and lastSeen stamped by the server).
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, test } from 'vitest';
import { notifyNotices } from '../../functions/src/push/notify';
import { keepNewestHolder } from '../../functions/src/push/token-owner';
import { admin, waitFor } from './support';

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}

const tokenPath = (uid: string, token: string) => `users/${uid}/fcmTokens/${token}`;

/** What saveDeviceToken (src/push/token-docs.ts) writes, through the Admin SDK. */
async function register(uid: string, token: string, createdAt?: Timestamp) {
  const now = createdAt ?? FieldValue.serverTimestamp();
  await admin()
    .doc(tokenPath(uid, token))
    .set({ token, createdAt: now, lastSeen: now, userAgent: 'test' });
}

async function holds(uid: string, token: string): Promise<boolean> {
  return (await admin().doc(tokenPath(uid, token)).get()).exists;
}

/** Waits until the token's holders are exactly `expected` (the trigger has run). */
async function waitForHolders(token: string, expected: string[]) {
  const holders = async () => {
    const snapshot = await admin().collectionGroup('fcmTokens').where('token', '==', token).get();
    return snapshot.docs.map((d) => d.ref.parent.parent!.id).sort();
  };
  return waitFor(holders, (uids) => uids.join() === [...expected].sort().join(), 'token holders');
}

/**
 * A notice as the other functions create it, pushed inline as they push it (notify.ts, with
 * the emulators' fake transport); resolves with its settled push claim.
 */
async function pushTo(userId: string) {
  const ref = admin().collection('notifications').doc();
  await ref.set({
    userId,
    type: 'debate_accepted',
    title: 'Your debate was accepted!',
    message: 'Bob accepted your debate on "Cats".',
    read: false,
    chatId: unique('chat'),
    topic: 'Cats',
    createdAt: FieldValue.serverTimestamp(),
  });
  await notifyNotices([ref.id], { db: admin() });
  const claim = await waitFor(
    async () => (await admin().doc(`pushes/${ref.id}`).get()).data(),
    (c) => c?.state === 'sent',
    `the push of ${ref.id}`,
  );
  const log = await admin().collection('pushLog').where('notificationId', '==', ref.id).get();
  const sentTo = log.docs.flatMap((d: { data(): DocumentData }) => d.data().tokens as string[]);
  return { claim, sentTo };
}

beforeAll(() => {
  admin();
});

describe('an FCM token registered by a second account (trigger)', () => {
  test("stops delivering the first account's pushes to that device", async () => {
    const alice = unique('alice');
    const bob = unique('bob');
    const shared = unique('device');
    const alicesLaptop = unique('laptop');
    await register(alice, shared);
    await register(alice, alicesLaptop);
    await waitForHolders(shared, [alice]);
    expect((await pushTo(alice)).sentTo.sort()).toEqual([shared, alicesLaptop].sort());

    await register(bob, shared);
    await waitForHolders(shared, [bob]);

    const forAlice = await pushTo(alice);
    expect(forAlice.sentTo).toEqual([alicesLaptop]);
    expect(forAlice.claim).toMatchObject({ tokens: 1 });
    expect((await pushTo(bob)).sentTo).toEqual([shared]);
    console.log('[push] accounts holding one device token after a second account registers it: 1');
  });

  test('goes back to the first account when it registers the device again', async () => {
    const alice = unique('alice');
    const bob = unique('bob');
    const shared = unique('device');
    await register(alice, shared);
    await waitForHolders(shared, [alice]);
    await register(bob, shared);
    await waitForHolders(shared, [bob]);
    await register(alice, shared);
    await waitForHolders(shared, [alice]);
    expect(await holds(bob, shared)).toBe(false);
  });

  test('leaves other devices and other tokens alone', async () => {
    const alice = unique('alice');
    const bob = unique('bob');
    const [shared, alicesOwn, bobsOwn] = [unique('device'), unique('mine'), unique('his')];
    await register(alice, alicesOwn);
    await register(bob, bobsOwn);
    await register(alice, shared);
    await waitForHolders(shared, [alice]);
    await register(bob, shared);
    await waitForHolders(shared, [bob]);
    expect(await holds(alice, alicesOwn)).toBe(true);
    expect(await holds(bob, bobsOwn)).toBe(true);
  });
});

describe('keepNewestHolder (in-process, same emulator)', () => {
  test('keeps the newest registration whatever order the events run in', async () => {
    const [older, newer, newest] = [unique('older'), unique('newer'), unique('newest')];
    const token = unique('device');
    const at = (ms: number) => Timestamp.fromMillis(1_700_000_000_000 + ms);
    // Written out of order: the newest registration is not the last write.
    await register(newest, token, at(3000));
    await register(older, token, at(1000));
    await register(newer, token, at(2000));
    // Each write's trigger and these late replays must all settle on the same holder.
    const replays = await Promise.all([
      keepNewestHolder(token, admin()),
      keepNewestHolder(token, admin()),
    ]);
    await waitForHolders(token, [newest]);
    expect(replays.flat().every((uid) => uid === older || uid === newer)).toBe(true);
    expect(await keepNewestHolder(token, admin())).toEqual([]);
  });

  test('does nothing for a token with one holder, or none', async () => {
    const uid = unique('only');
    const token = unique('device');
    await register(uid, token);
    expect(await keepNewestHolder(token, admin())).toEqual([]);
    expect(await keepNewestHolder(unique('nobody'), admin())).toEqual([]);
    expect(await holds(uid, token)).toBe(true);
  });
});
