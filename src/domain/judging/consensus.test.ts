import { describe, expect, test } from 'vitest';
import { consensus } from './consensus';
import { judgment, pair } from './judging.fixtures';
import { JUDGE_TEXT } from './verdict';

describe('consensus', () => {
  test('gives a unanimous verdict to the named participant with its id', () => {
    const result = consensus(
      [
        judgment('Alice', 80, 'Judge GPT'),
        judgment('Alice', 70, 'Judge DeepSeek'),
        judgment('alice', 60, 'Judge Grok'),
      ],
      pair,
    );
    expect(result.winner).toBe('Alice');
    expect(result.winnerId).toBe('uid-a');
    expect(result.votingSummary).toEqual({
      votes: { Alice: 3, Bob: 0, Draw: 0 },
      confidence: { Alice: 210, Bob: 0, Draw: 0 },
      totalJudges: 3,
      successfulJudges: 3,
    });
  });

  test('lets the majority win even against more summed confidence', () => {
    const result = consensus(
      [judgment('Bob', 100), judgment('Alice', 30), judgment('Alice', 30)],
      pair,
    );
    expect(result.winner).toBe('Alice');
    expect(result.votingSummary.confidence).toEqual({ Alice: 60, Bob: 100, Draw: 0 });
  });

  test('breaks a vote tie between participants by summed confidence', () => {
    expect(consensus([judgment('Alice', 70), judgment('Bob', 71)], pair).winner).toBe('Bob');
    expect(
      consensus([judgment('Alice', 90), judgment('Bob', 60), judgment('Draw', 80)], pair).winner,
    ).toBe('Alice');
  });

  test("gives 'Draw' when it leads on votes", () => {
    const result = consensus(
      [judgment('Draw', 10), judgment('Draw', 10), judgment('Alice', 100)],
      pair,
    );
    expect(result.winner).toBe('Draw');
    expect(result.winnerId).toBeNull();
  });

  test("gives 'Draw' when it ties on votes and on confidence", () => {
    expect(consensus([judgment('Draw', 60), judgment('Alice', 60)], pair).winner).toBe('Draw');
    expect(consensus([judgment('Alice', 60), judgment('Draw', 60)], pair).winner).toBe('Draw');
    expect(
      consensus([judgment('Alice', 50), judgment('Bob', 50), judgment('Draw', 50)], pair).winner,
    ).toBe('Draw');
  });

  test('lets a participant beat a Draw it ties on votes with more confidence', () => {
    expect(consensus([judgment('Draw', 59), judgment('Alice', 60)], pair).winner).toBe('Alice');
  });

  test("gives 'Draw' when the participants tie on both votes and confidence", () => {
    const result = consensus([judgment('Alice', 75), judgment('Bob', 75)], pair);
    expect(result.winner).toBe('Draw');
    expect(result.votingSummary.votes).toEqual({ Alice: 1, Bob: 1, Draw: 0 });
  });

  test('counts Draw votes, and a vote for a non-participant as a Draw', () => {
    const result = consensus(
      [judgment('Charlie', 90), judgment('draw', 40), judgment('Bob', 95)],
      pair,
    );
    expect(result.votingSummary.votes).toEqual({ Alice: 0, Bob: 1, Draw: 2 });
    expect(result.votingSummary.confidence).toEqual({ Alice: 0, Bob: 95, Draw: 130 });
    expect(result.winner).toBe('Draw');
  });

  test('takes the stances from the first successful judge, whatever it voted', () => {
    const result = consensus(
      [
        judgment('Bob', 40, 'Judge DeepSeek'),
        judgment('Alice', 90, 'Judge Grok'),
        judgment('Alice', 90, 'Judge GPT'),
      ],
      pair,
    );
    expect(result.winner).toBe('Alice');
    expect(result.stances).toEqual({
      participant1Stance: 'Judge DeepSeek stance 1',
      participant2Stance: 'Judge DeepSeek stance 2',
    });
    expect(result.winnerReason).toBe('Judge Grok winner reason');
    expect(result.loserReason).toBe('Judge Grok loser reason');
  });

  test('combines every analysis under its vote and falls back to the first reasons', () => {
    const result = consensus(
      [judgment('Alice', 60, 'Judge GPT'), judgment('Bob', 60, 'Judge Grok')],
      pair,
    );
    expect(result.analysis).toBe(
      'Judge GPT (vote: Alice, confidence 60%): Judge GPT analysis\n\nJudge Grok (vote: Bob, confidence 60%): Judge Grok analysis',
    );
    expect(result.winnerReason).toBe('Judge GPT winner reason');
  });

  test('decides with a single successful judge and reports the panel size', () => {
    const result = consensus([judgment('Bob', 55)], pair);
    expect(result.winner).toBe('Bob');
    expect(result.winnerId).toBe('uid-b');
    expect(result.votingSummary.totalJudges).toBe(3);
    expect(result.votingSummary.successfulJudges).toBe(1);
    expect(
      consensus([judgment('Bob', 55)], pair, { totalJudges: 4 }).votingSummary.totalJudges,
    ).toBe(4);
  });

  test('matches disambiguated names and returns the right id', () => {
    const twins = [
      { id: 'u1', displayName: 'Sam' },
      { id: 'u2', displayName: 'Sam' },
    ];
    const result = consensus([judgment('Sam (2)', 70), judgment('sam (2)', 70)], twins);
    expect(result.winner).toBe('Sam (2)');
    expect(result.winnerId).toBe('u2');
    expect(result.votingSummary.votes).toEqual({ 'Sam (1)': 0, 'Sam (2)': 2, Draw: 0 });
  });

  test('throws when no judge succeeded', () => {
    expect(() => consensus([], pair)).toThrow(
      new Error('All AI judges failed to evaluate the debate'),
    );
    expect(JUDGE_TEXT.allFailed).toBe('All AI judges failed to evaluate the debate');
  });
});

describe('turning points and tips', () => {
  const point = (messageId: string, why: string) => ({
    quote: { text: `words of ${messageId}`, messageId, speakerId: 'uid-a' },
    why,
  });

  test("the winner's first judge gives them, one per message, and the others fill the gaps", () => {
    const result = consensus(
      [
        { ...judgment('Bob', 90, 'Judge GPT'), turningPoints: [point('m9', 'for Bob')] },
        {
          ...judgment('Alice', 70, 'Judge DeepSeek'),
          turningPoints: [point('m2', 'first'), point('m4', 'second')],
          tips: { participant1: 'Cite a source.', participant2: null },
        },
        {
          ...judgment('Alice', 60, 'Judge Grok'),
          tips: { participant1: 'Later tip.', participant2: 'Answer the data.' },
        },
      ],
      pair,
    );
    expect(result.winner).toBe('Alice');
    expect(result.turningPoints.map((t) => t.why)).toEqual(['first', 'second']);
    expect(result.tips).toEqual({
      participant1: 'Cite a source.',
      participant2: 'Answer the data.',
    });

    const thin = consensus(
      [
        { ...judgment('Alice', 70, 'Judge GPT'), turningPoints: [point('m2', 'first')] },
        {
          ...judgment('Bob', 60, 'Judge Grok'),
          turningPoints: [point('m2', 'same'), point('m7', 'other')],
        },
      ],
      pair,
    );
    expect(thin.turningPoints.map((t) => t.why)).toEqual(['first', 'other']);
    expect(consensus([judgment('Alice', 70)], pair).tips).toEqual({
      participant1: null,
      participant2: null,
    });
  });
});
