/**
 * emulatorConfig/judges: where an emulator suite points the judges (its own scripted judge
 * server, short timeouts: functions/src/evaluation/judge-env.ts). Read on the emulator only;
 * deployed functions never read it, and the rules let no client touch it.
 */
import { isRecord, textFields } from './fields';

const JUDGE_SETTINGS = [
  'JUDGE_BASE_URL',
  'JUDGE_MODEL',
  'JUDGE_DEMO',
  'JUDGE_TIMEOUT_MS',
  'JUDGE_MAX_RETRIES',
  'JUDGE_ORDER_CHECK',
] as const;

/** The judge settings (environment variables, docs/judges.md) it holds. */
export type EmulatorJudgesDoc = Partial<Record<(typeof JUDGE_SETTINGS)[number], string>>;

/** The judge settings it holds as text ('' included); anything else is left out. */
export function readEmulatorJudges(data: unknown): EmulatorJudgesDoc {
  return isRecord(data) ? textFields(data, JUDGE_SETTINGS) : {};
}
