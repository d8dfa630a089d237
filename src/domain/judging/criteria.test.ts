import { describe, expect, test } from 'vitest';
import { CRITERIA, criterionScore, parseJudgeScores, swapScores } from './criteria';
import { JUDGE_CRITERIA } from './prompt';

describe('the six criteria', () => {
  test('are SPEC §7’s six, in its order, each with a key', () => {
    expect(CRITERIA.map((c) => c.label)).toEqual([...JUDGE_CRITERIA]);
    expect(CRITERIA.map((c) => c.key)).toEqual([
      'evidence',
      'logic',
      'clarity',
      'relevance',
      'rebuttal',
      'overall',
    ]);
  });

  test.each([
    [1, 1],
    [10, 10],
    [6.5, 7],
    ['8', 8],
    [0, null],
    [11, null],
    [NaN, null],
    [Infinity, null],
    ['', null],
    [undefined, null],
  ])('a score of %s reads %s', (raw, expected) => {
    expect(criterionScore(raw)).toBe(expected);
  });

  test('swapping exchanges the debaters', () => {
    const scores = parseJudgeScores({
      participant1: { evidence: 9 },
      participant2: { evidence: 2 },
    });
    expect(swapScores(scores).participant1.evidence).toBe(2);
  });
});
