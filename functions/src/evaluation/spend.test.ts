import { describe, expect, test } from 'vitest';
import { chat } from './evaluation.fixtures';
import { attemptsOf, attemptsRefusal, evaluationQuota } from './spend';

describe('evaluationQuota: starts per account and day', () => {
  test('20 a day by default, with its message', () => {
    expect(evaluationQuota({})).toEqual({
      kind: 'evaluationStart',
      limit: 20,
      windowMs: 86_400_000,
      message: 'You have started 20 AI evaluations today. Try again tomorrow.',
    });
  });

  test('EVALUATIONS_PER_DAY sets another figure, and the message says it', () => {
    expect(evaluationQuota({ EVALUATIONS_PER_DAY: ' 5 ' })).toMatchObject({
      kind: 'evaluationStart',
      limit: 5,
      message: 'You have started 5 AI evaluations today. Try again tomorrow.',
    });
  });

  test.each(['0', '-3', '2.5', 'lots', '10001', ''])(
    'ignores a setting of %j: the default stays',
    (value) => {
      expect(evaluationQuota({ EVALUATIONS_PER_DAY: value }).limit).toBe(20);
    },
  );
});

describe('attempts per debate', () => {
  test('counts the runs started, anything unreadable as none', () => {
    expect(attemptsOf(chat())).toBe(0);
    expect(attemptsOf(chat({ evaluationAttempts: 2 }))).toBe(2);
    expect(attemptsOf(chat({ evaluationAttempts: '3' }))).toBe(0);
    expect(attemptsOf(undefined)).toBe(0);
  });

  test('refuses a fourth run with the message, and allows the third', () => {
    expect(attemptsRefusal(chat({ evaluationAttempts: 2 }))).toBeNull();
    expect(attemptsRefusal(chat({ evaluationAttempts: 3 }))).toEqual({
      code: 'failed-precondition',
      message: 'This debate has already been evaluated 3 times.',
    });
  });
});
