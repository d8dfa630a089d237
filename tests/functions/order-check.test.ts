/**
 * The order-checked, quoted verdict on the emulators (docs/judges.md): with the order check
 * on (its default) evaluateDebate asks each judge twice, seated both ways, and stores every
 * ballot's verified quotes tied to the debate's message ids, the turning points, the tips
 * and 'Order-checked: n of n judges consistent'.
 */
import { describe, expect, test } from 'vitest';
import { CRITERIA } from '@/domain/judging/criteria';
import {
  DEBATE_ARGUMENTS,
  MODELS,
  account,
  data,
  evaluate,
  pointJudgesAt,
  seedDebate,
  useFakeJudges,
} from './evaluation-support';

const fake = useFakeJudges();

/** A ballot for the creator, quoting each side's first argument and one invented line. */
function quotingBallot(userMessage: string) {
  const creatorSeat = /^- participant2: Debater B\n {2}stated stance: /m.test(userMessage)
    ? 'participant2'
    : 'participant1';
  const otherSeat = creatorSeat === 'participant1' ? 'participant2' : 'participant1';
  const quotes = (words: string[]) => Object.fromEntries(CRITERIA.map((c) => [c.key, words]));
  return {
    winner: creatorSeat === 'participant1' ? 'Debater A' : 'Debater B',
    analysis: 'Quoting judge.',
    confidence: 75,
    quotes: {
      [creatorSeat]: quotes(['for example NO2 near schools', 'Cars cure asthma']),
      [otherSeat]: quotes(['the same trucks idle at the same lights']),
    },
    turningPoints: [
      { quote: 'a car ban alone cannot take the credit', why: 'The acceptor found the gap.' },
      { quote: 'saw 20% fewer asthma admissions', why: 'The creator brought numbers.' },
    ],
    tips: { [creatorSeat]: 'Name the study.', [otherSeat]: 'Back the tram claim.' },
  };
}

describe('evaluateDebate with the order check', () => {
  test('two readings per judge, seated both ways; quotes verified and stored with message ids', async () => {
    await pointJudgesAt(fake, { JUDGE_ORDER_CHECK: 'on' });
    try {
      const alice = await account('Alice');
      const bob = await account('Bob');
      const chatId = await seedDebate(alice, bob);
      for (const model of MODELS) {
        fake.script(model, [{ respond: quotingBallot }, { respond: quotingBallot }]);
      }

      const { status } = await evaluate(alice, { chatId });

      expect(status).toBe(200);
      expect(MODELS.map((m) => fake.callsFor(m).length)).toEqual([2, 2, 2]);
      const stored = await data(`debateResults/${chatId}`);
      expect(stored?.winnerId).toBe(alice.uid);
      expect(stored?.orderCheck).toEqual({ checked: 3, consistent: 3 });
      const ids = DEBATE_ARGUMENTS.map((_, i) => `m${i}`);
      for (const entry of stored?.judgeBreakdown ?? []) {
        expect(entry).toMatchObject({ readings: 2, orderSensitive: false });
        // 'Cars cure asthma' is invented: dropped in each reading, so counted twice.
        expect(entry.quotesNotFound).toBe(2 * CRITERIA.length);
        expect(entry.evidence.participant1.evidence).toEqual([
          { text: 'for example NO2 near schools', messageId: ids[0], speakerId: alice.uid },
        ]);
        expect(entry.evidence.participant2.logic).toEqual([
          {
            text: 'the same trucks idle at the same lights',
            messageId: ids[1],
            speakerId: bob.uid,
          },
        ]);
      }
      expect(
        stored?.turningPoints.map((t: { quote: { messageId: string } }) => t.quote.messageId),
      ).toEqual([ids[3], ids[2]]);
      expect(stored?.tips).toEqual({
        participant1: 'Name the study.',
        participant2: 'Back the tram claim.',
      });
    } finally {
      await pointJudgesAt(fake);
    }
  });
});
