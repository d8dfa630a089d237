/**
 * The AI debater's provider (docs/decisions/0025-never-alone.md §3; DESIGN §6 "an AI debater for
 * practice uses the same client and provider settings"): the judges' providers
 * (../judges/providers.ts), a real one first in the panel's order, with the debater's own model:
 * DEBATER_MODEL, else a chat model of that provider. Under JUDGE_BASE_URL without keys (`npm
 * start`), the local demo server answers as the demo debater, and the result names it so.
 */
import type { JudgeProviderName } from '@/domain/judges';
import { DEMO_DEBATER_MODEL, DEMO_DEBATER_VENDOR, type AiDebaterInfo } from '@/domain/practice';
import {
  LOCAL_JUDGE_API_KEY,
  loadJudgeProviders,
  type JudgeEnv,
  type JudgeProvider,
} from '../judges/providers';

/** The model asked when DEBATER_MODEL names none: a fast chat model of each provider. */
export const DEBATER_DEFAULT_MODELS: Record<JudgeProviderName, string> = {
  OpenAI: 'gpt-4o-mini',
  DeepSeek: 'deepseek-chat',
  xAI: 'grok-3-mini',
};

/** A reply is wanted within seconds: each attempt is bounded tighter than a judge's. */
export const DEBATER_TIMEOUT_MS = 20_000;

/** A local OpenAI-compatible server that is not the demo (Ollama, vLLM behind JUDGE_BASE_URL). */
export const LOCAL_DEBATER_VENDOR = 'Local model';

export interface DebaterProvider {
  provider: JudgeProvider;
  info: AiDebaterInfo;
}

function vendorOf(provider: JudgeProvider): string {
  if (provider.demo) return DEMO_DEBATER_VENDOR;
  return provider.apiKey === LOCAL_JUDGE_API_KEY ? LOCAL_DEBATER_VENDOR : provider.name;
}

/** The debater's provider, or null when no provider is configured at all. */
export function loadDebaterProvider(env: JudgeEnv = process.env): DebaterProvider | null {
  const configured = loadJudgeProviders(env).filter((p) => p.configured);
  const chosen = configured.find((p) => !p.demo) ?? configured[0];
  if (!chosen) return null;
  const own = env.DEBATER_MODEL?.trim();
  const model = own || (chosen.demo ? DEMO_DEBATER_MODEL : DEBATER_DEFAULT_MODELS[chosen.name]);
  return {
    provider: { ...chosen, model, timeoutMs: Math.min(chosen.timeoutMs, DEBATER_TIMEOUT_MS) },
    info: { vendor: vendorOf(chosen), model, demo: chosen.demo },
  };
}
