#!/usr/bin/env node
// Runs a command with the Emulator Suite up (and, with --app, the built app served on
// its own origin with the emulators proxied, plus the local demo judge; with --dev, the
// app's development server too, as `npm start` runs it, for the dev-server e2e project).
//
//   node scripts/with-emulators.mjs [--app] [--dev] [--judge] [--no-build] [--keep] [-- command ...]
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
} from './lib/emulators.mjs';
import { ensureChromium } from './lib/ensure.mjs';
import { run, startProcess, waitForHttp } from './lib/processes.mjs';

export async function withEmulators({
  app = false,
  dev = false,
  judge = false,
  build = true,
  keep = false,
  command = [],
  quiet = true,
}) {
  const ports = portsFor();
  const env = emulatorEnv(ports);
  const judgeUrl = `http://127.0.0.1:${ports.judge}/v1`;
  // Each port offset builds and serves its own copy, so parallel runs never share one, and
  // none is dist/: that is `npm run build`'s, for deploying (this one is an emulator build).
  const outDir = `dist-${ports.offset}`;
  const functionsEnv = {
    JUDGE_BASE_URL: process.env.JUDGE_BASE_URL || judgeUrl,
    // The emulators have no FCM: pushes go to pushLog (functions/src/push/transport.ts).
    ...(process.env.NODE_ENV !== 'production'
      ? { PUSH_TRANSPORT: process.env.PUSH_TRANSPORT || 'fake' }
      : {}),
  };
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  const onSignal = () => {
    stopAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    // The browser tests need a Chromium; the command inherits CHROMIUM_PATH.
    if (app || dev) ensureChromium();
    if (build) await buildFunctions({ quiet: true });
    if (app && build) await buildEmulatorApp({ ports, outDir });

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
    // A new emulator, a new coverage count: earlier sessions' reports must not add up.
    rmSync(rulesCoverageDir(ports), { recursive: true, force: true });
    if (!quiet) console.log(`emulators ready in ${Date.now() - started} ms`);

    if (judge) {
      const judgeScript = await buildJudgeServer();
      const judgeServer = startProcess('node', [judgeScript, '--port', String(ports.judge)], {
        cwd: root,
      });
      stops.push(judgeServer.stop);
      await waitForHttp(`${judgeUrl}/models`, { timeoutMs: 15_000 });
    }

    let appUrl;
    if (app) {
      const preview = startProcess(
        'npx',
        [
          'vite',
          'preview',
          '--port',
          String(ports.app),
          '--strictPort',
          '--host',
          '127.0.0.1',
          '--outDir',
          outDir,
        ],
        { cwd: root, env },
      );
      stops.push(preview.stop);
      appUrl = `http://127.0.0.1:${ports.app}`;
      await waitForHttp(appUrl, { timeoutMs: 30_000 });
    }

    let devUrl;
    if (dev) {
      // The development build (React's StrictMode double mount, unbundled modules) behind
      // the same emulator proxy as npm start's (vite.config.ts), on npm start's port.
      const devServer = startProcess(
        path.join(root, 'node_modules', '.bin', 'vite'),
        ['--port', String(ports.dev), '--strictPort', '--host', '127.0.0.1'],
        // Vitest and some shells set NODE_ENV; the dev server must serve development code.
        { cwd: root, env: { ...env, NODE_ENV: 'development' } },
      );
      stops.push(devServer.stop);
      devUrl = `http://127.0.0.1:${ports.dev}`;
      await waitForHttp(devUrl, { timeoutMs: 60_000 });
    }

    const childEnv = {
      ...env,
      ...functionsEnv,
      JUDGE_URL: judgeUrl,
      ...(appUrl ? { APP_URL: appUrl, APP_DIST: path.join(root, outDir) } : {}),
      ...(devUrl ? { DEV_URL: devUrl } : {}),
    };
    if (command.length) {
      const [cmd, ...args] = command;
      const result = await run(cmd, args, { cwd: root, env: childEnv });
      return result.code;
    }
    if (keep) {
      console.log(
        `\nEmulators for ${projectId}: auth :${ports.auth}, firestore :${ports.firestore}, functions :${ports.functions}`,
      );
      if (appUrl) console.log(`App: ${appUrl}`);
      if (devUrl) console.log(`Dev server: ${devUrl}`);
      await emulators.exited;
    }
    return 0;
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
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
