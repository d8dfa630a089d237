import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run test:chaos`: the long randomised sync runs (tests/chaos), also run by `npm test`. */
export default defineConfig({
  ...base,
  testDir: 'tests/chaos',
  timeout: 8 * 60_000,
  workers: 1,
  projects: [{ name: 'pixel', use: base.projects?.[0]?.use }],
});
