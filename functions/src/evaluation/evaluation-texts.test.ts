import { describe, expect, test } from 'vitest';
import { multiJudgeFailure } from './evaluation-texts';

describe('evaluation texts', () => {
  test('the error wording of SPEC §8', () => {
    expect(multiJudgeFailure('All AI judges failed to evaluate the debate')).toBe(
      'Multi-judge evaluation failed: All AI judges failed to evaluate the debate',
    );
  });
});
