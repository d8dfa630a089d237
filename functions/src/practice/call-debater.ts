/**
 * One reply of the AI debater through the real `openai` client (the judges' client and
 * settings, ../judges/call-judge.ts): plain text, bounded by the provider's per-attempt
 * time-out and retries; a blank answer is a failure (the person's message stays unanswered
 * rather than answered with nothing).
 */
import {
  DEBATER_MAX_TOKENS,
  DEBATER_TEMPERATURE,
  storableReply,
  type ChatTurn,
} from '@/domain/debater-prompt';
import { loadOpenAI } from '../judges/openai-module';
import type { DebaterProvider } from './debater-provider';

export interface DebaterReply {
  content: string;
  model: string;
  /** The provider's own time for the call, retries included. */
  providerMs: number;
  promptTokens: number;
  completionTokens: number;
}

export async function callDebater(
  debater: DebaterProvider,
  messages: readonly ChatTurn[],
): Promise<DebaterReply> {
  const { provider } = debater;
  const { OpenAI } = await loadOpenAI();
  const client = new OpenAI({
    apiKey: provider.apiKey,
    baseURL: provider.baseURL,
    timeout: provider.timeoutMs,
    maxRetries: provider.maxRetries,
  });
  const started = Date.now();
  const completion = await client.chat.completions.create({
    model: provider.model,
    messages: messages.map((m) => ({ role: m.role, content: m.content })),
    temperature: DEBATER_TEMPERATURE,
    max_tokens: DEBATER_MAX_TOKENS,
  });
  const providerMs = Date.now() - started;
  const content = storableReply(completion.choices[0]?.message?.content ?? '');
  if (!content) throw new Error(`${provider.name} debater returned empty content`);
  return {
    content,
    model: completion.model || provider.model,
    providerMs,
    promptTokens: completion.usage?.prompt_tokens ?? 0,
    completionTokens: completion.usage?.completion_tokens ?? 0,
  };
}
