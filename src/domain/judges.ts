/**
 * The panel of AI judges, spelled once (SPEC §1, §9 "AI judges"): each judge's key (how the
 * chat stores its status), its label (how the results name it), its provider and default
 * model, and how every judge is called. The app, the functions and the demo judge read it here.
 */

export type JudgeKey = 'gpt' | 'deepseek' | 'grok';
export type JudgeLabel = 'Judge GPT' | 'Judge DeepSeek' | 'Judge Grok';
export type JudgeProviderName = 'OpenAI' | 'DeepSeek' | 'xAI';
/** A judge's state in the progress modal while an evaluation runs. */
export type JudgeStatus = 'waiting' | 'done' | 'failed';

interface JudgeIdentity {
  key: JudgeKey;
  label: JudgeLabel;
  provider: JudgeProviderName;
  /** The model asked unless the environment names another. */
  model: string;
}

/** The panel in its fixed order: GPT, DeepSeek, Grok. */
export const JUDGES: readonly JudgeIdentity[] = [
  { key: 'gpt', label: 'Judge GPT', provider: 'OpenAI', model: 'gpt-4' },
  { key: 'deepseek', label: 'Judge DeepSeek', provider: 'DeepSeek', model: 'deepseek-chat' },
  { key: 'grok', label: 'Judge Grok', provider: 'xAI', model: 'grok-3' },
];

export const JUDGE_KEYS: readonly JudgeKey[] = JUDGES.map((j) => j.key);
export const JUDGE_PANEL_SIZE = JUDGES.length;
export const JUDGE_TEMPERATURE = 0.7;
export const JUDGE_MAX_TOKENS = 1500;

export const JUDGE_LABELS = Object.fromEntries(JUDGES.map((j) => [j.key, j.label])) as Record<
  JudgeKey,
  JudgeLabel
>;

export const JUDGE_STATUS_TEXT: Record<JudgeStatus, string> = {
  waiting: 'Waiting',
  done: 'Done',
  failed: 'Failed',
};

export const ALL_JUDGES_WAITING = Object.fromEntries(
  JUDGE_KEYS.map((key) => [key, 'waiting']),
) as Record<JudgeKey, JudgeStatus>;

/** The key of the judge a breakdown entry names by label; undefined for any other name. */
export function judgeKeyOf(label: string): JudgeKey | undefined {
  return JUDGES.find((j) => j.label === label)?.key;
}

/** A stored status as one of the three; anything else (missing, garbage) is 'waiting'. */
export function judgeStatus(value: unknown): JudgeStatus {
  return value === 'done' || value === 'failed' ? value : 'waiting';
}

/** Why a judge gave no verdict, as the debaters may be told it (SPEC §4 "A judge that fails is ignored"). */
export type JudgeFailureKind = 'timeout' | 'error' | 'not-configured';

/**
 * What the results say of a judge that failed. The provider's own error (its status and
 * body) stays in the function's logs: it can hold account, quota or billing details.
 */
export const JUDGE_FAILURE_TEXT: Record<JudgeFailureKind, string> = {
  timeout: 'The judge did not answer in time.',
  error: 'The judge could not give a verdict.',
  'not-configured': 'The judge is not configured.',
};
