import { describe, expect, test } from 'vitest';
import { loadJudgeProviders, openAiJsonMode } from './providers';

/** What every provider has when no key is set: not configured, the usual time and retries. */
const withoutKey = {
  apiKey: '',
  demo: false,
  configured: false,
  timeoutMs: 45_000,
  maxRetries: 1,
};

describe('loadJudgeProviders', () => {
  test('defaults to gpt-4, deepseek-chat and grok-3 on their own endpoints, not configured without keys', () => {
    expect(loadJudgeProviders({})).toEqual([
      {
        name: 'OpenAI',
        label: 'Judge GPT',
        model: 'gpt-4',
        baseURL: 'https://api.openai.com/v1',
        jsonMode: 'none',
        ...withoutKey,
      },
      {
        name: 'DeepSeek',
        label: 'Judge DeepSeek',
        model: 'deepseek-chat',
        baseURL: 'https://api.deepseek.com',
        jsonMode: 'json_object',
        ...withoutKey,
      },
      {
        name: 'xAI',
        label: 'Judge Grok',
        model: 'grok-3',
        baseURL: 'https://api.x.ai/v1',
        jsonMode: 'json_object',
        ...withoutKey,
      },
    ]);
  });

  test('reads keys, base URLs, models, the timeout and the retries from the environment', () => {
    const [openai, deepseek, xai] = loadJudgeProviders({
      OPENAI_API_KEY: ' sk-o ',
      OPENAI_BASE_URL: 'http://proxy.test/v1',
      OPENAI_MODEL: 'gpt-4o-mini',
      DEEPSEEK_API_KEY: 'sk-d',
      DEEPSEEK_MODEL: 'deepseek-reasoner',
      XAI_API_KEY: 'xai-k',
      XAI_BASE_URL: 'http://grok.test',
      JUDGE_TIMEOUT_MS: '1200',
      JUDGE_MAX_RETRIES: '0',
    });
    expect(openai).toMatchObject({
      apiKey: 'sk-o',
      baseURL: 'http://proxy.test/v1',
      model: 'gpt-4o-mini',
      jsonMode: 'json_object',
      configured: true,
      demo: false,
      timeoutMs: 1200,
      maxRetries: 0,
    });
    expect(deepseek).toMatchObject({
      apiKey: 'sk-d',
      model: 'deepseek-reasoner',
      baseURL: 'https://api.deepseek.com',
    });
    expect(xai).toMatchObject({
      apiKey: 'xai-k',
      baseURL: 'http://grok.test',
      model: 'grok-3',
      configured: true,
    });
  });

  test('serves keyless providers from JUDGE_BASE_URL as demo judges in JSON mode', () => {
    const providers = loadJudgeProviders({
      JUDGE_BASE_URL: 'http://127.0.0.1:7071/v1',
      DEEPSEEK_API_KEY: 'sk-real',
    });
    expect(
      providers.map((p) => [p.name, p.baseURL, p.apiKey, p.jsonMode, p.demo, p.configured]),
    ).toEqual([
      ['OpenAI', 'http://127.0.0.1:7071/v1', 'local-judge-no-key', 'json_object', true, true],
      ['DeepSeek', 'https://api.deepseek.com', 'sk-real', 'json_object', false, true],
      ['xAI', 'http://127.0.0.1:7071/v1', 'local-judge-no-key', 'json_object', true, true],
    ]);
  });

  test('marks JUDGE_BASE_URL judges as real with JUDGE_DEMO=false and takes JUDGE_MODEL', () => {
    const providers = loadJudgeProviders({
      JUDGE_BASE_URL: 'http://localhost:11434/v1',
      JUDGE_DEMO: 'false',
      JUDGE_MODEL: 'llama3.1',
      XAI_MODEL: 'qwen2.5',
    });
    expect(providers.map((p) => [p.model, p.demo])).toEqual([
      ['llama3.1', false],
      ['llama3.1', false],
      ['qwen2.5', false],
    ]);
  });

  test('falls back to the defaults for a malformed timeout or retry count', () => {
    for (const [timeout, retries] of [
      ['abc', '-1'],
      ['0', '99'],
      ['1.5', 'two'],
    ]) {
      const [provider] = loadJudgeProviders({
        JUDGE_TIMEOUT_MS: timeout,
        JUDGE_MAX_RETRIES: retries,
      });
      expect([provider!.timeoutMs, provider!.maxRetries]).toEqual([45_000, 1]);
    }
  });
});

describe('openAiJsonMode', () => {
  test('keeps plain gpt-4 out of json_object and lets newer models use it', () => {
    expect(['gpt-4', 'gpt-4-0613', 'gpt-4-32k', 'ft:gpt-4-0613:acme'].map(openAiJsonMode)).toEqual([
      'none',
      'none',
      'none',
      'none',
    ]);
    expect(
      ['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-4.1', 'gpt-4-1106-preview'].map(openAiJsonMode),
    ).toEqual(['json_object', 'json_object', 'json_object', 'json_object', 'json_object']);
  });
});
