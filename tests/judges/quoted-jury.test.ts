/**
 * A verdict you can check (docs/judges.md), against the scripted OpenAI-compatible server
 * through the real openai client: every ballot's quotes are checked against the transcript
 * its judge read (kept with their message, invented ones dropped and counted), and with the
 * order check each judge reads the debate twice, seated both ways, both calls at once; a
 * judge whose readings disagree votes Draw, flagged order-sensitive.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadJudgeProviders } from '../../functions/src/judges/providers';
import { judgeDebate } from '../../functions/src/judges/run-judges';
import { CRITERIA } from '@/domain/judging/criteria';
import type { DebateParticipant } from '@/domain/judging/participants';
import { startFakeJudgeServer } from '../support/fake-judge-server';
import type { FakeJudgeServer, RecordedCall } from '../support/fake-judge-server';

const MODELS = ['gpt-4', 'deepseek-chat', 'grok-3'] as const;
const participants: DebateParticipant[] = [
  { id: 'uid-alice', displayName: 'Alice', stance: 'Cities should ban private cars' },
  { id: 'uid-bob', displayName: 'Bob' },
];
const messages = [
  {
    id: 'm1',
    senderId: 'uid-alice',
    content: 'Cars cause most urban NO2, for example near schools.',
  },
  { id: 'm2', senderId: 'uid-bob', content: 'Alice forgets that buses need roads anyway.' },
  {
    id: 'm3',
    senderId: 'uid-alice',
    content: 'Cities that cut traffic saw 20%   fewer asthma admissions.',
  },
];

let fake: FakeJudgeServer;
beforeAll(async () => {
  fake = await startFakeJudgeServer();
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

function providers() {
  return loadJudgeProviders({
    JUDGE_BASE_URL: fake.baseURL,
    JUDGE_TIMEOUT_MS: '5000',
    JUDGE_MAX_RETRIES: '0',
  });
}

function judge(orderCheck: boolean) {
  return judgeDebate({
    providers: providers(),
    topic: 'Should cities ban private cars?',
    participants,
    messages,
    orderCheck,
    swaps: [false, false, false],
  });
}

function user(call: RecordedCall): string {
  return call.messages.find((m) => m.role === 'user')?.content ?? '';
}

/** The seat Alice (the creator) holds in a prompt: the one with the stated stance. */
function aliceSeat(userMessage: string): 'Debater A' | 'Debater B' {
  return /^- participant2: Debater B\n {2}stated stance: /m.test(userMessage)
    ? 'Debater B'
    : 'Debater A';
}

const quoteSet = (evidence: string[]) =>
  Object.fromEntries(CRITERIA.map((c) => [c.key, c.key === 'evidence' ? evidence : []]));

/** Settles once the fake server has received two calls for the model. */
function bothArrived(model: string): Promise<void> {
  return new Promise((resolve) => {
    const giveUp = Date.now() + 10_000;
    const check = () => {
      if (fake.callsFor(model).length >= 2) resolve();
      else if (Date.now() < giveUp) setTimeout(check, 5);
    };
    check();
  });
}

/** A ballot for `winner` ('alice', 'bob' or a seat), with quotes written for Alice's seat. */
function ballot(winner: string, aliceQuotes: string[], bobQuotes: string[] = []) {
  return {
    respond: (message: string) => {
      const alice = aliceSeat(message);
      const bob = alice === 'Debater A' ? 'Debater B' : 'Debater A';
      const aliceFirst = alice === 'Debater A';
      return {
        winner: winner === 'alice' ? alice : winner === 'bob' ? bob : winner,
        analysis: `${alice} used evidence.`,
        confidence: 80,
        quotes: {
          participant1: quoteSet(aliceFirst ? aliceQuotes : bobQuotes),
          participant2: quoteSet(aliceFirst ? bobQuotes : aliceQuotes),
        },
        turningPoints: [
          { quote: 'buses need roads anyway', why: `${bob} set the frame.` },
          { quote: 'saw 20% fewer asthma admissions', why: `${alice} answered with data.` },
        ],
        tips: {
          participant1: aliceFirst ? 'Alice: name your source.' : 'Bob: answer the data.',
          participant2: aliceFirst ? 'Bob: answer the data.' : 'Alice: name your source.',
        },
      };
    },
  };
}

describe('quoted scorecards', () => {
  test('quotes found in the transcript are kept with their message; invented ones dropped and counted', async () => {
    for (const model of MODELS) {
      fake.script(
        model,
        ballot(
          'alice',
          ['"cities that cut traffic saw 20% fewer asthma admissions."', 'Cars cut crime by 50%'],
          ['buses need roads anyway'],
        ),
      );
    }

    const result = await judge(false);

    for (const entry of result.breakdown) {
      expect(entry.status).toBe('success');
      expect(entry.evidence?.participant1.evidence).toEqual([
        {
          text: 'cities that cut traffic saw 20% fewer asthma admissions.',
          messageId: 'm3',
          speakerId: 'uid-alice',
        },
      ]);
      expect(entry.evidence?.participant2.evidence).toEqual([
        { text: 'buses need roads anyway', messageId: 'm2', speakerId: 'uid-bob' },
      ]);
      // 'Cars cut crime by 50%' is nowhere in the debate.
      expect(entry.quotesNotFound).toBe(1);
      expect(entry.evidence?.participant1.logic).toEqual([]);
    }
    expect(result.verdict.turningPoints).toEqual([
      {
        quote: { text: 'buses need roads anyway', messageId: 'm2', speakerId: 'uid-bob' },
        why: 'Bob set the frame.',
      },
      {
        quote: { text: 'saw 20% fewer asthma admissions', messageId: 'm3', speakerId: 'uid-alice' },
        why: 'Alice answered with data.',
      },
    ]);
    expect(result.verdict.tips).toEqual({
      participant1: 'Alice: name your source.',
      participant2: 'Bob: answer the data.',
    });
  });
});

describe('the order-checked jury', () => {
  test('each judge reads the debate twice, seated both ways, both calls at once', async () => {
    // At once: neither reading is answered until both have arrived, so a jury that waited
    // for the first answer before asking again would run into its 5 s timeout and fail.
    for (const model of MODELS) {
      const both = bothArrived(model);
      fake.script(model, [
        { ...ballot('alice', []), after: both },
        { ...ballot('alice', []), after: both },
      ]);
    }

    const result = await judge(true);

    for (const model of MODELS) {
      const calls = fake.callsFor(model);
      expect(calls).toHaveLength(2);
      expect(calls.map((c) => aliceSeat(user(c))).sort()).toEqual(['Debater A', 'Debater B']);
    }
    expect(result.breakdown.map((e) => [e.readings, e.orderSensitive, e.vote])).toEqual([
      [2, false, 'Alice'],
      [2, false, 'Alice'],
      [2, false, 'Alice'],
    ]);
    expect(result.verdict.winner).toBe('Alice');
  });

  test('a judge that favours whoever sits first votes Draw, flagged order-sensitive', async () => {
    // Judge GPT always names Debater A: Alice in one reading, Bob in the other.
    fake.script('gpt-4', [ballot('Debater A', []), ballot('Debater A', [])]);
    for (const model of ['deepseek-chat', 'grok-3']) {
      fake.script(model, [ballot('alice', []), ballot('alice', [])]);
    }

    const result = await judge(true);

    const gpt = result.breakdown.find((e) => e.judge === 'Judge GPT')!;
    expect(gpt).toMatchObject({ vote: 'Draw', orderSensitive: true, readings: 2 });
    expect(gpt.readingVotes?.sort()).toEqual(['Alice', 'Bob']);
    expect(result.verdict.votingSummary.votes).toEqual({ Alice: 2, Bob: 0, Draw: 1 });
    expect(result.verdict.winner).toBe('Alice');
  });

  test('one reading failing leaves the other: the judge counts, unchecked', async () => {
    fake.script('gpt-4', [{ status: 500 }, ballot('bob', [])]);
    for (const model of ['deepseek-chat', 'grok-3']) {
      fake.script(model, [ballot('alice', []), ballot('alice', [])]);
    }

    const result = await judge(true);

    const gpt = result.breakdown.find((e) => e.judge === 'Judge GPT')!;
    expect(gpt).toMatchObject({ status: 'success', vote: 'Bob', readings: 1 });
    expect(gpt).not.toHaveProperty('orderSensitive');
  });

  test('JUDGE_ORDER_CHECK=off: one reading per judge', async () => {
    for (const model of MODELS) fake.script(model, ballot('alice', []));

    const result = await judge(false);

    expect(fake.calls).toHaveLength(3);
    expect(result.breakdown.every((e) => e.readings === undefined)).toBe(true);
  });
});
