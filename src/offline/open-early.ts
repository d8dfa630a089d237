/**
 * A returning user's start opens the device's copy of their data while Firebase restores the
 * sign-in, not when the first screen asks for it. Opened on the first query instead, the
 * opening (Dexie reads the stored schema) and every query the screens had waiting on it ran
 * in one task: 12–28 ms of /home's start on this machine, its longest after the first paint.
 * The copy's code loads on its own (it is not the entry's), and a failure is left to the
 * screens' own queries, which meet it the same way.
 */
export function openLocalDbSoon(uid: string): void {
  setTimeout(() => {
    import('./db').then(({ localDb }) => localDb(uid).open()).catch(() => undefined);
  }, 0);
}
