#!/usr/bin/env node
// `npm run bench`: builds the production app and the floor (bench/floor), installs
// Lighthouse on first use, then runs bench/bench.spec.ts against the emulators. Prints one
// table and writes bench/results.json. Not part of `npm test`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureJava, ensureNodeModules } from '../lib/ensure.mjs';

ensureNodeModules();
ensureChromium();
ensureJava();

const { root } = await import('../lib/emulators.mjs');
const { run } = await import('../lib/processes.mjs');
const { withEmulators } = await import('../with-emulators.mjs');

const lighthouse = path.join(root, '.cache/lighthouse/node_modules/.bin/lighthouse');
if (!existsSync(lighthouse)) {
  console.log('Installing Lighthouse 12 for the benchmark (once)…');
  const installed = await run(
    'npm',
    [
      'install',
      '--prefix',
      '.cache/lighthouse',
      '--no-save',
      '--no-audit',
      '--no-fund',
      'lighthouse@12.8.2',
    ],
    { cwd: root },
  );
  if (installed.code !== 0) process.exit(installed.code);
}

const reuseBuilds = process.env.BENCH_NO_BUILD === '1';
// The floors: the sign-in floor (bench/floor), the message-list floor (bench/floor/list) and
// the signed-in Lighthouse rows' floor (bench/floor/signed-in).
for (const floor of ['bench/floor', 'bench/floor/list', 'bench/floor/signed-in']) {
  if (reuseBuilds && existsSync(path.join(root, floor, 'dist/index.html'))) continue;
  console.log(`Building the floor (${floor})…`);
  const built = await run('npx', ['vite', 'build', '--config', `${floor}/vite.config.ts`], {
    cwd: root,
  });
  if (built.code !== 0) process.exit(built.code);
}

// The emulators' output, where the bench counts function invocations (one file per offset).
const emulatorLog = path.join(
  root,
  `.cache/bench-emulators-${process.env.DA_PORT_OFFSET || 0}.log`,
);
mkdirSync(path.dirname(emulatorLog), { recursive: true });
writeFileSync(emulatorLog, '');
process.env.DA_EMULATOR_LOG = emulatorLog;

// `npm run bench -- --grep <title>` measures some rows only (bench/results.json is then
// bench/results.partial.json: a partial run never replaces the full one).
const grep = process.argv.indexOf('--grep');
if (grep !== -1) process.env.BENCH_PARTIAL = '1';
const code = await withEmulators({
  app: true,
  // The benchmark runs its own scripted judges (fixed latencies) on the judge port.
  judge: false,
  // BENCH_NO_BUILD=1 reuses the last build (dist-<offset>, functions/lib) while developing rows.
  build: !reuseBuilds,
  command: [
    'node_modules/.bin/playwright',
    'test',
    '--config',
    'bench/playwright.bench.config.ts',
    ...(grep !== -1 ? ['--grep', process.argv[grep + 1] ?? ''] : []),
  ],
});
process.exit(code);
