/**
 * One judge's call through the real `openai` client (SPEC §7 "External AI calls"): bounded
 * per attempt by JUDGE_TIMEOUT_MS and JUDGE_MAX_RETRIES, and as a whole by a deadline that
 * aborts the request, so a slow provider can never outlive the evaluation function.
 */

import type OpenAI from 'openai';
import type { APIError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { JUDGE_MAX_TOKENS, JUDGE_TEMPERATURE } from '@/domain/judges';
import type { JudgeFailureKind } from '@/domain/judges';
import { isBlankContent, parseJudgeResponse } from '@/domain/judging/verdict';
import type { JudgeJudgment } from '@/domain/model';
import { loadOpenAI, type OpenAIModule } from './openai-module';
import { apiKeyVariable } from './providers';
import type { JudgeProvider } from './providers';

export interface JudgePromptMessages {
  system: string;
  user: string;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface CallJudgeOptions {
  /** Cancels the call (for example when the function is shutting down). */
  signal?: AbortSignal;
  /** The whole call's budget in ms, retries included. Default: see defaultDeadlineMs. */
  deadlineMs?: number;
}

export interface JudgeCallResult {
  /** judge = the provider's label; the winner is as the judge wrote it. */
  judgment: JudgeJudgment;
  /** The model the server says answered (the configured one when it does not say). */
  model: string;
  /** Requests that got an answer: 2 when the first came back blank. */
  attempts: number;
  /** Requests sent to the provider, the client's retries included (≤ requestBudget). */
  requests: number;
  /** Tokens the provider says the answered requests used (0 when it does not say). */
  usage: TokenUsage;
  startedAt: number;
  durationMs: number;
}

/**
 * A judge that gave no verdict: the message is for the logs (it may quote the provider),
 * the kind is what the debaters are told (JUDGE_FAILURE_TEXT).
 */
export class JudgeCallError extends Error {
  constructor(
    message: string,
    readonly kind: JudgeFailureKind,
  ) {
    super(message);
    this.name = 'JudgeCallError';
  }
}

/** Blank content is retried once: DeepSeek in JSON mode sometimes answers with nothing. */
const BLANK_CONTENT_ATTEMPTS = 2;
const MAX_ERROR_BODY_CHARS = 500;

/**
 * Requests one judge call may send in all: the first, JUDGE_MAX_RETRIES retries of the
 * client, and one more for a blank answer, which shares the client's budget (a blank answer
 * after a retry is asked once more without retries of its own). What an evaluation can
 * cost is then 1 + retries requests per reading (tests/abuse/evaluation.test.ts).
 */
export function requestBudget(provider: Pick<JudgeProvider, 'maxRetries'>): number {
  return provider.maxRetries + BLANK_CONTENT_ATTEMPTS;
}

/** Room for every request the budget allows. */
export function defaultDeadlineMs(provider: JudgeProvider): number {
  return provider.timeoutMs * requestBudget(provider);
}

function requestBody(
  provider: JudgeProvider,
  prompt: JudgePromptMessages,
): ChatCompletionCreateParamsNonStreaming {
  return {
    model: provider.model,
    messages: [
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ],
    temperature: JUDGE_TEMPERATURE,
    max_tokens: JUDGE_MAX_TOKENS,
    ...(provider.jsonMode === 'json_object' ? { response_format: { type: 'json_object' } } : {}),
  };
}

/** Settles with the promise, or rejects as soon as the signal aborts. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function askUntilAnswered(
  client: OpenAI,
  provider: JudgeProvider,
  prompt: JudgePromptMessages,
  signal: AbortSignal,
  deadlineAt: number,
  sent: () => number,
  usage: TokenUsage,
): Promise<{ content: string; model: string; attempts: number }> {
  let blanks = 0;
  for (let attempt = 1; attempt <= BLANK_CONTENT_ATTEMPTS; attempt++) {
    const left = requestBudget(provider) - sent();
    if (left < 1) break;
    const timeout = Math.max(1, Math.min(provider.timeoutMs, Math.ceil(deadlineAt - Date.now())));
    const completion = await client.chat.completions.create(requestBody(provider, prompt), {
      signal,
      timeout,
      maxRetries: Math.min(provider.maxRetries, left - 1),
    });
    usage.promptTokens += completion.usage?.prompt_tokens ?? 0;
    usage.completionTokens += completion.usage?.completion_tokens ?? 0;
    const content = completion.choices[0]?.message?.content;
    if (!isBlankContent(content) && typeof content === 'string') {
      return { content, model: completion.model || provider.model, attempts: attempt };
    }
    blanks += 1;
  }
  throw new JudgeCallError(
    `${provider.name} API returned empty content ${blanks === 1 ? 'once' : `${blanks} times`}`,
    'error',
  );
}

function errorBody(error: APIError, provider: JudgeProvider): string {
  const body =
    error.error !== undefined
      ? JSON.stringify({ error: error.error })
      : error.message.replace(/^\d{3} /, '');
  const redacted = provider.apiKey ? body.split(provider.apiKey).join('[redacted]') : body;
  return redacted.length > MAX_ERROR_BODY_CHARS
    ? `${redacted.slice(0, MAX_ERROR_BODY_CHARS)}...`
    : redacted;
}

/** Every failure as one readable JudgeCallError; HTTP errors read as SPEC §8 says. */
function describeFailure(
  provider: JudgeProvider,
  error: unknown,
  context: { deadline: AbortSignal; budgetMs: number; cancel?: AbortSignal },
  { APIConnectionError, APIConnectionTimeoutError, APIError }: OpenAIModule,
): JudgeCallError {
  if (context.deadline.aborted) {
    return new JudgeCallError(
      `${provider.name} judge did not answer within ${context.budgetMs} ms`,
      'timeout',
    );
  }
  if (context.cancel?.aborted) {
    return new JudgeCallError(`${provider.name} judge call was cancelled`, 'error');
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new JudgeCallError(
      `${provider.name} API timed out after ${provider.timeoutMs} ms`,
      'timeout',
    );
  }
  if (error instanceof APIConnectionError) {
    return new JudgeCallError(`${provider.name} API connection failed: ${error.message}`, 'error');
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    return new JudgeCallError(
      `${provider.name} API error: ${error.status} - ${errorBody(error, provider)}`,
      'error',
    );
  }
  if (error instanceof JudgeCallError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new JudgeCallError(
    error instanceof Error ? message : `${provider.name} judge failed: ${message}`,
    'error',
  );
}

/** Asks one judge for its verdict. Rejects with a readable Error when it gives none. */
export async function callJudge(
  provider: JudgeProvider,
  prompt: JudgePromptMessages,
  options: CallJudgeOptions = {},
): Promise<JudgeCallResult> {
  if (!provider.configured) {
    throw new JudgeCallError(
      `${provider.name} judge is not configured: set ${apiKeyVariable(provider)} or JUDGE_BASE_URL`,
      'not-configured',
    );
  }
  const startedAt = Date.now();
  const budgetMs = Math.max(1, Math.round(options.deadlineMs ?? defaultDeadlineMs(provider)));
  const deadline = AbortSignal.timeout(budgetMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  // Every request the client sends, its own retries included, counts against the budget.
  let requests = 0;
  const usage: TokenUsage = { promptTokens: 0, completionTokens: 0 };
  const openai = await loadOpenAI();
  const client = new openai.OpenAI({
    apiKey: provider.apiKey,
    baseURL: provider.baseURL,
    timeout: provider.timeoutMs,
    maxRetries: provider.maxRetries,
    fetch: (url, init) => {
      requests += 1;
      return fetch(url, init);
    },
  });
  try {
    const answer = await untilAborted(
      askUntilAnswered(
        client,
        provider,
        prompt,
        signal,
        startedAt + budgetMs,
        () => requests,
        usage,
      ),
      signal,
    );
    return {
      judgment: parseJudgeResponse(answer.content, provider.label),
      model: answer.model,
      attempts: answer.attempts,
      requests,
      usage,
      startedAt,
      durationMs: Date.now() - startedAt,
    };
  } catch (error) {
    throw describeFailure(provider, error, { deadline, budgetMs, cancel: options.signal }, openai);
  }
}
