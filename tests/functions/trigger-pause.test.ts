/**
 * The emulator tests' pause of the background triggers (tests/support/emulator-hub.ts): what a
 * file seeds while they are paused never runs them, even when the seeding leaves a backlog the
 * Firestore emulator is still delivering when the pause ends. Before a resume waited for that
 * backlog, a thousand seeded profiles kept arriving after it as real onUserWritten runs, and the
 * next file's own sign-ups waited over 60 s behind them (CI on 5f8e94b).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, test } from 'vitest';
import { withTriggersPaused } from '../support/emulator-hub';
import { drainTriggerQueue } from '../support/trigger-queue';
import { admin } from './support';

const SEEDED = 400;
const run = `trigger-pause-${Date.now()}`;
const uids = Array.from({ length: SEEDED }, (_, i) => `${run}-${String(i).padStart(3, '0')}`);

/** A profile as an old client wrote it, its phone on it: onUserWritten names it and moves the phone. */
const legacyProfile = (uid: string, i: number) => ({
  uid,
  createdAt: Timestamp.now(),
  phoneNumber: `+1555${String(2_000_000 + i)}`,
});

afterAll(async () => {
  await withTriggersPaused(async () => {
    // Two deletions a person: 200 people a batch stays under 500 writes.
    for (let start = 0; start < uids.length; start += 200) {
      const batch = admin().batch();
      for (const uid of uids.slice(start, start + 200)) {
        batch.delete(admin().doc(`users/${uid}`));
        batch.delete(admin().doc(`users/${uid}/private/account`));
      }
      await batch.commit();
    }
  });
});

describe('seeding with the triggers paused', () => {
  test(`${SEEDED} profiles written in one batch just before the resume: no trigger runs for any`, async () => {
    await withTriggersPaused(async () => {
      const batch = admin().batch();
      uids.forEach((uid, i) => batch.set(admin().doc(`users/${uid}`), legacyProfile(uid, i)));
      await batch.commit();
    });
    // Running now, behind whatever was left: onUserWritten would name each profile.
    await drainTriggerQueue(120_000);
    const profiles = await admin().getAll(...uids.map((uid) => admin().doc(`users/${uid}`)));
    const named = profiles.filter((p) => p.get('fallbackName') !== undefined).map((p) => p.id);
    expect(profiles.every((p) => p.exists)).toBe(true);
    expect(named).toEqual([]);
  });

  test('after the resume the triggers run again', async () => {
    const uid = `${run}-after`;
    uids.push(uid);
    await admin().doc(`users/${uid}`).set(legacyProfile(uid, SEEDED));
    await drainTriggerQueue(120_000);
    expect((await admin().doc(`users/${uid}`).get()).get('fallbackName')).toEqual(
      expect.any(String),
    );
  });
});
