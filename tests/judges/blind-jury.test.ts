/**
 * The blind jury (docs/decisions/0014-arena.md §5) against the scripted OpenAI-compatible server:
 * what every judge is sent carries no name or phone number of the debaters, the seating is drawn
 * per judge (so it differs between calls), each ballot is mapped back to the real debaters, and its
 * criteria scores are parsed and validated.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadJudgeProviders } from '../../functions/src/judges/providers';
import { judgeDebate } from '../../functions/src/judges/run-judges';
import { CRITERIA } from '@/domain/judging/criteria';
import type { CriteriaScores } from '@/domain/judging/criteria';
import type { DebateParticipant } from '@/domain/judging/participants';
import { startFakeJudgeServer } from '../support/fake-judge-server';
import type { FakeJudgeServer, RecordedCall } from '../support/fake-judge-server';

const MODELS = ['gpt-4', 'deepseek-chat', 'grok-3'] as const;
const participants: DebateParticipant[] = [
  {
    id: 'uid-alice',
    displayName: 'Alice Marchetti',
    phoneNumber: '+15557654321',
    stance: 'Alice Marchetti says cities should ban private cars',
  },
  { id: 'uid-bob', displayName: 'Bob Okafor', phoneNumber: '+447700900456' },
];
const messages = [
  { senderId: 'uid-alice', content: 'I am Alice Marchetti. Cars cause most urban NO2.' },
  { senderId: 'uid-bob', content: 'Alice, you ignore deliveries. Call me: +44 7700 900456.' },
  { senderId: 'uid-alice', content: 'Okafor is wrong; text 555-765-4321 for my sources.' },
];
const SECRETS = [/Alice/i, /Marchetti/i, /Bob/i, /Okafor/i, /765\D?4321/, /900\D?456/];

let fake: FakeJudgeServer;
beforeAll(async () => {
  fake = await startFakeJudgeServer();
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

function providers() {
  return loadJudgeProviders({ JUDGE_BASE_URL: fake.baseURL, JUDGE_TIMEOUT_MS: '5000' });
}

function sent(call: RecordedCall): string {
  return call.messages.map((m) => m.content).join('\n');
}

/** Who sits as Debater A in a recorded prompt: the sender of the first transcript line. */
function seatOfAlice(call: RecordedCall): 'Debater A' | 'Debater B' {
  const line = sent(call)
    .split('\n')
    .find((l) => l.includes('Cars cause most urban NO2'));
  return line?.startsWith('Debater A: ') ? 'Debater A' : 'Debater B';
}

const scores = (base: number) =>
  Object.fromEntries(CRITERIA.map((c, i) => [c.key, base + (i % 2)])) as CriteriaScores;

function ballot(winner: string, extra: Record<string, unknown> = {}) {
  return {
    verdict: {
      winner,
      analysis: `${winner} was sharper than the other side.`,
      participant1Stance: 'Stance of participant1',
      participant2Stance: 'Stance of participant2',
      winnerReason: `${winner} used evidence`,
      loserReason: 'Answer the other side',
      confidence: 70,
      scores: { participant1: scores(8), participant2: scores(4) },
      ...extra,
    },
  };
}

describe('the blind jury', () => {
  test('no judge is sent a debater’s name or phone number, in either seating', async () => {
    await judgeDebate({
      providers: providers(),
      topic: 'Alice vs Bob: ban cars?',
      participants,
      messages,
      swaps: [false, true, false],
    });
    await judgeDebate({ providers: providers(), topic: 'Ban cars?', participants, messages });
    expect(fake.calls).toHaveLength(6);
    for (const call of fake.calls) {
      const text = sent(call);
      for (const secret of SECRETS) expect(text).not.toMatch(secret);
      expect(text).toContain('[phone number]');
      expect(text).toContain('- participant1: Debater A');
      expect(text).toContain('- participant2: Debater B');
    }
    console.log(`[jury] ${fake.calls.length} prompts checked: no name, no phone number`);
  });

  test('the seating is drawn per judge: both orders occur across calls, and each is kept', async () => {
    const seen = new Set<string>();
    for (let run = 0; run < 6; run++) {
      fake.reset();
      const judged = await judgeDebate({
        providers: providers(),
        topic: 't',
        participants,
        messages,
      });
      for (const [i, model] of MODELS.entries()) {
        const call = fake.callsFor(model)[0]!;
        const swapped = judged.breakdown[i]!.swapped;
        expect(seatOfAlice(call)).toBe(swapped ? 'Debater B' : 'Debater A');
        expect(judged.prompts[i]!.swapped).toBe(swapped);
        seen.add(seatOfAlice(call));
      }
    }
    // 18 fair draws all alike has odds of 2 in 262,144.
    expect([...seen].sort()).toEqual(['Debater A', 'Debater B']);
  });

  test('an explicit seating is followed per judge, and the calls differ in order', async () => {
    await judgeDebate({
      providers: providers(),
      topic: 't',
      participants,
      messages,
      swaps: [false, true, false],
    });
    expect(MODELS.map((m) => seatOfAlice(fake.callsFor(m)[0]!))).toEqual([
      'Debater A',
      'Debater B',
      'Debater A',
    ]);
    const users = MODELS.map((m) => fake.callsFor(m)[0]!.messages[1]!.content);
    expect(users[0]).not.toBe(users[1]);
  });

  test('votes, stances, texts and scores are mapped back to the real debaters', async () => {
    // Every judge votes for whoever sat as Debater A: Alice twice, Bob once (DeepSeek).
    for (const model of MODELS) fake.script(model, ballot('Debater A'));
    const judged = await judgeDebate({
      providers: providers(),
      topic: 't',
      participants,
      messages,
      swaps: [false, true, false],
    });
    expect(judged.verdict.votingSummary.votes).toEqual({
      'Alice Marchetti': 2,
      'Bob Okafor': 1,
      Draw: 0,
    });
    expect(judged.verdict.winnerId).toBe('uid-alice');
    expect(judged.breakdown.map((e) => e.vote)).toEqual([
      'Alice Marchetti',
      'Bob Okafor',
      'Alice Marchetti',
    ]);
    const [gpt, deepseek] = judged.judgments;
    expect(gpt!.analysis).toBe('Alice Marchetti was sharper than the other side.');
    expect(deepseek!.analysis).toBe('Bob Okafor was sharper than the other side.');
    // DeepSeek's participant1 was Bob: its stances and scores come back exchanged.
    expect(deepseek!.participant1Stance).toBe('Stance of participant2');
    expect(deepseek!.participant2Stance).toBe('Stance of participant1');
    expect(judged.breakdown[0]!.scores).toEqual({
      participant1: scores(8),
      participant2: scores(4),
    });
    expect(judged.breakdown[1]!.scores).toEqual({
      participant1: scores(4),
      participant2: scores(8),
    });
  });

  test('criteria scores are validated: out of range, missing or junk is not scored (null)', async () => {
    fake.script(
      'gpt-4',
      ballot('Debater B', {
        scores: {
          participant1: { ...scores(5), evidence: 0, logic: 11, clarity: 'ten', relevance: 7.4 },
          participant2: { evidence: 9 },
        },
      }),
    );
    fake.script('deepseek-chat', ballot('Draw', { scores: 'all tens' }));
    fake.script('grok-3', { content: 'no json at all' });
    const judged = await judgeDebate({
      providers: providers(),
      topic: 't',
      participants,
      messages,
      swaps: [false, false, false],
    });
    const none = Object.fromEntries(CRITERIA.map((c) => [c.key, null]));
    expect(judged.breakdown[0]!.scores).toEqual({
      participant1: { ...scores(5), evidence: null, logic: null, clarity: null, relevance: 7 },
      participant2: { ...none, evidence: 9 },
    });
    expect(judged.breakdown[1]!.scores).toEqual({ participant1: none, participant2: none });
    expect(judged.breakdown[2]!.scores).toEqual({ participant1: none, participant2: none });
    expect(judged.breakdown[2]!.vote).toBe('Draw');
  });
});
