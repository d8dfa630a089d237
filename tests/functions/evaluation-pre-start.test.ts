/**
 * Pre-start messages (docs/decisions/0013-chat.md §6) on the emulators: what the debaters said
 * before both were ready is stored in the chat like any message, yet never reaches a judge's prompt
 * nor the stored result. The judges are the scripted server (tests/support/fake-judge-server).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { admin } from './support';
import {
  MODELS,
  account,
  data,
  errorOf,
  evaluate,
  seedDebate,
  verdict,
  type Account,
  useFakeJudges,
} from './evaluation-support';

const fake = useFakeJudges();

/** The debate after its start: two messages and over 40 words a side, so it is judged. */
const ALICE = [
  'Cars cause most urban air pollution near schools, and the children who walk past those schools breathe it in every single morning.',
  'Cities that cut car traffic saw fewer asthma admissions within two years, because fewer engines idled near their homes.',
] as const;
const BOB = [
  'Buses need roads anyway, so a ban changes little: the same lanes stay open and the same delivery trucks idle at the same lights.',
  'Those cities built new tram lines at the same time, so the ban alone cannot take the credit for the cleaner air.',
] as const;

/** Writes messages with explicit server times, as the rules would have stamped them. */
async function addMessages(chatId: string, messages: [Account, string, number][]) {
  await Promise.all(
    messages.map(([who, content, at], i) =>
      admin()
        .doc(`chats/${chatId}/messages/x${i}`)
        .set({
          senderId: who.uid,
          senderPhone: who.phone,
          content,
          chatId,
          timestamp: Timestamp.fromMillis(at),
        }),
    ),
  );
}

function prompts(): string {
  return fake.calls.flatMap((call) => call.messages.map((m) => m.content)).join('\n');
}

describe('evaluateDebate: pre-start messages are kept out of the judges’ transcript', () => {
  test('a message sent before debateStartTime never reaches any judge nor the result', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const start = Date.now() - 600_000;
    const chatId = await seedDebate(alice, bob, {
      chat: { debateStartTime: Timestamp.fromMillis(start) },
      messages: [],
    });
    await addMessages(chatId, [
      [alice, 'PRESTART-ALICE: hi, are you ready? I will win this easily.', start - 120_000],
      [bob, 'PRESTART-BOB: one minute, getting coffee', start - 1],
      [alice, ALICE[0], start],
      [bob, BOB[0], start + 30_000],
      [alice, ALICE[1], start + 60_000],
      [bob, BOB[1], start + 90_000],
    ]);
    fake.script('gpt-4', verdict('Alice', 80));
    fake.script('deepseek-chat', verdict('Alice', 70));
    fake.script('grok-3', verdict('Bob', 60));

    const { status } = await evaluate(alice, { chatId });

    expect(status).toBe(200);
    expect(MODELS.map((m) => fake.callsFor(m).length)).toEqual([1, 1, 1]);
    const sent = prompts();
    for (const argument of [...ALICE, ...BOB]) expect(sent).toContain(argument);
    expect(sent).not.toContain('PRESTART');
    const result = await data(`debateResults/${chatId}`);
    expect(JSON.stringify(result)).not.toContain('PRESTART');
    expect(result?.participant1Arguments).toEqual(ALICE);
    // The messages themselves stay in the chat for the debaters.
    const stored = await admin().collection(`chats/${chatId}/messages`).get();
    expect(stored.size).toBe(6);
  });

  test('a debate with only pre-start messages has nothing to evaluate, and no judge is asked', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const start = Date.now() - 600_000;
    const chatId = await seedDebate(alice, bob, {
      chat: { debateStartTime: Timestamp.fromMillis(start) },
      messages: [],
    });
    await addMessages(chatId, [
      [alice, 'PRESTART: hello', start - 60_000],
      [bob, 'PRESTART: hello back', start - 30_000],
    ]);

    expect(await errorOf(alice, { chatId })).toBe('No messages found to evaluate');
    expect(fake.calls).toHaveLength(0);
  });
});
