import { describe, expect, test } from 'vitest';
import {
  ALL_JUDGES_WAITING,
  JUDGES,
  JUDGE_FAILURE_TEXT,
  JUDGE_KEYS,
  JUDGE_LABELS,
  JUDGE_PANEL_SIZE,
  judgeKeyOf,
  judgeStatus,
} from './judges';

describe('the panel of judges (SPEC §9)', () => {
  test('three judges in a fixed order: gpt-4, deepseek-chat, grok-3', () => {
    expect(JUDGES.map((j) => [j.key, j.label, j.provider, j.model])).toEqual([
      ['gpt', 'Judge GPT', 'OpenAI', 'gpt-4'],
      ['deepseek', 'Judge DeepSeek', 'DeepSeek', 'deepseek-chat'],
      ['grok', 'Judge Grok', 'xAI', 'grok-3'],
    ]);
    expect(JUDGE_PANEL_SIZE).toBe(3);
    expect(JUDGE_KEYS).toEqual(['gpt', 'deepseek', 'grok']);
    expect(JUDGE_LABELS).toEqual({
      gpt: 'Judge GPT',
      deepseek: 'Judge DeepSeek',
      grok: 'Judge Grok',
    });
    expect(ALL_JUDGES_WAITING).toEqual({ gpt: 'waiting', deepseek: 'waiting', grok: 'waiting' });
  });

  test('finds a judge by its label, and nothing for another name', () => {
    expect(judgeKeyOf('Judge DeepSeek')).toBe('deepseek');
    expect(judgeKeyOf('judge gpt')).toBeUndefined();
    expect(judgeKeyOf('Local demo judge')).toBeUndefined();
  });

  test("reads a stored status, anything unknown as 'waiting'", () => {
    expect(judgeStatus('done')).toBe('done');
    expect(judgeStatus('failed')).toBe('failed');
    expect(judgeStatus('running')).toBe('waiting');
    expect(judgeStatus(undefined)).toBe('waiting');
  });
});

test('a failed judge is explained without the provider’s own error', () => {
  expect(Object.values(JUDGE_FAILURE_TEXT)).toEqual([
    'The judge did not answer in time.',
    'The judge could not give a verdict.',
    'The judge is not configured.',
  ]);
  for (const text of Object.values(JUDGE_FAILURE_TEXT)) expect(text).not.toMatch(/API|\d{3}/);
});
