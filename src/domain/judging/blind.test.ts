import { describe, expect, test } from 'vitest';
import {
  PHONE_PLACEHOLDER,
  drawSwapped,
  scrubIdentity,
  seatParticipants,
  unblindJudgment,
  unblindVote,
} from './blind';
import { consensus } from './consensus';
import { CRITERIA } from './criteria';
import type { CriteriaScores } from './criteria';
import { judgment } from './judging.fixtures';
import type { DebateParticipant } from './participants';
import { buildJudgePrompt } from './prompt';
import { DRAW } from './verdict';

const alice: DebateParticipant = {
  id: 'uid-a',
  displayName: 'Alice Walker',
  phoneNumber: '+15551234567',
  stance: 'Ban cars',
};
const bob: DebateParticipant = { id: 'uid-b', displayName: 'Bob', phoneNumber: '+447700900123' };
const pair = [alice, bob];
const scores = (n: number) => Object.fromEntries(CRITERIA.map((c) => [c.key, n])) as CriteriaScores;

describe('seating', () => {
  test('Debater A is participant1 unless swapped', () => {
    expect(seatParticipants(pair, false).map((p) => [p.id, p.label])).toEqual([
      ['uid-a', 'Debater A'],
      ['uid-b', 'Debater B'],
    ]);
    expect(seatParticipants(pair, true).map((p) => [p.id, p.label])).toEqual([
      ['uid-b', 'Debater A'],
      ['uid-a', 'Debater B'],
    ]);
  });

  test('the coin is fair enough: both seatings come up in 200 draws, each 60–140 times', () => {
    const swapped = Array.from({ length: 200 }, () => drawSwapped()).filter(Boolean).length;
    expect(swapped).toBeGreaterThan(60);
    expect(swapped).toBeLessThan(140);
  });
});

describe('scrubIdentity', () => {
  const seats = seatParticipants(pair, true);

  test('replaces full names (any case), name words (own case) and phone numbers', () => {
    const text =
      'alice walker is wrong, Walker ignores data. Bob agrees? Call +1 555-123-4567 or (555) 123 4567, or 07700 900123 (+447700900123).';
    expect(scrubIdentity(text, seats)).toBe(
      `Debater B is wrong, Debater B ignores data. Debater A agrees? Call ${PHONE_PLACEHOLDER} or (${PHONE_PLACEHOLDER}, or ${PHONE_PLACEHOLDER} (${PHONE_PLACEHOLDER}).`,
    );
  });

  test('leaves ordinary words, numbers and other names alone', () => {
    const text = 'Bobby walked. 30% of 2020-2023 trips. The walker and the bobsleigh, 5551234.';
    expect(scrubIdentity(text, seats)).toBe(text);
  });

  test('a name that reads like a seat is still replaced by its own seat', () => {
    const tricky = seatParticipants(
      [
        { id: 'x', displayName: 'Debater B' },
        { id: 'y', displayName: 'Zed' },
      ],
      false,
    );
    expect(scrubIdentity('Debater B and Zed', tricky)).toBe('Debater A and Debater B');
  });
});

describe('a blind prompt carries no name or phone number', () => {
  test('topic, stance and transcript are scrubbed in both seatings', () => {
    for (const swapped of [false, true]) {
      const prompt = buildJudgePrompt({
        topic: 'Alice Walker vs Bob: ban cars?',
        participants: pair,
        messages: [
          { senderId: 'uid-a', content: 'I am Alice Walker, text me on +15551234567.' },
          { senderId: 'uid-b', content: 'Bob here (447700900123), Alice is wrong.' },
        ],
        swapped,
      });
      const text = `${prompt.system}\n${prompt.user}`;
      expect(text).not.toMatch(/Alice|Walker|Bob|5551234567|7700900123/);
      expect(text).toContain(PHONE_PLACEHOLDER);
    }
  });
});

describe('mapping a ballot back', () => {
  test('a vote for a seat is the participant in that seat', () => {
    const straight = seatParticipants(pair, false);
    const swapped = seatParticipants(pair, true);
    expect(unblindVote('Debater A', straight, pair)).toBe('Alice Walker');
    expect(unblindVote(' debater a ', swapped, pair)).toBe('Bob');
    expect(unblindVote('Debater B', swapped, pair)).toBe('Alice Walker');
    expect(unblindVote('Draw', swapped, pair)).toBe(DRAW);
    expect(unblindVote('Debater C', swapped, pair)).toBe(DRAW);
    expect(unblindVote(3, swapped, pair)).toBe(DRAW);
  });

  test('swapped stances, scores and texts are put back in the debate order', () => {
    const seats = seatParticipants(pair, true);
    const ballot = {
      ...judgment('Debater A', 80),
      participant1Stance: 'Debater A keeps cars',
      participant2Stance: 'Ban them',
      analysis: 'Debater A beat Debater B on evidence.',
      scores: { participant1: scores(8), participant2: scores(3) },
    };
    expect(unblindJudgment(ballot, seats, pair)).toEqual({
      ...ballot,
      winner: 'Bob',
      participant1Stance: 'Ban them',
      participant2Stance: 'Bob keeps cars',
      analysis: 'Bob beat Alice Walker on evidence.',
      scores: { participant1: scores(3), participant2: scores(8) },
    });
  });

  test('the consensus of ballots from opposite seatings counts votes per person', () => {
    const straight = seatParticipants(pair, false);
    const swapped = seatParticipants(pair, true);
    const ballots = [
      unblindJudgment(judgment('Debater A', 70, 'GPT'), straight, pair),
      unblindJudgment(judgment('Debater B', 60, 'DeepSeek'), swapped, pair),
      unblindJudgment(judgment('Debater A', 90, 'Grok'), swapped, pair),
    ];
    const verdict = consensus(ballots, pair);
    expect(verdict.votingSummary.votes).toEqual({ 'Alice Walker': 2, Bob: 1, Draw: 0 });
    expect(verdict.winnerId).toBe('uid-a');
  });
});

describe('a quoted ballot mapped back', () => {
  test("a swapped ballot's quotes and tips go back in the debate's order, seats read as names", () => {
    const seats = seatParticipants(pair, true);
    const quote = (text: string, messageId: string, speakerId: string) => ({
      text,
      messageId,
      speakerId,
    });
    const side = (q: ReturnType<typeof quote>) =>
      Object.fromEntries(CRITERIA.map((c) => [c.key, c.key === 'evidence' ? [q] : []])) as never;
    const blind = {
      ...judgment('Debater A', 70),
      evidence: {
        participant1: side(quote('Debater B is wrong', 'm2', 'uid-b')),
        participant2: side(quote('I cite data', 'm1', 'uid-a')),
      },
      turningPoints: [
        { quote: quote('Debater B is wrong', 'm2', 'uid-b'), why: 'Debater A hit back.' },
      ],
      tips: { participant1: 'Debater A: cite more.', participant2: 'Answer Debater A.' },
    };
    const back = unblindJudgment(blind, seats, pair);
    expect(back.evidence?.participant1.evidence).toEqual([quote('I cite data', 'm1', 'uid-a')]);
    expect(back.evidence?.participant2.evidence).toEqual([
      quote('Alice Walker is wrong', 'm2', 'uid-b'),
    ]);
    expect(back.turningPoints?.[0]?.why).toBe('Bob hit back.');
    expect(back.tips).toEqual({ participant1: 'Answer Bob.', participant2: 'Bob: cite more.' });
  });
});
