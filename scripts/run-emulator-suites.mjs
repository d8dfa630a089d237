#!/usr/bin/env node
// Inside one emulator session: the emulator Vitest project (rules, functions, data layer)
// and the rules coverage it reached, the Playwright e2e suite and the chaos sync runs. Each runs even if an earlier one failed; the exit code is the first failure's.
import { run } from './lib/processes.mjs';

const suites = [
  ['node_modules/.bin/vitest', ['run', '--project', 'emulator']],
  ['node', ['scripts/rules-coverage.mjs']],
  ['node_modules/.bin/playwright', ['test']],
  ['node_modules/.bin/playwright', ['test', '--config', 'playwright.chaos.config.ts']],
];
let code = 0;
for (const [command, args] of suites) {
  const result = await run(command, args);
  code ||= result.code;
}
process.exit(code);
