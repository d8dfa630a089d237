/**
 * 'No contest' on the emulators (src/domain/judging/no-contest.ts): a debate where either
 * side wrote fewer than 2 messages or 40 words is never sent to the judges. evaluateDebate
 * ends it unjudged: the chat completed and marked, no result, no winner, no stats, medals or
 * ratings, and no judge, quota or evaluation attempt paid.
 */
import { describe, expect, test } from 'vitest';
import { readGlicko } from '@/domain/rating';
import { admin, callFunction } from './support';
import {
  account,
  data,
  evaluate,
  seedDebate,
  type Account,
  useFakeJudges,
} from './evaluation-support';

const fake = useFakeJudges();

const twentyWords = (topic: string) =>
  `${topic} matters because it changes how people live every day in the city, and the numbers from last year show it clearly enough for anyone.`;

/** What an outcome would change on a debater's profile, and their medals. */
async function standing(who: Account) {
  const profile = await data(`users/${who.uid}`);
  return {
    debateStats: profile?.debateStats ?? null,
    // A new profile's rating is written by its trigger a moment later: missing reads as the start.
    rating: readGlicko(profile ?? null),
    ratingChange: profile?.ratingChange ?? null,
    medalCount: profile?.medalCount ?? null,
    medals: (await admin().collection(`users/${who.uid}/medals`).get()).size,
  };
}

describe('No contest', () => {
  test('a side with one message: no judge asked, no result, stats, medal or rating, no quota used', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const chatId = await seedDebate(alice, bob, {
      messages: [
        [alice, `${twentyWords('Clean air')} ${twentyWords('Cycling')}`],
        [bob, 'No.'],
        [alice, twentyWords('Quiet streets')],
      ],
    });

    const before = [await standing(alice), await standing(bob)];

    const { status, body } = await evaluate(alice, { chatId });

    expect(status).toBe(200);
    expect(body.result).toEqual({ noContest: true });
    expect(fake.calls).toHaveLength(0);
    expect(await data(`debateResults/${chatId}`)).toBeUndefined();
    const chat = await data(`chats/${chatId}`);
    expect(chat).toMatchObject({ noContest: true, status: 'completed', debateStatus: 'completed' });
    expect(chat).not.toHaveProperty('winner');
    expect(chat).not.toHaveProperty('evaluationAttempts');
    expect(await data(`rateLimits/${alice.uid}_evaluationStart`)).toBeUndefined();
    expect([await standing(alice), await standing(bob)]).toEqual(before);
    expect(before[0]?.medals).toBe(0);
    expect(
      (await admin().collection('notifications').where('chatId', '==', chatId).get()).size,
    ).toBe(0);
  });

  test('two messages of under 40 words are no contest too; both debaters get the same answer again', async () => {
    const alice = await account('Alice');
    const bob = await account('Bob');
    const chatId = await seedDebate(alice, bob, {
      messages: [
        [alice, twentyWords('Clean air')],
        [bob, 'Cars are fine for me.'],
        [alice, twentyWords('Quiet streets')],
        [bob, 'I like driving a lot.'],
      ],
    });

    expect((await evaluate(bob, { chatId })).body.result).toEqual({ noContest: true });
    expect((await evaluate(alice, { chatId })).body.result).toEqual({ noContest: true });
    expect(fake.calls).toHaveLength(0);
    // Nothing to appeal: there is no verdict.
    const appeal = await callFunction('appealVerdict', alice.idToken, { chatId });
    expect(appeal.body.error?.message).toBeDefined();
    expect(fake.calls).toHaveLength(0);
  });
});
