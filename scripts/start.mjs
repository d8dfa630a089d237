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
const { startProcess, waitForHttp } = await import('./lib/processes.mjs');
const { buildFunctions, functionsBuildOptions } = await import('./build-functions.mjs');
const { buildJudgeServer } = await import('./build-judge-server.mjs');
const { emulatorLines, prefixed, viteLine } = await import('./lib/log-lines.mjs');

const ports = portsFor();
const env = emulatorEnv(ports);
const keys = ['OPENAI_API_KEY', 'DEEPSEEK_API_KEY', 'XAI_API_KEY'].filter((k) => process.env[k]);
const useDemoJudge = !process.env.JUDGE_BASE_URL && keys.length < 3;
const judgeUrl = process.env.JUDGE_BASE_URL || `http://127.0.0.1:${ports.judge}/v1`;
const stops = [];

// The servers' output, filtered and labelled by source (scripts/lib/log-lines.mjs).
const showEmulatorLine = (line) => {
  for (const { source, text } of emulatorLines(line)) console.log(prefixed(source, text));
};
const showViteLine = (line) => {
  const text = viteLine(line);
  if (text !== null) console.log(prefixed('vite', text));
};

let stopping = false;
async function shutdown(code = 0) {
  // Ctrl+C stops the servers, which ends the race below: one shutdown, not two.
  if (stopping) return;
  stopping = true;
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  console.log('Building the Cloud Functions…');
  await buildFunctions({ quiet: true });
  const watcher = await context(functionsBuildOptions());
  await watcher.watch();
  stops.push(() => watcher.dispose());

  if (useDemoJudge) {
    const judgeScript = await buildJudgeServer();
    const judge = startProcess('node', [judgeScript, '--port', String(ports.judge)], {
      cwd: root,
      onLine: (line) => console.log(prefixed('judge', line)),
    });
    stops.push(judge.stop);
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
  stops.push(emulators.stop);

  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const dev = startProcess(vite, ['--port', String(ports.dev), '--strictPort', '--host'], {
    cwd: root,
    env,
    quiet: true,
    onLine: showViteLine,
  });
  stops.push(dev.stop);
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
  console.error(error?.message ?? error);
  await shutdown(1);
}
