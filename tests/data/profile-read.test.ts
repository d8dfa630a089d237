/**
 * Someone's profile read by a request of its own (src/data/users.ts fetchUserProfileDirect, the
 * read a participant card falls back on when getDoc is not answered: src/offline/profiles.ts),
 * through the app's own module signed in as a phone user, under the real rules: it reads what
 * getDoc reads, "no such user" as null, one billed read each.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminEnvironment, signInApp } from './support';
import { fetchUserProfile, fetchUserProfileDirect } from '@/data/users';
import { readCount, resetReadCount } from '@/data/read-meter';

setLogLevel('silent');

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await adminEnvironment();
  await signInApp(`+1558${String(Date.now()).slice(-7)}`);
});

afterAll(async () => {
  await env?.cleanup();
});

test('reads what getDoc reads, and "no such user" as null, one read each', async () => {
  const uid = `direct-read-${Date.now()}`;
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'users', uid), {
      uid,
      fallbackName: 'SharpMind0101',
      bio: 'Reads a lot.',
      medals: [],
      createdAt: Timestamp.now(),
    });
  });

  resetReadCount();
  const direct = await fetchUserProfileDirect(uid);
  expect(readCount()).toBe(1);
  expect(direct).toMatchObject({ uid, fallbackName: 'SharpMind0101', bio: 'Reads a lot.' });
  expect(direct).toEqual(await fetchUserProfile(uid));

  resetReadCount();
  expect(await fetchUserProfileDirect(`${uid}-nobody`)).toBeNull();
  expect(readCount()).toBe(1);
});
