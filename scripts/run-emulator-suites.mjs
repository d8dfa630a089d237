#!/usr/bin/env node
// Inside one emulator session: the emulator Vitest project, then Playwright.
import { run } from './lib/processes.mjs';

const vitest = await run('node_modules/.bin/vitest', ['run', '--project', 'emulator']);
const playwright = await run('node_modules/.bin/playwright', ['test']);
process.exit(vitest.code || playwright.code);
