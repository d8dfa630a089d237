import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { backgroundTriggers, keepTriggersPausedInThisFile } from '../support/emulator-hub';
import { keepRulesCoverage } from '../support/rules-coverage-snapshot';

// Denied writes are the point of these tests; the SDK would log each one as an error.
setLogLevel('silent');

export const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-debate-arena';

/**
 * One rules-test environment per file: the real firestore.rules on the emulator, data
 * cleared before each test (unless the file clears it itself), seeding done with rules
 * disabled.
 *
 * Rules tests seed and clear documents the Functions would react to (a users/{uid} write
 * starts onUserWritten): with hundreds of cases those triggers would queue up behind each
 * other and hold locks on the documents the next case clears. Rules are all these files
 * test, so the Emulator Suite's background triggers are off while they run.
 */
export function useRulesEnvironment({ clearBeforeEach = true } = {}): () => RulesTestEnvironment {
  let env: RulesTestEnvironment;
  // Paused for the file, and left paused for the next rules file (tests/support/emulator-hub.ts).
  keepTriggersPausedInThisFile();
  beforeAll(async () => {
    await backgroundTriggers(false);
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080').split(':');
    await keepRulesCoverage();
    env = await initializeTestEnvironment({
      projectId,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
    });
  });
  beforeEach(async () => {
    if (clearBeforeEach) await env.clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => env;
}

/** A signed-in phone user as the Auth service would present them. */
export function phoneUser(
  env: RulesTestEnvironment,
  uid: string,
  phone = `+1555000${uid.length}${uid.charCodeAt(0)}`,
) {
  return env.authenticatedContext(uid, {
    phone_number: phone,
    firebase: { sign_in_provider: 'phone' },
  });
}

export async function seed(
  env: RulesTestEnvironment,
  write: (db: ReturnType<RulesTestContext['firestore']>) => Promise<unknown>,
) {
  await env.withSecurityRulesDisabled(async (context) => {
    await write(context.firestore());
  });
}
