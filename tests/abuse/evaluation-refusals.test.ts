/**
 * Refusals that cost nothing (DESIGN §5: "Authorise a callable before it reads anything
 * large"): a stranger who calls evaluateDebate or appealVerdict on a long public debate is
 * refused on the ban, the chat and its result, and never reads the transcript. Measured
 * two ways: the documents one refused call reads (the callable's own handler run in this
 * process under a read meter, its refusal checked against the emulator's answer), and the
 * time another pair's evaluation takes while 20 refused calls run at once (over HTTP),
 * against the same evaluation beside 20 calls that read only the three documents.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appealVerdict } from '../../functions/src/evaluation/appeal-verdict';
import { evaluateDebate } from '../../functions/src/evaluation/evaluate-debate';
import { startReadMeter } from '../support/admin-read-meter';
import { admin, callFunction } from '../functions/support';
import {
  account,
  evaluate,
  seedDebate,
  type Account,
  useFakeJudges,
} from '../functions/evaluation-support';

/** Refusals are read on three documents: the caller's ban, the chat, its result. */
const MAX_REFUSAL_READS = 3;
const LONG_DEBATE_MESSAGES = 2_100;
const PARALLEL_REFUSALS = 20;
/** The evaluation's own overhead budget (docs/performance.md): the refusals must fit in it. */
const DELAY_BUDGET_MS = 600;
/** Rounds of the pair beside the refusals and beside the floor, taken in turn (1 + 3 a round of alice's 20 evaluations a day). */
const ROUNDS = 5;

const fake = useFakeJudges();

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
  const meter = startReadMeter(admin());
  afterAll(() => meter.stop());

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
  /** One evaluation of a fresh debate of the pair, over HTTP; its wall time in ms. */
  async function pairEvaluation(): Promise<number> {
    const chatId = await seedDebate(alice, bob);
    const started = Date.now();
    const outcome = await evaluate(alice, { chatId });
    const ms = Date.now() - started;
    expect(outcome.body.error?.message).toBeUndefined();
    return ms;
  }

  /**
   * `n` refused evaluateDebate calls by the stranger at once, each one's time in ms. They run
   * the callable's handler in this process: deployed, each call is its own instance, so what
   * one can take from another pair is Firestore's time and an instance slot, not the CPU the
   * emulator spends starting a worker process per concurrent HTTP call on this machine.
   */
  function refusedCalls(n: number): Promise<number[]> {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const started = Date.now();
        const outcome = await runHandler(evaluateDebate, stranger.uid, publicDebate);
        expect(outcome).toEqual({ ok: false, message: 'You are not a participant in this debate' });
        return Date.now() - started;
      }),
    );
  }

  /**
   * The floor the refusals are held against: `n` calls at once that read what any refusal
   * must (the caller's ban, the chat and its result, as evaluateDebate reads them) and
   * nothing else. On a loaded machine both slow the pair alike; a refusal that read the
   * transcript (2.0 s of delay before the fix) or queued behind the evaluation would not.
   */
  function floorCalls(n: number): Promise<number[]> {
    const db = admin();
    return Promise.all(
      Array.from({ length: n }, async () => {
        const started = Date.now();
        await Promise.all([
          db.doc(`bans/${stranger.uid}`).get(),
          db.getAll(db.doc(`chats/${publicDebate}`), db.doc(`debateResults/${publicDebate}`)),
        ]);
        return Date.now() - started;
      }),
    );
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

  test("20 parallel refused calls do not delay another pair's evaluation", async () => {
    // Each judge answers after 300 ms, so the evaluation is judges plus its own overhead.
    const judgesAfter = () => {
      for (const model of ['gpt-4', 'deepseek-chat', 'grok-3']) {
        fake.script(model, Array(6).fill({ delayMs: 300 }));
      }
    };
    // Warm: the first call starts the emulator's worker for the function.
    judgesAfter();
    await pairEvaluation();

    const alone: number[] = [];
    const beside: number[] = [];
    const besideFloor: number[] = [];
    const refused: number[] = [];
    const floor: number[] = [];
    /** Each round's pair beside the refusals minus the same round's pair beside the floor. */
    const delays: number[] = [];
    const besideRefusals = async () => {
      fake.reset();
      judgesAfter();
      const [times, ms] = await Promise.all([refusedCalls(PARALLEL_REFUSALS), pairEvaluation()]);
      beside.push(ms);
      refused.push(...times);
      return ms;
    };
    const besideTheFloor = async () => {
      fake.reset();
      judgesAfter();
      const [floorTimes, ms] = await Promise.all([floorCalls(PARALLEL_REFUSALS), pairEvaluation()]);
      besideFloor.push(ms);
      floor.push(...floorTimes);
      return ms;
    };
    for (let round = 0; round < ROUNDS; round++) {
      fake.reset();
      judgesAfter();
      alone.push(await pairEvaluation());
      // Taken in turn, first one then the other: a machine busy for a moment slows the two
      // halves of one round alike, and neither always goes first.
      if (round % 2 === 0) {
        const withRefusals = await besideRefusals();
        delays.push(withRefusals - (await besideTheFloor()));
      } else {
        const withFloor = await besideTheFloor();
        delays.push((await besideRefusals()) - withFloor);
      }
    }

    // What the refusals add over the reads no refusal can skip, measured in the same rounds
    // (a loaded machine slowed the pair by 0.7 s beside either: a budget on the delay over
    // the pair alone measured the machine), as the median of each round's difference (the
    // difference of the two medians swung from -68 to 834 ms over three runs on one machine).
    const delay = median(delays);
    console.log(
      `[abuse] another pair's evaluation beside ${PARALLEL_REFUSALS} parallel refused calls on a ${LONG_DEBATE_MESSAGES}-message debate: ${median(beside)} ms median, against ${median(besideFloor)} ms beside ${PARALLEL_REFUSALS} calls reading the ban, chat and result alone (delay ${delay} ms, the median of ${ROUNDS} rounds' differences ${delays.join(', ')} ms; alone ${median(alone)} ms); a refused call took ${median(refused)} ms median, ${Math.max(...refused)} ms at most (the floor's ${median(floor)} ms)`,
    );
    expect(delay).toBeLessThanOrEqual(DELAY_BUDGET_MS);
  }, 240_000);
});
