/**
 * Pushes for what people wait on (docs/decisions/0013-chat.md §1), on the emulators with the fake
 * FCM transport (pushLog/{id}): the accept and won / lost notices pushed inline by the functions
 * that create them, the debate moments pushed by setDebateReadiness and setEvaluationAgreement, the
 * message push asked for by notifyNewMessages (the chat's own preview, once per message, throttled,
 * muted, blocked), and the proof that no trigger runs on a message batch.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, test } from 'vitest';
import { MESSAGE_PUSH_INTERVAL_MS, PUSH_TEXT } from '@/domain/push';
import { applyOutcome, outcomeNotificationId } from '../../functions/src/evaluation/apply-outcome';
import { admin, callFunction, phoneAccount, type Account } from './support';

const functionsPort = process.env.DA_FUNCTIONS_PORT || '5001';

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid}${counter}`;
}

async function person(name: string): Promise<Account> {
  const account = await phoneAccount();
  await admin().doc(`users/${account.uid}`).set({ uid: account.uid, displayName: name });
  const token = `tok-${account.uid}`;
  await admin().doc(`users/${account.uid}/fcmTokens/${token}`).set({
    token,
    createdAt: FieldValue.serverTimestamp(),
    lastSeen: FieldValue.serverTimestamp(),
    userAgent: 'test',
  });
  return account;
}

function call(name: string, who: Account | null, data: unknown) {
  return callFunction(name, who?.idToken ?? null, data);
}

/** What the fake transport sent to this person's device. */
async function pushesTo(who: Account): Promise<DocumentData[]> {
  const snapshot = await admin()
    .collection('pushLog')
    .where('tokens', 'array-contains', `tok-${who.uid}`)
    .get();
  return snapshot.docs.map((d) => d.data().data as DocumentData);
}

async function seedChat(a: Account, b: Account, fields: Record<string, unknown> = {}) {
  const id = unique('pc');
  await admin()
    .doc(`chats/${id}`)
    .set({
      participants: [a.uid, b.uid],
      participantDetails: { [a.uid]: { phoneNumber: a.phone }, [b.uid]: { phoneNumber: b.phone } },
      isDebate: false,
      status: 'active',
      createdAt: FieldValue.serverTimestamp(),
      ...fields,
    });
  return id;
}

function waitingDebate(a: Account, b: Account) {
  return seedChat(a, b, {
    isDebate: true,
    debateTopic: 'Tea beats coffee',
    creatorStance: 'Tea',
    debateTimeLimit: 15,
    debateStartTime: null,
    debateEndTime: null,
    debateStatus: 'waiting_to_start',
    participantReadiness: { [a.uid]: false, [b.uid]: false },
    evaluationReadiness: { [a.uid]: false, [b.uid]: false },
    evaluationRequested: false,
  });
}

/** A message batch as the outbox writes it (messages + the chat's preview), by `sender`. */
async function sendBatch(chatId: string, sender: Account, contents: string[]) {
  const batch = admin().batch();
  let last = '';
  for (const content of contents) {
    last = unique('m');
    batch.set(admin().doc(`chats/${chatId}/messages/${last}`), {
      senderId: sender.uid,
      senderPhone: sender.phone,
      content,
      chatId,
      timestamp: FieldValue.serverTimestamp(),
    });
  }
  batch.update(admin().doc(`chats/${chatId}`), {
    lastMessage: contents.at(-1)!.slice(0, 200),
    lastMessageTime: FieldValue.serverTimestamp(),
    lastMessageId: last,
  });
  await batch.commit();
  return last;
}

async function askPush(chatId: string, sender: Account): Promise<string | undefined> {
  const result = await call('notifyNewMessages', sender, { chatId });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body.result as { outcome: string }).outcome;
}

let ann: Account;
let ben: Account;

beforeAll(async () => {
  [ann, ben] = await Promise.all([person('Ann'), person('Ben')]);
});

describe('no trigger on chats or notifications', () => {
  test('a message batch starts no function: no trigger matches what it writes', async () => {
    const response = await fetch(`http://127.0.0.1:${functionsPort}/backends`);
    const { backends } = (await response.json()) as {
      backends: { functionTriggers: { name: string; eventTrigger?: unknown }[] }[];
    };
    const triggers = backends.flatMap((b) => b.functionTriggers).filter((t) => t.eventTrigger);
    const documentOf = (t: { eventTrigger?: unknown }) => {
      const e = t.eventTrigger as {
        eventFilterPathPatterns?: { document?: string };
        eventFilters?: { document?: string };
        resource?: string;
      };
      return (
        e.eventFilterPathPatterns?.document ??
        e.eventFilters?.document ??
        e.resource?.replace(/^.*\/documents\//, '') ??
        ''
      );
    };
    const matches = (pattern: string, path: string) => {
      const p = pattern.split('/');
      const d = path.split('/');
      if (p.at(-1)?.includes('=**')) return d.length >= p.length - 1;
      return p.length === d.length && p.every((seg, i) => /^\{.+\}$/.test(seg) || seg === d[i]);
    };
    const patterns = triggers.map(documentOf);
    expect(patterns.length, 'the emulator lists the remaining triggers').toBeGreaterThan(0);
    // What a message batch and a notice write: none of it starts a function.
    const written = ['chats/c1', 'chats/c1/messages/m1', 'notifications/n1'];
    const started = written.filter((path) => patterns.some((p) => matches(p, path)));
    console.log(
      `[cost] triggers: ${patterns.join(', ')}; functions a message batch starts: ${started.length} triggers + at most 1 notifyNewMessages call`,
    );
    expect(started).toEqual([]);
    expect(triggers.map((t) => t.name).join(' ')).not.toMatch(
      /onDebateReadiness|onEvaluationAgreement|onNotificationCreated/,
    );
  });
});

describe('notices pushed inline', () => {
  test('acceptDebateRequest pushes the requester once, from the call itself', async () => {
    const requester = await person('Rita');
    const acceptor = await person('Andy');
    const created = await call('createDebateRequest', requester, {
      topic: `Push ${unique('t')}`,
      stance: 'For',
      timeLimit: 15,
    });
    const { requestId } = created.body.result as { requestId: string };
    const accepted = await call('acceptDebateRequest', acceptor, { requestId });
    const { chatId } = accepted.body.result as { chatId: string };
    // Already sent when the call returns: no trigger to wait for.
    const pushes = await pushesTo(requester);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      notificationId: `debate_accepted_${chatId}`,
      type: 'debate_accepted',
      title: 'Your debate was accepted!',
      url: `/debate/${chatId}`,
    });
    expect(await pushesTo(acceptor)).toEqual([]);
  });

  test('won and lost: one push each, however often the outcome is applied', async () => {
    const winner = await person('Winnie');
    const loser = await person('Lou');
    const chatId = unique('out');
    await admin().doc(`debateResults/${chatId}`).set({
      chatId,
      participant1Id: winner.uid,
      participant2Id: loser.uid,
      participant1Stance: 'For',
      participant2Stance: 'Against',
      topic: 'Outcome pushes',
      winner: 'Winnie',
      winnerId: winner.uid,
      analysis: 'Clear',
      createdAt: Timestamp.now(),
    });
    // Five deliveries, two of them at once.
    await Promise.all([applyOutcome(admin(), chatId), applyOutcome(admin(), chatId)]);
    for (let i = 0; i < 3; i++) await applyOutcome(admin(), chatId);
    const won = await pushesTo(winner);
    const lost = await pushesTo(loser);
    expect(won.map((p) => [p.notificationId, p.type])).toEqual([
      [outcomeNotificationId(chatId, winner.uid), 'debate_won'],
    ]);
    expect(lost.map((p) => [p.notificationId, p.type])).toEqual([
      [outcomeNotificationId(chatId, loser.uid), 'debate_lost'],
    ]);
  });
});

describe('debate moments', () => {
  test("'Your opponent is ready' to the other, once however often; 'The debate has started' to both", async () => {
    const a = await person('Alma');
    const b = await person('Bo');
    const chatId = await waitingDebate(a, b);
    for (let i = 0; i < 5; i++) {
      expect((await call('setDebateReadiness', a, { chatId, ready: true })).status).toBe(200);
    }
    // Un-ready and ready again: still one.
    await call('setDebateReadiness', a, { chatId, ready: false });
    await call('setDebateReadiness', a, { chatId, ready: true });
    const ready = await pushesTo(b);
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({
      type: 'opponent_ready',
      title: PUSH_TEXT.opponentReady,
      body: 'Alma is ready to debate "Tea beats coffee". Tap Ready to start.',
      tag: chatId,
      renotify: 'true',
      url: `/debate/${chatId}`,
      chatId,
    });
    expect(await pushesTo(a)).toEqual([]);

    await Promise.all([
      call('setDebateReadiness', b, { chatId, ready: true }),
      call('setDebateReadiness', b, { chatId, ready: true }),
    ]);
    const started = (who: Account) =>
      pushesTo(who).then((list) => list.filter((p) => p.type === 'debate_started'));
    for (const who of [a, b]) {
      const list = await started(who);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ title: PUSH_TEXT.debateStarted, tag: chatId });
    }
    // Ben readied second: he hears that it started, not that Alma was ready twice.
    expect((await pushesTo(b)).filter((p) => p.type === 'opponent_ready')).toHaveLength(1);
  }, 60_000);

  test("'Your opponent asked for an AI evaluation', once, to the other debater only", async () => {
    const a = await person('Ada');
    const b = await person('Bea');
    const chatId = await seedChat(a, b, {
      isDebate: true,
      debateTopic: 'Judged',
      debateStatus: 'in_progress',
      debateStartTime: Timestamp.now(),
      debateEndTime: Timestamp.fromMillis(Date.now() + 600_000),
      participantReadiness: { [a.uid]: true, [b.uid]: true },
      evaluationReadiness: { [a.uid]: false, [b.uid]: false },
      evaluationRequested: false,
    });
    for (let i = 0; i < 5; i++) await call('setEvaluationAgreement', a, { chatId, agreed: true });
    await call('setEvaluationAgreement', a, { chatId, agreed: false });
    await call('setEvaluationAgreement', a, { chatId, agreed: true });
    const asked = await pushesTo(b);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      type: 'evaluation_requested',
      title: PUSH_TEXT.evaluationRequested,
      body: 'Ada asked the AI judges to evaluate "Judged". Open the debate to agree.',
    });
    // Agreeing to it is not a new request: Ada hears nothing.
    await call('setEvaluationAgreement', b, { chatId, agreed: true });
    expect(await pushesTo(a)).toEqual([]);
  });
});

describe('notifyNewMessages', () => {
  test("pushes 'Name: preview' from the chat document, one notification per chat, once per message", async () => {
    const chatId = await seedChat(ann, ben);
    const before = (await pushesTo(ben)).length;
    const messageId = await sendBatch(chatId, ann, ['first', 'Shall we   meet\nat noon?']);
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await askPush(chatId, ann));
    expect(outcomes).toEqual(['pushed', ...Array(4).fill('already-pushed')]);
    const pushes = (await pushesTo(ben)).slice(before);
    expect(pushes).toEqual([
      {
        notificationId: `message_${chatId}_${messageId}`,
        type: 'new_message',
        title: PUSH_TEXT.newMessage,
        body: 'Ann: Shall we meet at noon?',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: chatId,
        renotify: 'true',
        url: `/chat/${chatId}`,
        chatId,
      },
    ]);
  });

  test(`messages for ${MESSAGE_PUSH_INTERVAL_MS / 1000} s push once (server throttle per chat)`, async () => {
    const chatId = await seedChat(ann, ben);
    const before = (await pushesTo(ben)).length;
    const started = Date.now();
    const outcomes = [];
    let messages = 0;
    // A device ignoring its own throttle: a call after every batch.
    while (Date.now() - started < MESSAGE_PUSH_INTERVAL_MS - 2_000 && messages < 10) {
      await sendBatch(chatId, ann, [`message ${messages}`]);
      messages += 1;
      outcomes.push(await askPush(chatId, ann));
    }
    const pushes = (await pushesTo(ben)).length - before;
    console.log(
      `[limits] message pushes for ${messages} messages (each asked for) within ${MESSAGE_PUSH_INTERVAL_MS / 1000} s: ${pushes}`,
    );
    expect(messages).toBeGreaterThan(1);
    expect(pushes).toBe(1);
    expect(outcomes.slice(1).every((o) => o === 'throttled')).toBe(true);
  }, 60_000);

  test('a muted chat gets no push; unmuted it does again', async () => {
    const chatId = await seedChat(ann, ben);
    const before = (await pushesTo(ben)).length;
    await admin().doc(`users/${ben.uid}/mutes/${chatId}`).set({ mutedAt: Timestamp.now() });
    const messageId = await sendBatch(chatId, ann, ['are you there?']);
    expect(await askPush(chatId, ann)).toBe('not-sent');
    expect((await admin().doc(`pushes/message_${chatId}_${messageId}`).get()).data()).toMatchObject(
      { state: 'skipped', reason: 'muted' },
    );
    expect((await pushesTo(ben)).length - before).toBe(0);
    await admin().doc(`users/${ben.uid}/mutes/${chatId}`).delete();
    await admin().doc(`messagePushes/${chatId}_${ben.uid}`).delete();
    await sendBatch(chatId, ann, ['hello?']);
    expect(await askPush(chatId, ann)).toBe('pushed');
  });

  test('nothing across a block; refuses outsiders and signed-out callers; only your own message', async () => {
    const chatId = await seedChat(ann, ben);
    await admin().doc(`users/${ben.uid}/blocks/${ann.uid}`).set({ blockedAt: Timestamp.now() });
    await sendBatch(chatId, ann, ['blocked?']);
    const before = (await pushesTo(ben)).length;
    expect(await askPush(chatId, ann)).toBe('not-sent');
    expect((await pushesTo(ben)).length).toBe(before);
    await admin().doc(`users/${ben.uid}/blocks/${ann.uid}`).delete();

    const outsider = await phoneAccount();
    expect(await call('notifyNewMessages', outsider, { chatId })).toMatchObject({
      status: 403,
      body: { error: { message: 'You are not a participant in this chat' } },
    });
    expect((await call('notifyNewMessages', null, { chatId })).status).toBe(401);
    expect((await call('notifyNewMessages', ann, { chatId: 'x/y' })).body.error?.status).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await call('notifyNewMessages', ann, { chatId: 'nope' })).body.error?.message).toBe(
      'Chat not found',
    );
    // Ben asking about Ann's message pushes nobody: the last message is not his.
    expect(await askPush(chatId, ben)).toBe('not-yours');
  });
});
