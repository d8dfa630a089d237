/**
 * The profile a sign-in creates (src/data/users.ts ensureUserProfile), through the app's own
 * module signed in as a new phone user. Two sign-ins of one new account can run at once (two
 * tabs, or a reload while the first page's sign-in was still writing): both must succeed and
 * create the profile once, or the refused one takes back a profile the screen already showed.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminEnvironment, signInApp } from './support';
import { ensureUserProfile } from '@/data/users';
import { readCount, resetReadCount } from '@/data/read-meter';

setLogLevel('silent');

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await adminEnvironment();
});

afterAll(async () => {
  await env?.cleanup();
});

async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

describe('the profile made at sign-in', () => {
  test('two sign-ins of a new account at once both succeed, and only one creates it', async () => {
    const phoneNumber = `+1557${String(Date.now()).slice(-7)}`;
    const uid = await signInApp(phoneNumber);
    const user = { uid, phoneNumber };

    const outcomes = await Promise.allSettled([
      ensureUserProfile(user),
      ensureUserProfile(user),
      ensureUserProfile(user),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const created = outcomes.filter(
      (outcome) => outcome.status === 'fulfilled' && outcome.value === true,
    );
    expect(created).toHaveLength(1);
    expect(await stored(`users/${uid}`)).toMatchObject({ uid });
    expect(await stored(`users/${uid}/private/account`)).toMatchObject({ phoneNumber });
  });

  test('a later sign-in keeps the profile and moves only lastActive', async () => {
    const phoneNumber = `+1557${String(Date.now() + 1).slice(-7)}`;
    const uid = await signInApp(phoneNumber);
    expect(await ensureUserProfile({ uid, phoneNumber })).toBe(true);
    const first = await stored(`users/${uid}`);

    expect(await ensureUserProfile({ uid, phoneNumber })).toBe(false);

    // (A function adds the generated name meanwhile: compare what the sign-in wrote.)
    expect((await stored(`users/${uid}`))?.createdAt).toEqual(first?.createdAt);
  });

  test('a start on a device that saw the profile made moves lastActive with one write and no read', async () => {
    const phoneNumber = `+1557${String(Date.now() + 2).slice(-7)}`;
    const uid = await signInApp(phoneNumber);
    expect(await ensureUserProfile({ uid, phoneNumber })).toBe(true);
    const before = (await stored(`users/${uid}/private/account`))?.lastActive as {
      toMillis(): number;
    };
    await new Promise((resolve) => setTimeout(resolve, 5));

    resetReadCount();
    expect(await ensureUserProfile({ uid, phoneNumber }, { known: true })).toBe(false);
    expect(readCount()).toBe(0);
    const after = await stored(`users/${uid}/private/account`);
    expect(after).toMatchObject({ phoneNumber });
    expect((after?.lastActive as { toMillis(): number }).toMillis()).toBeGreaterThan(
      before.toMillis(),
    );
    expect(await stored(`users/${uid}`)).toMatchObject({ uid });
  });
});
