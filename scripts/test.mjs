#!/usr/bin/env node
// `npm test`: installs what is missing, then typecheck, lint, format check, unit tests,
// emulator tests (rules, functions, data layer) and the Playwright e2e suite, against
// one Emulator Suite. Runs every step, prints a summary, exits non-zero on any failure.
import { ensureChromium, ensureJava, ensureNodeModules } from './lib/ensure.mjs';

ensureNodeModules();
ensureChromium();
ensureJava();

const { run } = await import('./lib/processes.mjs');
const { withEmulators } = await import('./with-emulators.mjs');
const { root } = await import('./lib/emulators.mjs');

const results = [];
async function step(name, fn) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  let code;
  try {
    code = await fn();
  } catch (error) {
    console.error(error?.message ?? error);
    code = 1;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
}

const npx = (args) => run('npx', args, { cwd: root }).then((r) => r.code);
const started = Date.now();

await step('typecheck', () =>
  run('npm', ['run', '--silent', 'typecheck'], { cwd: root }).then((r) => r.code),
);
await step('lint', () => npx(['eslint', '.', '--max-warnings=0']));
await step('format check', () => npx(['prettier', '--check', '.', '--log-level', 'warn']));
await step('unit tests', () => npx(['vitest', 'run', '--project', 'unit', '--project', 'node']));
await step('emulator and e2e tests', () =>
  withEmulators({
    app: true,
    dev: true,
    judge: true,
    command: ['node', 'scripts/run-emulator-suites.mjs'],
  }),
);

const total = ((Date.now() - started) / 1000).toFixed(0);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(24)} ${r.seconds} s`);
console.log(`  total ${total} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
