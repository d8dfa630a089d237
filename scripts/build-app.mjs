#!/usr/bin/env node
// `npm run build`: the production app in dist/, for deploying (vite build, any arguments
// passed on). A build with no real Firebase project configured runs in emulator mode
// (src/data/app.ts) and would be useless deployed: this says so loudly, before and after
// the build. It records the project in dist/.build.json (hosting never uploads dot-files),
// which `firebase deploy`'s predeploy (scripts/check-deploy.mjs) checks.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_RECORD = '.build.json';

/** What the app will talk to, decided as src/data/app.ts decides it from the same variables. */
export function appTarget(env) {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-debate-arena';
  const emulatorMode =
    env.VITE_USE_EMULATORS === 'true' ||
    (env.VITE_USE_EMULATORS !== 'false' && projectId.startsWith('demo-'));
  return { projectId, emulatorMode, deployable: !emulatorMode && !projectId.startsWith('demo-') };
}

function warning({ projectId, emulatorMode }) {
  const why = emulatorMode
    ? projectId.startsWith('demo-')
      ? 'no Firebase project is configured'
      : 'VITE_USE_EMULATORS=true'
    : `${projectId} is a demo project, which exists only in the emulators`;
  const lines = [
    `THIS BUILD IS FOR THE EMULATORS, NOT FOR DEPLOYING: ${why}.`,
    `It uses project ${projectId}${emulatorMode ? ' and looks for the emulators on its own origin' : ''}:`,
    'deployed, nobody could sign in. `firebase deploy` refuses it.',
    "For a real project, put its web app's VITE_FIREBASE_* settings in .env.local",
    '(docs/operations.md "Using a real Firebase project"; every variable is in .env.example) and build again.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '!'.repeat(width + 8);
  return `\n${bar}\n${lines.map((l) => `!!! ${l.padEnd(width)} !!!`).join('\n')}\n${bar}\n`;
}

function argValue(args, name, fallback) {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i === -1) return fallback;
  return args[i].includes('=') ? args[i].slice(name.length + 1) : (args[i + 1] ?? fallback);
}

async function main(args) {
  const { loadEnv } = await import('vite');
  const mode = argValue(args, '--mode', 'production');
  const outDir = path.resolve(root, argValue(args, '--outDir', 'dist'));
  // The variables Vite will see: the shell's, then .env, .env.local, .env.[mode][.local].
  const target = appTarget(loadEnv(mode, root, 'VITE_'));
  if (!target.deployable) console.error(warning(target));
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const built = spawnSync(vite, ['build', ...args], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const record = { projectId: target.projectId, emulatorMode: target.emulatorMode, mode };
  writeFileSync(path.join(outDir, BUILD_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  if (target.deployable) console.log(`\nBuilt for project ${target.projectId} in ${outDir}.`);
  else console.error(warning(target));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
