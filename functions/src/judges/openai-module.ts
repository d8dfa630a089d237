/**
 * The `openai` client's module, loaded the first time a judge or the AI debater is called:
 * every function instance loads the bundle, and most of them (the triggers, most callables)
 * never call a model, so they no longer pay for loading the client at their cold start.
 */
import type * as OpenAIExports from 'openai';

export type OpenAIModule = typeof OpenAIExports;

let loading: Promise<OpenAIModule> | undefined;

export function loadOpenAI(): Promise<OpenAIModule> {
  loading ??= import('openai');
  return loading;
}
