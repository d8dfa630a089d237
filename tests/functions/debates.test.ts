/**
 * The debate functions on the emulators (as deployed, functions/lib): acceptDebateRequest,
 * setDebateReadiness (which starts the debate), exitDebate and serverTime. "Me" is the app's own data
 * modules signed in as a phone user; other people call the callables over HTTP.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInApp } from '../data/support';
import {
  admin,
  callFunction,
  phoneAccount,
  uniquePhone,
  type Account,
  type CallResult,
} from './support';
import { debateAcceptedNotice } from '@/domain/stats';

const { acceptDebateRequest, createDebateRequest } = await import('@/data/debate-requests');
const { exitDebate, fetchServerTime, setDebateReadiness } = await import('@/data/debates');

setLogLevel('silent');

const MINUTE = 60_000;

function call(name: string, account: Account | null, data: unknown): Promise<CallResult> {
  return callFunction(name, account?.idToken ?? null, data);
}

async function seedRequest(owner: Account, fields: Record<string, unknown> = {}) {
  const ref = admin().collection('debateRequests').doc();
  await ref.set({
    userId: owner.uid,
    userPhone: owner.phone,
    topic: 'Pineapple belongs on pizza',
    stance: 'It does: sweet and salty',
    timeLimit: 15,
    timestamp: FieldValue.serverTimestamp(),
    status: 'pending',
    ...fields,
  });
  return ref.id;
}

async function requestData(id: string): Promise<DocumentData | undefined> {
  return (await admin().doc(`debateRequests/${id}`).get()).data();
}

async function chatData(id: string): Promise<DocumentData | undefined> {
  return (await admin().doc(`chats/${id}`).get()).data();
}

/** A debate chat seeded directly, for the exit checks that the real flow cannot reach. */
async function seedDebateChat(fields: Record<string, unknown>) {
  const ref = admin().collection('chats').doc();
  await ref.set({
    participantDetails: {},
    isDebate: true,
    status: 'active',
    createdAt: FieldValue.serverTimestamp(),
    debateTopic: 'Seeded',
    creatorStance: 'Yes',
    debateTimeLimit: 15,
    debateStartTime: null,
    debateEndTime: null,
    debateStatus: 'waiting_to_start',
    evaluationRequested: false,
    ...fields,
  });
  return ref.id;
}

let me: Account;
let requester: Account;

beforeAll(async () => {
  const myPhone = uniquePhone();
  const uid = await signInApp(myPhone);
  me = { uid, idToken: '', phone: myPhone };
  requester = await phoneAccount();
  await admin()
    .doc(`users/${requester.uid}`)
    .set({ uid: requester.uid, phoneNumber: requester.phone, displayName: 'Rita Requester' });
  await admin()
    .doc(`users/${me.uid}`)
    .set({ uid: me.uid, phoneNumber: me.phone, displayName: 'Andy Acceptor' });
});

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('acceptDebateRequest', () => {
  test('matches the request, creates the debate chat and notifies the requester', async () => {
    const requestId = await seedRequest(requester);
    const before = Date.now();
    const chatId = await acceptDebateRequest(requestId);

    const request = await requestData(requestId);
    expect(request).toMatchObject({
      status: 'matched',
      chatId,
      acceptedBy: me.uid,
      acceptedByPhone: me.phone,
      userId: requester.uid,
    });
    expect(request?.acceptedAt).toBeInstanceOf(Timestamp);
    expect((request?.acceptedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);

    const chat = await chatData(chatId);
    expect(chat).toEqual({
      participants: [requester.uid, me.uid],
      participantDetails: {
        [requester.uid]: { phoneNumber: requester.phone, displayName: 'Rita Requester' },
        [me.uid]: { phoneNumber: me.phone, displayName: 'Andy Acceptor' },
      },
      isDebate: true,
      status: 'active',
      createdAt: expect.any(Timestamp),
      debateTopic: 'Pineapple belongs on pizza',
      creatorStance: 'It does: sweet and salty',
      debateRequestId: requestId,
      debateTimeLimit: 15,
      debateStartTime: null,
      debateEndTime: null,
      debateStatus: 'waiting_to_start',
      participantReadiness: { [requester.uid]: false, [me.uid]: false },
      evaluationReadiness: { [requester.uid]: false, [me.uid]: false },
      evaluationRequested: false,
      isPublic: false,
    });

    const notices = await admin().collection('notifications').where('chatId', '==', chatId).get();
    expect(notices.docs.map((d) => d.data())).toEqual([
      {
        userId: requester.uid,
        type: 'debate_accepted',
        ...debateAcceptedNotice('Pineapple belongs on pizza', 'Andy Acceptor'),
        read: false,
        chatId,
        topic: 'Pineapple belongs on pizza',
        acceptedBy: me.uid,
        createdAt: expect.any(Timestamp),
      },
    ]);
  });

  test('refuses a call without a signed-in user with "User not authenticated"', async () => {
    const requestId = await seedRequest(requester);
    const result = await call('acceptDebateRequest', null, { requestId });
    expect(result).toMatchObject({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED', message: 'User not authenticated' } },
    });
    expect((await requestData(requestId))?.status).toBe('pending');
  });

  test('refuses a request that does not exist with "Debate request not found"', async () => {
    await expect(acceptDebateRequest('no-such-request')).rejects.toMatchObject({
      message: 'Debate request not found',
      code: 'functions/not-found',
    });
    const bad = await call('acceptDebateRequest', requester, { requestId: 'a/b' });
    expect(bad.body.error?.message).toBe('Debate request not found');
  });

  test('refuses a request that is no longer pending', async () => {
    const requestId = await seedRequest(requester);
    await acceptDebateRequest(requestId);
    const late = await phoneAccount();
    const result = await call('acceptDebateRequest', late, { requestId });
    expect(result.body.error?.message).toBe('This debate request is no longer available');
    await expect(acceptDebateRequest(requestId)).rejects.toMatchObject({
      message: 'This debate request is no longer available',
    });
    expect((await requestData(requestId))?.acceptedBy).toBe(me.uid);
  });

  test('refuses your own request with "Cannot accept your own debate request"', async () => {
    const requestId = await createDebateRequest({
      topic: 'My own topic',
      stance: 'Mine',
      timeLimit: 30,
    });
    await expect(acceptDebateRequest(requestId)).rejects.toMatchObject({
      message: 'Cannot accept your own debate request',
    });
    expect(await requestData(requestId)).toMatchObject({ status: 'pending', userId: me.uid });
    expect(await requestData(requestId)).not.toHaveProperty('chatId');
  });

  // Twenty calls at once need twenty emulator workers (one per call in progress). Started by
  // the race itself, on a loaded 2-core machine, each worker's first call (the worker, the
  // functions, the Firestore client) took 61 to 75 s; on CI, slower still, one loser got
  // another answer than "no longer available" (its output cut what it was), most likely the
  // function's 60 s running out. Production starts instances on its own clock, so the
  // workers are started first by twenty calls at once that accept a request nobody made (each
  // refused as "not found", one of the 30 accepts an hour); whatever those answer, the race
  // then meets twenty running workers. (When the accepts still locked the request in their
  // transactions, they waited out the emulator's lock time-outs: ccca237.)
  test('20 concurrent accepts of one request: exactly one wins and exactly one chat exists', async () => {
    const requestId = await seedRequest(requester);
    const acceptors = await Promise.all(Array.from({ length: 20 }, () => phoneAccount()));
    const nobodys = admin().collection('debateRequests').doc().id;
    await Promise.all(acceptors.map((a) => call('acceptDebateRequest', a, { requestId: nobodys })));
    const results = await Promise.all(
      acceptors.map((a) => call('acceptDebateRequest', a, { requestId })),
    );

    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status !== 200);
    expect(winners).toHaveLength(1);
    // Each loser's answer as one line, counted: a failure prints what the odd ones got.
    const answers: Record<string, number> = {};
    for (const r of losers) {
      const answer = `${r.status} ${r.body.error?.message ?? JSON.stringify(r.body)}`;
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
    expect(answers).toEqual({ '400 This debate request is no longer available': 19 });

    const { chatId } = winners[0]!.body.result as { chatId: string };
    const chats = await admin().collection('chats').where('debateRequestId', '==', requestId).get();
    expect(chats.docs.map((d) => d.id)).toEqual([chatId]);
    const request = await requestData(requestId);
    const winner = acceptors[results.indexOf(winners[0]!)]!;
    expect(request).toMatchObject({ status: 'matched', chatId, acceptedBy: winner.uid });
    expect(chats.docs[0]!.get('participants')).toEqual([requester.uid, winner.uid]);
    const notices = await admin().collection('notifications').where('chatId', '==', chatId).get();
    expect(notices.size).toBe(1);
  }, 300_000);
});

describe('setDebateReadiness', () => {
  test('starts the debate when both are ready: in progress, server start, end = start + limit', async () => {
    const requestId = await seedRequest(requester, { timeLimit: 45 });
    const chatId = await acceptDebateRequest(requestId);

    await expect(setDebateReadiness(chatId, true)).resolves.toEqual({
      ready: true,
      started: false,
    });
    expect((await chatData(chatId))?.participantReadiness).toEqual({
      [requester.uid]: false,
      [me.uid]: true,
    });
    expect((await chatData(chatId))?.debateStatus).toBe('waiting_to_start');
    // A retried call changes nothing and starts nothing.
    await expect(setDebateReadiness(chatId, true)).resolves.toEqual({
      ready: true,
      started: false,
    });

    const before = Date.now();
    const result = await call('setDebateReadiness', requester, { chatId, ready: true });
    const after = Date.now();
    expect(result).toEqual({ status: 200, body: { result: { ready: true, started: true } } });
    // Started in the same call: no trigger to wait for.
    const started = await chatData(chatId);
    expect(started?.debateStatus).toBe('in_progress');
    const start = (started?.debateStartTime as Timestamp).toMillis();
    const end = (started?.debateEndTime as Timestamp).toMillis();
    expect(start).toBeGreaterThanOrEqual(before - 1_000);
    expect(start).toBeLessThanOrEqual(after + 1_000);
    expect(end - start).toBe(45 * MINUTE);
    expect(started?.status).toBe('active');

    // Idempotent: the same call five more times, two at once, changes nothing.
    const again = await Promise.all([
      call('setDebateReadiness', requester, { chatId, ready: true }),
      setDebateReadiness(chatId, true),
    ]);
    for (let delivery = 0; delivery < 3; delivery++)
      again.push(await call('setDebateReadiness', requester, { chatId, ready: true }));
    expect(again.map((r) => ('status' in r ? r.body.result?.started : r.started))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const later = await chatData(chatId);
    expect((later?.debateStartTime as Timestamp).toMillis()).toBe(start);

    // Readiness is frozen once the debate runs.
    await expect(setDebateReadiness(chatId, false)).rejects.toMatchObject({
      message: 'The debate has already started',
    });
  });

  test('both debaters tapping Ready at once start the debate exactly once', async () => {
    const requestId = await seedRequest(requester, { timeLimit: 15 });
    const chatId = await acceptDebateRequest(requestId);
    const results = await Promise.all([
      call('setDebateReadiness', requester, { chatId, ready: true }),
      setDebateReadiness(chatId, true),
      call('setDebateReadiness', requester, { chatId, ready: true }),
      setDebateReadiness(chatId, true),
    ]);
    const startedFlags = results.map((r) => ('status' in r ? r.body.result?.started : r.started));
    expect(startedFlags.filter(Boolean)).toHaveLength(1);
    const chat = await chatData(chatId);
    expect(chat?.debateStatus).toBe('in_progress');
    expect(chat?.participantReadiness).toEqual({ [requester.uid]: true, [me.uid]: true });
  }, 60_000);

  test('un-readying before the other is ready keeps the debate waiting', async () => {
    const requestId = await seedRequest(requester);
    const chatId = await acceptDebateRequest(requestId);
    await setDebateReadiness(chatId, true);
    await setDebateReadiness(chatId, false);
    await call('setDebateReadiness', requester, { chatId, ready: true });
    const chat = await chatData(chatId);
    expect(chat?.debateStatus).toBe('waiting_to_start');
    expect(chat?.participantReadiness).toEqual({ [requester.uid]: true, [me.uid]: false });
  });

  test('refuses outsiders, signed-out callers, bad input and missing chats', async () => {
    const requestId = await seedRequest(requester);
    const chatId = await acceptDebateRequest(requestId);
    const outsider = await phoneAccount();
    const refused = await call('setDebateReadiness', outsider, { chatId, ready: true });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        error: { status: 'PERMISSION_DENIED', message: 'You are not a participant in this debate' },
      },
    });
    expect(await call('setDebateReadiness', null, { chatId, ready: true })).toMatchObject({
      status: 401,
      body: { error: { message: 'User not authenticated' } },
    });
    for (const data of [{ chatId, ready: 'yes' }, { chatId: 'a/b', ready: true }, null]) {
      expect((await call('setDebateReadiness', requester, data)).body.error?.status).toBe(
        'INVALID_ARGUMENT',
      );
    }
    await expect(setDebateReadiness('no-such-chat', true)).rejects.toMatchObject({
      message: 'Chat not found',
    });
    const normal = await seedDebateChat({ participants: [requester.uid, me.uid], isDebate: false });
    await expect(setDebateReadiness(normal, true)).rejects.toMatchObject({
      message: 'This is not a debate chat',
    });
    // Nothing changed for the outsider's attempt.
    expect((await chatData(chatId))?.participantReadiness).toEqual({
      [requester.uid]: false,
      [me.uid]: false,
    });
  });
});

describe('exitDebate', () => {
  test('deletes the waiting debate and puts the request back to pending', async () => {
    const requestId = await seedRequest(requester);
    const chatId = await acceptDebateRequest(requestId);

    await exitDebate(chatId);

    expect(await chatData(chatId)).toBeUndefined();
    const request = await requestData(requestId);
    expect(request?.status).toBe('pending');
    for (const key of ['chatId', 'acceptedBy', 'acceptedByPhone', 'acceptedAt']) {
      expect(request).not.toHaveProperty(key);
    }
    // Pending again, so someone else can take it.
    const other = await phoneAccount();
    const retaken = await call('acceptDebateRequest', other, { requestId });
    expect(retaken.status).toBe(200);
  });

  test('lets the creator exit as well', async () => {
    const requestId = await seedRequest(requester);
    const chatId = await acceptDebateRequest(requestId);
    const result = await call('exitDebate', requester, { chatId });
    expect(result).toEqual({ status: 200, body: { result: { requestId, reopened: true } } });
    expect(await chatData(chatId)).toBeUndefined();
    expect((await requestData(requestId))?.status).toBe('pending');
  });

  test('refuses a call without a signed-in user with "User not authenticated"', async () => {
    const result = await call('exitDebate', null, { chatId: 'whatever' });
    expect(result).toMatchObject({
      status: 401,
      body: { error: { message: 'User not authenticated' } },
    });
  });

  test('refuses a chat that does not exist with "Chat not found"', async () => {
    await expect(exitDebate('no-such-chat')).rejects.toMatchObject({ message: 'Chat not found' });
  });

  test('refuses a normal chat with "This is not a debate chat"', async () => {
    const chatId = await seedDebateChat({
      participants: [requester.uid, me.uid],
      isDebate: false,
    });
    await expect(exitDebate(chatId)).rejects.toMatchObject({
      message: 'This is not a debate chat',
    });
    expect(await chatData(chatId)).toBeDefined();
  });

  test('refuses a debate that has started with "Cannot exit debate after it has started"', async () => {
    const requestId = await seedRequest(requester);
    const chatId = await acceptDebateRequest(requestId);
    await setDebateReadiness(chatId, true);
    await call('setDebateReadiness', requester, { chatId, ready: true });
    expect((await chatData(chatId))?.debateStatus).toBe('in_progress');
    await expect(exitDebate(chatId)).rejects.toMatchObject({
      message: 'Cannot exit debate after it has started',
    });
    expect(await chatData(chatId)).toBeDefined();
    expect((await requestData(requestId))?.status).toBe('matched');
  });

  test('refuses an outsider with "You are not a participant in this debate"', async () => {
    const requestId = await seedRequest(requester);
    const chatId = await acceptDebateRequest(requestId);
    const outsider = await phoneAccount();
    const result = await call('exitDebate', outsider, { chatId });
    expect(result.body.error?.message).toBe('You are not a participant in this debate');
    expect(await chatData(chatId)).toBeDefined();
  });

  test('refuses a debate whose request is gone with "Original debate request not found"', async () => {
    const chatId = await seedDebateChat({
      participants: [requester.uid, me.uid],
      debateRequestId: 'no-such-request',
    });
    await expect(exitDebate(chatId)).rejects.toMatchObject({
      message: 'Original debate request not found',
    });
    expect(await chatData(chatId)).toBeDefined();
  });

  test('refuses a participant who neither created nor accepted the request', async () => {
    const stranger = await phoneAccount();
    const requestId = await seedRequest(requester, {
      status: 'matched',
      acceptedBy: stranger.uid,
      acceptedByPhone: stranger.phone,
    });
    const chatId = await seedDebateChat({
      participants: [requester.uid, me.uid],
      debateRequestId: requestId,
    });
    await expect(exitDebate(chatId)).rejects.toMatchObject({
      message: 'You do not have permission to exit this debate',
    });
    expect(await chatData(chatId)).toBeDefined();
    expect((await requestData(requestId))?.status).toBe('matched');
  });

  test('finds the request by its chatId when the chat does not name it', async () => {
    const requestId = await seedRequest(requester, { status: 'matched', acceptedBy: me.uid });
    const chatId = await seedDebateChat({ participants: [requester.uid, me.uid] });
    await admin().doc(`debateRequests/${requestId}`).update({ chatId });
    await exitDebate(chatId);
    expect(await chatData(chatId)).toBeUndefined();
    expect(await requestData(requestId)).not.toHaveProperty('chatId');
  });
});

describe('serverTime', () => {
  test('answers the server’s clock to a signed-in user only', async () => {
    const before = Date.now();
    const now = await fetchServerTime();
    const after = Date.now();
    // The emulator shares this machine's clock.
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(after);
    const anonymous = await call('serverTime', null, {});
    expect(anonymous.body.error?.message).toBe('User not authenticated');
  });
});
