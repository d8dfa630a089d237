import { describe, expect, test } from 'vitest';
import {
  DEBATER_DEFAULT_MODELS,
  DEBATER_TIMEOUT_MS,
  loadDebaterProvider,
} from './debater-provider';

describe('the AI debater’s provider', () => {
  test('none without any provider', () => {
    expect(loadDebaterProvider({})).toBeNull();
  });

  test('the first real provider of the panel, with a chat model of its own', () => {
    const debater = loadDebaterProvider({ DEEPSEEK_API_KEY: 'k', XAI_API_KEY: 'x' });
    expect(debater?.info).toEqual({ vendor: 'DeepSeek', model: 'deepseek-chat', demo: false });
    expect(debater?.provider.baseURL).toBe('https://api.deepseek.com');
    expect(debater?.provider.apiKey).toBe('k');
    expect(DEBATER_DEFAULT_MODELS.OpenAI).toBe('gpt-4o-mini');
  });

  test('DEBATER_MODEL names the model, and each attempt is bounded', () => {
    const debater = loadDebaterProvider({
      OPENAI_API_KEY: 'k',
      DEBATER_MODEL: 'gpt-4.1-mini',
      JUDGE_TIMEOUT_MS: '45000',
    });
    expect(debater?.info).toEqual({ vendor: 'OpenAI', model: 'gpt-4.1-mini', demo: false });
    expect(debater?.provider.timeoutMs).toBe(DEBATER_TIMEOUT_MS);
  });

  test('a real provider is preferred to the demo server', () => {
    const debater = loadDebaterProvider({
      XAI_API_KEY: 'x',
      JUDGE_BASE_URL: 'http://127.0.0.1:1/v1',
    });
    expect(debater?.info.vendor).toBe('xAI');
  });

  test('the local demo server answers as the demo debater, and says so', () => {
    const debater = loadDebaterProvider({ JUDGE_BASE_URL: 'http://127.0.0.1:7071/v1' });
    expect(debater?.info).toEqual({
      vendor: 'Local demo debater',
      model: 'local-demo-debater',
      demo: true,
    });
    expect(debater?.provider.baseURL).toBe('http://127.0.0.1:7071/v1');
  });

  test('another local server (JUDGE_DEMO=false) is named a local model', () => {
    const debater = loadDebaterProvider({
      JUDGE_BASE_URL: 'http://127.0.0.1:11434/v1',
      JUDGE_DEMO: 'false',
      DEBATER_MODEL: 'llama3',
    });
    expect(debater?.info).toEqual({ vendor: 'Local model', model: 'llama3', demo: false });
  });
});
