/**
 * Attacks on the AI judges' bill (docs/decisions/0012-safety.md §2 "Bounded AI spend"), run as an
 * attacker would: the plain Firebase client SDK signed in as an ordinary phone user, calling
 * evaluateDebate in a loop on debates with an accomplice, or on a debate whose transcript was made
 * huge. The judges are the scripted server; the Admin SDK only seeds debates and measures. Each
 * attack prints its figure.
 */
import { deleteDoc, doc, updateDoc } from 'firebase/firestore';
import { afterAll, describe, expect, test } from 'vitest';
import { documentBytes } from '../../functions/src/evaluation/result-size';
import { DEFAULT_JUDGE_MAX_RETRIES } from '../../functions/src/judges/providers';
import { MAX_EVALUATIONS_PER_CHAT, QUOTAS } from '@/domain/limits';
import { admin, uniquePhone } from '../functions/support';
import {
  MODELS,
  data,
  pointJudgesAt,
  seedDebate,
  seedProfile,
  verdict,
  type Account,
  useFakeJudges,
} from '../functions/evaluation-support';
import { attempt, signInAttacker, type Attacker } from './attacker';

const DAILY = QUOTAS.evaluationStart;
const MIB = 1_048_576;

const fake = useFakeJudges();
const attackers: Attacker[] = [];

/** A signed-in attacker with a profile, usable as a debater of seeded debates. */
async function debater(name: string): Promise<Attacker & Account> {
  const phone = uniquePhone('+1558');
  const attacker = await signInAttacker(phone);
  attackers.push(attacker);
  await seedProfile(attacker.uid, phone, name);
  return { ...attacker, name };
}

afterAll(async () => {
  await Promise.all(attackers.map((a) => a.close()));
});

describe('a looping abuser', () => {
  test('judge calls a looping abuser causes in one day stay within 3 × the daily quota', async () => {
    const abuser = await debater('Abuser');
    const accomplice = await debater('Accomplice');
    // Every judge fails, so no debate ever ends with a result: each call could pay again.
    for (const model of MODELS) fake.script(model, Array(200).fill({ status: 500 }));
    const chats = await Promise.all(
      Array.from({ length: 10 }, () => seedDebate(abuser, accomplice)),
    );

    const refusals = new Map<string, number>();
    for (let call = 0; call < 60; call++) {
      const outcome = await abuser.call('evaluateDebate', { chatId: chats[call % chats.length] });
      if (!outcome.ok) refusals.set(outcome.message, (refusals.get(outcome.message) ?? 0) + 1);
    }

    const judgeCalls = fake.calls.length;
    console.log(
      `[abuse] judge calls a looping abuser causes in one day: ${judgeCalls} (≤ 3 × the daily quota of ${DAILY.limit}, from 60 calls on 10 debates)`,
    );
    expect(judgeCalls).toBeLessThanOrEqual(3 * DAILY.limit);
    expect(judgeCalls).toBe(60);
    expect(refusals.get(DAILY.message)).toBe(60 - DAILY.limit);
    for (const chatId of chats) {
      expect((await data(`chats/${chatId}`))?.evaluationAttempts).toBeLessThanOrEqual(
        MAX_EVALUATIONS_PER_CHAT,
      );
    }
  }, 240_000);

  test.each([
    ['off', 1],
    ['on', 2],
  ] as const)(
    'provider requests a looping abuser causes in one day, production retries, order check %s',
    async (orderCheck, readings) => {
      const retries = DEFAULT_JUDGE_MAX_RETRIES;
      // Deployed settings: the client's retry and the blank answer's second ask share a budget.
      await pointJudgesAt(fake, {
        JUDGE_MAX_RETRIES: String(retries),
        JUDGE_ORDER_CHECK: orderCheck,
      });
      const abuser = await debater('Abuser');
      const accomplice = await debater('Accomplice');
      // The costliest failure: a blank answer, asked again, then server errors retried. Each
      // seating has its own queue: the order check's two readings ask at the same time.
      const worst = [{ content: '' }, { status: 500 }, { status: 500 }];
      for (const model of MODELS) {
        for (const seating of ['creatorFirst', 'creatorSecond'] as const) {
          fake.scriptSeating(model, seating, Array(200).fill(worst).flat());
        }
      }
      const chats = await Promise.all(
        Array.from({ length: 10 }, () => seedDebate(abuser, accomplice)),
      );
      try {
        for (let call = 0; call < 60; call++) {
          await abuser.call('evaluateDebate', { chatId: chats[call % chats.length] });
        }
      } finally {
        await pointJudgesAt(fake);
      }

      const requests = fake.calls.length;
      // Per reading: the first request, the client's retries and the blank answer's re-ask.
      const perReading = 1 + (retries + 1);
      const bound = 3 * DAILY.limit * readings * perReading;
      console.log(
        `[abuse] provider requests a looping abuser causes in one day, production retries (JUDGE_MAX_RETRIES ${retries} and one re-ask of a blank answer), order check ${orderCheck}: ${requests} (≤ 3 judges × quota ${DAILY.limit} × ${readings} reading${readings > 1 ? 's' : ''} × (1 + ${retries + 1} retries) = ${bound})`,
      );
      expect(requests).toBeLessThanOrEqual(bound);
      expect(requests).toBe(bound);
    },
    240_000,
  );

  test('the counters cannot be reset from a client', async () => {
    const abuser = await debater('Abuser');
    const accomplice = await debater('Accomplice');
    const chatId = await seedDebate(abuser, accomplice, {
      chat: { evaluationAttempts: MAX_EVALUATIONS_PER_CHAT },
    });
    await admin()
      .doc(`rateLimits/${abuser.uid}_evaluationStart`)
      .set({ uid: abuser.uid, kind: 'evaluationStart', windowStart: new Date(), count: 20 });

    const resets = await Promise.all([
      attempt(() => updateDoc(doc(abuser.db, 'chats', chatId), { evaluationAttempts: 0 })),
      attempt(() => deleteDoc(doc(abuser.db, 'rateLimits', `${abuser.uid}_evaluationStart`))),
      attempt(() =>
        updateDoc(doc(abuser.db, 'rateLimits', `${abuser.uid}_evaluationStart`), { count: 0 }),
      ),
    ]);

    const accepted = resets.filter((r) => r.ok).length;
    console.log(`[abuse] writes that reset an evaluation counter: ${accepted} of ${resets.length}`);
    expect(accepted).toBe(0);
    expect(resets.map((r) => (r.ok ? 'ok' : r.code))).toEqual([
      'permission-denied',
      'permission-denied',
      'permission-denied',
    ]);
    expect((await data(`chats/${chatId}`))?.evaluationAttempts).toBe(MAX_EVALUATIONS_PER_CHAT);
  });
});

describe('failing a run after the judges are paid', () => {
  /** Seeds `count` messages of `content` straight into the debate (no rule bounds them here). */
  async function flood(chatId: string, debaters: Account[], count: number, content: string) {
    const writer = admin().bulkWriter();
    // After the seeded debate's start (10 minutes ago): earlier ones never reach the judges.
    const base = Date.now() - 590_000;
    for (let i = 0; i < count; i++) {
      const who = debaters[i % 2]!;
      void writer.set(admin().doc(`chats/${chatId}/messages/flood${i}`), {
        senderId: who.uid,
        senderPhone: who.phone,
        content,
        chatId,
        timestamp: new Date(base + i * 1000),
      });
    }
    await writer.close();
    return count * Buffer.byteLength(content);
  }

  test('evaluations that fail after the judges were paid: 0, including a 2 MiB transcript', async () => {
    const abuser = await debater('Abuser');
    const accomplice = await debater('Accomplice');
    const pair = [abuser, accomplice];
    const attacks: { name: string; chatId: string; transcriptBytes?: number }[] = [];

    // 525 messages of 4,000 characters: what the message rule allows, 2 MiB in all.
    const big = await seedDebate(abuser, accomplice, { messages: [] });
    const bigBytes = await flood(big, pair, 525, 'a'.repeat(4_000));
    attacks.push({ name: '2 MiB transcript', chatId: big, transcriptBytes: bigBytes });
    // The same in 3-byte characters, and messages far over the rule's 4,000 characters.
    const wide = await seedDebate(abuser, accomplice, { messages: [] });
    const wideBytes = await flood(wide, pair, 200, '中'.repeat(12_000));
    attacks.push({
      name: '7 MB transcript of oversized messages',
      chatId: wide,
      transcriptBytes: wideBytes,
    });
    // Judges pushed (by prompt injection, say) into answering a megabyte each.
    const verbose = await seedDebate(abuser, accomplice);
    attacks.push({ name: 'judges answering 1 MB each', chatId: verbose });

    let failedAfterPaid = 0;
    let largest = 0;
    for (const { name, chatId } of attacks) {
      fake.reset();
      if (name.startsWith('judges')) {
        const huge = '中'.repeat(350_000);
        for (const model of MODELS) {
          fake.script(model, verdict('Abuser', 90, { analysis: huge, loserReason: huge }));
        }
      }
      const outcome = await abuser.call('evaluateDebate', { chatId });
      const paid = fake.calls.length > 0;
      const stored = await data(`debateResults/${chatId}`);
      if (paid && (!outcome.ok || !stored)) failedAfterPaid += 1;
      if (stored) largest = Math.max(largest, documentBytes(`debateResults/${chatId}`, stored));
      expect(outcome.ok, `${name}: ${outcome.ok ? '' : outcome.message}`).toBe(true);
      expect(fake.calls).toHaveLength(3);
    }

    console.log(
      `[abuse] evaluations that fail after the judges were paid: ${failedAfterPaid}, including a 2 MiB transcript (${attacks.length} attacks; transcripts up to ${Math.round(wideBytes / 1000)} kB; largest result stored ${largest} bytes of ${MIB})`,
    );
    expect(bigBytes).toBeGreaterThanOrEqual(2 * MIB);
    expect(failedAfterPaid).toBe(0);
    expect(largest).toBeLessThan(MIB);
  }, 240_000);
});
