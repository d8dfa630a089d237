/**
 * `ensure` (scripts/lib/ensure.mjs), which `npm start` and `npm test` run first, off Debian:
 * no apt-get on the PATH. Run for real as a child process with a PATH holding only what the
 * case needs, plus traps named like the installers that record any call.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  INSTALL_STAMP,
  ensureNodeModules,
  installState,
  lockHash,
  resolveChromium,
  resolveTestBrowser,
  SYSTEM_HEADLESS_SHELL,
} from '../../scripts/lib/ensure.mjs';
import { projectRoot } from './support/project-copy';

// Each case runs ensure in a Node process of its own: about a second of CPU, but npm test runs
// the unit tests at a low priority beside the browser tests, and on a slow 2-core run three of
// them took 27, 29 and 33 s (the last past the default 30).
vi.setConfig({ testTimeout: 120_000 });

const ensureScript = path.join(projectRoot, 'scripts/lib/ensure.mjs');
let work = '';
let trapLog = '';

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'da-ensure-'));
  trapLog = path.join(work, 'trap.log');
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A bin directory with node, optionally java, and traps for every installer but apt-get. */
function binDir(name: string, { java }: { java: boolean }): string {
  const dir = path.join(work, name);
  mkdirSync(dir);
  symlinkSync(process.execPath, path.join(dir, 'node'));
  if (java) symlinkSync(findOnPath('java'), path.join(dir, 'java'));
  for (const trap of ['sudo', 'apt', 'apt-cache', 'dnf', 'brew', 'npm', 'npx', 'env']) {
    writeFileSync(path.join(dir, trap), `#!/bin/sh\necho "${trap} $*" >> '${trapLog}'\nexit 1\n`);
    chmodSync(path.join(dir, trap), 0o755);
  }
  return dir;
}

function findOnPath(command: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error(`${command} is needed on this machine for the test`);
  return found.stdout.trim();
}

function runEnsure(bin: string, args: string[], env: Record<string, string> = {}) {
  writeFileSync(trapLog, '');
  const result = spawnSync(process.execPath, [ensureScript, ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { HOME: process.env.HOME ?? work, PATH: bin, ...env },
  });
  return { ...result, trapped: readFileSync(trapLog, 'utf8') };
}

describe('without apt-get on the PATH', () => {
  test('with CHROMIUM_PATH it uses that Chromium: no apt, no download, no failure', () => {
    const bin = binDir('with-java', { java: true });
    expect(findOnPath('apt-get')).toBeTruthy(); // this machine has one; the child must not see it
    const chromium = path.join(work, 'my-chromium');
    writeFileSync(chromium, '#!/bin/sh\n');
    chmodSync(chromium, 0o755);

    const result = runEnsure(
      bin,
      ['chromium', 'java', '--', 'node', '-p', 'process.env.CHROMIUM_PATH'],
      {
        CHROMIUM_PATH: chromium,
      },
    );

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.trapped).toBe('');
    expect(result.stdout).not.toMatch(/apt|Installing/);
    // The command it runs (Playwright, via the scripts) gets that Chromium.
    expect(result.stdout.trim()).toBe(chromium);
  });

  test('with no Java it says what to install for each platform, and calls no installer', () => {
    const bin = binDir('without-java', { java: false });
    const result = runEnsure(bin, ['java']);
    expect(result.status).toBe(1);
    expect(result.trapped).toBe('');
    expect(result.stderr).toContain('No Java runtime was found.');
    for (const hint of ['brew install --cask temurin@21', 'dnf install', 'Temurin 17 or 21']) {
      expect(result.stderr).toContain(hint);
    }
  });

  test('a CHROMIUM_PATH naming nothing is a clear error, not an install', () => {
    const bin = binDir('bad-chromium', { java: true });
    const result = runEnsure(bin, ['chromium'], { CHROMIUM_PATH: path.join(work, 'nothing') });
    expect(result.status).toBe(1);
    expect(result.trapped).toBe('');
    expect(result.stderr).toContain(
      `CHROMIUM_PATH is ${path.join(work, 'nothing')}, which does not exist.`,
    );
  });
});

describe('which Chromium', () => {
  const none = () => false;
  test("CHROMIUM_PATH first, then the system's, then Playwright's if downloaded", () => {
    const all = () => true;
    expect(resolveChromium({ env: { CHROMIUM_PATH: '/x/chrome' }, exists: all })).toEqual({
      path: '/x/chrome',
      source: 'CHROMIUM_PATH',
    });
    expect(resolveChromium({ env: {}, exists: all, bundled: '/pw/chrome' })).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
    expect(
      resolveChromium({ env: {}, exists: (f) => f === '/pw/chrome', bundled: '/pw/chrome' }),
    ).toEqual({ path: '/pw/chrome', source: 'playwright' });
  });

  test("the browser tests run in the system's headless shell beside the system's Chromium, else in the Chromium found", () => {
    const all = () => true;
    const env = {};
    expect(
      resolveTestBrowser({ chromium: '/usr/bin/chromium', source: 'system', env, exists: all }),
    ).toBe(SYSTEM_HEADLESS_SHELL);
    expect(
      resolveTestBrowser({ chromium: '/usr/bin/chromium', source: 'system', env, exists: none }),
    ).toBe('/usr/bin/chromium');
    // A Chromium someone named, or Playwright's own, is used as it is.
    expect(
      resolveTestBrowser({ chromium: '/x/chrome', source: 'CHROMIUM_PATH', env, exists: all }),
    ).toBe('/x/chrome');
    expect(
      resolveTestBrowser({ chromium: '/pw/chrome', source: 'playwright', env, exists: all }),
    ).toBe('/pw/chrome');
  });

  test('a child process keeps the browser its parent chose: the second call finds CHROMIUM_PATH set', () => {
    // npm test set both, then scripts/with-emulators.mjs calls ensureChromium again.
    const script = `
      import { ensureChromium } from ${JSON.stringify(ensureScript)};
      ensureChromium();
      const first = process.env.E2E_CHROMIUM_PATH;
      ensureChromium();
      console.log(JSON.stringify([first, process.env.E2E_CHROMIUM_PATH, process.env.CHROMIUM_PATH]));`;
    const env = { ...process.env };
    delete env.CHROMIUM_PATH;
    delete env.E2E_CHROMIUM_PATH;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const [first, second, chromium] = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as string[];
    expect(second).toBe(first);
    // On this machine, with Debian's chromium and its headless shell, that is the shell.
    if (chromium === '/usr/bin/chromium' && existsSync(SYSTEM_HEADLESS_SHELL)) {
      expect(first).toBe(SYSTEM_HEADLESS_SHELL);
    }
  });

  test('an E2E_CHROMIUM_PATH set by hand wins, when it is there', () => {
    const env = { E2E_CHROMIUM_PATH: '/opt/my-chrome' };
    const facts = { chromium: '/x/chrome', source: 'CHROMIUM_PATH' as const, env };
    expect(resolveTestBrowser({ ...facts, exists: () => true })).toBe('/opt/my-chrome');
    expect(resolveTestBrowser({ ...facts, exists: (file) => file !== '/opt/my-chrome' })).toBe(
      '/x/chrome',
    );
  });

  test("none there: apt on Debian, Playwright's download anywhere else", () => {
    expect(resolveChromium({ env: {}, exists: none, bundled: '/pw', debianApt: true })).toEqual({
      install: 'apt',
    });
    expect(resolveChromium({ env: {}, exists: none, bundled: '/pw', debianApt: false })).toEqual({
      install: 'playwright',
    });
  });
});

describe('npm dependencies', () => {
  function fakeProject(name: string): string {
    const root = path.join(work, name);
    mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true });
    mkdirSync(path.join(root, 'node_modules/firebase-functions'), { recursive: true });
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n');
    return root;
  }
  function installed(root: string) {
    writeFileSync(path.join(root, 'node_modules/.bin/firebase'), '');
    writeFileSync(path.join(root, 'node_modules/firebase-functions/package.json'), '{}');
    writeFileSync(path.join(root, 'node_modules/.package-lock.json'), '{}');
  }

  test('installs when nothing is installed, then not again', () => {
    const root = fakeProject('fresh');
    const installs: string[] = [];
    const install = (r: string) => {
      installs.push(r);
      installed(r);
    };
    ensureNodeModules({ root, install });
    ensureNodeModules({ root, install });
    expect(installs).toEqual([root]);
    expect(readFileSync(path.join(root, 'node_modules', INSTALL_STAMP), 'utf8').trim()).toBe(
      lockHash(root),
    );
  });

  test('installs with npm ci, which never rewrites package-lock.json, then only the install scripts allowScripts allows', () => {
    const root = fakeProject('ci');
    writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ allowScripts: { esbuild: true, re2: false } }),
    );
    const lock = `${JSON.stringify({
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/esbuild': { hasInstallScript: true },
        'node_modules/re2': { hasInstallScript: true, optional: true },
        'node_modules/a/node_modules/@x/native': { hasInstallScript: true },
        'node_modules/plain': {},
      },
    })}\n`;
    writeFileSync(path.join(root, 'package-lock.json'), lock);
    // npm itself, faked: it records its arguments, and `npm ci` installs the markers.
    const bin = path.join(work, 'fake-npm');
    mkdirSync(bin);
    const calls = path.join(work, 'npm-calls.log');
    writeFileSync(
      path.join(bin, 'npm'),
      `#!/bin/sh\necho "$*" >> '${calls}'\n` +
        'if [ "$1" = ci ]; then touch node_modules/.bin/firebase node_modules/firebase-functions/package.json; fi\n',
    );
    chmodSync(path.join(bin, 'npm'), 0o755);
    const pathBefore = process.env.PATH;
    process.env.PATH = `${bin}${path.delimiter}${pathBefore}`;
    try {
      ensureNodeModules({ root });
    } finally {
      process.env.PATH = pathBefore;
    }
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
      'ci --ignore-scripts --no-audit --no-fund',
      'rebuild @x/native esbuild',
    ]);
    expect(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).toBe(lock);
    expect(installState(root)).toEqual({ current: true });
  });

  test('installs again after a pull changes package-lock.json (root or functions)', () => {
    const root = fakeProject('pulled');
    installed(root);
    let installs = 0;
    const install = () => (installs += 1);
    ensureNodeModules({ root, install }); // an install from before stamps: adopted, not redone
    expect(installs).toBe(0);

    writeFileSync(
      path.join(root, 'package-lock.json'),
      '{"lockfileVersion":3,"packages":{"x":{}}}\n',
    );
    expect(installState(root)).toEqual({
      current: false,
      reason: 'package-lock.json changed since the last install',
    });
    ensureNodeModules({ root, install });
    expect(installs).toBe(1);

    mkdirSync(path.join(root, 'functions'));
    writeFileSync(path.join(root, 'functions/package-lock.json'), '{"packages":{"y":{}}}\n');
    ensureNodeModules({ root, install });
    expect(installs).toBe(2);
    ensureNodeModules({ root, install });
    expect(installs).toBe(2);
  });

  test('an unstamped install older than the lockfile is redone', () => {
    const root = fakeProject('stale');
    installed(root);
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(root, 'node_modules/.package-lock.json'), past, past);
    expect(installState(root)).toEqual({
      current: false,
      reason: 'package-lock.json is newer than the installed packages',
    });
  });
});
