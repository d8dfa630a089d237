/**
 * What evaluateDebate may spend on the judges (docs/decisions/0012-safety.md §2 "Bounded AI
 * spend"), on the emulators against the scripted judge server: runs per debate, starts per account
 * and day, banned accounts, and debates and verdicts of any size stored under the 1 MiB limit.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { awaitRun, type WaitOutcome } from '../../functions/src/evaluation/await-run';
import { releaseClaim } from '../../functions/src/evaluation/evaluation-store';
import { documentBytes } from '../../functions/src/evaluation/result-size';
import {
  EVALUATIONS_PER_CHAT_TEXT,
  MAX_EVALUATIONS_PER_CHAT,
  MAX_MESSAGES_READ_PER_END,
  QUOTAS,
} from '@/domain/limits';
import { BANNED_TEXT } from '../../functions/src/safety/account';
import { admin } from './support';
import {
  ALL_FAILED,
  MODELS,
  account,
  data,
  errorOf,
  evaluate,
  seedDebate,
  verdict,
  useFakeJudges,
} from './evaluation-support';

const DAILY = QUOTAS.evaluationStart;

const fake = useFakeJudges();

/** The next run's three judges all answer HTTP 500. */
function failNextRun() {
  for (const model of MODELS) fake.script(model, { status: 500 });
}

describe('runs per debate', () => {
  test('a debate is evaluated at most 3 times, failed runs included; then the message, and no judge is asked', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const chatId = await seedDebate(alice, bob);

    for (let run = 1; run <= MAX_EVALUATIONS_PER_CHAT; run++) {
      failNextRun();
      expect(await errorOf(run % 2 ? alice : bob, { chatId })).toBe(ALL_FAILED);
      expect((await data(`chats/${chatId}`))?.evaluationAttempts).toBe(run);
    }
    const paid = fake.calls.length;
    const fourth = await evaluate(alice, { chatId });
    const fifth = await evaluate(bob, { chatId });

    console.log(`[limit] evaluations of one debate: ${MAX_EVALUATIONS_PER_CHAT}`);
    expect(MAX_EVALUATIONS_PER_CHAT).toBe(3);
    expect(paid).toBe(3 * MAX_EVALUATIONS_PER_CHAT);
    expect(fourth.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This debate has already been evaluated 3 times.',
    });
    expect(fifth.body.error?.message).toBe(EVALUATIONS_PER_CHAT_TEXT);
    expect(fake.calls).toHaveLength(paid);
    expect(await data(`chats/${chatId}`)).toMatchObject({
      evaluationAttempts: 3,
      evaluationInProgress: false,
      evaluationError: { message: ALL_FAILED },
    });
    expect(await data(`debateResults/${chatId}`)).toBeUndefined();
  }, 90_000);
});

describe('starts per account and day', () => {
  test('an account starts 20 evaluations a day: the 21st is refused before any judge, the other debater still may', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const chats = await Promise.all(Array.from({ length: 8 }, () => seedDebate(alice, bob)));

    // 20 runs that fail once the judges are paid: 3 on each of six debates, 2 on the seventh.
    for (let run = 0; run < DAILY.limit; run++) {
      failNextRun();
      const chatId = chats[Math.floor(run / MAX_EVALUATIONS_PER_CHAT)]!;
      expect(await errorOf(alice, { chatId })).toBe(ALL_FAILED);
    }
    const paid = fake.calls.length;
    const refused = await evaluate(alice, { chatId: chats[7]! });
    const onSeventh = await evaluate(alice, { chatId: chats[6]! });

    console.log(`[limit] evaluations one account starts a day: ${DAILY.limit}`);
    expect(DAILY.limit).toBe(20);
    expect(paid).toBe(3 * DAILY.limit);
    expect(refused.body.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: 'You have started 20 AI evaluations today. Try again tomorrow.',
    });
    expect(onSeventh.body.error?.message).toBe(DAILY.message);
    expect(fake.calls).toHaveLength(paid);
    expect(await data(`rateLimits/${alice.uid}_evaluationStart`)).toMatchObject({ count: 20 });
    const untouched = await data(`chats/${chats[7]}`);
    expect(untouched).not.toHaveProperty('evaluationAttempts');
    expect(untouched).not.toHaveProperty('evaluationInProgress');

    const byBob = await evaluate(bob, { chatId: chats[7]! });
    expect(byBob.status).toBe(200);
    expect(fake.calls).toHaveLength(paid + 3);
  }, 180_000);

  test('a run that loses the race for the last start of the day claims nothing: no attempt, no claim, no error left', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const [one, two] = await Promise.all([seedDebate(alice, bob), seedDebate(alice, bob)]);
    await admin()
      .doc(`rateLimits/${alice.uid}_evaluationStart`)
      .set({
        uid: alice.uid,
        kind: 'evaluationStart',
        windowStart: Timestamp.now(),
        count: DAILY.limit - 1,
      });

    const calls = await Promise.all([
      evaluate(alice, { chatId: one! }),
      evaluate(alice, { chatId: two! }),
    ]);

    expect(calls.map((c) => c.status).sort()).toEqual([200, 429]);
    const lost = calls.findIndex((c) => c.status !== 200);
    expect(calls[lost]?.body.error?.message).toBe(DAILY.message);
    expect(fake.calls).toHaveLength(3);
    const refusedChat = await data(`chats/${[one, two][lost]}`);
    expect(refusedChat?.evaluationAttempts ?? 0).toBe(0);
    expect(refusedChat?.evaluationInProgress ?? false).toBe(false);
    expect(refusedChat).not.toHaveProperty('evaluationClaim');
    expect(refusedChat).not.toHaveProperty('evaluationError');
  }, 60_000);

  test('a banned account is refused before anything is read or paid', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const chatId = await seedDebate(alice, bob);
    await admin().doc(`bans/${alice.uid}`).set({ at: Timestamp.now(), reason: 'test' });

    expect(await errorOf(alice, { chatId })).toBe(BANNED_TEXT);
    expect(fake.calls).toHaveLength(0);
    expect(await data(`chats/${chatId}`)).not.toHaveProperty('evaluationAttempts');
  });
});

describe('what is stored stays under 1 MiB, checked before the judges', () => {
  test(`a debate of ${2 * MAX_MESSAGES_READ_PER_END + 100} messages: both ends read, the judges told of the middle, a bounded result stored`, async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const total = 2 * MAX_MESSAGES_READ_PER_END + 100;
    const chatId = await seedDebate(alice, bob, {
      messages: Array.from({ length: total }, (_, i) => [i % 2 ? bob : alice, `m${i} point`]),
    });

    const { status, body } = await evaluate(alice, { chatId });

    expect(status).toBe(200);
    const user = fake.calls[0]?.messages.find((m) => m.role === 'user')?.content ?? '';
    const omitted = Number(/Note: (\d+) messages from the middle/.exec(user)?.[1]);
    // The judges see seats, not names (docs/decisions/0014-arena.md §5): Alice's seat is whichever
    // wrote m0.
    const shown = user.split('\n').filter((l) => /^Debater [AB]: "m\d+ point"$/.test(l));
    expect(omitted + shown.length).toBe(total);
    expect(shown[0]).toMatch(/^Debater [AB]: "m0 point"$/);
    const aliceSeat = shown[0]!.slice(0, 'Debater A'.length);
    const bobSeat = aliceSeat === 'Debater A' ? 'Debater B' : 'Debater A';
    expect(shown.at(-1)).toBe(`${bobSeat}: "m${total - 1} point"`);
    const stored = await data(`debateResults/${chatId}`);
    expect(stored?.participant1Arguments.length + stored?.participant2Arguments.length).toBe(
      2 * MAX_MESSAGES_READ_PER_END,
    );
    expect(stored?.argumentsOmitted).toBe(100);
    expect(stored?.participant2Arguments.at(-1)).toBe(`m${total - 1} point`);
    expect(body.result?.result.participant1Arguments[0]).toBe('m0 point');
  }, 120_000);

  test('judges answering a megabyte each are clipped, and the result is stored', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const chatId = await seedDebate(alice, bob);
    const huge = '中'.repeat(350_000);
    for (const model of MODELS) {
      fake.script(
        model,
        verdict('Alice', 80, { analysis: huge, winnerReason: huge, loserReason: huge }),
      );
    }

    const { status } = await evaluate(bob, { chatId });

    expect(status).toBe(200);
    const stored = await data(`debateResults/${chatId}`);
    const bytes = documentBytes(`debateResults/${chatId}`, stored ?? {});
    console.log(`[limit] result stored from three 1 MB verdicts: ${bytes} bytes`);
    expect(bytes).toBeLessThan(1_048_576);
    expect(stored?.winnerReason).toMatch(/^中{6000} \[\.\.\.\]$/);
    expect(stored?.judgeBreakdown[0].analysis).toHaveLength(6006);
  }, 60_000);
});

describe('a second caller waits with a listener, not a poll', () => {
  async function claimed() {
    const alice = await account('Alice');
    const bob = await account('Bob');
    return seedDebate(alice, bob, {
      chat: { evaluationInProgress: true, evaluationClaim: { id: 'run-1', at: Timestamp.now() } },
    });
  }

  /**
   * A waiter on the claimed chat, once it listens, so that the run's changes below happen while
   * it waits, as the test says. (Started together with the change, the waiter would find it in
   * its first snapshot instead; once, on a loaded machine, such a waiter heard of it only at its
   * deadline.)
   */
  async function waiting(
    db: Firestore,
    chatId: string,
  ): Promise<{ outcome: Promise<WaitOutcome> }> {
    let listening!: () => void;
    const heard = new Promise<void>((resolve) => (listening = resolve));
    const outcome = awaitRun(db, chatId, 'run-1', Date.now() + 20_000, { listening });
    await Promise.race([heard, outcome]);
    return { outcome };
  }

  test('learns of the stored result, the failure or the release as it happens, and gives up at its deadline', async () => {
    const db = admin();
    const stored = await claimed();
    const { outcome: storing } = await waiting(db, stored);
    for (const progress of [20, 45, 65, 85]) {
      await db.doc(`chats/${stored}`).update({ evaluationProgress: progress });
    }
    await db.doc(`debateResults/${stored}`).set({ id: stored, winner: 'Alice' });
    await db.doc(`chats/${stored}`).update({ debateResult: { winner: 'Alice' } });
    await releaseClaim(db, stored, 'run-1');
    expect(await storing).toEqual({
      kind: 'decided',
      // The stored result as the functions read it (readResult): its fields, typed.
      result: expect.objectContaining({ id: stored, winner: 'Alice', winnerId: null }),
      settled: true,
    });

    const failed = await claimed();
    const { outcome: failing } = await waiting(db, failed);
    await releaseClaim(db, failed, 'run-1', { failure: ALL_FAILED });
    expect(await failing).toEqual({ kind: 'failed', message: ALL_FAILED });

    const released = await claimed();
    const { outcome: letting } = await waiting(db, released);
    await releaseClaim(db, released, 'run-1', { refundAttempt: true });
    expect(await letting).toEqual({ kind: 'released' });

    const running = await claimed();
    const started = Date.now();
    expect(await awaitRun(db, running, 'run-1', started + 300)).toEqual({ kind: 'timeout' });
    // At its 300 ms deadline, with room for a loaded machine (an unbounded wait would hang).
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('a run that stored its result and died is not waited for past the grace period', async () => {
    const db = admin();
    const chatId = await claimed();
    await db.doc(`debateResults/${chatId}`).set({ id: chatId, winner: 'Bob' });
    await db.doc(`chats/${chatId}`).update({ debateResult: { winner: 'Bob' } });

    const started = Date.now();
    const waited = await awaitRun(db, chatId, 'run-1', started + 20_000, { graceMs: 500 });

    expect(waited).toEqual({
      kind: 'decided',
      // The stored result as the functions read it (readResult): its fields, typed.
      result: expect.objectContaining({ id: chatId, winner: 'Bob', winnerId: null }),
      settled: false,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
