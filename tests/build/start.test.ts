/**
 * `npm start` (scripts/start.mjs) for real, on free ports, in a copy of the project whose
 * .env.local names a real project: the app it serves still talks to the emulators under the
 * demo project, a function's error reaches the terminal labelled `functions |`, the servers'
 * start-up chatter does not, and Ctrl+C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { installState } from '../../scripts/lib/ensure.mjs';
import { portsFor, type Ports } from '../../scripts/lib/emulators.mjs';
import {
  REAL_PROJECT,
  copyProject,
  developerEnv,
  envFile,
  freePortOffset,
} from './support/project-copy';

let project = '';
let start: ChildProcess | undefined;
let exited: Promise<number | null> = Promise.resolve(null);
let output = '';
let ports: Ports;

async function until(what: string, done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline || start?.exitCode !== null) {
      throw new Error(`npm start: no ${what} within ${timeoutMs} ms. Its output:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  project = copyProject();
  writeFileSync(path.join(project, '.env.local'), envFile(REAL_PROJECT));
  // npm start would run `npm install` in a stale copy, through its links into the checkout.
  expect(installState(project), 'run npm install in the checkout first').toMatchObject({
    current: true,
  });
  const offset = await freePortOffset();
  ports = portsFor(offset);
  start = spawn(process.execPath, [path.join(project, 'scripts/start.mjs')], {
    cwd: project,
    env: developerEnv({ DA_PORT_OFFSET: String(offset) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = start;
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await until('"Press Ctrl+C"', () => output.includes('Press Ctrl+C to stop.'), 240_000);
}, 300_000);

afterAll(async () => {
  if (start && start.exitCode === null) {
    start.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
  }
  if (project) rmSync(project, { recursive: true, force: true });
}, 60_000);

const devUrl = () => `http://127.0.0.1:${ports.dev}`;

test("the app it serves uses the demo project on the emulators, not .env.local's project", async () => {
  const code = await (await fetch(`${devUrl()}/src/data/app.ts`)).text();
  const env = /import\.meta\.env = (\{.*?\});/.exec(code);
  expect(env, code.slice(0, 500)).not.toBeNull();
  const values = JSON.parse(env![1]!) as Record<string, string>;
  expect(values).toMatchObject({
    VITE_FIREBASE_PROJECT_ID: 'demo-debate-arena',
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_API_KEY: '',
    VITE_APPCHECK_SITE_KEY: '',
  });
  for (const value of Object.values(REAL_PROJECT).filter((v) => v !== 'false')) {
    expect(code, value).not.toContain(value);
  }
});

test("a function's error shows in the terminal, labelled functions; the chatter does not", async () => {
  // A callable given a body that is not a callable request: firebase-functions logs
  // "Invalid request, unable to process." with console.error and answers 400. Through the
  // dev server's proxy, as the app calls it.
  const response = await fetch(`${devUrl()}/demo-debate-arena/us-central1/serverTime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ notData: true }),
  });
  expect(response.status).toBe(400);
  await until(
    'function error line',
    () => /^functions \| ERROR .*Invalid request, unable to process\.$/m.test(output),
    20_000,
  );

  const [, after = ''] = output.split('Press Ctrl+C to stop.\n');
  for (const line of after.split('\n').filter(Boolean)) {
    expect(line).toMatch(/^(functions|firestore|auth|emulators|vite|judge|eventarc|tasks)\s* \| /);
  }
  for (const noise of [
    'Beginning execution',
    'All emulators ready',
    'VITE v',
    'Local:',
    '    at ',
  ]) {
    expect(output).not.toContain(noise);
  }
});

test('Ctrl+C stops it and every server it started', async () => {
  start!.kill('SIGINT');
  const code = await Promise.race([
    exited,
    new Promise((r) => setTimeout(() => r('hung'), 45_000)),
  ]);
  expect(code).toBe(0);
  expect(output).not.toContain('A server stopped');
  for (const port of [ports.dev, ports.functions, ports.auth, ports.firestore, ports.judge]) {
    await expect(fetch(`http://127.0.0.1:${port}/`), `port ${port}`).rejects.toThrow();
  }
}, 60_000);
