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

/**
 * The full Chromium (CHROMIUM_PATH), for the specs that need what Debian's headless shell does
 * not have: the notifications a service worker shows (registration.getNotifications() stays
 * empty) and the install prompt. push.spec and pwa.spec failed in the shell and pass here.
 */
export const fullChromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: chromiumArgs,
};

const launchOptions = {
  // Debian's headless shell where scripts/lib/ensure.mjs found it (E2E_CHROMIUM_PATH).
  executablePath: process.env.E2E_CHROMIUM_PATH || fullChromium.executablePath,
  args: chromiumArgs,
};

// Parallel runs (DA_PORT_OFFSET) must not clean each other's artifacts.
const offset = Number(process.env.DA_PORT_OFFSET || 0);
// Nor two runs of one session (DA_PLAYWRIGHT_RUN names the second: npm test's dev-server run):
// a run empties its output folder as it starts, and the first run's failure traces would go.
const folder = [offset ? `offset-${offset}` : '', process.env.DA_PLAYWRIGHT_RUN ?? '']
  .filter(Boolean)
  .join('-');
const outputDir = folder ? `test-results/${folder}` : 'test-results';

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
  reporter: [
    ['list'],
    ...(process.env.CI
      ? [
          [
            'html',
            {
              open: 'never',
              outputFolder: folder ? `playwright-report/${folder}` : 'playwright-report',
            },
          ] as const,
        ]
      : []),
    // npm test reads each test's duration from it (scripts/lib/test-timings.mjs).
    ...(process.env.DA_PLAYWRIGHT_JSON
      ? [['json', { outputFile: process.env.DA_PLAYWRIGHT_JSON }] as const]
      : []),
  ],
  use: {
    baseURL: process.env.APP_URL || 'http://127.0.0.1:4173',
    launchOptions,
    // A failed test keeps its trace: every action with its timing, the network, the console
    // and errors, and a screenshot at the failure. Every test records one, kept or not, so it
    // holds neither the screencast (a frame stream: without it the browsers and the runner
    // spent 18 % less CPU on the same specs, 71 → 58 CPU-s) nor the page's DOM before and
    // after each action (three specs, each way twice in turns: 78–90 CPU-s with it, 62–67
    // without; a later round gave 63 against 52–72, this machine's speed moving between
    // runs), on a 2-core machine that the whole suite shares.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      // The long randomised sync runs (tests/chaos; `npm run test:chaos` runs them alone). Listed
      // first, so the longest test starts at once beside the e2e tests rather than alone after
      // them: one worker for a minute or more while the other is free.
      name: 'chaos',
      testDir: 'tests/chaos',
      timeout: 8 * 60_000,
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
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
