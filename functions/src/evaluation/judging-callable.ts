/**
 * What the two callables that pay judges share (evaluateDebate, appealVerdict;
 * docs/decisions/0012-safety.md §2 "Bounded AI spend"): their options (the evaluation's time-out
 * and memory, at most EVALUATION_MAX_INSTANCES instances at once, the judges' keys bound from
 * Secret Manager). The chat id they take is checked with isValidChatId (src/domain/validation.ts).
 */
import path from 'node:path';
import type { CallableOptions } from 'firebase-functions/v2/https';
import { EVALUATION_MAX_INSTANCES } from '@/domain/limits';
import { judgeSecretNames } from './judge-secrets';
import { EVALUATION_TIMEOUT_SECONDS } from './lease';

/** functions/lib/index.js is the bundle: functions/.env sits beside lib/. */
const judgeSecrets = judgeSecretNames(process.env, path.join(__dirname, '..', '.env'));

/** The options to hand callableOptions (which adds App Check and the rest every callable has). */
export function judgingOptions(): CallableOptions {
  return {
    timeoutSeconds: EVALUATION_TIMEOUT_SECONDS,
    memory: '512MiB',
    maxInstances: EVALUATION_MAX_INSTANCES,
    ...(judgeSecrets.length ? { secrets: judgeSecrets } : {}),
  };
}

/** A settled read's value, or its error thrown (reads run together, refusals keep their order). */
export function settledValue<T>(outcome: PromiseSettledResult<T>): T {
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
