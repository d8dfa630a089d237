// Starts and stops the Firebase Emulator Suite (Auth, Firestore, Functions) for the
// project's scripts. Ports come from DA_PORT_OFFSET so several suites can run side by side.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startProcess } from './processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Always the offline demo project: a real project's id in the shell or a .env file must
// never point local runs at real services (and firebase-tools needs no login for demo-*).
export const projectId = 'demo-debate-arena';

export function portsFor(offset = Number(process.env.DA_PORT_OFFSET || 0)) {
  return {
    offset,
    hub: 4400 + offset,
    // Not 4500: that is the hub's port of a run 100 above.
    logging: 4490 + offset,
    auth: 9099 + offset,
    firestore: 8080 + offset,
    firestoreWebsocket: 9150 + offset,
    functions: 5001 + offset,
    // Started with the functions emulator for its triggers. Their defaults (9299, 9499) are
    // another run's auth port at offsets 200 and 400 apart: these ends (90, 95) are no
    // other port's, so runs whose offsets differ by hundreds never collide.
    eventarc: 9290 + offset,
    tasks: 9295 + offset,
    judge: 7071 + offset,
    app: 4173 + offset,
    dev: 5173 + offset,
  };
}

/** Environment for processes that talk to the emulators (Admin SDK, tests, vite proxy). */
export function emulatorEnv(ports) {
  return {
    GCLOUD_PROJECT: projectId,
    FIREBASE_PROJECT_ID: projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${ports.functions}`,
    DA_AUTH_PORT: String(ports.auth),
    DA_FIRESTORE_PORT: String(ports.firestore),
    DA_FUNCTIONS_PORT: String(ports.functions),
    DA_HUB_PORT: String(ports.hub),
    DA_JUDGE_PORT: String(ports.judge),
    // The Admin SDK in tests must not look for Google Cloud's metadata server.
    METADATA_SERVER_DETECTION: 'none',
    // Where the emulator tests keep each file's rules coverage (scripts/rules-coverage.mjs).
    DA_RULES_COVERAGE_DIR: rulesCoverageDir(ports),
    ...localAppEnv(),
  };
}

export function rulesCoverageDir(ports) {
  return path.join(root, 'test-results', `rules-coverage-${ports.offset}`);
}

/** The app's variables: VITE_FIREBASE_*, VITE_APPCHECK_*, … (.env.example). */
const APP_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_VAPID_KEY',
  'VITE_FUNCTIONS_REGION',
  'VITE_USE_EMULATORS',
  'VITE_APPCHECK_SITE_KEY',
  'VITE_APPCHECK_DEBUG_TOKEN',
];

/** The VITE_ names a .env file of the project sets (any mode: .env, .env.local, .env.production…). */
function viteNamesInEnvFiles(dir) {
  let files = [];
  try {
    files = readdirSync(dir).filter((f) => f === '.env' || f.startsWith('.env.'));
  } catch {
    return [];
  }
  return files.flatMap((f) => {
    const text = readFileSafe(path.join(dir, f)) ?? '';
    return [...text.matchAll(/^\s*(?:export\s+)?(VITE_\w+)\s*=/gm)].map((m) => m[1]);
  });
}

/**
 * The app's build-time variables for every Vite the scripts start (npm start's dev server,
 * the e2e and bench builds and their preview): the demo project on the emulators, and every
 * other VITE_ variable blank, whatever the shell or a .env file (.env.local of a real
 * project) says. Vite lets variables already in its environment win over .env files.
 */
export function localAppEnv(dir = root) {
  const names = new Set([
    ...APP_VARIABLES,
    ...viteNamesInEnvFiles(dir),
    ...Object.keys(process.env).filter((k) => k.startsWith('VITE_')),
  ]);
  const blank = Object.fromEntries([...names].map((name) => [name, '']));
  return { ...blank, VITE_FIREBASE_PROJECT_ID: projectId, VITE_USE_EMULATORS: 'true' };
}

/**
 * Deploy-only settings the functions emulator would pick up too: it reads functions/.env
 * (over its own environment), so APPCHECK_ENFORCE=true there makes every local callable
 * refuse the app. Returns a warning to print, or null.
 */
export function deploySettingsWarning(dir = root) {
  const text = readFileSafe(path.join(dir, 'functions', '.env')) ?? '';
  if (!/^\s*APPCHECK_ENFORCE\s*=\s*["']?true/m.test(text)) return null;
  return (
    'functions/.env sets APPCHECK_ENFORCE=true, and the emulators read that file too: local ' +
    'callables will refuse the app. Move it to functions/.env.<your-project-id> (.env.example).'
  );
}

/**
 * Builds the app for the emulators into outDir (the e2e, chaos and bench runs serve it):
 * with localAppEnv, so a .env.local naming a real project never reaches it.
 */
export async function buildEmulatorApp({ ports, outDir }) {
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const built = await run(
    vite,
    ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    // Vitest and some shells set NODE_ENV, which would build React's development code.
    { cwd: root, env: { ...emulatorEnv(ports), NODE_ENV: 'production' }, quiet: true },
  );
  if (built.code !== 0) throw new Error(`The app build failed:\n${built.output}`);
}

/**
 * firebase-tools cannot download the Firestore emulator without internet. Debian's
 * google-cloud-cli-firestore-emulator ships the jar but with no Main-Class, so we hand
 * firebase-tools a tiny launcher jar whose manifest names the class and puts the SDK's
 * jar on the class path. Without that package firebase-tools downloads its own jar.
 */
export function firestoreEmulatorBinary() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  const sdkJar = findCloudSdkFirestoreJar();
  if (!sdkJar) return null;
  const dir = path.join(root, '.cache', 'firestore-emulator');
  const launcher = path.join(dir, 'launcher.jar');
  const manifest = path.join(dir, 'MANIFEST.MF');
  const content =
    'Manifest-Version: 1.0\n' +
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
    `Class-Path: file:${sdkJar}\n`;
  if (!existsSync(launcher) || readFileSafe(manifest) !== content) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(manifest, content);
    execFileSync('jar', ['cfm', launcher, manifest], { cwd: dir });
  }
  return launcher;
}

function findCloudSdkFirestoreJar() {
  const candidates = [
    '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
    '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
    '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  ];
  return candidates.find((c) => existsSync(c)) ?? null;
}

function readFileSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** A firebase.json copy with this run's ports, beside the real one so paths resolve. */
export function writeEmulatorConfig(ports) {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  config.emulators = {
    singleProjectMode: true,
    ui: { enabled: false },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    auth: { host: '127.0.0.1', port: ports.auth },
    firestore: {
      host: '127.0.0.1',
      port: ports.firestore,
      websocketPort: ports.firestoreWebsocket,
    },
    functions: { host: '127.0.0.1', port: ports.functions },
    eventarc: { host: '127.0.0.1', port: ports.eventarc },
    tasks: { host: '127.0.0.1', port: ports.tasks },
  };
  const file = path.join(root, `.firebase.${ports.offset}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * The Firestore emulator is a Java process that can outlive firebase-tools (a crash, a
 * killed run). Kills any Firestore emulator listening on this run's port, so a run never
 * finds its port taken by a stray one and never leaves one behind.
 */
export function killStrayFirestore(port) {
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return;
  }
  for (const pid of entries) {
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    } catch {
      continue;
    }
    if (/java/.test(cmdline) && /firestore/i.test(cmdline) && cmdline.includes(`--port ${port} `)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
}

const JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/**
 * NODE_OPTIONS for the Emulator Suite's Node processes: the caller's, the preload that spares
 * each function worker the Firebase CLI code it never runs (scripts/lib/lean-function-workers.cjs),
 * and the one that resumes paused background triggers without reloading the functions
 * (scripts/lib/quick-trigger-resume.cjs).
 */
export function emulatorNodeOptions(existing = process.env.NODE_OPTIONS) {
  const preloads = ['lean-function-workers.cjs', 'quick-trigger-resume.cjs'].map(
    (file) => `--require=${JSON.stringify(path.join(root, 'scripts', 'lib', file))}`,
  );
  return [existing, ...preloads].filter(Boolean).join(' ');
}

/**
 * Starts the suite and resolves once every emulator is ready (functions loaded).
 * Returns { stop, log, exited } where log() holds the output so far for error reports.
 */
export async function startEmulators({
  ports,
  env = {},
  only = 'auth,firestore,functions',
  quiet = true,
  onLine,
}) {
  const configFile = writeEmulatorConfig(ports);
  const binary = firestoreEmulatorBinary();
  killStrayFirestore(ports.firestore);
  const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');
  let ready = false;
  let markReady;
  const readyNow = new Promise((resolve) => (markReady = resolve));
  const emulators = startProcess(
    firebaseBin,
    ['emulators:start', '--project', projectId, '--config', configFile, '--only', only],
    {
      cwd: root,
      name: 'firebase emulators',
      env: {
        ...(binary ? { FIRESTORE_EMULATOR_BINARY_PATH: binary } : {}),
        // The Firestore emulator's JVM, tuned for a small machine: the client compiler only
        // (it is warm after a few hundred writes instead of several thousand, at half the
        // CPU) and one GC thread, so the emulator leaves the cores to the app under test.
        JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? JVM_OPTIONS,
        // A new function worker must answer within this many seconds (firebase-tools: 30),
        // or its request fails with "Failed to load function.": on a loaded 2-core machine
        // (several suites at once) starting one takes longer than that.
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
        NODE_OPTIONS: emulatorNodeOptions(),
        ...env,
        FORCE_COLOR: '0',
      },
      onLine: (line) => {
        if (!ready && line.includes('All emulators ready')) {
          ready = true;
          markReady();
        }
        if (onLine) onLine(line);
        else if (!quiet) console.log(line);
      },
      // SIGINT lets firebase-tools stop its emulators in order (and remove its hub file);
      // its Java and function workers, in groups of their own, are killed after that.
      stopSignal: 'SIGINT',
      onlyRoot: true,
      graceMs: 15_000,
    },
  );
  const log = emulators.output;
  const exited = emulators.exited;
  const stop = async () => {
    await emulators.stop();
    killStrayFirestore(ports.firestore);
  };

  // Function discovery alone can take minutes on a loaded 2-core machine.
  const readyMs = Number(process.env.DA_EMULATORS_READY_MS || 240_000);
  let timer;
  try {
    await Promise.race([
      readyNow,
      exited.then((code) => {
        throw new Error(
          `The emulators exited (${code}) before they were ready:\n${log().slice(-4000)}`,
        );
      }),
      new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `The emulators were not ready after ${readyMs / 1000} s:\n${log().slice(-4000)}`,
              ),
            ),
          readyMs,
        );
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { stop, log, exited };
}

/**
 * Starts a worker for every callable, once, by calling each signed out (each refuses at
 * once, writing nothing). The Functions emulator starts a function's first worker on its
 * first request (loading the whole functions bundle: seconds on a busy 2-core machine), and
 * keeps it for the next ones: warmed here, that start happens before the suites, instead of
 * inside whichever test calls the function first, against that test's timeouts.
 *
 * `concurrency` at a time, not all at once: thirty workers starting together on two loaded
 * cores each took minutes, past fetch's five-minute wait for a response. A callable that
 * does not warm is left to start on its first call, as without warming: the names of those
 * are returned beside the ones warmed.
 */
export async function warmCallables(ports, { concurrency = 2 } = {}) {
  const base = `http://127.0.0.1:${ports.functions}`;
  const { backends = [] } = await (await fetch(`${base}/backends`)).json();
  const callables = [
    ...new Set(
      backends
        .flatMap((backend) => backend.functionTriggers ?? [])
        .filter((trigger) => trigger.httpsTrigger && !trigger.eventTrigger)
        .map((trigger) => trigger.name),
    ),
  ];
  const warmed = [];
  const failed = [];
  const queue = [...callables];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      try {
        const response = await fetch(`${base}/${projectId}/us-central1/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data: null }),
        });
        await response.arrayBuffer();
        warmed.push(name);
      } catch {
        failed.push(name);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, callables.length) }, worker));
  return { warmed, failed };
}
