import { describe, expect, it } from 'vitest';
import { quoteCount } from '../judging/evidence';
import { readBallots, readOrderCheck, readQuote, readVotingSummary } from './ballots';

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

describe("a ballot's evidence", () => {
  it('is read back defensively, and counted', () => {
    const [ballot] = readBallots([
      {
        evidence: {
          participant1: {
            evidence: [{ text: 'q', messageId: 'm1', speakerId: 'a' }, { text: 3 }],
          },
          participant2: 'junk',
        },
      },
    ]);
    const stored = ballot?.evidence;
    expect(stored?.participant1.evidence).toEqual([{ text: 'q', messageId: 'm1', speakerId: 'a' }]);
    expect(stored?.participant2.logic).toEqual([]);
    expect(quoteCount(stored)).toBe(1);
    expect(readBallots([{ evidence: null }])[0]).not.toHaveProperty('evidence');
  });
});

describe('readQuote', () => {
  it('needs the text and the message, and reads the speaker as String() shows it', () => {
    expect(readQuote({ text: 'q', messageId: 'm1', speakerId: 'a' })).toEqual({
      text: 'q',
      messageId: 'm1',
      speakerId: 'a',
    });
    expect(readQuote({ text: 'q', messageId: 'm1' })).toEqual({
      text: 'q',
      messageId: 'm1',
      speakerId: '',
    });
    expect(readQuote({ text: 'q', messageId: 'm1', speakerId: 7 })?.speakerId).toBe('7');
    for (const value of [
      null,
      'q',
      { text: 'q' },
      { messageId: 'm1' },
      { text: 3, messageId: 'm' },
    ]) {
      expect(readQuote(value)).toBeNull();
    }
  });
});

describe('readOrderCheck', () => {
  it('reads both counts when they are numbers, and anything else as none', () => {
    expect(readOrderCheck({ checked: 3, consistent: 2, extra: 1 })).toEqual({
      checked: 3,
      consistent: 2,
    });
    for (const value of [undefined, null, 'x', { checked: 3 }, { checked: '3', consistent: 2 }]) {
      expect(readOrderCheck(value)).toBeNull();
    }
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
