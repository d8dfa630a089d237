/**
 * Refusals that cost nothing (DESIGN §5: "Authorise a callable before it reads anything
 * large"): a stranger who calls evaluateDebate or appealVerdict on a long public debate is
 * refused on the ban, the chat and its result, and never reads the transcript. Measured
 * two ways: the documents one refused call reads (the callable's own handler run in this
 * process under a read meter, its refusal checked against the emulator's answer), and 20
 * refused calls at once while another pair's evaluation is at its judges: they end first,
 * read three documents each and commit nothing. The time they add to that evaluation is a
 * row of `npm run bench`.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appealVerdict } from '../../functions/src/evaluation/appeal-verdict';
import { evaluateDebate } from '../../functions/src/evaluation/evaluate-debate';
import { startReadMeter } from '../support/admin-read-meter';
import { admin, callFunction, waitFor } from '../functions/support';
import {
  account,
  data,
  evaluate,
  MODELS,
  pointJudgesAt,
  seedDebate,
  type Account,
  useFakeJudges,
} from '../functions/evaluation-support';

/** Refusals are read on three documents: the caller's ban, the chat, its result. */
const MAX_REFUSAL_READS = 3;
const LONG_DEBATE_MESSAGES = 2_100;
const PARALLEL_REFUSALS = 20;

const fake = useFakeJudges();
/** One meter for the file: two would undo each other's patches when the first stops. */
const meter = startReadMeter(admin());
afterAll(() => meter.stop());

let alice: Account;
let bob: Account;
let stranger: Account;
let publicDebate: string;

/** `count` messages straight into the debate, both sides in turn, after its start. */
async function flood(chatId: string, count: number) {
  const writer = admin().bulkWriter();
  const base = Date.now() - 590_000;
  for (let i = 0; i < count; i++) {
    const who = i % 2 ? bob : alice;
    void writer.set(admin().doc(`chats/${chatId}/messages/flood${i}`), {
      senderId: who.uid,
      senderPhone: who.phone,
      content: `Argument ${i}: buses carry forty people in the road space of three cars.`,
      chatId,
      timestamp: Timestamp.fromMillis(base + i * 100),
    });
  }
  await writer.close();
}

/** The handler as the emulator runs it, in this process (firebase-functions' `run`). */
function runHandler(
  callable: typeof evaluateDebate | typeof appealVerdict,
  uid: string,
  chatId: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  return callable.run({ data: { chatId }, auth: { uid, token: {} } } as never).then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, message: (error as Error).message }),
  );
}

beforeAll(async () => {
  [alice, bob, stranger] = await Promise.all([
    account('Alice'),
    account('Bob'),
    account('Stranger'),
  ]);
  // A public debate anyone signed in may watch, both agreed, 2,100 messages long.
  publicDebate = await seedDebate(alice, bob, { chat: { isPublic: true }, messages: [] });
  await flood(publicDebate, LONG_DEBATE_MESSAGES);
}, 120_000);

describe('refusals that read nothing', () => {
  test('a refused evaluation or appeal reads at most 3 documents, on a public debate of 2,100 messages', async () => {
    const notAgreed = await seedDebate(alice, bob, {
      chat: { evaluationReadiness: { [alice.uid]: true, [bob.uid]: false } },
    });
    const banned = await account('Banned');
    await admin().doc(`bans/${banned.uid}`).set({ bannedAt: Timestamp.now() });
    const cases = [
      {
        name: 'a stranger evaluates',
        callable: evaluateDebate,
        who: stranger,
        chatId: publicDebate,
      },
      { name: 'a stranger appeals', callable: appealVerdict, who: stranger, chatId: publicDebate },
      {
        name: 'a banned account evaluates',
        callable: evaluateDebate,
        who: banned,
        chatId: publicDebate,
      },
      {
        name: 'a debater evaluates before both agree',
        callable: evaluateDebate,
        who: bob,
        chatId: notAgreed,
      },
      {
        name: 'anyone evaluates a chat that does not exist',
        callable: evaluateDebate,
        who: stranger,
        chatId: 'nochat',
      },
    ];

    const figures: string[] = [];
    let most = 0;
    for (const c of cases) {
      meter.reset();
      const handled = await runHandler(c.callable, c.who.uid, c.chatId);
      const reads = meter.reads();
      // The same refusal as the emulator gives any client over HTTP.
      const overHttp = await callFunction(
        c.callable === evaluateDebate ? 'evaluateDebate' : 'appealVerdict',
        c.who.idToken,
        { chatId: c.chatId },
      );
      expect(handled.ok, c.name).toBe(false);
      expect(handled.ok ? '' : handled.message, c.name).toBe(overHttp.body.error?.message);
      figures.push(`${c.name}: ${reads}`);
      most = Math.max(most, reads);
    }

    console.log(
      `[abuse] documents one refused evaluateDebate / appealVerdict call reads: at most ${most} (≤ ${MAX_REFUSAL_READS}; the debate has ${LONG_DEBATE_MESSAGES} messages) — ${figures.join('; ')}`,
    );
    expect(most).toBeLessThanOrEqual(MAX_REFUSAL_READS);
  });
});

describe('refusals that hold nothing up', () => {
  /**
   * 20 refused evaluateDebate calls by the stranger, all at once, while another pair's
   * evaluation is at its judges (held there until the refusals are done): the refusals must
   * end without waiting for it, read only their three documents each and commit nothing (no
   * write, no transaction), so they hold no lock and take no Firestore time that the pair's
   * evaluation needs. The refusals run the callable's handler in this process: deployed,
   * each call is its own instance, so what one can take from another pair is Firestore's
   * time and locks, not the CPU the emulator spends starting a worker per concurrent call.
   * What the refusals add to the pair's wall time is measured by `npm run bench`
   * (docs/performance.md), not here.
   */
  test("20 parallel refused calls end while another pair's evaluation runs, reading 3 documents each and committing nothing", async () => {
    let letJudgesGo = () => {};
    const judgesHeld = new Promise<void>((resolve) => (letJudgesGo = resolve));
    // Both readings of each judge (and their retries) wait until the refusals are done.
    for (const model of MODELS)
      fake.script(model, Array(6).fill({ delayMs: 0, after: judgesHeld }));
    // The judges' 2 s time-out would end the held evaluation on its own on a slow machine.
    await pointJudgesAt(fake, { JUDGE_TIMEOUT_MS: '60000' });
    const pairDebate = await seedDebate(alice, bob);
    let pairEnded = false;
    const pair = evaluate(alice, { chatId: pairDebate }).finally(() => (pairEnded = true));
    try {
      // Past its reads and its claim: every judge has been asked.
      await waitFor(
        async () => MODELS.filter((model) => fake.callsFor(model).length > 0),
        (asked) => asked.length === MODELS.length,
        "the pair's evaluation to ask all three judges",
      );
      meter.reset();
      const outcomes = await Promise.all(
        Array.from({ length: PARALLEL_REFUSALS }, () =>
          runHandler(evaluateDebate, stranger.uid, publicDebate),
        ),
      );
      const reads = meter.reads();
      const commits = meter.commits();
      const endedFirst = !pairEnded;
      console.log(
        `[abuse] ${PARALLEL_REFUSALS} parallel refused evaluateDebate calls on a ${LONG_DEBATE_MESSAGES}-message public debate, while another pair's evaluation waits on its judges: ${outcomes.filter((o) => !o.ok).length} refused ${endedFirst ? 'before' : 'AFTER'} it ended; ${reads} documents read in all (≤ ${PARALLEL_REFUSALS * MAX_REFUSAL_READS}), ${commits} writes or transactions`,
      );
      expect(outcomes).toEqual(
        Array(PARALLEL_REFUSALS).fill({
          ok: false,
          message: 'You are not a participant in this debate',
        }),
      );
      expect(endedFirst).toBe(true);
      expect(reads).toBeLessThanOrEqual(PARALLEL_REFUSALS * MAX_REFUSAL_READS);
      expect(commits).toBe(0);
    } finally {
      letJudgesGo();
    }
    await pointJudgesAt(fake);
    // The pair's evaluation then ends as it would have without them.
    const outcome = await pair;
    expect(outcome.body.error?.message).toBeUndefined();
    expect(await data(`debateResults/${pairDebate}`)).toBeDefined();
  }, 120_000);
});
