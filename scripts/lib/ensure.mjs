// Installs what the project's commands need when it is missing or stale: the npm
// dependencies (with `npm ci`, again whenever a package-lock.json changed since the last
// install), a Chromium for Playwright and a Java runtime for the Firestore emulator.
//
// On Debian both come from apt (CI has no internet, so Playwright cannot download its own
// browser there). Elsewhere (macOS, other Linux, WSL without apt) CHROMIUM_PATH or
// Playwright's own Chromium is used, and for Java the command says what to install.
//
//   node scripts/lib/ensure.mjs [deps] [chromium] [java] [-- command ...]
//
// runs the named checks, then the command with CHROMIUM_PATH set to the Chromium found (and
// E2E_CHROMIUM_PATH to the browser tests' own: Debian's headless shell where it is there).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Written into node_modules after an install: the hash of the lockfiles it installed. */
export const INSTALL_STAMP = '.debate-arena-install';
const LOCKFILES = ['package-lock.json', 'functions/package-lock.json'];
const INSTALLED_MARKERS = ['.bin/firebase', 'firebase-functions/package.json'];

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function readSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function mtimeMs(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** Whether `command` runs (found on the PATH and exits 0). */
function runs(command, args = []) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

function onPath(command) {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.some((dir) => existsSync(path.join(dir, command)));
}

function sh(command, args, { cwd = projectRoot } = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

// ——— npm dependencies ———

export function lockHash(root = projectRoot) {
  const hash = createHash('sha256');
  for (const name of LOCKFILES) hash.update(`${name}\0${readSafe(path.join(root, name)) ?? ''}\0`);
  return hash.digest('hex');
}

/**
 * Whether node_modules matches the lockfiles: { current, reason, adopt }. An install made
 * before stamps existed has no stamp; npm's own record of it (node_modules/.package-lock.json)
 * says whether it followed the lockfiles' last change, and if so it is adopted.
 */
export function installState(root = projectRoot) {
  const modules = path.join(root, 'node_modules');
  if (!INSTALLED_MARKERS.every((m) => existsSync(path.join(modules, m)))) {
    return { current: false, reason: 'the npm dependencies are not installed' };
  }
  const stamp = readSafe(path.join(modules, INSTALL_STAMP))?.trim();
  if (stamp) {
    return stamp === lockHash(root)
      ? { current: true }
      : { current: false, reason: 'package-lock.json changed since the last install' };
  }
  const installed = mtimeMs(path.join(modules, '.package-lock.json'));
  const locks = LOCKFILES.map((f) => mtimeMs(path.join(root, f))).filter((t) => t !== null);
  if (installed !== null && locks.every((t) => installed >= t)) {
    return { current: true, adopt: true };
  }
  return { current: false, reason: 'package-lock.json is newer than the installed packages' };
}

/**
 * The packages whose install scripts an install runs: those package-lock.json marks as
 * having one, less those package.json's `allowScripts` denies (npm's own policy field; npm
 * 11 only reports it, so this install applies it).
 */
export function installScriptPackages(root = projectRoot) {
  const lock = JSON.parse(readSafe(path.join(root, 'package-lock.json')) ?? '{}');
  const policy = JSON.parse(readSafe(path.join(root, 'package.json')) ?? '{}').allowScripts ?? {};
  const names = Object.entries(lock.packages ?? {})
    .filter(([key, entry]) => key && entry.hasInstallScript)
    .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  const denied = (name) => policy[name] === false;
  return [...new Set(names)].filter((name) => !denied(name)).sort();
}

function npmCi(root) {
  // `npm ci`, not `npm install`: it installs exactly what package-lock.json says and never
  // rewrites it (the lockfile carries every platform's optional native packages, so it is
  // complete on macOS, Windows and Linux alike), and it starts from an empty node_modules,
  // so nothing of an older install is left over. The install scripts run after, for the
  // packages allowScripts allows: re2 (superstatic's optional regex engine, for the Hosting
  // emulator we never start) would otherwise compile from C++ sources without internet,
  // minutes of a 2-core machine, and superstatic works without it.
  sh('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root });
  const scripted = installScriptPackages(root);
  if (scripted.length) sh('npm', ['rebuild', ...scripted], { cwd: root });
}

export function ensureNodeModules({ root = projectRoot, install = npmCi } = {}) {
  const state = installState(root);
  const stampFile = path.join(root, 'node_modules', INSTALL_STAMP);
  if (state.current) {
    if (state.adopt) writeFileSync(stampFile, `${lockHash(root)}\n`);
    return;
  }
  console.log(`Installing npm dependencies (${state.reason})…`);
  try {
    install(root);
  } catch (error) {
    fail(
      `npm ci failed: ${error.message}\nFix the error above and run the command again. If ` +
        'package.json and package-lock.json disagree (a dependency edited by hand), run ' +
        '`npm install` once to update the lockfile, and commit it.',
    );
  }
  writeFileSync(stampFile, `${lockHash(root)}\n`);
}

// ——— apt (Debian) ———

/** The distribution's ID in /etc/os-release ('debian', 'ubuntu', …), or ''. */
function osId() {
  const text = readSafe('/etc/os-release') ?? '';
  return /^ID=["']?([^"'\n]*)/m.exec(text)?.[1]?.toLowerCase() ?? '';
}

/** Installs the first of `packages` apt knows; returns its name, or null. */
function aptInstall(packages) {
  const asRoot = (args) =>
    process.getuid?.() === 0 ? sh('env', args) : sh('sudo', ['env', ...args]);
  const apt = (...args) => asRoot(['DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);
  const known = () => packages.filter((pkg) => runs('apt-cache', ['show', pkg]));
  let updated = false;
  const update = () => {
    if (!updated) apt('update');
    updated = true;
  };
  let candidates = known();
  if (!candidates.length) {
    update();
    candidates = known();
  }
  for (const pkg of candidates) {
    try {
      apt('install', '-y', '--no-install-recommends', pkg);
      return pkg;
    } catch {
      // A stale package index names files the mirror no longer has.
      try {
        update();
        apt('install', '-y', '--no-install-recommends', pkg);
        return pkg;
      } catch {
        /* the next candidate */
      }
    }
  }
  return null;
}

// ——— Chromium ———

/** Chromium builds Playwright drives well when the system has them (Debian's, Arch's). */
export const SYSTEM_CHROMIUM = ['/usr/bin/chromium'];

/**
 * Debian's old headless shell (package chromium-headless-shell, the same build as its chromium
 * without the browser's UI layers): what the browser tests run in where it is there. Playwright
 * drives it as it drives its own chrome-headless-shell; Lighthouse (npm run bench) keeps the full
 * Chromium, whose headless mode is the browser people use.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium (E2E_CHROMIUM_PATH): the one E2E_CHROMIUM_PATH already names (set
 * by hand, or by an earlier call in a parent process: npm test's with-emulators.mjs calls again,
 * and then finds CHROMIUM_PATH set), else the one CHROMIUM_PATH names when it was set, else the
 * system's headless shell beside the system's Chromium when it is there, else `chromium`.
 */
export function resolveTestBrowser({ chromium, source, env = process.env, exists = existsSync }) {
  if (env.E2E_CHROMIUM_PATH && exists(env.E2E_CHROMIUM_PATH)) return env.E2E_CHROMIUM_PATH;
  if (source === 'system' && exists(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL;
  return chromium;
}

/** Where `npx playwright install chromium` puts (or has put) its Chromium. */
export function playwrightChromium(root = projectRoot) {
  try {
    const require = createRequire(path.join(root, 'package.json'));
    return require('playwright-core').chromium.executablePath();
  } catch {
    return null;
  }
}

/**
 * Which Chromium to use, from the facts of this machine:
 * { path, source } when one is there, { install: 'apt' | 'playwright' } when one must be
 * fetched, { error } when CHROMIUM_PATH names nothing.
 */
export function resolveChromium({
  env = process.env,
  exists = existsSync,
  systemPaths = SYSTEM_CHROMIUM,
  bundled = null,
  debianApt = false,
}) {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' }
      : { error: `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not exist.` };
  }
  const system = systemPaths.find((p) => exists(p));
  if (system) return { path: system, source: 'system' };
  if (bundled && exists(bundled)) return { path: bundled, source: 'playwright' };
  // Ubuntu's `chromium` is a snap Playwright cannot drive: apt only on Debian itself.
  return { install: debianApt ? 'apt' : 'playwright' };
}

function isDebianWithApt() {
  return process.platform === 'linux' && osId() === 'debian' && onPath('apt-get');
}

/** Finds or installs a Chromium, sets CHROMIUM_PATH to it (children inherit it), returns it. */
export function ensureChromium({ root = projectRoot } = {}) {
  const found = resolveChromium({
    bundled: playwrightChromium(root),
    debianApt: isDebianWithApt(),
  });
  if (found.error)
    fail(`${found.error}\nPoint CHROMIUM_PATH at a Chromium or Chrome binary, or unset it.`);
  const e2e = process.env.E2E_CHROMIUM_PATH;
  if (e2e && !existsSync(e2e))
    fail(
      `E2E_CHROMIUM_PATH is ${e2e}, which does not exist.\nPoint it at a Chromium, or unset it.`,
    );
  let chromium = found.path;
  if (found.install === 'apt') {
    console.log("Installing Debian's chromium for Playwright…");
    if (!aptInstall(['chromium'])) fail('apt-get could not install chromium (see above).');
    chromium = SYSTEM_CHROMIUM[0];
  } else if (found.install === 'playwright') {
    console.log("Installing Playwright's Chromium (npx playwright install chromium)…");
    try {
      sh(path.join(root, 'node_modules', '.bin', 'playwright'), ['install', 'chromium'], {
        cwd: root,
      });
    } catch (error) {
      fail(
        `Could not install Playwright's Chromium: ${error.message}\n` +
          'Without internet, set CHROMIUM_PATH to an installed Chromium or Chrome binary.',
      );
    }
    chromium = playwrightChromium(root);
    if (!chromium || !existsSync(chromium)) fail('Playwright installed no Chromium (see above).');
  }
  const source = found.path ? found.source : found.install === 'apt' ? 'system' : 'playwright';
  if (source === 'system' && !existsSync(SYSTEM_HEADLESS_SHELL) && isDebianWithApt()) {
    console.log("Installing Debian's chromium-headless-shell for the browser tests…");
    // Without it the tests run in the full Chromium: slower, not wrong.
    if (!aptInstall(['chromium-headless-shell']))
      console.log('(not installed: the full Chromium runs them)');
  }
  process.env.CHROMIUM_PATH = chromium;
  process.env.E2E_CHROMIUM_PATH = resolveTestBrowser({ chromium, source });
  return chromium;
}

// ——— Java ———

/** The major version of the `java` on the PATH, or null (none, or macOS's stub without a JDK). */
export function javaMajor() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!version) return null;
  // Java 8 and older call themselves 1.x.
  return version[1] === '1' ? Number(version[2]) : Number(version[1]);
}

export const JAVA_HELP = `The Firestore emulator needs Java 17 or newer (21 recommended). Install one, open a new
terminal so that \`java -version\` works, and run the command again:

  macOS (Homebrew):        brew install --cask temurin@21
  Ubuntu and other apt:    sudo apt-get install openjdk-21-jre-headless
  Fedora, RHEL:            sudo dnf install java-21-openjdk-headless
  Arch:                    sudo pacman -S jre21-openjdk-headless
  openSUSE:                sudo zypper install java-21-openjdk-headless
  Anywhere (also Windows): Eclipse Temurin 17 or 21 from https://adoptium.net`;

export function ensureJava() {
  const major = javaMajor();
  if (major !== null && major >= 17) return;
  if (major === null && onPath('apt-get') && process.platform === 'linux') {
    console.log('Installing a Java runtime for the Firestore emulator…');
    // Debian 12 has 17, Debian 13 and recent Ubuntu have 21.
    if (aptInstall(['openjdk-21-jre-headless', 'openjdk-17-jre-headless'])) return;
  }
  fail(
    `${major === null ? 'No Java runtime was found.' : `Java ${major} was found.`} ${JAVA_HELP}`,
  );
}

// ——— command line ———

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dash = args.indexOf('--');
  const checks = dash === -1 ? args : args.slice(0, dash);
  const command = dash === -1 ? [] : args.slice(dash + 1);
  const unknown = checks.filter((c) => !['deps', 'chromium', 'java'].includes(c));
  if (unknown.length) fail(`Unknown check ${unknown.join(', ')}: use deps, chromium, java.`);
  if (checks.includes('deps')) ensureNodeModules();
  if (checks.includes('chromium')) ensureChromium();
  if (checks.includes('java')) ensureJava();
  if (command.length) {
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: process.env });
    if (result.error) fail(`${command[0]}: ${result.error.message}`);
    process.exit(result.status ?? 1);
  }
}
