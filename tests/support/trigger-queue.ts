/**
 * Waits until the Emulator Suite's triggers have answered every event written so far.
 *
 * The Firestore emulator delivers its events to the Functions emulator one at a time, in the
 * order they were written, across every function: a trigger written after sixty profiles ran
 * after the sixty profiles' onUserWritten, on a quiet machine 1.7 s later. A file that leaves a
 * backlog (a few hundred seeded profiles and their identity and index writes) delays the next
 * file's first trigger by as long: a CI run on 666b13e waited over 60 s for the first reply of
 * the AI debater (tests/functions/practice.test.ts), which then arrived in the next test.
 *
 * So every file that runs with the triggers starts on an empty queue (./background-triggers.ts):
 * a sentinel event goes in behind the backlog, and its trigger's write says the queue has
 * reached it. The sentinel is a push device registered twice (users/{uid}/fcmTokens/{token},
 * under two profiles that do not exist): onFcmTokenCreated keeps each token with its newest
 * holder only (functions/src/push/token-owner.ts), so the older holder's document goes once the
 * first of the two events has been answered. The newer one is deleted after; a deletion starts
 * no trigger. The token is new each time, so no test's query of push devices meets it.
 *
 * With the triggers paused, the sentinel alone still runs (scripts/lib/quick-trigger-resume.cjs):
 * a paused trigger answers each event at once, so the queue drains fast, and a resume waits for
 * it (./emulator-hub.ts) instead of running what was written while paused.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';

const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-debate-arena';
const hubPort = process.env.DA_HUB_PORT || '4400';

/** The longest backlog a drain waits for (a file's start, a resume); each over 5 s is printed. */
export const TRIGGER_BACKLOG_MS = 240_000;

/** A drain that took longer than this is printed. */
const REPORTED_MS = 5_000;

let functionsRunning: boolean | null = null;

/** Whether this Emulator Suite runs the Functions emulator (a rules-only run does not). */
async function hasFunctions(): Promise<boolean> {
  if (functionsRunning === null) {
    const response = await fetch(`http://127.0.0.1:${hubPort}/emulators`);
    functionsRunning = response.ok && 'functions' in ((await response.json()) as object);
  }
  return functionsRunning;
}

let drains = 0;

/**
 * The Admin SDK app the sentinel is written with: the default app, on the suite's project. Not
 * simply the first app registered: the bench's Quick Match rounds register one per round, each on
 * a project of its own where no trigger runs, and make the default app again after them, so the
 * bench's leaderboard row wrote its sentinel there, waited out its drain and left the triggers
 * paused for the rows after it. While the default app is on another project, one of its own.
 */
function queueApp() {
  const main = getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp({ projectId });
  if (main.options.projectId === projectId) return main;
  return getApps().find((app) => app.name === QUEUE_APP) ?? initializeApp({ projectId }, QUEUE_APP);
}
const QUEUE_APP = 'trigger-queue';

/** Resolves once every event written before the call has been answered; the wait in ms. */
export async function drainTriggerQueue(timeoutMs: number): Promise<number> {
  if (!(await hasFunctions())) return 0;
  const db = getFirestore(queueApp());
  drains += 1;
  const token = `trigger-queue-${process.pid}-${Date.now()}-${drains}`;
  const older = db.doc(`users/trigger-queue-older/fcmTokens/${token}`);
  const newer = db.doc(`users/trigger-queue-newer/fcmTokens/${token}`);
  const started = Date.now();
  const batch = db.batch();
  batch.set(older, { token, createdAt: Timestamp.fromMillis(started - 60_000) });
  batch.set(newer, { token, createdAt: Timestamp.fromMillis(started) });
  await batch.commit();
  const deadline = started + timeoutMs;
  while ((await older.get()).exists) {
    if (Date.now() > deadline) {
      throw new Error(
        `The trigger queue did not drain in ${timeoutMs} ms (with the triggers paused, only the ` +
          'Emulator Suite started by scripts/with-emulators.mjs runs its sentinel)',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await newer.delete();
  const waited = Date.now() - started;
  if (waited > REPORTED_MS) {
    console.log(`trigger queue drained in ${(waited / 1000).toFixed(1)} s before the next file`);
  }
  return waited;
}
