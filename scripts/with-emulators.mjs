#!/usr/bin/env node
// Runs a command with the Emulator Suite up (and, with --app, the built app served on
// its own origin with the emulators proxied, plus the local demo judge; with --dev, the
// app's development server too, as `npm start` runs it, for the dev-server e2e project).
//
//   node scripts/with-emulators.mjs [--app] [--dev] [--judge] [--no-build] [--no-warm] [--keep] [-- command ...]
//
// DA_PORT_OFFSET shifts every port, so several suites can run side by side.
import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildFunctions } from './build-functions.mjs';
import { buildJudgeServer } from './build-judge-server.mjs';
import {
  buildEmulatorApp,
  deploySettingsWarning,
  emulatorEnv,
  portsFor,
  projectId,
  root,
  rulesCoverageDir,
  startEmulators,
  warmCallables,
} from './lib/emulators.mjs';
import { ensureChromium } from './lib/ensure.mjs';
import { clearLeftovers, serverPorts } from './lib/leftovers.mjs';
import { run, startProcess, stopOnSignals, waitForHttp } from './lib/processes.mjs';

/**
 * Starts what a suite runs against (the emulators; with `app` the built app on its own
 * origin and with `judge` the local demo judge) and resolves once all of it answers:
 * { env, ports, appUrl, stop }. env is what a command run against them needs. The app's
 * build overlaps the emulators' start (the emulators spend most of theirs waiting on Java
 * and on loading the functions). `offset` is the DA_PORT_OFFSET of this session (several
 * may run at once).
 */
export async function startSession({
  app = false,
  dev = false,
  judge = false,
  build = true,
  quiet = true,
  offset,
  // Sessions started side by side build the functions once, before them (one file).
  functionsBuild = build,
  // Start each callable's worker now, not in the first test that calls it (warmCallables).
  warm = false,
  // An app built elsewhere (npm test builds one for both its sessions): the folder, and a
  // promise settled when it is there. The build holds no port (serveApp).
  appBuild,
}) {
  stopOnSignals();
  const ports = portsFor(offset);
  const env = {
    ...emulatorEnv(ports),
    // Names this run of the emulators: what a suite learns about them (tests/support/
    // emulator-hub.ts keeps whether the background triggers are paused) holds for it only.
    DA_EMULATOR_SESSION: `${ports.offset}-${process.pid}-${Date.now()}`,
  };
  const judgeUrl = `http://127.0.0.1:${ports.judge}/v1`;
  // Each port offset builds and serves its own copy, so parallel runs never share one, and
  // none is dist/: that is `npm run build`'s, for deploying (this one is an emulator build).
  const outDir = appBuild?.outDir ?? `dist-${ports.offset}`;
  const functionsEnv = {
    JUDGE_BASE_URL: process.env.JUDGE_BASE_URL || judgeUrl,
    // The emulators have no FCM: pushes go to pushLog (functions/src/push/transport.ts).
    ...(process.env.NODE_ENV !== 'production'
      ? { PUSH_TRANSPORT: process.env.PUSH_TRANSPORT || 'fake' }
      : {}),
  };
  const stops = [];
  const stop = async () => {
    for (const each of stops.reverse()) await each();
  };

  try {
    // Servers an earlier run left on these ports would answer instead (scripts/lib/leftovers.mjs).
    const taken = await clearLeftovers(serverPorts(ports, { judge, app, dev }), root);
    if (taken) throw new Error(taken);
    // The browser tests need a Chromium; the command inherits CHROMIUM_PATH.
    if (app || dev) ensureChromium();
    if (functionsBuild) await buildFunctions({ quiet: true });
    const appBuilt =
      appBuild?.built ?? (app && build ? buildEmulatorApp({ ports, outDir }) : Promise.resolve());
    // An unhandled rejection must not end the process before the emulators' stop below.
    appBuilt.catch(() => undefined);

    const started = Date.now();
    const deployOnly = deploySettingsWarning();
    if (deployOnly) console.warn(deployOnly);
    // DA_EMULATOR_LOG: a file that gets the emulators' output line by line (the bench counts
    // the functions' invocations in it: "Beginning execution of …").
    const logFile = process.env.DA_EMULATOR_LOG;
    const emulators = await startEmulators({
      ports,
      env: functionsEnv,
      ...(logFile ? { onLine: (line) => appendFileSync(logFile, `${line}\n`) } : {}),
    });
    stops.push(emulators.stop);
    const warmed = warm
      ? warmCallables(ports).then(({ failed }) => {
          if (failed.length) {
            console.warn(`Not warmed (each starts on its first call): ${failed.join(', ')}`);
          }
        })
      : Promise.resolve();
    warmed.catch(() => undefined);
    // A new emulator, a new coverage count: earlier sessions' reports must not add up.
    rmSync(rulesCoverageDir(ports), { recursive: true, force: true });
    if (!quiet) console.log(`emulators ready in ${Date.now() - started} ms`);

    if (judge) {
      const judgeScript = await buildJudgeServer();
      const judgeServer = startProcess('node', [judgeScript, '--port', String(ports.judge)], {
        cwd: root,
        name: 'demo judge',
      });
      stops.push(judgeServer.stop);
      await waitForHttp(`${judgeUrl}/models`, { timeoutMs: 15_000 });
    }

    let appUrl;
    if (app) {
      await appBuilt;
      const served = await serveApp({ ports, outDir });
      stops.push(served.stop);
      appUrl = served.url;
    }

    let devUrl;
    if (dev) {
      const served = await serveDev({ ports, env });
      stops.push(served.stop);
      devUrl = served.url;
    }

    await warmed;
    return {
      ports,
      appUrl,
      devUrl,
      emulators,
      stop,
      /** Has `stop` stop this too (a server started for the session later). */
      alsoStop: (each) => stops.push(each),
      env: {
        ...env,
        ...functionsEnv,
        DA_PORT_OFFSET: String(ports.offset),
        JUDGE_URL: judgeUrl,
        ...(appUrl ? { APP_URL: appUrl, APP_DIST: path.join(root, outDir) } : {}),
        ...(devUrl ? { DEV_URL: devUrl } : {}),
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Resolves once `url` answers; a `server` that does not answer in time is stopped. */
async function answering(server, url, timeoutMs) {
  try {
    await waitForHttp(url, { timeoutMs });
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Serves a built app (outDir) on the app port of `ports`, proxying the emulators on those
 * ports: the build itself names no port (src/data/app.ts talks to its own origin, and
 * vite.config.ts's proxy reads the ports when the server starts), so one build serves any
 * session. Resolves once it answers: { url, stop, env } (env: what a suite needs to use it).
 */
export async function serveApp({ ports, outDir }) {
  const preview = startProcess(
    path.join(root, 'node_modules', '.bin', 'vite'),
    [
      'preview',
      '--port',
      String(ports.app),
      '--strictPort',
      '--host',
      '127.0.0.1',
      '--outDir',
      outDir,
    ],
    { cwd: root, env: emulatorEnv(ports), name: 'vite preview' },
  );
  const url = `http://127.0.0.1:${ports.app}`;
  await answering(preview, url, 30_000);
  return { url, stop: preview.stop, env: { APP_URL: url, APP_DIST: path.join(root, outDir) } };
}

/**
 * The development build (React's StrictMode double mount, unbundled modules) behind the same
 * emulator proxy as npm start's (vite.config.ts), on npm start's port of `ports`. `env`: the
 * session's (startSession's env). Resolves once it answers: { url, stop, env }.
 */
export async function serveDev({ ports, env }) {
  const devServer = startProcess(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['--port', String(ports.dev), '--strictPort', '--host', '127.0.0.1'],
    // Vitest and some shells set NODE_ENV; the dev server must serve development code.
    { cwd: root, env: { ...env, NODE_ENV: 'development' }, name: 'vite dev server' },
  );
  const url = `http://127.0.0.1:${ports.dev}`;
  await answering(devServer, url, 60_000);
  return { url, stop: devServer.stop, env: { DEV_URL: url } };
}

/** Runs `command` inside a session (startSession), or with `keep` holds one open. */
export async function withEmulators({
  app = false,
  dev = false,
  judge = false,
  build = true,
  keep = false,
  command = [],
  quiet = true,
  warm = false,
}) {
  const session = await startSession({ app, dev, judge, build, quiet, warm });
  try {
    if (command.length) {
      const [cmd, ...args] = command;
      const result = await run(cmd, args, { cwd: root, env: session.env });
      return result.code;
    }
    if (keep) {
      const { ports, appUrl, devUrl } = session;
      console.log(
        `\nEmulators for ${projectId}: auth :${ports.auth}, firestore :${ports.firestore}, functions :${ports.functions}`,
      );
      if (appUrl) console.log(`App: ${appUrl}`);
      if (devUrl) console.log(`Dev server: ${devUrl}`);
      await session.emulators.exited;
    }
    return 0;
  } finally {
    await session.stop();
  }
}

function parseArgs(argv) {
  const dash = argv.indexOf('--');
  const flags = dash === -1 ? argv : argv.slice(0, dash);
  return {
    app: flags.includes('--app'),
    dev: flags.includes('--dev'),
    judge:
      !flags.includes('--no-judge') &&
      (flags.includes('--judge') || flags.includes('--app') || flags.includes('--dev')),
    build: !flags.includes('--no-build'),
    keep: flags.includes('--keep'),
    // The browser suites (e2e, chaos) start with every callable's worker up.
    warm: flags.includes('--app') && !flags.includes('--no-warm'),
    quiet: !flags.includes('--verbose'),
    command:
      dash === -1
        ? []
        : argv
            .slice(dash + 1)
            .map((a) => (a === 'vitest' || a === 'playwright' ? `node_modules/.bin/${a}` : a)),
  };
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  withEmulators(parseArgs(process.argv.slice(2)))
    .then((code) => process.exit(code))
    .catch((error) => {
      console.error(error.message ?? error);
      process.exit(1);
    });
}
