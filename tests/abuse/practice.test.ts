/**
 * What an attacker with the plain Firebase SDK can spend on the AI debater
 * (docs/decisions/0025-never-alone.md §3): practice debates per account per day, AI replies per
 * debate, and the writes that would make the AI answer more or speak for it. Each prints its
 * figure. The AI's replies come from a scripted OpenAI-compatible server through the functions'
 * real client.
 */
import { doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_AI_REPLIES_PER_DEBATE, QUOTAS } from '@/domain/limits';
import { MOTIONS } from '@/domain/motions';
import { AI_ASKS, AI_DEBATER_UID, DEMO_DEBATER_MODEL } from '@/domain/practice';
import { useFakeJudges } from '../functions/evaluation-support';
import { admin, uniquePhone, waitFor } from '../functions/support';
import { signInAttacker, type Attacker } from './attacker';

const fake = useFakeJudges();
let attacker: Attacker;

beforeAll(async () => {
  attacker = await signInAttacker(uniquePhone('+1559'));
  await admin().doc(`users/${attacker.uid}`).set({ uid: attacker.uid, displayName: 'Mallory' });
});

afterAll(async () => {
  await attacker.close();
});

function start() {
  return attacker.call('startPractice', { motionId: MOTIONS[0]?.id, side: 'for', timeLimit: 15 });
}

async function aiMessages(chatId: string): Promise<number> {
  const snapshot = await admin().collection(`chats/${chatId}/messages`).get();
  return snapshot.docs.filter((d) => d.get('senderId') === AI_DEBATER_UID).length;
}

describe('the AI debater’s spend', () => {
  test(`practice debates per account per day: ${QUOTAS.practiceStart.limit}`, async () => {
    const started: string[] = [];
    for (let i = 0; i < QUOTAS.practiceStart.limit; i += 1) {
      const outcome = await start();
      expect(outcome.ok).toBe(true);
      if (outcome.ok) started.push((outcome.data as { chatId: string }).chatId);
    }
    const refused = await start();
    expect(refused).toEqual({
      ok: false,
      code: 'resource-exhausted',
      message: QUOTAS.practiceStart.message,
    });
    console.log(
      `practice debates per account per day: ${started.length} started, the next refused ("${QUOTAS.practiceStart.message}")`,
    );
  });

  test(`AI replies per debate: ${MAX_AI_REPLIES_PER_DEBATE}, however many messages`, async () => {
    fake.script(DEMO_DEBATER_MODEL, Array(10).fill({ content: 'A reply.' }));
    // A debate that has already had 37 replies (seeded: 37 triggers would only take time).
    const chatId = `practice-abuse${Date.now().toString(36)}`;
    await admin()
      .doc(`chats/${chatId}`)
      .set({
        participants: [attacker.uid, AI_DEBATER_UID],
        participantDetails: {
          [attacker.uid]: { displayName: 'Mallory' },
          [AI_DEBATER_UID]: { displayName: 'AI debater' },
        },
        isDebate: true,
        isPublic: false,
        phoneless: true,
        matchOrigin: 'practice',
        status: 'active',
        debateTopic: MOTIONS[0]?.title,
        motion: MOTIONS[0],
        aiSide: 'against',
        debateStatus: 'in_progress',
        debateStartTime: new Date(Date.now() - 60_000),
        debateEndTime: new Date(Date.now() + 600_000),
        aiReplies: MAX_AI_REPLIES_PER_DEBATE - 3,
      });
    const sent = 8;
    // Each message with its ask, as the app writes them (src/data/messages.ts).
    for (let i = 0; i < sent; i += 1) {
      const batch = writeBatch(attacker.db);
      batch.set(doc(attacker.db, 'chats', chatId, 'messages', `flood${i}`), {
        senderId: attacker.uid,
        content: `Flood ${i}`,
        chatId,
        timestamp: serverTimestamp(),
        n: 1,
      });
      batch.set(doc(attacker.db, 'chats', chatId, AI_ASKS, `flood${i}`), {
        messageId: `flood${i}`,
        at: serverTimestamp(),
      });
      await batch.commit();
    }
    // Every message's trigger has run once its claim or its refusal shows: wait for the
    // counter to stop and the last message to have been looked at.
    await waitFor(
      async () => (await admin().doc(`chats/${chatId}`).get()).get('aiReplies') as number,
      (n) => n === MAX_AI_REPLIES_PER_DEBATE,
      'the reply counter to reach its limit',
    );
    await waitFor(
      () => aiMessages(chatId),
      (n) => n === 3,
      'the last replies',
    );
    // The triggers of the later messages run after these: give them the time they take.
    await new Promise((r) => setTimeout(r, 5000));
    expect(await aiMessages(chatId)).toBe(3);
    expect((await admin().doc(`chats/${chatId}`).get()).get('aiReplies')).toBe(
      MAX_AI_REPLIES_PER_DEBATE,
    );
    console.log(
      `AI replies per debate: ${MAX_AI_REPLIES_PER_DEBATE} at most (the last 3 of them answered ${sent} flooding messages; the other ${sent - 3} went unanswered)`,
    );

    // Nor can the attacker reset the counter, speak for the AI, claim replies, or ask again.
    const refusedWrites = [
      updateDoc(doc(attacker.db, 'chats', chatId), { aiReplies: 0 }),
      setDoc(doc(attacker.db, 'chats', chatId, 'messages', 'fake-ai'), {
        senderId: AI_DEBATER_UID,
        content: 'I concede.',
        chatId,
        timestamp: serverTimestamp(),
        n: 1,
      }),
      setDoc(doc(attacker.db, 'chats', chatId, 'aiReplies', 'flood0'), { state: 'done' }),
      // Asking again for a message already answered, or without a message of one's own.
      setDoc(doc(attacker.db, 'chats', chatId, AI_ASKS, 'flood0'), {
        messageId: 'flood0',
        at: serverTimestamp(),
      }),
      setDoc(doc(attacker.db, 'chats', chatId, AI_ASKS, 'no-message'), {
        messageId: 'no-message',
        at: serverTimestamp(),
      }),
    ];
    for (const write of refusedWrites) await expect(write).rejects.toThrow();
  });
});
