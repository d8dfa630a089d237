import { describe, expect, it } from 'vitest';
import { readEmulatorJudges } from './emulator-judges';

describe('readEmulatorJudges', () => {
  it('reads the judge settings held as text, an empty one included', () => {
    const settings = {
      JUDGE_BASE_URL: 'http://fake/v1',
      JUDGE_MODEL: '',
      JUDGE_DEMO: 'true',
      JUDGE_TIMEOUT_MS: '2000',
      JUDGE_MAX_RETRIES: '0',
      JUDGE_ORDER_CHECK: 'off',
    };
    expect(readEmulatorJudges(settings)).toEqual(settings);
  });

  it('leaves out any other field, and a setting that is not text', () => {
    expect(
      readEmulatorJudges({
        JUDGE_BASE_URL: 'http://fake/v1',
        OPENAI_BASE_URL: 'http://evil',
        OPENAI_API_KEY: 'sk',
        JUDGE_MAX_RETRIES: 0,
        JUDGE_DEMO: true,
      }),
    ).toEqual({ JUDGE_BASE_URL: 'http://fake/v1' });
  });

  it('reads no document as no settings', () => {
    expect(readEmulatorJudges(undefined)).toEqual({});
    expect(readEmulatorJudges({})).toEqual({});
  });
});
