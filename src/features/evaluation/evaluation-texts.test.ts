import { describe, expect, test } from 'vitest';
import { evaluationFailureText } from './evaluation-texts';

describe('evaluation texts', () => {
  test('the failure sentence of SPEC §8', () => {
    expect(evaluationFailureText('boom')).toBe('Failed to evaluate debate: boom');
  });
});
