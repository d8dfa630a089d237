/**
 * Practice with AI on the emulators (functions/src/practice): startPractice over HTTP, the
 * AI debater's replies written by the ask trigger through the real `openai` client
 * against a scripted server (at most one per message, only while the debate runs), and the
 * usual panel judging a practice debate without stats, medal, rating or notice.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, onTestFinished, test } from 'vitest';
import { AI_ASKS, AI_DEBATER_UID, DEMO_DEBATER_MODEL } from '@/domain/practice';
import { MOTIONS } from '@/domain/motions';
import { QUOTAS } from '@/domain/limits';
import { INITIAL_RATING } from '@/domain/rating';
import { answerMessage } from '../../functions/src/practice/answer-message';
import { admin, callFunction, waitFor } from './support';
import {
  account,
  data,
  MODELS,
  pointJudgesAt,
  useFakeJudges,
  verdict,
  type Account,
} from './evaluation-support';

const fake = useFakeJudges();
const MOTION = MOTIONS[10]!;

async function startOk(who: Account, choice: Record<string, unknown> = {}): Promise<string> {
  const result = await callFunction('startPractice', who.idToken, {
    motionId: MOTION.id,
    side: 'for',
    timeLimit: 15,
    ...choice,
  });
  expect(result.body.error).toBeUndefined();
  return String(result.body.result?.chatId);
}

/** A practice debate the person has started (Ready), as setDebateReadiness leaves it. */
async function running(who: Account): Promise<string> {
  const chatId = await startOk(who);
  const ready = await callFunction('setDebateReadiness', who.idToken, { chatId, ready: true });
  expect(ready.body.result).toEqual({ ready: true, started: true });
  return chatId;
}

let counter = 0;
/**
 * The person's message as the app writes it (a client id, the server's time, no phone), with
 * its ask to the AI debater in the same batch (src/data/messages.ts).
 */
async function say(chatId: string, who: Account, content: string): Promise<string> {
  counter += 1;
  const id = `msg${Date.now().toString(36)}${counter}`;
  const batch = admin().batch();
  batch.set(admin().doc(`chats/${chatId}/messages/${id}`), {
    senderId: who.uid,
    content,
    chatId,
    timestamp: FieldValue.serverTimestamp(),
  });
  batch.set(admin().doc(`chats/${chatId}/${AI_ASKS}/${id}`), {
    messageId: id,
    at: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  return id;
}

function reply(chatId: string, messageId: string) {
  return waitFor(
    () => data(`chats/${chatId}/messages/ai-${messageId}`),
    (m) => m !== undefined,
    `the AI's reply to ${messageId}`,
  );
}

async function claimOf(chatId: string, messageId: string): Promise<DocumentData | undefined> {
  return data(`chats/${chatId}/aiReplies/${messageId}`);
}

describe('startPractice', () => {
  test('opens a debate against the AI debater on the motion and side chosen, waiting for the person', async () => {
    const ann = await account('Ann');
    const chatId = await startOk(ann, { side: 'against', timeLimit: 30 });
    expect(chatId.startsWith('practice-')).toBe(true);
    const chat = await data(`chats/${chatId}`);
    expect(chat).toMatchObject({
      participants: [AI_DEBATER_UID, ann.uid],
      participantDetails: {
        [AI_DEBATER_UID]: { displayName: 'AI debater' },
        [ann.uid]: { displayName: 'Ann' },
      },
      isDebate: true,
      isPublic: false,
      phoneless: true,
      matchOrigin: 'practice',
      debateTopic: MOTION.title,
      creatorStance: MOTION.for,
      debateTimeLimit: 30,
      debateStatus: 'waiting_to_start',
      debateSides: { [AI_DEBATER_UID]: 'for', [ann.uid]: 'against' },
      aiSide: 'for',
      participantReadiness: { [AI_DEBATER_UID]: true, [ann.uid]: false },
      evaluationReadiness: { [AI_DEBATER_UID]: true, [ann.uid]: false },
      aiDebater: { vendor: 'Local demo debater', model: DEMO_DEBATER_MODEL, demo: true },
      aiReplies: 0,
    });
    expect(JSON.stringify(chat)).not.toContain(ann.phone);
  });

  test('draws the motion from the category, and the side, when none is chosen', async () => {
    // Each draw is a coin toss: up to 20 starts (two accounts, within the daily quota of 10)
    // leave a 1 in 2^19 chance of seeing one side only, and both usually show in two or three.
    let ann = await account('Ann');
    const sides = new Set<string>();
    for (let i = 0; i < 2 * QUOTAS.practiceStart.limit && sides.size < 2; i += 1) {
      if (i === QUOTAS.practiceStart.limit) ann = await account('Ann');
      const chatId = await startOk(ann, { motionId: null, category: 'environment', side: null });
      const chat = await data(`chats/${chatId}`);
      expect(chat?.motion?.category).toBe('environment');
      sides.add(String(chat?.debateSides?.[ann.uid]));
    }
    expect([...sides].sort()).toEqual(['against', 'for']);
  });

  test('refuses a signed-out caller and choices it does not offer', async () => {
    expect((await callFunction('startPractice', null, { timeLimit: 15 })).body.error?.status).toBe(
      'UNAUTHENTICATED',
    );
    const ann = await account('Ann');
    for (const bad of [
      { timeLimit: 45 },
      { timeLimit: 15, motionId: 'nope' },
      { timeLimit: 15, side: 'both' },
      { timeLimit: 15, category: 'cooking' },
    ]) {
      const result = await callFunction('startPractice', ann.idToken, bad);
      expect(result.body.error?.status).toBe('INVALID_ARGUMENT');
    }
  });
});

describe('the AI debater', () => {
  test('answers a message of the person once the debate runs, through the provider, within seconds', async () => {
    // Longer than the chat's preview, with a run of spaces: the preview is the message's
    // start as the app cuts it (lastMessageOf), not a tidied copy.
    const answerText = `Phones are not wallets for everyone.  ${'Cash works when the network does not. '.repeat(6)}😀`;
    fake.script(DEMO_DEBATER_MODEL, { content: answerText, delayMs: 200 });
    const ann = await account('Ann');
    const chatId = await running(ann);
    const sent = Date.now();
    const messageId = await say(chatId, ann, 'Cards are safer than cash.');
    const answer = await reply(chatId, messageId);
    const took = Date.now() - sent;
    expect(answer).toMatchObject({ senderId: AI_DEBATER_UID, content: answerText, chatId });
    expect(answer?.senderPhone).toBeUndefined();
    // The prompt: the motion, the AI's side and both positions, the person's message.
    const call = fake.callsFor(DEMO_DEBATER_MODEL)[0];
    const system = call?.messages[0]?.content ?? '';
    expect(system).toContain(MOTION.title);
    expect(system).toContain('Your side: Against');
    expect(system).toContain(JSON.stringify(MOTION.against));
    expect(call?.messages.at(-1)).toEqual({ role: 'user', content: 'Cards are safer than cash.' });
    // The chat's preview and counts move with it; the claim keeps the provider's time.
    const chat = await data(`chats/${chatId}`);
    expect(chat).toMatchObject({ lastMessageId: `ai-${messageId}`, aiReplies: 1 });
    expect(chat?.lastMessage).toBe(answerText.slice(0, 200));
    expect(chat?.messageCounts?.[AI_DEBATER_UID]).toBe(1);
    expect(await claimOf(chatId, messageId)).toMatchObject({
      state: 'done',
      model: DEMO_DEBATER_MODEL,
    });
    console.log(`AI reply stored ${took} ms after the person's message (provider 200 ms)`);
  });

  test('answers each message at most once, however often the trigger is delivered', async () => {
    const ann = await account('Ann');
    const chatId = await running(ann);
    const messageId = await say(chatId, ann, 'One point.');
    await reply(chatId, messageId);
    const message = await data(`chats/${chatId}/messages/${messageId}`);
    // Two more deliveries of the same event, at once.
    await Promise.all([
      answerMessage(admin(), chatId, messageId, message ?? {}),
      answerMessage(admin(), chatId, messageId, message ?? {}),
    ]);
    const messages = await admin().collection(`chats/${chatId}/messages`).get();
    expect(messages.docs.filter((d) => d.get('senderId') === AI_DEBATER_UID)).toHaveLength(1);
    expect(fake.callsFor(DEMO_DEBATER_MODEL)).toHaveLength(1);
    expect((await data(`chats/${chatId}`))?.aiReplies).toBe(1);
  });

  test('never writes more than the person: its own messages get no answer', async () => {
    const ann = await account('Ann');
    const chatId = await running(ann);
    const messageId = await say(chatId, ann, 'Point.');
    await reply(chatId, messageId);
    const second = await say(chatId, ann, 'Another point.');
    await reply(chatId, second);
    // Let any trigger of the AI's own replies run out.
    await new Promise((r) => setTimeout(r, 2000));
    const messages = await admin().collection(`chats/${chatId}/messages`).get();
    const ai = messages.docs.filter((d) => d.get('senderId') === AI_DEBATER_UID).length;
    expect(ai).toBe(2);
    expect(messages.size - ai).toBe(2);
  });

  test('says nothing before the start, after the end, or once the debate is completed', async () => {
    const ann = await account('Ann');
    const waiting = await startOk(ann);
    const early = await say(waiting, ann, 'Before we start…');
    const over = await running(ann);
    await admin()
      .doc(`chats/${over}`)
      .update({ debateEndTime: Timestamp.fromMillis(Date.now() - 1000) });
    const late = await say(over, ann, 'Too late?');
    const done = await running(ann);
    await admin().doc(`chats/${done}`).update({ status: 'completed' });
    const after = await say(done, ann, 'And now?');
    // A later message in a running debate is answered: the triggers before it have run.
    const live = await running(ann);
    await reply(live, await say(live, ann, 'Still here.'));
    for (const [chatId, messageId] of [
      [waiting, early],
      [over, late],
      [done, after],
    ] as const) {
      expect(await data(`chats/${chatId}/messages/ai-${messageId}`)).toBeUndefined();
      expect(await claimOf(chatId, messageId)).toBeUndefined();
    }
  });

  test('stops mid-reply when the debate ends while the provider is answering', async () => {
    // Still answering when the debate ends, however slow a loaded machine makes the steps
    // between: a 4 s answer, within a time-out longer than the 2 s default.
    await pointJudgesAt(fake, { JUDGE_TIMEOUT_MS: '10000' });
    onTestFinished(() => pointJudgesAt(fake));
    fake.script(DEMO_DEBATER_MODEL, { content: 'Slow answer', delayMs: 4000 });
    const ann = await account('Ann');
    const chatId = await running(ann);
    const messageId = await say(chatId, ann, 'Quick, answer!');
    await waitFor(
      () => claimOf(chatId, messageId),
      (c) => c !== undefined,
      'the claim',
    );
    await admin().doc(`chats/${chatId}`).update({ status: 'completed' });
    await waitFor(
      () => claimOf(chatId, messageId),
      (c) => c?.state === 'too-late',
      'the reply to be dropped',
    );
    expect(await data(`chats/${chatId}/messages/ai-${messageId}`)).toBeUndefined();
  });

  test('a failing provider leaves the message unanswered, and the debate goes on', async () => {
    fake.script(DEMO_DEBATER_MODEL, { status: 500 });
    const ann = await account('Ann');
    const chatId = await running(ann);
    const messageId = await say(chatId, ann, 'Hello?');
    await waitFor(
      () => claimOf(chatId, messageId),
      (c) => c?.state === 'failed',
      'the failure',
    );
    expect(await data(`chats/${chatId}/messages/ai-${messageId}`)).toBeUndefined();
    const next = await say(chatId, ann, 'Hello again?');
    expect((await reply(chatId, next))?.senderId).toBe(AI_DEBATER_UID);
  });
});

describe('judging a practice debate', () => {
  test('the usual panel judges it on request; unrated: no stats, medal, rating or notice; the vendor is named', async () => {
    for (const model of MODELS) fake.script(model, verdict('Ann', 80));
    const ann = await account('Ann');
    const chatId = await running(ann);
    // Two messages a side and over 40 words each, or it would end 'No contest' unjudged.
    await reply(
      chatId,
      await say(
        chatId,
        ann,
        'Cash excludes nobody, for example the elderly, tourists and people without a bank account.',
      ),
    );
    await reply(
      chatId,
      await say(
        chatId,
        ann,
        'A cashless shop also stops working when the card network fails, because it has no other way to take payment, which happened twice in Sweden last year.',
      ),
    );
    // The AI agreed in advance: the person's request ends the debate.
    const agreed = await callFunction('setEvaluationAgreement', ann.idToken, {
      chatId,
      agreed: true,
    });
    expect(agreed.body.error).toBeUndefined();
    expect((await data(`chats/${chatId}`))?.status).toBe('completed');
    const evaluated = await callFunction('evaluateDebate', ann.idToken, { chatId });
    expect(evaluated.body.error).toBeUndefined();

    const result = await data(`debateResults/${chatId}`);
    expect(result).toMatchObject({
      practice: true,
      aiDebater: { vendor: 'Local demo debater', model: DEMO_DEBATER_MODEL, demo: true },
      participant1Id: ann.uid,
      participant2Id: AI_DEBATER_UID,
      participant2Name: 'AI debater',
      winnerId: ann.uid,
      outcomeApplied: true,
    });
    const profile = await data(`users/${ann.uid}`);
    expect(profile?.debateStats).toBeUndefined();
    expect(profile?.medals).toBeUndefined();
    // A profile may carry the starting rating (the backfill writes it); nothing moved it.
    expect(profile?.rating ?? INITIAL_RATING).toBe(INITIAL_RATING);
    expect(profile?.ratingChange).toBeUndefined();
    expect(await data(`users/${ann.uid}/ratingHistory/${chatId}`)).toBeUndefined();
    const medals = await admin().collection(`users/${ann.uid}/medals`).get();
    expect(medals.size).toBe(0);
    const notices = await admin().collection('notifications').where('chatId', '==', chatId).get();
    expect(notices.size).toBe(0);

    const appeal = await callFunction('appealVerdict', ann.idToken, { chatId });
    expect(appeal.body.error?.message).toBe(
      'A practice debate is unrated: its verdict cannot be appealed.',
    );
  });
});
