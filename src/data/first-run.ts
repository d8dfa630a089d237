/**
 * The first run (docs/pictures.md "First run"): right after the sign-in that created an
 * account, one skippable screen to choose a name and a photo. Which sign-in created the
 * account is the Auth record's own: its creation time is its last sign-in time. Once the
 * screen was left (Continue or Skip), this device does not show it again.
 */
import { auth } from './auth';

function doneKey(uid: string): string {
  return `debate-arena:first-run-done:${uid}`;
}

/** Whether the signed-in `uid` was created by this sign-in and has not seen the screen here. */
export function firstRunDue(uid: string): boolean {
  const user = auth().currentUser;
  if (!user || user.uid !== uid) return false;
  const { creationTime, lastSignInTime } = user.metadata;
  if (!creationTime || creationTime !== lastSignInTime) return false;
  try {
    return localStorage.getItem(doneKey(uid)) === null;
  } catch {
    // No storage (a private window): better no first run than one shown at every start.
    return false;
  }
}

/** The screen was left: do not show it again on this device. */
export function markFirstRunDone(uid: string): void {
  try {
    localStorage.setItem(doneKey(uid), String(Date.now()));
  } catch {
    // Without storage the flag lasts as long as the Auth record says "new" anyway.
  }
}
