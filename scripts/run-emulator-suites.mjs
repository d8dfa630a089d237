#!/usr/bin/env node
// Inside one emulator session: the emulator Vitest project (rules, functions, data layer)
// and the rules coverage it reached, the Playwright e2e suite and the chaos sync runs. Each runs even if an earlier one failed; the exit code is the first failure's.
// Names given on the command line run only those suites, in this order
// (`npm run test:rules-coverage`: emulator rules-coverage).
import { run } from './lib/processes.mjs';

const suites = {
  emulator: ['node_modules/.bin/vitest', ['run', '--project', 'emulator']],
  'rules-coverage': ['node', ['scripts/rules-coverage.mjs']],
  e2e: ['node_modules/.bin/playwright', ['test', '--project', 'pixel', '--project', 'iphone']],
  chaos: ['node_modules/.bin/playwright', ['test', '--project', 'chaos']],
};
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in suites));
if (unknown.length) {
  console.error(`Unknown suite ${unknown.join(', ')}: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}
let code = 0;
for (const [name, [command, args]] of Object.entries(suites)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const result = await run(command, args);
  code ||= result.code;
}
process.exit(code);
