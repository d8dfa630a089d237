// What the one-off migrations (scripts/migrate-*.mjs) share: the database they run against
// and how they run from the command line.
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/**
 * The project a migration writes to: `--project <id>`, else FIREBASE_PROJECT_ID or
 * GOOGLE_CLOUD_PROJECT, else the emulators' demo project when FIRESTORE_EMULATOR_HOST is set
 * (like scripts/admin.mjs). Never a guess: without one it refuses to run.
 */
function projectId(args) {
  const i = args.indexOf('--project');
  const named =
    (i >= 0 ? args[i + 1] : undefined) ||
    process.env.FIREBASE_PROJECT_ID ||
    process.env.GOOGLE_CLOUD_PROJECT;
  if (named) return named;
  if (process.env.FIRESTORE_EMULATOR_HOST) return 'demo-debate-arena';
  throw new Error('Name the project: --project <id> (or set FIREBASE_PROJECT_ID).');
}

/** The Firestore of the project `args` name. */
export function migrationDb(args) {
  return getFirestore(initializeApp({ projectId: projectId(args) }));
}

/**
 * Runs `main` with the command line when `moduleUrl` is the script node was started with
 * (not when a test imports it): exit 0 when it finishes, 1 with the error's message.
 */
export function runWhenScript(moduleUrl, main) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
