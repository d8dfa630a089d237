#!/usr/bin/env node
// Moves every profile written before docs/decisions/0012-safety.md ("Phone privacy") to the new
// layout, for the people who do not sign in again (the app migrates the others at their next
// sign-in):
//
//   node scripts/migrate-phone-privacy.mjs [--project <id>]
//
// A legacy profile holds phoneNumber (and lastActive, full medals) on the public users/{uid}.
// This script only starts the move; the deployed functions do it (functions/src/users):
// it creates the owner's private account from the profile's phone, which runs
// onAccountWritten, or, when the account exists already, deletes the profile's copies,
// which runs onUserWritten. Either moves the medals and names the profile. Safe to re-run.
// Against the emulators when FIRESTORE_EMULATOR_HOST is set, like scripts/admin.mjs.
import { FieldValue } from 'firebase-admin/firestore';
import { migrationDb, runWhenScript } from './lib/migration.mjs';

const PAGE = 200;

/** Starts the move of one legacy profile; 'account' or 'profile' says which write did. */
async function startMove(db, profile) {
  const account = db.doc(`users/${profile.id}/private/account`);
  const created = await db.runTransaction(async (tx) => {
    if ((await tx.get(account)).exists) return false;
    tx.set(account, {
      phoneNumber: profile.get('phoneNumber'),
      lastActive: profile.get('lastActive') ?? FieldValue.serverTimestamp(),
    });
    return true;
  });
  if (created) return 'account';
  await profile.ref.update({ phoneNumber: FieldValue.delete(), lastActive: FieldValue.delete() });
  return 'profile';
}

export async function main(args, print = console.log) {
  const db = migrationDb(args);
  const counts = { account: 0, profile: 0 };
  let last = null;
  for (;;) {
    // Ordering by phoneNumber returns only the profiles that still have one.
    let page = db.collection('users').orderBy('phoneNumber').limit(PAGE);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    for (const profile of snapshot.docs) counts[await startMove(db, profile)] += 1;
    if (snapshot.size < PAGE) break;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
  print(
    `Legacy profiles: ${counts.account + counts.profile} (${counts.account} private accounts ` +
      `created, ${counts.profile} profiles cleared); the functions move the rest.`,
  );
  return counts;
}

runWhenScript(import.meta.url, main);
