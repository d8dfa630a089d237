/**
 * The one push path (functions/src/push/notify.ts) on the emulators, with the fake FCM
 * transport the emulators run (PUSH_TRANSPORT=fake, set by scripts/with-emulators.mjs): it
 * writes what it would send to pushLog/{id} and answers per token as the token's name asks.
 * No trigger sends anything: the functions that create a notice or cause a debate moment
 * push inline, and the in-process cases play retries through the same functions they run.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, test } from 'vitest';
import { QUOTAS } from '@/domain/limits';
import { PUSH_BADGE, PUSH_ICON } from '../../functions/src/push/push-message';
import { notifyNotices } from '../../functions/src/push/notify';
import { CLAIM_LEASE_MS, sendPushForNotification } from '../../functions/src/push/send-push';
import {
  fakeTransport,
  pushTransport,
  type PushTransport,
} from '../../functions/src/push/transport';

const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-debate-arena';

function admin() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId }));
}

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}

async function addTokens(uid: string, tokens: readonly string[]) {
  const batch = admin().batch();
  for (const token of tokens) {
    batch.set(admin().doc(`users/${uid}/fcmTokens/${token}`), {
      token,
      createdAt: FieldValue.serverTimestamp(),
      lastSeen: FieldValue.serverTimestamp(),
      userAgent: 'test',
    });
  }
  await batch.commit();
}

async function storedTokens(uid: string): Promise<string[]> {
  const snapshot = await admin().collection(`users/${uid}/fcmTokens`).get();
  return snapshot.docs.map((d) => d.id).sort();
}

function notice(userId: string, type: string, chatId = unique('chat')) {
  const titles: Record<string, [string, string]> = {
    debate_accepted: ['Your debate was accepted!', 'Bob accepted your debate on "Cats".'],
    debate_won: ['Congratulations! You won!', 'You won the debate on "Cats".'],
    debate_lost: ['Debate result', 'You lost the debate on "Cats". Better luck next time!'],
  };
  const [title, message] = titles[type] ?? ['Something else', 'A notice of another kind'];
  return {
    userId,
    type,
    title,
    message,
    read: false,
    chatId,
    topic: 'Cats',
    createdAt: FieldValue.serverTimestamp(),
  };
}

async function logFor(notificationId: string): Promise<DocumentData[]> {
  const snapshot = await admin()
    .collection('pushLog')
    .where('notificationId', '==', notificationId)
    .get();
  return snapshot.docs.map((d) => d.data());
}

async function claimOf(notificationId: string) {
  return (await admin().doc(`pushes/${notificationId}`).get()).data();
}

/** Creates the notice and pushes it inline, as the functions that create notices do. */
async function createNotice(data: ReturnType<typeof notice>) {
  const ref = admin().collection('notifications').doc();
  await ref.set(data);
  await notifyNotices([ref.id], { db: admin() });
  expect(await claimOf(ref.id)).toMatchObject({ state: 'sent' });
  return ref.id;
}

beforeAll(() => {
  admin();
});

describe('notifyNotices: a notice pushed inline by the function that created it', () => {
  test.each([
    ['debate_accepted', 'Your debate was accepted!'],
    ['debate_won', 'Congratulations! You won!'],
    ['debate_lost', 'Debate result'],
  ])('pushes a %s notice with its title, body, icon and debate link', async (type, title) => {
    const uid = unique('user');
    await addTokens(uid, [unique('tok')]);
    const chatId = unique('chat');
    const data = notice(uid, type, chatId);
    const id = await createNotice(data);

    const [entry, ...more] = await logFor(id);
    expect(more).toHaveLength(0);
    expect(entry?.data).toEqual({
      notificationId: id,
      type,
      title,
      body: data.message,
      icon: PUSH_ICON,
      badge: PUSH_BADGE,
      tag: `notification-${id}`,
      url: `/debate/${chatId}`,
      chatId,
    });
    expect(entry?.webpush.fcmOptions.link).toMatch(new RegExp(`^https://.+/debate/${chatId}$`));
    expect(entry?.webpush.headers.Urgency).toBe('high');
  });

  test("multicasts to every device of the user, and to nobody else's", async () => {
    const uid = unique('user');
    const other = unique('other');
    const mine = [unique('phone'), unique('laptop'), unique('tablet')];
    await addTokens(uid, mine);
    await addTokens(other, [unique('not-mine')]);
    const id = await createNotice(notice(uid, 'debate_accepted'));

    const log = await logFor(id);
    expect(log).toHaveLength(1);
    expect([...(log[0]?.tokens as string[])].sort()).toEqual([...mine].sort());
    expect(await claimOf(id)).toMatchObject({ state: 'sent', tokens: 3, delivered: 3, pruned: 0 });
  });

  test('removes only the tokens FCM reports as not registered or invalid', async () => {
    const uid = unique('user');
    const good = unique('good');
    const tokens = [
      good,
      unique('fake-unregistered'),
      unique('fake-invalid'),
      unique('fake-unavailable'),
      unique('fake-internal'),
    ];
    await addTokens(uid, tokens);
    const id = await createNotice(notice(uid, 'debate_won'));

    const [entry] = await logFor(id);
    expect(entry?.tokens).toHaveLength(5);
    expect(await storedTokens(uid)).toEqual([good, tokens[3]!, tokens[4]!].sort());
    expect(await claimOf(id)).toMatchObject({ tokens: 5, delivered: 1, pruned: 2 });
  });

  test('a user without devices gets no push, and the notice is settled', async () => {
    const uid = unique('user');
    const id = await createNotice(notice(uid, 'debate_lost'));
    expect(await logFor(id)).toEqual([]);
    expect(await claimOf(id)).toMatchObject({ state: 'sent', tokens: 0 });
  });
});

describe('sendPushForNotification (in-process, same emulator)', () => {
  function counting(): PushTransport & { calls: number } {
    const transport = {
      name: 'custom' as const,
      calls: 0,
      async sendMulticast(...args: Parameters<PushTransport['sendMulticast']>) {
        transport.calls += 1;
        return fakeTransport.sendMulticast(...args);
      },
    };
    return transport;
  }

  test('the same event delivered five times pushes once', async () => {
    const uid = unique('user');
    await addTokens(uid, [unique('tok'), unique('tok')]);
    // An id with no notifications/{id} document: the deployed trigger never sees it.
    const id = unique('redelivered');
    const data = notice(uid, 'debate_accepted');
    const transport = counting();

    const first = await sendPushForNotification(id, data, transport, admin());
    expect(first).toMatchObject({ sent: true, tokens: 2, delivered: 2 });
    for (let delivery = 2; delivery <= 5; delivery++) {
      expect(await sendPushForNotification(id, data, transport, admin())).toEqual({
        sent: false,
        reason: 'already-claimed',
      });
    }
    expect(transport.calls).toBe(1);
    expect(await logFor(id)).toHaveLength(1);
  });

  test('two deliveries racing each other push once', async () => {
    const uid = unique('user');
    await addTokens(uid, [unique('tok')]);
    const id = unique('raced');
    const data = notice(uid, 'debate_won');
    const transport = counting();

    const results = await Promise.all([
      sendPushForNotification(id, data, transport, admin()),
      sendPushForNotification(id, data, transport, admin()),
      sendPushForNotification(id, data, transport, admin()),
    ]);
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    expect(transport.calls).toBe(1);
    expect(await logFor(id)).toHaveLength(1);
  });

  test('a claim left by a crashed attempt is taken over once its lease is over', async () => {
    const uid = unique('user');
    await addTokens(uid, [unique('tok')]);
    const id = unique('crashed');
    const transport = counting();
    await admin()
      .doc(`pushes/${id}`)
      .set({ userId: uid, state: 'sending', attempts: 1, claimedAt: Timestamp.now() });
    expect(
      await sendPushForNotification(id, notice(uid, 'debate_lost'), transport, admin()),
    ).toEqual({ sent: false, reason: 'already-claimed' });
    await admin()
      .doc(`pushes/${id}`)
      .update({ claimedAt: Timestamp.fromMillis(Date.now() - CLAIM_LEASE_MS - 1000) });
    expect(
      await sendPushForNotification(id, notice(uid, 'debate_lost'), transport, admin()),
    ).toMatchObject({ sent: true });
    expect(transport.calls).toBe(1);
    expect(await claimOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  test('a failed send can be retried', async () => {
    const uid = unique('user');
    await addTokens(uid, [unique('tok')]);
    const id = unique('failing');
    const data = notice(uid, 'debate_accepted');
    const broken: PushTransport = {
      name: 'custom',
      sendMulticast: () => Promise.reject(new Error('FCM is down')),
    };
    await expect(sendPushForNotification(id, data, broken, admin())).rejects.toThrow('FCM is down');
    expect(await claimOf(id)).toMatchObject({ state: 'failed' });
    const transport = counting();
    expect(await sendPushForNotification(id, data, transport, admin())).toMatchObject({
      sent: true,
    });
    expect(transport.calls).toBe(1);
  });

  test('notices of other kinds, or without a user or title, are not pushed', async () => {
    const uid = unique('user');
    await addTokens(uid, [unique('tok')]);
    const transport = counting();
    for (const data of [
      notice(uid, 'debate_draw'),
      { ...notice(uid, 'debate_won'), userId: '' },
      { ...notice(uid, 'debate_won'), title: '  ' },
      null,
    ]) {
      const id = unique('skipped');
      expect(await sendPushForNotification(id, data, transport, admin())).toEqual({
        sent: false,
        reason: 'not-pushed-type',
      });
      expect(await claimOf(id)).toBeUndefined();
    }
    expect(transport.calls).toBe(0);
  });

  test(`one person's devices get at most ${QUOTAS.pushReceive.limit} pushes an hour; beyond, the push is skipped`, async () => {
    const uid = unique('user');
    await addTokens(uid, [unique('tok')]);
    const transport = counting();
    const results = [];
    for (let i = 0; i <= QUOTAS.pushReceive.limit; i++) {
      results.push(
        await sendPushForNotification(
          unique('many'),
          notice(uid, 'debate_accepted'),
          transport,
          admin(),
        ),
      );
    }
    expect(results.filter((r) => r.sent)).toHaveLength(QUOTAS.pushReceive.limit);
    const last = results.at(-1);
    expect(last).toEqual({ sent: false, reason: 'recipient-quota' });
    expect(transport.calls).toBe(QUOTAS.pushReceive.limit);
    console.log(`[limits] pushes one person receives in an hour: ${transport.calls}`);

    // The skip is final: a redelivered event does not send it later either.
    const skippedId = unique('skipped-final');
    await sendPushForNotification(skippedId, notice(uid, 'debate_won'), transport, admin());
    expect(await claimOf(skippedId)).toMatchObject({ state: 'skipped', reason: 'recipient-quota' });
    expect(
      await sendPushForNotification(skippedId, notice(uid, 'debate_won'), transport, admin()),
    ).toEqual({ sent: false, reason: 'already-claimed' });
    expect(transport.calls).toBe(QUOTAS.pushReceive.limit);

    // Someone else's devices are not affected.
    const other = unique('user');
    await addTokens(other, [unique('tok')]);
    expect(
      await sendPushForNotification(
        unique('other'),
        notice(other, 'debate_won'),
        transport,
        admin(),
      ),
    ).toMatchObject({ sent: true });
  }, 60_000);

  test('a notice without a chat opens the home screen', async () => {
    const uid = unique('user');
    await addTokens(uid, [unique('tok')]);
    const id = unique('no-chat');
    const { chatId: _chat, ...data } = notice(uid, 'debate_won');
    await sendPushForNotification(id, data, counting(), admin());
    const [entry] = await logFor(id);
    expect(entry?.data).toMatchObject({ url: '/home', chatId: '' });
  });

  test('the fake transport is what the emulators run, and never outside them', () => {
    expect(pushTransport({ PUSH_TRANSPORT: 'fake', FUNCTIONS_EMULATOR: 'true' }).name).toBe('fake');
    expect(pushTransport({ PUSH_TRANSPORT: 'fake' }).name).toBe('fcm');
    expect(pushTransport({ FUNCTIONS_EMULATOR: 'true' }).name).toBe('fcm');
  });
});
