/**
 * The three AI judges' providers, read from the environment (DESIGN §6). Any
 * OpenAI-compatible server works; JUDGE_BASE_URL stands in for every provider without a
 * key (the local demo judge, Ollama, vLLM), so the whole flow runs offline.
 */

import { JUDGES } from '@/domain/judges';
import type { JudgeKey, JudgeLabel, JudgeProviderName } from '@/domain/judges';

/** Plain gpt-4 rejects response_format json_object; DeepSeek and xAI accept it. */
export type JsonMode = 'none' | 'json_object';

export interface JudgeProvider {
  name: JudgeProviderName;
  label: JudgeLabel;
  model: string;
  baseURL: string;
  apiKey: string;
  jsonMode: JsonMode;
  /** Served by JUDGE_BASE_URL rather than the real provider: labelled in the results. */
  demo: boolean;
  /** False when neither its key nor JUDGE_BASE_URL is set: calling it fails. */
  configured: boolean;
  /** Per attempt. */
  timeoutMs: number;
  /** Retries of the client on connection errors, timeouts, 408, 409, 429 and 5xx. */
  maxRetries: number;
}

export type JudgeEnv = Readonly<Record<string, string | undefined>>;

export const DEFAULT_JUDGE_TIMEOUT_MS = 45_000;
export const DEFAULT_JUDGE_MAX_RETRIES = 1;
/** Sent to JUDGE_BASE_URL servers, which take no key but whose clients need one. */
export const LOCAL_JUDGE_API_KEY = 'local-judge-no-key';

interface ProviderDefaults {
  name: JudgeProviderName;
  label: JudgeLabel;
  envPrefix: 'OPENAI' | 'DEEPSEEK' | 'XAI';
  baseURL: string;
  model: string;
}

/** Where each provider lives and how its environment variables are named. */
const ENDPOINTS: Record<JudgeKey, Pick<ProviderDefaults, 'envPrefix' | 'baseURL'>> = {
  gpt: { envPrefix: 'OPENAI', baseURL: 'https://api.openai.com/v1' },
  deepseek: { envPrefix: 'DEEPSEEK', baseURL: 'https://api.deepseek.com' },
  grok: { envPrefix: 'XAI', baseURL: 'https://api.x.ai/v1' },
};

export const PROVIDER_DEFAULTS: readonly ProviderDefaults[] = JUDGES.map((judge) => ({
  name: judge.provider,
  label: judge.label,
  model: judge.model,
  ...ENDPOINTS[judge.key],
}));

function read(env: JudgeEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readInt(env: JudgeEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= min && value <= max ? value : fallback;
}

/** OpenAI models known to take json_object; anything else (plain gpt-4 first) gets 'none'. */
const OPENAI_JSON_MODELS =
  /^(gpt-4o|gpt-4\.1|gpt-4-turbo|gpt-4-(1106|0125)-preview|gpt-3\.5-turbo-(1106|0125)|gpt-5)/;

export function openAiJsonMode(model: string): JsonMode {
  return OPENAI_JSON_MODELS.test(model) ? 'json_object' : 'none';
}

/** The env variable whose absence leaves a provider not configured. */
export function apiKeyVariable(provider: Pick<JudgeProvider, 'name'>): string {
  const prefix = PROVIDER_DEFAULTS.find((d) => d.name === provider.name)?.envPrefix ?? 'OPENAI';
  return `${prefix}_API_KEY`;
}

function loadProvider(defaults: ProviderDefaults, env: JudgeEnv): JudgeProvider {
  const key = read(env, `${defaults.envPrefix}_API_KEY`);
  const judgeBaseURL = read(env, 'JUDGE_BASE_URL');
  const ownModel = read(env, `${defaults.envPrefix}_MODEL`);
  const common = {
    name: defaults.name,
    label: defaults.label,
    timeoutMs: readInt(env, 'JUDGE_TIMEOUT_MS', DEFAULT_JUDGE_TIMEOUT_MS, 1, 600_000),
    maxRetries: readInt(env, 'JUDGE_MAX_RETRIES', DEFAULT_JUDGE_MAX_RETRIES, 0, 5),
  };
  if (!key && judgeBaseURL) {
    return {
      ...common,
      model: ownModel ?? read(env, 'JUDGE_MODEL') ?? defaults.model,
      baseURL: judgeBaseURL,
      apiKey: LOCAL_JUDGE_API_KEY,
      jsonMode: 'json_object',
      demo: read(env, 'JUDGE_DEMO')?.toLowerCase() !== 'false',
      configured: true,
    };
  }
  const model = ownModel ?? defaults.model;
  return {
    ...common,
    model,
    baseURL: read(env, `${defaults.envPrefix}_BASE_URL`) ?? defaults.baseURL,
    apiKey: key ?? '',
    jsonMode: defaults.name === 'OpenAI' ? openAiJsonMode(model) : 'json_object',
    demo: false,
    configured: Boolean(key),
  };
}

/**
 * The panel in its fixed order (GPT, DeepSeek, Grok): OPENAI_*, DEEPSEEK_*, XAI_*
 * (_API_KEY, _BASE_URL, _MODEL), JUDGE_BASE_URL, JUDGE_MODEL, JUDGE_DEMO,
 * JUDGE_TIMEOUT_MS and JUDGE_MAX_RETRIES.
 */
export function loadJudgeProviders(env: JudgeEnv = process.env): JudgeProvider[] {
  return PROVIDER_DEFAULTS.map((defaults) => loadProvider(defaults, env));
}
