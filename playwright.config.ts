import { defineConfig, devices } from '@playwright/test';

/**
 * E2E on phone-sized Chromium (Playwright cannot download browsers here: Debian's
 * chromium is used). The app, emulators and demo judge are started by
 * scripts/with-emulators.mjs, which passes APP_URL (the production build) and, with --dev,
 * DEV_URL (the development server `npm start` runs).
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

// Parallel runs (DA_PORT_OFFSET) must not clean each other's artifacts.
const offset = Number(process.env.DA_PORT_OFFSET || 0);
const outputDir = offset ? `test-results/offset-${offset}` : 'test-results';

/** The smoke spec that runs against the development server only. */
const devServerSpec = /dev-server\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // The @/ alias of src/ (tsconfig.base.json's paths).
  tsconfig: './tsconfig.node.json',
  outputDir,
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [
        ['list'],
        [
          'html',
          {
            open: 'never',
            outputFolder: offset ? `playwright-report/offset-${offset}` : 'playwright-report',
          },
        ],
      ]
    : [['list']],
  use: {
    baseURL: process.env.APP_URL || 'http://127.0.0.1:4173',
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'pixel',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: devServerSpec,
    },
    {
      name: 'iphone',
      use: { ...devices['iPhone 14'], browserName: 'chromium' },
      grep: /@iphone/,
      testIgnore: devServerSpec,
    },
    {
      // What `npm start` serves: the development build, where React mounts every component
      // twice (StrictMode) and modules arrive unbundled. Bugs that live only there (a dialog
      // that closed itself) are caught here; the other projects run the production build.
      name: 'dev-server',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        baseURL: process.env.DEV_URL || `http://127.0.0.1:${5173 + offset}`,
      },
      testMatch: devServerSpec,
    },
  ],
});
