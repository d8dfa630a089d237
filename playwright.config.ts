import { defineConfig, devices } from '@playwright/test';

/**
 * E2E on phone-sized Chromium (Playwright cannot download browsers here: Debian's
 * chromium is used). The app, emulators and demo judge are started by
 * scripts/with-emulators.mjs, which passes APP_URL.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: chromiumArgs,
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: process.env.APP_URL || 'http://127.0.0.1:4173',
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'pixel', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    {
      name: 'iphone',
      use: { ...devices['iPhone 14'], browserName: 'chromium' },
      grep: /@iphone/,
    },
  ],
});
