/**
 * indexMyProfile (functions/src/search/index-my-profile.ts): the owner's search entry follows
 * a profile save when the call returns, without waiting for the onUserWritten trigger.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { QUOTAS } from '@/domain/limits';
import { admin, callFunction, phoneAccount, uniquePhone } from './support';
import { uniqueWord } from './people';
import { withTriggersPaused } from '../support/emulator-hub';

describe('indexMyProfile', () => {
  test('indexes a name saved a moment ago, with no trigger run, and only the caller’s', async () => {
    const me = await phoneAccount(uniquePhone('+1554'));
    const name = `Newcomer ${uniqueWord('n')}`;
    // As the app writes it right after sign-in, with the triggers held back: only the call
    // can index it now. The generated name is not stored yet either.
    await withTriggersPaused(async () => {
      const batch = admin().batch();
      batch.set(admin().doc(`users/${me.uid}`), {
        uid: me.uid,
        createdAt: Timestamp.now(),
        displayName: name,
      });
      batch.set(admin().doc(`users/${me.uid}/private/account`), {
        phoneNumber: me.phone,
        lastActive: Timestamp.now(),
      });
      await batch.commit();
    });

    const started = Date.now();
    const call = await callFunction('indexMyProfile', me.idToken, null);
    console.log(`indexMyProfile answered in ${Date.now() - started} ms`);

    expect(call.status).toBe(200);
    const entry = (await admin().doc(`userIndex/${me.uid}`).get()).data();
    expect(entry).toMatchObject({
      uid: me.uid,
      displayName: name,
      nameLower: name.toLowerCase(),
      fallbackName: fallbackDisplayName(me.phone),
    });
    expect(JSON.stringify(entry)).not.toContain(me.phone.slice(2));
  });

  test('is refused signed out, and to a banned account', async () => {
    expect((await callFunction('indexMyProfile', null, null)).status).toBe(401);
    const banned = await phoneAccount(uniquePhone('+1554'));
    await admin().doc(`bans/${banned.uid}`).set({ bannedAt: Timestamp.now() });
    const refused = await callFunction('indexMyProfile', banned.idToken, null);
    expect(refused.status).toBe(403);
  });

  test(`is paid from QUOTAS.profileIndex: a call beyond ${QUOTAS.profileIndex.limit} in an hour is refused`, async () => {
    const me = await phoneAccount(uniquePhone('+1554'));
    await admin().doc(`rateLimits/${me.uid}_${QUOTAS.profileIndex.kind}`).set({
      uid: me.uid,
      kind: QUOTAS.profileIndex.kind,
      windowStart: Timestamp.now(),
      count: QUOTAS.profileIndex.limit,
    });
    const refused = await callFunction('indexMyProfile', me.idToken, null);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe(QUOTAS.profileIndex.message);
  });
});
