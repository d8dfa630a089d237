/**
 * .env.example lists every variable the app, the functions and the scripts read: this scans
 * their sources for reads (process.env.X, import.meta.env.X, env.X, read(env, 'X')) and
 * fails on one the file does not list, with a comment above it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { projectRoot } from './support/project-copy';

/** Read, but never set by a developer: set by a platform, or by the scripts for their children. */
const NOT_SETTINGS = new Set([
  // Node, Vite, Cloud Functions and the functions emulator set these.
  'NODE_ENV',
  'PATH',
  'BASE_URL',
  'DEV',
  'MODE',
  'PROD',
  'SSR',
  'GCLOUD_PROJECT',
  'GCP_PROJECT',
  'FUNCTIONS_EMULATOR',
  // Node's own; scripts/lib/emulators.mjs adds its preload to whatever it holds.
  'NODE_OPTIONS',
  // scripts/lib/emulators.mjs and with-emulators.mjs hand these to what they start.
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FUNCTIONS_EMULATOR_ORIGIN',
  'DA_AUTH_PORT',
  'DA_FIRESTORE_PORT',
  'DA_FUNCTIONS_PORT',
  'DA_HUB_PORT',
  'DA_JUDGE_PORT',
  'APP_URL',
  'APP_DIST',
  'DEV_URL',
  // scripts/test.mjs: where Playwright writes the JSON report it reads the durations from.
  'DA_PLAYWRIGHT_JSON',
  // scripts/test.mjs: the dev-server run's own artifact folders (playwright.config.ts).
  'DA_PLAYWRIGHT_RUN',
  'JUDGE_URL',
  'DA_RULES_COVERAGE_DIR',
  // scripts/test.mjs: the Firestore emulators the emulator tests ran on, for their coverage.
  'DA_RULES_COVERAGE_HOSTS',
]);

const SOURCES = ['src', 'sw', 'functions/src', 'scripts', 'vite.config.ts', 'playwright.config.ts'];

function files(entry: string): string[] {
  const full = path.join(projectRoot, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) =>
    name === 'node_modules' ? [] : files(path.join(entry, name)),
  );
}

function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  const reads = [
    /process\.env(?:\?\.|\.)([A-Z][A-Z0-9_]+)/g,
    /process\.env\[['"`]([A-Z][A-Z0-9_]+)['"`]\]/g,
    /import\.meta\.env\.([A-Z][A-Z0-9_]+)/g,
    /\benv(?:\?\.|\.)([A-Z][A-Z0-9_]+)/g,
    /\bread(?:Int)?\(\s*env,\s*['"`]([A-Z][A-Z0-9_]+)['"`]/g,
  ];
  for (const file of SOURCES.flatMap(files)) {
    if (!/\.(ts|tsx|mjs|js)$/.test(file) || /\.(test|fixtures)\.|\.d\.mts$/.test(file)) continue;
    const code = readFileSync(file, 'utf8');
    for (const pattern of reads) {
      for (const m of code.matchAll(pattern)) found.set(m[1]!, path.relative(projectRoot, file));
    }
  }
  return found;
}

const VARIABLE = /^#? ?([A-Z][A-Z0-9_]+)=/;

/** Each listed name with the comment describing it (a group of names shares one). */
function listed(): Map<string, string> {
  const lines = readFileSync(path.join(projectRoot, '.env.example'), 'utf8').split('\n');
  const names = new Map<string, string>();
  lines.forEach((line, i) => {
    const m = VARIABLE.exec(line);
    if (!m) return;
    let above = i - 1;
    while (above >= 0 && VARIABLE.test(lines[above]!)) above -= 1;
    names.set(m[1]!, lines[above] ?? '');
  });
  return names;
}

test('.env.example lists every variable the code reads', () => {
  const example = listed();
  const read = variablesRead();
  expect(read.size).toBeGreaterThan(20);
  const missing = [...read]
    .filter(([name]) => !example.has(name) && !NOT_SETTINGS.has(name))
    .map(([name, file]) => `${name} (read in ${file})`);
  expect(missing).toEqual([]);
  // Including the ones read through a prefix (functions/src/judges/providers.ts).
  for (const provider of ['OPENAI', 'DEEPSEEK', 'XAI']) {
    for (const suffix of ['API_KEY', 'BASE_URL', 'MODEL']) {
      expect(example.has(`${provider}_${suffix}`), `${provider}_${suffix}`).toBe(true);
    }
  }
});

test('each variable in .env.example has a comment saying what it does', () => {
  for (const [name, comment] of listed()) {
    // Not a blank line or a section heading.
    expect(comment, name).toMatch(/^# [^─\s]/);
  }
});
