/**
 * The profile triggers on the emulators: onUserWritten keeps the search index (no phone in
 * it), onAccountWritten gives the public profile its generated name from the private phone,
 * and both move a profile from before docs/decisions/0012-safety.md to its private documents.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { ratingFields, START_RATING } from '@/domain/rating';
import { userIndexEntry } from '../../functions/src/search/index-entry';
import { admin, uniquePhone, waitFor } from './support';
import { seedPerson, uniqueWord } from './people';
import { withTriggersPaused } from '../support/emulator-hub';

async function indexEntry(uid: string): Promise<DocumentData | undefined> {
  return (await admin().doc(`userIndex/${uid}`).get()).data();
}

describe('onUserWritten and onAccountWritten: the public profile and the search index', () => {
  test('names the profile from the private phone and indexes it without any phone', async () => {
    const uid = uniqueWord('idx');
    const phoneNumber = uniquePhone();
    const profile = {
      displayName: 'Zed Tester',
      bio: 'Loves Logic and tea',
      profilePictureUrl: 'https://example.com/zed.png',
    };
    await seedPerson(uid, phoneNumber, profile);
    const fallbackName = fallbackDisplayName(phoneNumber);
    const entry = await waitFor(
      () => indexEntry(uid),
      (e) => e?.fallbackName === fallbackName,
      'the index entry',
    );
    // The same function gives a new person the starting rating, indexed with the name.
    expect(entry).toEqual(
      userIndexEntry(uid, { ...profile, fallbackName, ...ratingFields(START_RATING) }),
    );
    expect(JSON.stringify(entry)).not.toContain(phoneNumber.slice(1));
    expect(entry?.tokens).toEqual(expect.arrayContaining(['zed', 'test', 'logic']));
    const stored = (await admin().doc(`users/${uid}`).get()).data();
    expect(stored?.fallbackName).toBe(fallbackName);
    expect(stored).not.toHaveProperty('phoneNumber');
    expect(stored).not.toHaveProperty('lastActive');
  });

  test('indexes a user without a name under the generated name, and follows profile edits', async () => {
    const uid = uniqueWord('idx');
    const phoneNumber = uniquePhone();
    await seedPerson(uid, phoneNumber);
    const first = await waitFor(
      () => indexEntry(uid),
      (e) => Boolean(e?.fallbackName),
      'the index entry',
    );
    expect(first?.nameLower).toBe(fallbackDisplayName(phoneNumber).toLowerCase());
    expect(first).not.toHaveProperty('displayName');

    await admin().doc(`users/${uid}`).update({ displayName: 'Quinn', bio: 'New here' });
    const second = await waitFor(
      () => indexEntry(uid),
      (e) => e?.displayName === 'Quinn',
      'the new name',
    );
    expect(second).toMatchObject({ nameLower: 'quinn', bio: 'New here' });

    await admin().doc(`users/${uid}`).update({ bio: FieldValue.delete() });
    const third = await waitFor(
      () => indexEntry(uid),
      (e) => !('bio' in (e ?? { bio: 1 })),
      'no bio',
    );
    expect(third?.tokens).not.toContain('here');
  });

  test('does not rewrite the entry when only stats or the last activity change', async () => {
    const uid = uniqueWord('idx');
    await seedPerson(uid, uniquePhone(), { displayName: 'Ida Idle' });
    await waitFor(
      () => indexEntry(uid),
      (e) => Boolean(e?.fallbackName),
      'the index entry',
    );

    // How long an indexed change takes to arrive here, to know how long to wait below.
    const started = Date.now();
    await admin().doc(`users/${uid}`).update({ bio: 'timing' });
    await waitFor(
      () => indexEntry(uid),
      (e) => e?.bio === 'timing',
      'the bio',
    );
    const latency = Date.now() - started;

    // A field the trigger never writes: any rewrite of the entry would drop it.
    await admin().doc(`userIndex/${uid}`).update({ probe: true });
    const before = await admin().doc(`userIndex/${uid}`).get();
    const profileBefore = await admin().doc(`users/${uid}`).get();
    await admin()
      .doc(`users/${uid}/private/account`)
      .update({ lastActive: FieldValue.serverTimestamp() });
    await admin().doc(`users/${uid}`).update({ 'debateStats.wins': 1 });
    await new Promise((r) => setTimeout(r, Math.max(3_000, latency * 4)));
    const after = await admin().doc(`userIndex/${uid}`).get();
    expect(after.get('probe')).toBe(true);
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
    // The sign-in's lastActive write does not touch the public profile either.
    expect((await admin().doc(`users/${uid}`).get()).get('fallbackName')).toBe(
      profileBefore.get('fallbackName'),
    );

    await admin().doc(`users/${uid}`).update({ displayName: 'Ida Active' });
    const rewritten = await waitFor(
      () => indexEntry(uid),
      (e) => e?.displayName === 'Ida Active',
      'the name',
    );
    expect(rewritten).not.toHaveProperty('probe');
  });

  test('removes the entry when the user is deleted', async () => {
    const uid = uniqueWord('idx');
    await seedPerson(uid, uniquePhone(), { displayName: 'Gone Soon' });
    await waitFor(() => indexEntry(uid), Boolean, 'the index entry');
    await admin().doc(`users/${uid}`).delete();
    await waitFor(
      () => indexEntry(uid),
      (e) => e === undefined,
      'the entry to go',
    );
  });

  test('moves a profile from before docs/decisions/0012-safety.md to its private documents', async () => {
    const uid = uniqueWord('legacy');
    const phoneNumber = uniquePhone();
    const lastActive = Timestamp.fromMillis(Date.UTC(2025, 0, 2));
    const medal = {
      id: 'm-old',
      topic: 'Old debate',
      stance: 'For',
      wonAt: Date.UTC(2025, 0, 1),
      opponentPhone: '+15550004444',
      aiAnalysis: 'Good.',
      chatId: 'c-old',
    };
    await admin()
      .doc(`users/${uid}`)
      .set({ uid, phoneNumber, lastActive, createdAt: Timestamp.now(), medals: [medal] });
    const profile = await waitFor(
      async () => (await admin().doc(`users/${uid}`).get()).data(),
      (p) => p !== undefined && !('phoneNumber' in p) && Boolean(p.fallbackName),
      'the migrated profile',
    );
    expect(profile).not.toHaveProperty('lastActive');
    expect(profile?.medals).toEqual([
      { id: 'm-old', topic: 'Old debate', stance: 'For', wonAt: medal.wonAt, opponentName: '' },
    ]);
    expect(profile?.medalCount).toBe(1);
    expect((await admin().doc(`users/${uid}/private/account`).get()).data()).toEqual({
      phoneNumber,
      lastActive,
    });
    expect((await admin().doc(`users/${uid}/medals/m-old`).get()).data()).toEqual(medal);
    const entry = await waitFor(
      () => indexEntry(uid),
      (e) => Boolean(e?.fallbackName),
      'the index entry',
    );
    expect(JSON.stringify(entry)).not.toContain(phoneNumber.slice(1));
  });
});

describe('scripts/migrate-phone-privacy.mjs: the people who do not sign in again', () => {
  test('moves every legacy profile, with or without a private account already', async () => {
    const [noAccount, withAccount] = [uniqueWord('mig'), uniqueWord('mig')];
    const phones = [uniquePhone(), uniquePhone()];
    // As the old app left them: written with the triggers off, or they would move at once.
    await withTriggersPaused(async () => {
      await admin()
        .doc(`users/${noAccount}`)
        .set({ uid: noAccount, phoneNumber: phones[0], lastActive: Timestamp.now() });
      await admin()
        .doc(`users/${withAccount}`)
        .set({ uid: withAccount, phoneNumber: phones[1], lastActive: Timestamp.now() });
      await admin()
        .doc(`users/${withAccount}/private/account`)
        .set({ phoneNumber: phones[1], lastActive: Timestamp.now() });
    });
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await admin().doc(`users/${noAccount}`).get()).get('phoneNumber')).toBe(phones[0]);

    const { stdout } = await promisify(execFile)('node', ['scripts/migrate-phone-privacy.mjs'], {
      env: process.env,
    });
    expect(stdout).toMatch(/^Legacy profiles: \d+/);

    for (const [i, uid] of [noAccount, withAccount].entries()) {
      const profile = await waitFor(
        async () => (await admin().doc(`users/${uid}`).get()).data(),
        (p) => p !== undefined && !('phoneNumber' in p) && Boolean(p.fallbackName),
        'the migrated profile',
      );
      expect(profile).not.toHaveProperty('lastActive');
      expect(profile?.fallbackName).toBe(fallbackDisplayName(phones[i]!));
      expect((await admin().doc(`users/${uid}/private/account`).get()).get('phoneNumber')).toBe(
        phones[i],
      );
    }
    // Nothing is left to move.
    await waitFor(
      async () => (await admin().collection('users').orderBy('phoneNumber').limit(1).get()).size,
      (left) => left === 0,
      'no profile with a phone',
    );
  });
});
