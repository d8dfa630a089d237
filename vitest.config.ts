import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appAliases } from './vite.config';
import RulesFirstSequencer from './tests/support/rules-first-sequencer';

/**
 * Unit and component tests sit beside their code (`name.test.ts(x)`): src/ runs in jsdom;
 * src/domain, functions/src, sw/ and the node-only suites in Node. The emulator project holds
 * the suites that need the Emulator Suite running (`npm run test:emulator`).
 *
 * Most files share their worker's modules (and jsdom) with the files it ran before
 * (isolate: false): a new process, jsdom, React and Testing Library for each of 200 files
 * cost more than the tests themselves. Two kinds of file get modules of their own: those that
 * replace modules with vi.mock (a module another file loaded already cannot be replaced), and
 * the build tests, which change the process's environment and spawn servers, each in a fresh
 * worker.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
/** The Emulator Suites the emulator tests run on (tests/support/emulator-pool.ts). */
const emulatorPools = process.env.DA_EMULATOR_POOLS
  ? Math.max(1, (JSON.parse(process.env.DA_EMULATOR_POOLS) as unknown[]).length)
  : 1;
const replacesModules = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('src/domain/'))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8')));

// A component test runs beside the emulator and browser lanes, at the unit lane's low priority:
// on a loaded 2-core machine one took 5.07 s (Block's dialog flow, the first test in a fresh
// worker) against Vitest's 5 s default, and later 8.3 s (the shared dialog's first test) against
// the 15 s it had then; the same lane ran one judges:check test 18 times slower than alone.
const inJsdom = {
  environment: 'jsdom',
  setupFiles: ['tests/support/dom-setup.ts'],
  testTimeout: 30_000,
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: appAliases },
  test: {
    sequence: { sequencer: RulesFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          // The domain is pure (no DOM, no Firebase): its tests run in Node, which also
          // proves it, and spare 68 files jsdom's start-up.
          exclude: [...configDefaults.exclude, 'src/domain/**', ...replacesModules],
          isolate: false,
          ...inJsdom,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocks',
          include: replacesModules,
          // Each file in a process of its own. A fresh VM context of a reused process
          // (vmForks) cost a third of the CPU (35 CPU-s against 109 for these 43 files), but
          // there a file's vi.mock now and then reached the next file's modules (Vitest's open
          // issue 11284, "vmThreads: file-scoped vi.mock factory from one test file
          // intermittently resolves against another file's imports"): run alone, or one file at
          // a time, 5 to 22 of this project's tests failed in every run, a different set each
          // time (a mocked call never made; "useSession is used outside SessionProvider"), and
          // npm test's two workers only made it rarer.
          pool: 'forks',
          ...inJsdom,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/judges/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          // The production build the tests that only read one share (support/production-build.ts).
          globalSetup: ['tests/build/support/production-build.global.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // A copy of the project made and removed beside the busy lanes (copyProject in
          // tests/build/support/project-copy.ts): past the 10 s default in a CI run on 666b13e.
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: [
            'tests/rules/**/*.test.ts',
            'tests/functions/**/*.test.ts',
            'tests/data/**/*.test.ts',
            'tests/abuse/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: [
            // First: it picks the worker's Emulator Suite before anything reads the environment.
            'tests/support/emulator-pool.ts',
            'tests/support/background-triggers.ts',
            'tests/support/emulator-listen-recovery.ts',
          ],
          // Room for a trigger queued behind earlier files' events (tests/functions/support.ts).
          testTimeout: 90_000,
          // A data or rules file's first hook keeps the rules coverage so far and loads the rules
          // (tests/support/rules-coverage-snapshot.ts): past 60 s twice on a slow 2-core run.
          hookTimeout: 180_000,
          // One file at a time per Emulator Suite: a file waits on its suite's one trigger
          // queue, pauses its triggers, clears its database. npm test starts two suites.
          fileParallelism: emulatorPools > 1,
          maxWorkers: emulatorPools,
          isolate: false,
        },
      },
    ],
  },
});
