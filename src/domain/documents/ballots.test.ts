import { describe, expect, it } from 'vitest';
import { readBallots, readVotingSummary } from './ballots';

const scores = {
  participant1: { evidence: 8, logic: '7', clarity: 11, relevance: 6, rebuttal: null, overall: 7 },
  participant2: { evidence: 5, logic: 5, clarity: 5, relevance: 5, rebuttal: 5, overall: 5 },
};

describe('readBallots', () => {
  it('reads a ballot as the functions store it, its scores validated again', () => {
    const [ballot] = readBallots([
      {
        judge: 'Judge GPT',
        model: 'gpt-4',
        status: 'success',
        vote: 'Ann',
        confidence: 0.8,
        analysis: 'Close.',
        demo: true,
        scores,
        swapped: false,
        evidence: {
          participant1: { logic: [{ text: 'Because', messageId: 'm1', speakerId: 'a' }] },
        },
        quotesNotFound: 1,
        readings: 2,
        orderSensitive: false,
      },
    ]);
    expect(ballot).toMatchObject({
      judge: 'Judge GPT',
      model: 'gpt-4',
      status: 'success',
      vote: 'Ann',
      confidence: 0.8,
      analysis: 'Close.',
      demo: true,
      swapped: false,
      quotesNotFound: 1,
      readings: 2,
      orderSensitive: false,
    });
    expect(ballot?.scores?.participant1).toEqual({
      evidence: 8,
      logic: 7,
      clarity: null,
      relevance: 6,
      rebuttal: null,
      overall: 7,
    });
    expect(ballot?.evidence?.participant1.logic).toEqual([
      { text: 'Because', messageId: 'm1', speakerId: 'a' },
    ]);
  });

  it('reads any status but success as failed, and keeps only typed optional fields', () => {
    expect(
      readBallots([
        { judge: 1, status: 'done', vote: 2, confidence: '0.5', error: 'Timed out', demo: 'yes' },
      ]),
    ).toEqual([{ judge: '', model: '', status: 'failed', error: 'Timed out' }]);
  });

  it('reads no list as no ballots, and leaves out entries that are not maps', () => {
    expect(readBallots(undefined)).toEqual([]);
    expect(readBallots({ judge: 'j' })).toEqual([]);
    expect(readBallots([null, 'j', ['j'], { judge: 'j' }])).toEqual([
      { judge: 'j', model: '', status: 'failed' },
    ]);
  });
});

describe('readVotingSummary', () => {
  it('hands over a summary that holds its votes, as stored', () => {
    const summary = { votes: { Ann: 2 }, confidence: {}, totalJudges: 3, successfulJudges: 2 };
    expect(readVotingSummary(summary)).toBe(summary);
  });

  it('reads anything else as none', () => {
    for (const value of [undefined, null, 'x', 3, [], { totalJudges: 3 }, { votes: 2 }]) {
      expect(readVotingSummary(value)).toBeNull();
    }
  });
});
