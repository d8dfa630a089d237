import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appAliases } from './vite.config';
import RulesFirstSequencer from './tests/support/rules-first-sequencer';

/**
 * Unit and component tests sit beside their code (`name.test.ts(x)`): src/ runs in jsdom;
 * src/domain, functions/src, sw/ and the node-only suites in Node. The emulator project holds
 * the suites that need the Emulator Suite running (`npm run test:emulator`).
 */
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
          exclude: [...configDefaults.exclude, 'src/domain/**'],
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
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
            'tests/build/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
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
            'tests/support/background-triggers.ts',
            'tests/support/emulator-listen-recovery.ts',
          ],
          // Room for a trigger queued behind earlier files' events (tests/functions/support.ts).
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
