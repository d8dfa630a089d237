/**
 * Runs the app's own data and offline modules in Node against the emulators: Dexie on
 * fake-indexeddb, the Firebase JS SDK signed in as a real phone user of the Auth emulator.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { keepRulesCoverage } from '../support/rules-coverage-snapshot';

export const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-debate-arena';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
const functionsPort = Number(process.env.DA_FUNCTIONS_PORT || 5001);

const [fsHost, fsPort] = firestoreHost.split(':') as [string, string];
(globalThis as Record<string, unknown>).__DEBATE_ARENA_EMULATORS__ = {
  auth: `http://${authHost}`,
  firestore: { host: fsHost, port: Number(fsPort) },
  functions: { host: '127.0.0.1', port: functionsPort },
};

/** Creates (or signs into) a phone user through the Auth emulator's REST API; returns its session. */
export async function phoneSession(
  phoneNumber: string,
): Promise<{ sessionInfo: string; code: string }> {
  const base = `http://${authHost}`;
  const sent = await fetch(
    `${base}/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber, recaptchaToken: 'emulator' }),
    },
  );
  const { sessionInfo } = (await sent.json()) as { sessionInfo: string };
  const codes = (await (
    await fetch(`${base}/emulator/v1/projects/${projectId}/verificationCodes`)
  ).json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`No code for ${phoneNumber}`);
  return { sessionInfo, code };
}

/**
 * Signs the app's own Auth instance in as a phone user; returns its uid. The Node build of
 * firebase/auth has no phone provider, so the account is made by a real phone sign-in over
 * REST and the SDK then signs in to it with an (emulator-only, unsigned) custom token; the
 * ID token still carries the account's phone number.
 */
export async function signInApp(phoneNumber: string): Promise<string> {
  const { auth } = await import('@/data/auth');
  const { signInWithCustomToken } = await import('firebase/auth');
  const { sessionInfo, code } = await phoneSession(phoneNumber);
  const verified = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionInfo, code }),
    },
  );
  const { localId } = (await verified.json()) as { localId: string };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: 'emulator@example.com',
    sub: 'emulator@example.com',
    aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    uid: localId,
    iat: now,
    exp: now + 3600,
  })}.`;
  const result = await signInWithCustomToken(auth(), token);
  const claims = (await result.user.getIdTokenResult()).claims;
  if (claims.phone_number !== phoneNumber)
    throw new Error(`The test user has no phone claim: ${JSON.stringify(claims)}`);
  return result.user.uid;
}

export async function adminEnvironment(): Promise<RulesTestEnvironment> {
  await keepRulesCoverage();
  return initializeTestEnvironment({
    projectId,
    firestore: {
      rules: readFileSync('firestore.rules', 'utf8'),
      host: fsHost,
      port: Number(fsPort),
    },
  });
}

/** Checks every 50 ms until `check` holds; throws after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
