/**
 * Exiting a debate on the emulators (docs/decisions/0013-chat.md §6): the debater who stayed learns
 * who left (debateExits/{chatId}, read through the app's own data module) instead of 'Chat not
 * found', and the pre-start messages go with the chat, however many there are.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEBATE_EXIT_TTL_DAYS } from '@/domain/debate-exit';
import { signInApp } from '../data/support';
import { admin, callFunction, phoneAccount, uniquePhone, type Account } from './support';

const { acceptDebateRequest } = await import('@/data/debate-requests');
const { exitDebate, fetchDebateExit } = await import('@/data/debates');
const { commitMessages } = await import('@/data/messages');

setLogLevel('silent');

let me: Account;
let requester: Account;

async function seedRequest(owner: Account) {
  const ref = admin().collection('debateRequests').doc();
  await ref.set({
    userId: owner.uid,
    userPhone: owner.phone,
    topic: 'Tabs or spaces',
    stance: 'Tabs, for accessibility',
    timeLimit: 15,
    timestamp: FieldValue.serverTimestamp(),
    status: 'pending',
  });
  return ref.id;
}

async function docData(path: string): Promise<DocumentData | undefined> {
  return (await admin().doc(path).get()).data();
}

async function messageCount(chatId: string): Promise<number> {
  return (await admin().collection(`chats/${chatId}/messages`).count().get()).data().count;
}

beforeAll(async () => {
  const myPhone = uniquePhone();
  const uid = await signInApp(myPhone);
  me = { uid, idToken: '', phone: myPhone };
  requester = await phoneAccount();
  await admin()
    .doc(`users/${requester.uid}`)
    .set({ uid: requester.uid, displayName: 'Rita Requester', createdAt: Timestamp.now() });
  await admin()
    .doc(`users/${me.uid}`)
    .set({ uid: me.uid, displayName: 'Andy Acceptor', createdAt: Timestamp.now() });
});

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('exitDebate leaves a notice for the one who stayed', () => {
  test("the creator exits: the acceptor reads 'Rita Requester' left; pre-start messages are gone", async () => {
    const requestId = await seedRequest(requester);
    const chatId = await acceptDebateRequest(requestId);
    // A pre-start message, written the way the app's outbox writes it.
    await commitMessages(chatId, [
      {
        id: 'pre-1',
        chatId,
        senderId: me.uid,
        senderPhone: me.phone,
        content: 'Hi! Ready when you are.',
      },
    ]);
    expect(await messageCount(chatId)).toBe(1);

    const exit = await callFunction('exitDebate', requester.idToken, { chatId });
    expect(exit.status).toBe(200);

    expect(await docData(`chats/${chatId}`)).toBeUndefined();
    expect(await messageCount(chatId)).toBe(0);
    const notice = await docData(`debateExits/${chatId}`);
    expect(notice).toMatchObject({
      participants: [requester.uid, me.uid],
      exitedBy: requester.uid,
      exitedByName: 'Rita Requester',
      debateTopic: 'Tabs or spaces',
    });
    expect(notice?.exitedAt).toBeInstanceOf(Timestamp);
    // Firestore's TTL policy (firestore.indexes.json) deletes it 30 days on.
    const kept =
      (notice?.expiresAt as Timestamp).toMillis() - (notice?.exitedAt as Timestamp).toMillis();
    expect(Math.abs(kept - DEBATE_EXIT_TTL_DAYS * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    expect(DEBATE_EXIT_TTL_DAYS).toBe(30);
    // The acceptor reads it through the app (the rules let only the two debaters).
    expect(await fetchDebateExit(chatId)).toEqual({
      chatId,
      participants: [requester.uid, me.uid],
      exitedBy: requester.uid,
      exitedByName: 'Rita Requester',
      debateTopic: 'Tabs or spaces',
    });
  });

  test('the acceptor exits: the notice names them, with their current profile name', async () => {
    const requestId = await seedRequest(requester);
    const chatId = await acceptDebateRequest(requestId);
    await admin().doc(`users/${me.uid}`).update({ displayName: 'Andy Renamed' });

    await exitDebate(chatId);

    expect(await docData(`debateExits/${chatId}`)).toMatchObject({
      exitedBy: me.uid,
      exitedByName: 'Andy Renamed',
    });
    expect((await docData(`debateRequests/${requestId}`))?.status).toBe('pending');
    await admin().doc(`users/${me.uid}`).update({ displayName: 'Andy Acceptor' });
  });

  test('no exit, no notice: a chat that was never exited reads as null', async () => {
    expect(await fetchDebateExit('never-exited-chat')).toBeNull();
  });

  test('a waiting debate with more pre-start messages than one transaction holds (450) loses them all', async () => {
    const requestId = await seedRequest(requester);
    const chatId = await acceptDebateRequest(requestId);
    const messages = admin().collection(`chats/${chatId}/messages`);
    const writer = admin().bulkWriter();
    for (let i = 0; i < 450; i++) {
      void writer.set(messages.doc(`m${i}`), {
        senderId: i % 2 ? me.uid : requester.uid,
        content: `pre-start ${i}`,
        chatId,
        timestamp: Timestamp.now(),
      });
    }
    await writer.close();
    expect(await messageCount(chatId)).toBe(450);

    const exit = await callFunction('exitDebate', requester.idToken, { chatId });

    expect(exit.status).toBe(200);
    const left = await messageCount(chatId);
    console.log(`pre-start messages left after exit: ${left} of 450`);
    expect(left).toBe(0);
    expect(await docData(`debateExits/${chatId}`)).toBeDefined();
  });
});
