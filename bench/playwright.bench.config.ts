import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';

/** `npm run bench`: one serial run of the measurements (not part of `npm test`). */
export default defineConfig({
  testDir: '.',
  tsconfig: '../tsconfig.node.json',
  testMatch: 'bench.spec.ts',
  timeout: 20 * 60_000,
  expect: { timeout: 60_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: process.env.APP_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
    serviceWorkers: 'block',
  },
});
