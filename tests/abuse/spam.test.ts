/**
 * Spam attacks of docs/decisions/0012-safety.md §3, run as an attacker would: the plain Firebase
 * client SDK signed in as an ordinary phone user, against the emulators. Each prints its figure.
 * The Admin SDK only measures (pushLog, notifications, stored chat sizes).
 */
import {
  addDoc,
  collection,
  doc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_PENDING_REQUESTS } from '@/domain/limits';
import { Timestamp } from 'firebase-admin/firestore';
import { admin, uniquePhone, waitFor } from '../functions/support';
import { attempt, signInAttacker, type Attacker, type Outcome } from './attacker';

const SIXTEEN_KB = 16 * 1024;

const clients: Attacker[] = [];

async function client(): Promise<Attacker> {
  const signedIn = await signInAttacker(uniquePhone('+1558'));
  clients.push(signedIn);
  return signedIn;
}

/** The callable's answer; a refusal fails the test (only for steps that must work). */
function must<T>(outcome: Outcome): T {
  if (!outcome.ok) throw new Error(`Refused: ${outcome.message}`);
  return outcome.data as T;
}

/** Whether a write was refused. */
async function refused(write: Promise<unknown>): Promise<boolean> {
  return !(await attempt(() => write)).ok;
}

const DRAFT = { topic: 'Is spam free speech?', stance: 'No', timeLimit: 15 };

let victim: Attacker;
let attacker: Attacker;

beforeAll(async () => {
  [victim, attacker] = await Promise.all([client(), client()]);
  for (const c of [victim, attacker]) {
    await admin()
      .doc(`users/${c.uid}`)
      .set({ uid: c.uid, displayName: `User ${c.uid.slice(0, 4)}` });
    await admin().doc(`users/${c.uid}/private/account`).set({ phoneNumber: c.phone });
  }
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('spam', () => {
  test('an accept/exit loop of 100 rounds pushes the requester once', async () => {
    const token = `spam-victim-${victim.uid}`;
    await setDoc(doc(victim.db, 'users', victim.uid, 'fcmTokens', token), {
      token,
      createdAt: serverTimestamp(),
      lastSeen: serverTimestamp(),
      userAgent: 'abuse test',
    });
    const { requestId } = must<{ requestId: string }>(
      await victim.call('createDebateRequest', DRAFT),
    );
    // The attacker picks a long display name to carry a message in every push.
    await admin()
      .doc(`users/${attacker.uid}`)
      .update({ displayName: 'Call +1 555 0100 NOW to claim your prize!!'.padEnd(50, '!') });

    let accepted = 0;
    for (let round = 0; round < 100; round++) {
      // A refusal (the account's accept quota) does not stop the loop, as in a script.
      const accept = await attacker.call('acceptDebateRequest', { requestId });
      if (!accept.ok) continue;
      accepted += 1;
      await attacker.call('exitDebate', { chatId: (accept.data as { chatId: string }).chatId });
    }

    const notices = await waitFor(
      async () =>
        (
          await admin()
            .collection('notifications')
            .where('userId', '==', victim.uid)
            .where('type', '==', 'debate_accepted')
            .get()
        ).docs,
      (docs) => docs.length > 0,
      'the accept notice',
    );
    await waitFor(
      async () => (await admin().doc(`pushes/${notices[0]!.id}`).get()).get('state'),
      (state) => state === 'sent',
      'its push',
    );
    const pushes = await admin()
      .collection('pushLog')
      .where('tokens', 'array-contains', token)
      .get();
    console.log(`[abuse] accept/exit rounds the attacker got through: ${accepted} of 100`);
    console.log(
      `[abuse] pushes one victim receives from an accept/exit loop of 100 rounds: ${pushes.size}`,
    );
    expect(accepted).toBeGreaterThan(1);
    expect(accepted).toBeLessThan(100);
    expect(notices).toHaveLength(1);
    expect(pushes.size).toBe(1);
  }, 240_000);

  test('one account holds at most five pending requests', async () => {
    const spammer = await client();
    for (let i = 0; i < 12; i++) {
      await spammer.call('createDebateRequest', { ...DRAFT, topic: `Spam ${i}` });
    }
    // Writing requests straight to Firestore is closed.
    for (let i = 0; i < 8; i++) {
      await refused(
        addDoc(collection(spammer.db, 'debateRequests'), {
          userId: spammer.uid,
          userPhone: spammer.phone,
          ...DRAFT,
          timestamp: serverTimestamp(),
          status: 'pending',
        }),
      );
    }
    const mine = await getDocs(
      query(
        collection(spammer.db, 'debateRequests'),
        where('userId', '==', spammer.uid),
        where('status', '==', 'pending'),
      ),
    );
    console.log(`[abuse] pending requests one account can hold: ${mine.size}`);
    expect(mine.size).toBe(MAX_PENDING_REQUESTS);
  }, 120_000);

  test('an accept/exit loop with an accomplice leaves at most five pending requests', async () => {
    const [requester, accomplice] = await Promise.all([client(), client()]);
    for (let i = 0; i < MAX_PENDING_REQUESTS; i++) {
      must(await requester.call('createDebateRequest', { ...DRAFT, topic: `Full ${i}` }));
    }
    const pendingOf = async () =>
      (
        await admin()
          .collection('debateRequests')
          .where('userId', '==', requester.uid)
          .where('status', '==', 'pending')
          .get()
      ).docs;
    let reopened = 0;
    let rounds = 0;
    for (let round = 0; round < 20; round++) {
      // The accomplice takes one out of the count, the requester fills the slot, and the
      // accomplice leaves: the taken request would come back as a sixth.
      const [taken] = await pendingOf();
      if (!taken) break;
      const accept = await accomplice.call('acceptDebateRequest', { requestId: taken.id });
      if (!accept.ok) break;
      await requester.call('createDebateRequest', { ...DRAFT, topic: `Refill ${round}` });
      const exit = await accomplice.call('exitDebate', {
        chatId: (accept.data as { chatId: string }).chatId,
      });
      if (!exit.ok) break;
      rounds += 1;
      if ((exit.data as { reopened: boolean }).reopened) reopened += 1;
    }
    const pending = (await pendingOf()).length;
    console.log(
      `[abuse] pending requests one account holds after ${rounds} accept → create → exit rounds with an accomplice: ${pending} (requests put back: ${reopened})`,
    );
    expect(rounds).toBeGreaterThanOrEqual(10);
    expect(pending).toBeLessThanOrEqual(MAX_PENDING_REQUESTS);
  }, 240_000);

  test('a banned requester’s request never returns to Browse and cannot be accepted', async () => {
    const [banned, acceptor, other] = await Promise.all([client(), client(), client()]);
    const { requestId: matched } = must<{ requestId: string }>(
      await banned.call('createDebateRequest', DRAFT),
    );
    const { requestId: raced } = must<{ requestId: string }>(
      await banned.call('createDebateRequest', { ...DRAFT, topic: 'Raced the ban' }),
    );
    const { chatId } = must<{ chatId: string }>(
      await acceptor.call('acceptDebateRequest', { requestId: matched }),
    );
    // The ban as `npm run admin -- ban` records it; its pending requests are cancelled by the
    // script, but one may be created or put back while it runs: here none was cancelled.
    await admin().doc(`bans/${banned.uid}`).set({ at: Timestamp.now() });

    const exit = await acceptor.call('exitDebate', { chatId });
    const accept = await other.call('acceptDebateRequest', { requestId: raced });
    const back = await admin().doc(`debateRequests/${matched}`).get();
    console.log(
      `[abuse] a banned requester's request after the other side exits: ${back.exists ? back.get('status') : 'cancelled'}; accepting their pending one: ${accept.ok ? 'accepted' : `refused (${accept.message})`}`,
    );
    expect(exit).toMatchObject({ ok: true, data: { reopened: false } });
    expect(back.exists).toBe(false);
    expect(accept).toEqual({
      ok: false,
      code: 'failed-precondition',
      message: 'This debate request is no longer available',
    });
    // Nothing was matched: no chat, and the request stays as it was for the script to cancel.
    expect((await admin().doc(`debateRequests/${raced}`).get()).get('status')).toBe('pending');
  }, 120_000);

  test('no chat document over 16 KB is accepted, and the preview cannot be rewritten', async () => {
    const pad = 'x'.repeat(900 * 1024);
    // Each attempt resolves to whether it was refused.
    const attempts: Promise<boolean>[] = [];
    const pairId = [attacker.uid, victim.uid].sort().join('_');
    // Right phones and short names: the padding rides in a key of the inner maps.
    const padded = {
      participants: [attacker.uid, victim.uid].sort(),
      participantDetails: {
        [attacker.uid]: { phoneNumber: attacker.phone, displayName: 'A', note: pad },
        [victim.uid]: { phoneNumber: victim.phone },
      },
      isDebate: false,
      status: 'active',
      createdAt: serverTimestamp(),
    };
    attempts.push(refused(setDoc(doc(attacker.db, 'chats', pairId), padded)));
    attempts.push(
      refused(setDoc(doc(attacker.db, 'chats', 'anything'), { ...padded, padding: pad })),
    );
    // Settled before the real chat exists, so these were creates.
    await Promise.all(attempts);

    // A real chat with the victim, through the function, then every way to inflate it.
    const { chatId } = must<{ chatId: string }>(
      await attacker.call('openDirectChat', { otherUid: victim.uid }),
    );
    const chat = doc(attacker.db, 'chats', chatId);
    attempts.push(
      refused(updateDoc(chat, { [`participantDetails.${attacker.uid}.displayName`]: pad })),
    );
    attempts.push(refused(updateDoc(chat, { participantDetails: padded.participantDetails })));
    attempts.push(refused(updateDoc(chat, { padding: pad })));
    attempts.push(
      refused(updateDoc(chat, { lastMessage: pad, lastMessageTime: serverTimestamp() })),
    );
    attempts.push(
      refused(updateDoc(chat, { participantReadiness: { [attacker.uid]: true, padding: pad } })),
    );
    const withMessage = writeBatch(attacker.db);
    withMessage.set(doc(attacker.db, 'chats', chatId, 'messages', 'padmsg1'), {
      senderId: attacker.uid,
      senderPhone: attacker.phone,
      content: 'hi',
      chatId,
      timestamp: serverTimestamp(),
      n: 1,
    });
    withMessage.update(chat, {
      lastMessage: pad.slice(0, 20_000),
      lastMessageTime: serverTimestamp(),
      lastMessageId: 'padmsg1',
    });
    attempts.push(refused(withMessage.commit()));

    // A debate chat: its readiness maps are written by functions only, padded or not.
    const debater = await client();
    const { requestId } = must<{ requestId: string }>(
      await victim.call('createDebateRequest', DRAFT),
    );
    const { chatId: debateId } = must<{ chatId: string }>(
      await debater.call('acceptDebateRequest', { requestId }),
    );
    const debate = doc(debater.db, 'chats', debateId);
    attempts.push(
      refused(updateDoc(debate, { [`participantReadiness.${pad.slice(0, 1400)}`]: true })),
    );
    attempts.push(refused(updateDoc(debate, { participantReadiness: { [debater.uid]: pad } })));
    attempts.push(
      refused(updateDoc(debate, { evaluationReadiness: { [debater.uid]: false, padding: pad } })),
    );
    attempts.push(refused(updateDoc(debate, { debateTopic: pad })));
    const results = await Promise.all(attempts);
    const accepted = results.filter((r) => !r).length;

    const stored = await Promise.all(
      [attacker, debater].map((c) =>
        admin().collection('chats').where('participants', 'array-contains', c.uid).get(),
      ),
    );
    const oversize = stored
      .flatMap((snapshot) => snapshot.docs)
      .filter((d) => JSON.stringify(d.data()).length > SIXTEEN_KB);
    console.log(`[abuse] chat documents over 16 KB accepted: ${accepted + oversize.length}`);
    expect(accepted).toBe(0);
    expect(oversize).toHaveLength(0);

    // Rewriting the victim's chat preview every second without sending anything.
    let rewrites = 0;
    for (let i = 0; i < 5; i++) {
      const ok = !(await refused(
        updateDoc(chat, { lastMessage: `Pay me ${i}`, lastMessageTime: serverTimestamp() }),
      ));
      if (ok) rewrites += 1;
    }
    console.log(`[abuse] lastMessage rewrites without a new message accepted: ${rewrites} of 5`);
    expect(rewrites).toBe(0);
    expect((await admin().doc(`chats/${chatId}`).get()).get('lastMessage')).toBeUndefined();
  }, 120_000);
});
