import { describe, expect, test } from 'vitest';
import { readEmulatorJudges } from '@/domain/documents/emulator-judges';
import { withOverrides } from './judge-env';

describe('judge settings override (emulator only)', () => {
  test('takes only the judge settings and drops provider keys', () => {
    const env = { OPENAI_API_KEY: 'sk-real', JUDGE_BASE_URL: 'http://a/v1', PATH: '/bin' };
    expect(
      withOverrides(
        env,
        readEmulatorJudges({
          JUDGE_BASE_URL: 'http://fake/v1',
          JUDGE_TIMEOUT_MS: '2000',
          OPENAI_BASE_URL: 'http://evil',
          JUDGE_MAX_RETRIES: 0,
        }),
      ),
    ).toEqual({
      OPENAI_API_KEY: '',
      DEEPSEEK_API_KEY: '',
      XAI_API_KEY: '',
      JUDGE_BASE_URL: 'http://fake/v1',
      JUDGE_TIMEOUT_MS: '2000',
      PATH: '/bin',
    });
    expect(withOverrides(env, readEmulatorJudges({}))).toBe(env);
  });
});
