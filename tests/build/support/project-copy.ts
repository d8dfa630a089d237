/**
 * A throw-away copy of the project, for tests that must change what the shared checkout
 * must never see changed (a .env.local naming a real project): the sources copied, each
 * installed package linked (so Vite's cache, node_modules/.vite, stays in the copy), and the
 * builds, caches and the checkout's own .env files left out.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSTALL_STAMP } from '../../../scripts/lib/ensure.mjs';
import { portsFor } from '../../../scripts/lib/emulators.mjs';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LEFT_OUT = new Set(
  [
    'node_modules',
    '.git',
    'dist',
    'test-results',
    'playwright-report',
    'coverage',
    '.cache',
    'functions/lib',
    'functions/node_modules',
    'bench/floor/dist',
  ].map((p) => path.join(projectRoot, p)),
);
// lint-probe-*: the folder lint-boundaries.test.ts makes and removes in src/features while
// the copy may be reading it (a copy once failed on it, ENOENT, with the folder just gone).
const LEFT_OUT_NAME = /^(dist-.*|lint-probe-.*|\.firebase\..*\.json|.*\.log|\.env(\..*)?)$/;

export function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'da-project-'));
  cpSync(projectRoot, dir, {
    recursive: true,
    // The lockfile keeps its time, so the copy's install is as current as the checkout's.
    preserveTimestamps: true,
    filter: (source) => {
      const name = path.basename(source);
      if (name === '.env.example') return true;
      return !LEFT_OUT.has(source) && !LEFT_OUT_NAME.test(name);
    },
  });
  const modules = path.join(projectRoot, 'node_modules');
  mkdirSync(path.join(dir, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (['.vite', '.vite-temp', '.cache', INSTALL_STAMP].includes(name)) continue;
    symlinkSync(path.join(modules, name), path.join(dir, 'node_modules', name));
  }
  const functionsModules = path.join(projectRoot, 'functions', 'node_modules');
  if (existsSync(functionsModules)) {
    symlinkSync(functionsModules, path.join(dir, 'functions', 'node_modules'));
  }
  return dir;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0' }, () => server.close(() => resolve(true)));
  });
}

/** A DA_PORT_OFFSET whose every port is free now (x37, so it matches no one's round offset). */
export async function freePortOffset(): Promise<number> {
  for (let hundred = 0; hundred < 30; hundred += 1) {
    const offset = hundred * 100 + 37;
    const { offset: _offset, ...ports } = portsFor(offset);
    const free = await Promise.all(Object.values(ports).map(portFree));
    if (free.every(Boolean)) return offset;
  }
  throw new Error('No port offset with every port free');
}

/** The environment of a command a developer runs: none of the test runner's own settings. */
export function developerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITE') || key.startsWith('VITEST') || key === 'NODE_ENV') continue;
    if (/EMULATOR_HOST|EMULATOR_ORIGIN|^DA_|^GCLOUD_PROJECT$|^FIREBASE_PROJECT_ID$/.test(key)) {
      continue;
    }
    env[key] = value;
  }
  return { ...env, ...extra };
}

/** A .env.local for a real project, as docs/operations.md "Using a real Firebase project" has one write. */
export const REAL_PROJECT = {
  VITE_FIREBASE_API_KEY: 'AIzaSyREALPROJECTKEY0000000000000000000',
  VITE_FIREBASE_AUTH_DOMAIN: 'da-real-project-4711.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'da-real-project-4711',
  VITE_FIREBASE_STORAGE_BUCKET: 'da-real-project-4711.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  VITE_FIREBASE_VAPID_KEY: 'BREALVAPIDKEY000000000000000000',
  VITE_APPCHECK_SITE_KEY: '6LREALSITEKEY0000000000000',
  // The worst case: told outright never to use the emulators.
  VITE_USE_EMULATORS: 'false',
};

export function envFile(values: Record<string, string>): string {
  return `${Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')}\n`;
}
