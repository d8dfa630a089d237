/**
 * `npm start` (scripts/start.mjs) for real, on free ports, in a copy of the project (a git
 * repository of its own) whose .env.local names a real project: a port another process
 * holds is named instead of used; the app it serves still talks to the emulators under the
 * demo project, a function's error reaches the terminal labelled `functions |`, the
 * servers' start-up chatter does not; SIGHUP (the terminal closed) stops every server it
 * started, and what it wrote while running is all git-ignored.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { installState } from '../../scripts/lib/ensure.mjs';
import { portsFor, type Ports } from '../../scripts/lib/emulators.mjs';
import { findLeftovers, serverPorts } from '../../scripts/lib/leftovers.mjs';
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

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: project,
    encoding: 'utf8',
  });

/** `npm start` in the copy; its output goes to `output`. */
function startCopy() {
  output = '';
  const child = spawn(process.execPath, [path.join(project, 'scripts/start.mjs')], {
    cwd: project,
    env: developerEnv({ DA_PORT_OFFSET: String(ports.offset) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  start = child;
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

// A copy of the project committed to a repository of its own: past 60 s on a slow 2-core run,
// where the unit tests run at a low priority beside the browser tests.
beforeAll(async () => {
  project = copyProject();
  writeFileSync(path.join(project, '.env.local'), envFile(REAL_PROJECT));
  // A repository of its own, everything committed: git status shows what npm start writes.
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'the project');
  // npm start would run `npm ci` in a stale copy, through its links into the checkout.
  expect(installState(project), 'run npm install in the checkout first').toMatchObject({
    current: true,
  });
  ports = portsFor(await freePortOffset());
}, 180_000);

afterAll(async () => {
  if (start && start.exitCode === null) {
    start.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
  }
  if (project) rmSync(project, { recursive: true, force: true });
}, 60_000);

test('a port another process holds is named, not used, and nothing starts', async () => {
  // Someone else's server on the dev server's port: a process of no project.
  const other = spawn(
    process.execPath,
    ['-e', `require('net').createServer().listen(${ports.dev}, () => console.log('up'))`],
    { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise((resolve) => other.stdout!.once('data', resolve));
    startCopy();
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r('hung'), 60_000)),
    ]);
    expect(code, output).toBe(1);
    expect(output).toContain('These ports of this run are taken by processes it did not start:');
    expect(output).toContain(`:${ports.dev} (dev) pid ${other.pid}: `);
    expect(output).not.toContain('Building the Cloud Functions');
  } finally {
    other.kill('SIGKILL');
  }
}, 90_000);

describe('running', () => {
  beforeAll(async () => {
    startCopy();
    await until('"Press Ctrl+C"', () => output.includes('Press Ctrl+C to stop.'), 240_000);
  }, 300_000);

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
      expect(line).toMatch(
        /^(functions|firestore|auth|emulators|vite|judge|eventarc|tasks)\s* \| /,
      );
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

  test('SIGHUP (the terminal closed) stops every server it started: no port of the project listens', async () => {
    start!.kill('SIGHUP');
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r('hung'), 45_000)),
    ]);
    expect(code).toBe(0);
    expect(output).not.toContain('A server stopped');
    // Every port of the run: the dev server, the emulators and their hub, logging, Eventarc
    // and Cloud Tasks helpers, the judge.
    expect(await findLeftovers(serverPorts(ports), project)).toEqual([]);
    for (const port of [ports.dev, ports.functions, ports.auth, ports.firestore, ports.judge]) {
      await expect(fetch(`http://127.0.0.1:${port}/`), `port ${port}`).rejects.toThrow();
    }
  }, 60_000);

  test('what it wrote while running (builds, caches, logs) is all git-ignored', () => {
    expect(git('status', '--porcelain')).toBe('');
  });
});
