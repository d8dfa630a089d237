/**
 * The judges' settings for one evaluation: the function's environment (docs/judges.md).
 *
 * On the emulator only, the Admin-only document `emulatorConfig/judges` may point them
 * elsewhere. Emulator suites script their own judge server that way, on a free port and
 * with short timeouts, even when `npm test` runs the demo judge on the judge port for the
 * e2e suite. Deployed functions never read it (FUNCTIONS_EMULATOR is set by the emulator
 * alone), and the rules let no client touch it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readEmulatorJudges, type EmulatorJudgesDoc } from '@/domain/documents/emulator-judges';
import type { JudgeEnv } from '../judges/providers';

export const EMULATOR_JUDGES_DOC = 'emulatorConfig/judges';

/** Provider keys are dropped under an override, so a test never reaches a real provider. */
const NO_KEYS = { OPENAI_API_KEY: '', DEEPSEEK_API_KEY: '', XAI_API_KEY: '' };

/** The environment with the document's judge settings (readEmulatorJudges), when it has any. */
export function withOverrides(env: JudgeEnv, overrides: EmulatorJudgesDoc): JudgeEnv {
  return Object.keys(overrides).length ? { ...env, ...NO_KEYS, ...overrides } : env;
}

export async function judgeEnv(db: Firestore, env: JudgeEnv = process.env): Promise<JudgeEnv> {
  if (env.FUNCTIONS_EMULATOR !== 'true') return env;
  return withOverrides(env, readEmulatorJudges((await db.doc(EMULATOR_JUDGES_DOC).get()).data()));
}
