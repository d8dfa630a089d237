import { defineConfig, type ReporterDescription } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:chaos`: the long randomised sync runs (tests/chaos), also run by `npm test`.
 * Its results and HTML report go to folders of their own, not over the e2e suite's
 * (Playwright empties its output folder when a run starts: a failed e2e test's trace would
 * be gone).
 */
const offset = Number(process.env.DA_PORT_OFFSET || 0);
const reporter = (base.reporter as ReporterDescription[]).map(([name, options]) =>
  name === 'html'
    ? ([name, { ...options, outputFolder: `playwright-report/chaos-offset-${offset}` }] as const)
    : ([name, options] as const),
);

export default defineConfig({
  ...base,
  testDir: 'tests/chaos',
  outputDir: `test-results/chaos-offset-${offset}`,
  reporter,
  timeout: 8 * 60_000,
  workers: 1,
  projects: [{ name: 'pixel', use: base.projects?.[0]?.use }],
});
