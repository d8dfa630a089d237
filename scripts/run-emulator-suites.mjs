#!/usr/bin/env node
// Inside one emulator session: the emulator Vitest projects (rules, functions, data layer)
// and the rules coverage they reached, the Playwright e2e suite and the chaos sync runs. Each
// runs even if an earlier one failed; the exit code is the first failure's.
// Names given on the command line run only those suites, in this order
// (`npm run test:rules-coverage`: emulator rules-coverage).
import { run } from './lib/processes.mjs';

const vitest = (project) => ['node_modules/.bin/vitest', ['run', '--project', project]];
const suites = {
  // Two processes side by side: each project runs its files one at a time, and Vitest runs
  // two such projects one after the other in one process (vitest.config.ts).
  emulator: [vitest('emulator'), vitest('emulator-rules')],
  'rules-coverage': [['node', ['scripts/rules-coverage.mjs']]],
  e2e: [['node_modules/.bin/playwright', ['test']]],
  chaos: [['node_modules/.bin/playwright', ['test', '--config', 'playwright.chaos.config.ts']]],
};
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in suites));
if (unknown.length) {
  console.error(`Unknown suite ${unknown.join(', ')}: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}
let code = 0;
for (const [name, commands] of Object.entries(suites)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const results = await Promise.all(commands.map(([command, args]) => run(command, args)));
  for (const result of results) code ||= result.code;
}
process.exit(code);
