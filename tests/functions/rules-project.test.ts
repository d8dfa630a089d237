/**
 * The rules files run beside these files on the same Emulator Suite, in a Firestore project of
 * their own (vitest.config.ts's emulator-rules): they seed and clear hundreds of documents the
 * functions would answer, so nothing written there may start a function.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { rulesProjectId } from '../../scripts/lib/emulators.mjs';
import { admin, projectId, uniquePhone, waitFor } from './support';

describe('the rules files’ project', () => {
  test('an account written there gets no generated name; the same written here does', async () => {
    expect(rulesProjectId).not.toBe(projectId);
    const here = admin();
    // Named: admin() takes the first app there is, and must stay the functions' project's.
    const rules = getFirestore(initializeApp({ projectId: rulesProjectId }, 'rules-project'));
    const uid = `rules-project-${Date.now()}`;
    const profile = { uid, createdAt: Timestamp.now() };
    const account = { phoneNumber: uniquePhone('+1557'), lastActive: Timestamp.now() };
    // There first: the Functions emulator runs triggers one at a time in arrival order, so
    // one started by these writes would have run before the one the writes below start.
    for (const db of [rules, here]) {
      await db.doc(`users/${uid}`).set(profile);
      await db.doc(`users/${uid}/private/account`).set(account);
    }

    const named = await waitFor(
      () => here.doc(`users/${uid}`).get(),
      (snapshot) => typeof snapshot.get('fallbackName') === 'string',
      'onAccountWritten’s generated name in the functions’ project',
    );
    expect(named.get('fallbackName')).not.toBe('');
    expect((await rules.doc(`users/${uid}`).get()).data()).toEqual(profile);
  });
});
