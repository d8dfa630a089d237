/**
 * 'Appeal Verdict' on the emulators (docs/decisions/0014-arena.md §5): appealVerdict against the
 * scripted judge server through the real openai client. A fresh panel judges blind with every
 * judge's seating swapped; both panels stay on the result; a unanimous appeal corrects stats,
 * medals and notices exactly once however often it is delivered; a split one changes nothing;
 * outsiders, unanimous verdicts and second appeals are refused before any judge, and an appeal pays
 * like an evaluation (the debate's runs, the caller's daily quota).
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import {
  applyAppealCorrection,
  appealNotificationId,
} from '../../functions/src/evaluation/appeal-outcome';
import { EVALUATIONS_PER_CHAT_TEXT, MAX_EVALUATIONS_PER_CHAT } from '@/domain/limits';
import { debateRatingChanges, START_RATING } from '@/domain/rating';
import { admin, callFunction } from './support';
import {
  MODELS,
  account,
  data,
  evaluate,
  identitySettled,
  seedDebate,
  verdict,
  type Account,
  useFakeJudges,
} from './evaluation-support';

const fake = useFakeJudges();

function appeal(who: Account | null, chatId: unknown) {
  return callFunction('appealVerdict', who?.idToken ?? null, { chatId });
}

/** A judged debate: Alice (the creator) wins 2–1, so either of them may appeal. */
async function splitVerdict(): Promise<{ alice: Account; bob: Account; chatId: string }> {
  const alice = await account('Alice');
  const bob = await account('Bob');
  const chatId = await seedDebate(alice, bob);
  fake.script('gpt-4', verdict('Alice', 80));
  fake.script('deepseek-chat', verdict('Alice', 70));
  fake.script('grok-3', verdict('Bob', 90));
  const first = await evaluate(alice, { chatId });
  expect(first.body.result?.result?.winnerId).toBe(alice.uid);
  fake.reset();
  // The tests compare whole profiles before and after; no trigger may still be on its way.
  await Promise.all([identitySettled(alice.uid), identitySettled(bob.uid)]);
  return { alice, bob, chatId };
}

async function state(alice: Account, bob: Account, chatId: string) {
  const medals = async (uid: string) =>
    (await admin().collection(`users/${uid}/medals`).get()).docs.map((d) => d.id);
  return {
    alice: await data(`users/${alice.uid}`),
    bob: await data(`users/${bob.uid}`),
    aliceMedals: await medals(alice.uid),
    bobMedals: await medals(bob.uid),
    notices: (await admin().collection('notifications').where('chatId', '==', chatId).get()).docs
      .map((d) => d.id)
      .sort(),
  };
}

/** Which seat the creator (the debater with a stated stance) has in a recorded prompt. */
function creatorSeat(user: string): 'A' | 'B' {
  return /^- participant1: Debater A\n {2}stated stance: /m.test(user) ? 'A' : 'B';
}

describe('appealVerdict: a unanimous appeal corrects the outcome once', () => {
  test('the loser appeals; the fresh panel, seated the other way, is unanimous: stats, medals, verdict and notices move, once under five deliveries', async () => {
    const { alice, bob, chatId } = await splitVerdict();
    const before = await state(alice, bob, chatId);
    expect(before.aliceMedals).toHaveLength(1);
    // Glicko-2 from 1500 each: the first verdict moved them 162 apart each way.
    const rate = (winner: string) =>
      debateRatingChanges(
        { uid: alice.uid, glicko: START_RATING },
        { uid: bob.uid, glicko: START_RATING },
        winner,
      );
    expect([before.alice?.ratingChange, before.bob?.ratingChange]).toEqual([162, -162]);
    const firstResult = await data(`debateResults/${chatId}`);
    for (const model of MODELS) fake.script(model, verdict('Bob', 75));

    const answer = await appeal(bob, chatId);
    expect(answer.body.error).toBeUndefined();
    expect(answer.body.result).toEqual({
      stands: true,
      changed: true,
      winner: 'Bob',
      winnerId: bob.uid,
    });

    // A fresh panel: one call per judge, each seated the other way round, blind.
    expect(fake.calls).toHaveLength(3);
    const stored = (await data(`debateResults/${chatId}`)) as DocumentData;
    const first = firstResult?.judgeBreakdown as DocumentData[];
    const second = stored.appeal.judgeBreakdown as DocumentData[];
    expect(second.map((e) => e.swapped)).toEqual(first.map((e) => !e.swapped));
    for (const [i, model] of MODELS.entries()) {
      const user = fake.callsFor(model)[0]!.messages[1]!.content;
      expect(creatorSeat(user)).toBe(first[i]!.swapped ? 'A' : 'B');
      expect(user).not.toMatch(/Alice|Bob/);
      for (const who of [alice, bob]) expect(user).not.toContain(who.phone.slice(2));
    }
    // Both panels' ballots are kept; the verdict is the appeal's.
    expect(stored.judgeBreakdown).toEqual(first);
    expect(stored.appeal).toMatchObject({
      status: 'decided',
      appellantId: bob.uid,
      stands: true,
      changed: true,
      corrected: true,
      originalWinnerId: alice.uid,
      winnerId: bob.uid,
    });
    expect(stored.appeal.votingSummary.votes).toEqual({ Alice: 0, Bob: 3, Draw: 0 });
    expect(stored).toMatchObject({ winner: 'Bob', winnerId: bob.uid });
    expect(await data(`chats/${chatId}`)).toMatchObject({
      winner: 'Bob',
      winnerId: bob.uid,
      debateResult: { winner: 'Bob' },
    });

    const after = await state(alice, bob, chatId);
    expect(after.alice?.debateStats).toEqual({ totalDebates: 1, wins: 0, losses: 1, draws: 0 });
    // Re-rated as if Bob had won from the start: 1338 and 1662, and the histories say so.
    const [aliceRight, bobRight] = rate(bob.uid);
    expect(after.alice?.rating).toBeCloseTo(aliceRight.glicko.after.rating, 9);
    expect(after.bob?.rating).toBeCloseTo(bobRight.glicko.after.rating, 9);
    expect([after.alice?.ratingChange, after.bob?.ratingChange]).toEqual([-162, 162]);
    expect(await data(`users/${bob.uid}/ratingHistory/${chatId}`)).toMatchObject({
      before: 1500,
      after: 1662,
      change: 162,
      score: 1,
    });
    expect(after.bob?.debateStats).toEqual({ totalDebates: 1, wins: 1, losses: 0, draws: 0 });
    expect(after.aliceMedals).toEqual([]);
    expect(after.alice?.medalCount).toBe(0);
    expect(after.alice?.medals).toEqual([]);
    expect(after.bobMedals).toHaveLength(1);
    expect(after.bob?.medalCount).toBe(1);
    expect(after.bob?.medals).toHaveLength(1);
    expect(await data(`users/${bob.uid}/medals/${after.bobMedals[0]}`)).toMatchObject({
      topic: 'Should cities ban private cars?',
      opponentPhone: alice.phone,
      chatId,
    });
    expect(after.notices).toEqual(
      [
        ...before.notices,
        appealNotificationId(chatId, alice.uid),
        appealNotificationId(chatId, bob.uid),
      ].sort(),
    );
    expect(await data(`notifications/${appealNotificationId(chatId, bob.uid)}`)).toMatchObject({
      userId: bob.uid,
      type: 'debate_won',
      title: 'Appeal: you won the debate!',
      read: false,
    });
    expect(await data(`notifications/${appealNotificationId(chatId, alice.uid)}`)).toMatchObject({
      userId: alice.uid,
      type: 'debate_lost',
    });

    // Delivered five more times: the call (twice at once, then again) and the step itself.
    const again = await Promise.all([appeal(bob, chatId), appeal(bob, chatId)]);
    for (const delivery of [...again, await appeal(bob, chatId)]) {
      expect(delivery.body.result).toEqual(answer.body.result);
    }
    await Promise.all([
      applyAppealCorrection(admin(), chatId),
      applyAppealCorrection(admin(), chatId),
    ]);
    expect(fake.calls).toHaveLength(3);
    const settled = await state(alice, bob, chatId);
    expect(settled).toEqual(after);
    console.log(
      `[appeal] 1 appeal delivered 5 times: ${fake.calls.length} judge calls; stats, medals and ratings (${settled.alice?.rating}/${settled.bob?.rating}) corrected once`,
    );
  }, 120_000);

  test('an appeal the panel splits on leaves the verdict, stats and medals as they were', async () => {
    const { alice, bob, chatId } = await splitVerdict();
    const before = await state(alice, bob, chatId);
    fake.script('gpt-4', verdict('Bob', 90));
    fake.script('deepseek-chat', verdict('Bob', 90));
    fake.script('grok-3', verdict('Alice', 60));

    const answer = await appeal(alice, chatId);
    expect(answer.body.result).toEqual({
      stands: false,
      changed: false,
      winner: 'Alice',
      winnerId: alice.uid,
    });
    const stored = await data(`debateResults/${chatId}`);
    expect(stored).toMatchObject({
      winnerId: alice.uid,
      appeal: { stands: false, corrected: true },
    });
    expect(stored?.appeal.judgeBreakdown).toHaveLength(3);
    expect(await state(alice, bob, chatId)).toEqual(before);

    // Once per debate: neither debater gets a second appeal, and no judge is asked.
    expect((await appeal(bob, chatId)).body.error?.message).toBe(
      'This verdict has already been appealed. Each debate gets one appeal.',
    );
    expect(fake.calls).toHaveLength(3);
  }, 120_000);
});

describe('appealVerdict: refusals and limits', () => {
  test('outsiders, signed-out callers, bad ids and unanimous verdicts are refused before any judge', async () => {
    const { alice, chatId } = await splitVerdict();
    const stranger = await account('Mallory');
    expect((await appeal(stranger, chatId)).body.error?.message).toBe(
      'You are not a participant in this debate',
    );
    expect((await appeal(null, chatId)).body.error?.message).toBe('User not authenticated');
    expect((await appeal(alice, '../x')).body.error?.message).toBe('Invalid debate chat');

    const carol = await account('Carol');
    const dave = await account('Dave');
    const unanimous = await seedDebate(carol, dave);
    for (const model of MODELS) fake.script(model, verdict('Carol', 80));
    await evaluate(carol, { chatId: unanimous });
    fake.reset();
    expect((await appeal(dave, unanimous)).body.error?.message).toBe(
      'A unanimous verdict cannot be appealed.',
    );
    const undecided = await seedDebate(carol, dave);
    expect((await appeal(dave, undecided)).body.error?.message).toBe(
      'This debate has no verdict to appeal yet.',
    );
    expect(fake.calls).toHaveLength(0);
    expect((await data(`debateResults/${chatId}`))?.appeal).toBeUndefined();
  }, 120_000);

  test('an appeal is one of the debate’s evaluation runs and one of the caller’s daily starts', async () => {
    const { alice, bob, chatId } = await splitVerdict();
    const quotaBefore = (await data(`rateLimits/${bob.uid}_evaluationStart`))?.count ?? 0;
    await admin().doc(`chats/${chatId}`).update({ evaluationAttempts: MAX_EVALUATIONS_PER_CHAT });
    expect((await appeal(bob, chatId)).body.error?.message).toBe(EVALUATIONS_PER_CHAT_TEXT);
    expect(fake.calls).toHaveLength(0);

    await admin().doc(`chats/${chatId}`).update({ evaluationAttempts: 1 });
    fake.script('gpt-4', verdict('Bob', 90));
    await appeal(bob, chatId);
    expect((await data(`chats/${chatId}`))?.evaluationAttempts).toBe(2);
    const quotaAfter = (await data(`rateLimits/${bob.uid}_evaluationStart`))?.count ?? 0;
    expect(quotaAfter).toBe(quotaBefore + 1);
    console.log(
      `[limit] an appeal takes 1 of the debate's ${MAX_EVALUATIONS_PER_CHAT} evaluation runs and 1 of the appellant's daily evaluation starts (${quotaAfter} used)`,
    );
    expect(alice.uid).not.toBe(bob.uid);
  }, 120_000);
});
