#!/usr/bin/env node
// `npm start`: installs what is missing, builds the functions (and rebuilds them on change),
// starts the Auth, Firestore and Functions emulators, the local demo judge when no provider
// keys are set, and the app's dev server, then prints the URL to open and, below it, the
// servers' logs labelled by source (functions, firestore, vite…) without their chatter.
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { ensureJava, ensureNodeModules } from './lib/ensure.mjs';

ensureNodeModules();
ensureJava();

const { context } = await import('esbuild');
const { deploySettingsWarning, emulatorEnv, portsFor, projectId, root, startEmulators } =
  await import('./lib/emulators.mjs');
const { onStop, startProcess, stopAll, stopOnSignals, waitForHttp } =
  await import('./lib/processes.mjs');
const { clearLeftovers, serverPorts } = await import('./lib/leftovers.mjs');
const { buildFunctions, functionsBuildOptions } = await import('./build-functions.mjs');
const { buildJudgeServer } = await import('./build-judge-server.mjs');
const { emulatorLines, prefixed, viteLine } = await import('./lib/log-lines.mjs');

const ports = portsFor();
const env = emulatorEnv(ports);
const keys = ['OPENAI_API_KEY', 'DEEPSEEK_API_KEY', 'XAI_API_KEY'].filter((k) => process.env[k]);
const useDemoJudge = !process.env.JUDGE_BASE_URL && keys.length < 3;
const judgeUrl = process.env.JUDGE_BASE_URL || `http://127.0.0.1:${ports.judge}/v1`;

// The servers' output, filtered and labelled by source (scripts/lib/log-lines.mjs).
const showEmulatorLine = (line) => {
  for (const { source, text } of emulatorLines(line)) console.log(prefixed(source, text));
};
const showViteLine = (line) => {
  const text = viteLine(line);
  if (text !== null) console.log(prefixed('vite', text));
};

// Ctrl+C, SIGTERM, or SIGHUP (the terminal closed) stop every server with its whole tree:
// the judge, the emulators' Java and function workers, Vite (scripts/lib/processes.mjs).
let stopping = false;
stopOnSignals({
  before: () => {
    stopping = true;
    console.log('\nStopping the servers…');
  },
  exitCode: () => 0,
});
async function shutdown(code) {
  stopping = true;
  await stopAll();
  process.exit(code);
}

try {
  // A server an earlier run left on these ports would be used silently: stop ours, and
  // name any other owner instead of starting beside it.
  const taken = await clearLeftovers(serverPorts(ports, { judge: useDemoJudge }), root);
  if (taken) {
    console.error(`\n${taken}\n`);
    process.exit(1);
  }

  console.log('Building the Cloud Functions…');
  await buildFunctions({ quiet: true });
  const watcher = await context(functionsBuildOptions());
  await watcher.watch();
  onStop(() => watcher.dispose());

  if (useDemoJudge) {
    const judgeScript = await buildJudgeServer();
    startProcess('node', [judgeScript, '--port', String(ports.judge)], {
      cwd: root,
      name: 'demo judge',
      onLine: (line) => console.log(prefixed('judge', line)),
    });
    await waitForHttp(`${judgeUrl}/models`, { timeoutMs: 15_000 });
  }

  console.log('Starting the Firebase emulators (Auth, Firestore, Functions)…');
  const deployOnly = deploySettingsWarning();
  if (deployOnly) console.warn(prefixed('functions', deployOnly));
  const emulators = await startEmulators({
    ports,
    env: { JUDGE_BASE_URL: useDemoJudge ? judgeUrl : (process.env.JUDGE_BASE_URL ?? '') },
    onLine: showEmulatorLine,
  });

  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const dev = startProcess(vite, ['--port', String(ports.dev), '--strictPort', '--host'], {
    cwd: root,
    env,
    name: 'vite',
    quiet: true,
    onLine: showViteLine,
  });
  await waitForHttp(`http://127.0.0.1:${ports.dev}`, { timeoutMs: 60_000 });

  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i.address}:${ports.dev}`);
  console.log(`
Debate Arena is running on the Firebase Emulator Suite (project ${projectId}).

  Open:        http://localhost:${ports.dev}
${lan.map((url) => `  On a phone:  ${url}`).join('\n')}

  Sign in with any phone number: in emulator mode the app shows the SMS code it would have sent.
  Judges:      ${useDemoJudge ? `local demo judge at ${judgeUrl} (set provider keys to use real AI judges)` : `configured providers${process.env.JUDGE_BASE_URL ? ` via ${process.env.JUDGE_BASE_URL}` : ''}`}
  Emulators:   auth :${ports.auth} · firestore :${ports.firestore} · functions :${ports.functions}
  Logs:        below, by source: functions (their console output and errors), firestore, vite

Press Ctrl+C to stop.`);
  await Promise.race([emulators.exited, dev.exited]);
  if (stopping) await new Promise(() => undefined);
  console.error('A server stopped; shutting down.');
  await shutdown(1);
} catch (error) {
  // Stopped by a signal while starting: its handler ends the process.
  if (stopping) await new Promise(() => undefined);
  console.error(error?.message ?? error);
  await shutdown(1);
}
