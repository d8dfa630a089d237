/**
 * What push devices cost. An account registers devices (users/{uid}/fcmTokens) with the
 * plain Firebase SDK, as many as it likes: the registration trigger keeps the newest
 * MAX_PUSH_DEVICES. And one push attempt, which every message, readiness and notice can
 * cause, reads a bounded number of documents however many devices its recipient has, and
 * none of their devices once their hourly pushes are used up.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_PUSH_DEVICES, QUOTAS } from '@/domain/limits';
import { notifyChat, notifyNotices } from '../../functions/src/push/notify';
import type { PushTransport } from '../../functions/src/push/transport';
import { adminReads, installAdminReadMeter } from '../functions/admin-read-meter';
import { admin, uniquePhone, waitFor } from '../functions/support';
import { backgroundTriggers } from '../support/emulator-hub';
import { signInAttacker, type Attacker } from './attacker';
import { seedPerson } from './block-ban-world';

let mallory: Attacker;

/** Answers every token as delivered and writes nothing: only the push path's own reads count. */
const silentTransport: PushTransport = {
  name: 'custom',
  sendMulticast: async (tokens) => tokens.map(() => ({ success: true })),
};

async function devices(uid: string): Promise<string[]> {
  const snapshot = await admin().collection(`users/${uid}/fcmTokens`).get();
  return snapshot.docs.map((d) => d.id);
}

/** The documents `run` reads through the Admin SDK. */
async function readsOf(run: () => Promise<unknown>): Promise<number> {
  const before = adminReads();
  await run();
  return adminReads() - before;
}

beforeAll(async () => {
  installAdminReadMeter();
  mallory = await signInAttacker(uniquePhone('+1554'));
  await seedPerson(mallory, 'Mallory');
});

afterAll(async () => {
  await mallory?.close();
});

describe('push devices', () => {
  test(`an account keeps at most ${MAX_PUSH_DEVICES} devices: registering one more replaces the one seen longest ago`, async () => {
    const tokens = Array.from(
      { length: MAX_PUSH_DEVICES + 1 },
      (_, i) => `dev-${mallory.uid}-${String(i).padStart(2, '0')}`,
    );
    // Ten devices already registered, each seen a minute after the one before (written with
    // the triggers paused: eleven registrations' triggers run one after another on the
    // emulator, and under load they outlasted the wait).
    const now = Date.now();
    await backgroundTriggers(false);
    try {
      const batch = admin().batch();
      tokens.slice(0, MAX_PUSH_DEVICES).forEach((token, i) => {
        const seen = Timestamp.fromMillis(now - (MAX_PUSH_DEVICES - i) * 60_000);
        batch.set(admin().doc(`users/${mallory.uid}/fcmTokens/${token}`), {
          token,
          createdAt: seen,
          lastSeen: seen,
          userAgent: 'attacker',
        });
      });
      await batch.commit();
    } finally {
      await backgroundTriggers(true);
    }
    // One more, registered with the plain SDK: its trigger keeps the newest ten.
    const last = tokens[MAX_PUSH_DEVICES]!;
    await setDoc(doc(mallory.db, 'users', mallory.uid, 'fcmTokens', last), {
      token: last,
      createdAt: serverTimestamp(),
      lastSeen: serverTimestamp(),
      userAgent: 'attacker',
    });
    const kept = await waitFor(
      () => devices(mallory.uid),
      (ids) => ids.length <= MAX_PUSH_DEVICES,
      'the device cap',
    );
    console.log(
      `[abuse] devices an account keeps after registering ${tokens.length}: ${kept.length} (the first registered replaced: ${!kept.includes(tokens[0]!)})`,
    );
    expect(kept.sort()).toEqual(tokens.slice(1));
  }, 120_000);

  test('one push attempt reads at most 15 documents, and none of the devices once the hour’s pushes are used', async () => {
    const victim = `push-reads-${Date.now().toString(36)}`;
    const batch = admin().batch();
    // More than the cap, as a burst of registrations leaves them before its triggers ran.
    for (let i = 0; i < MAX_PUSH_DEVICES + 15; i++) {
      const token = `seen-${victim}-${i}`;
      batch.set(admin().doc(`users/${victim}/fcmTokens/${token}`), {
        token,
        createdAt: FieldValue.serverTimestamp(),
        lastSeen: FieldValue.serverTimestamp(),
        userAgent: 'test',
      });
    }
    await batch.commit();

    const chatPush = (n: number) =>
      notifyChat(
        {
          id: `reads-${victim}-${n}`,
          userId: victim,
          chatId: `chat-${victim}`,
          type: 'new_message',
          title: 'Mallory',
          body: 'hi',
          isDebate: false,
        },
        mallory.uid,
        { transport: silentTransport, db: admin() },
      );
    const notice = admin().collection('notifications').doc();
    await notice.set({
      userId: victim,
      type: 'debate_accepted',
      title: 'Your debate was accepted!',
      message: 'Mallory accepted your debate on "Cats".',
      read: false,
      chatId: `chat-${victim}`,
      topic: 'Cats',
      createdAt: FieldValue.serverTimestamp(),
    });

    const chatReads = await readsOf(() => chatPush(0));
    const noticeReads = await readsOf(() =>
      notifyNotices([notice.id], { transport: silentTransport, db: admin() }),
    );
    for (let n = 1; n < QUOTAS.pushReceive.limit - 1; n++) await chatPush(n);
    const overQuotaReads = await readsOf(() => chatPush(QUOTAS.pushReceive.limit));
    const settled = (
      await admin().doc(`pushes/reads-${victim}-${QUOTAS.pushReceive.limit}`).get()
    ).data();
    console.log(
      `[abuse] documents one push attempt reads (recipient with ${MAX_PUSH_DEVICES + 15} devices): a chat push ${chatReads}, a notice's push ${noticeReads}; past the hour's ${QUOTAS.pushReceive.limit} pushes: ${overQuotaReads}`,
    );
    expect(settled?.reason).toBe('recipient-quota');
    expect(Math.max(chatReads, noticeReads)).toBeLessThanOrEqual(15);
    expect(overQuotaReads).toBeLessThanOrEqual(5);
  }, 120_000);
});
