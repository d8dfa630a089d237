// Installs what the project's commands need when it is missing: npm dependencies,
// Debian's Chromium (Playwright cannot download its own browser here) and a Java runtime
// for the Firestore emulator.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { root } from './emulators.mjs';

function sh(command) {
  execSync(command, { stdio: 'inherit', cwd: root });
}

function has(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function ensureNodeModules() {
  const marker = path.join(root, 'node_modules', '.bin', 'firebase');
  const fnMarker = path.join(root, 'node_modules', 'firebase-functions', 'package.json');
  if (existsSync(marker) && existsSync(fnMarker)) return;
  console.log('Installing npm dependencies…');
  // `npm install`, not `npm ci`: the lockfile names optional native packages for other
  // platforms that a mirror may not carry, and `npm ci` refuses a lockfile without them.
  sh('npm install --no-audit --no-fund');
}

function aptInstall(pkg) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = 'DEBIAN_FRONTEND=noninteractive';
  try {
    sh(`${sudo}env ${env} apt-get install -y --no-install-recommends ${pkg}`);
  } catch {
    sh(`${sudo}env ${env} apt-get update`);
    sh(`${sudo}env ${env} apt-get install -y --no-install-recommends ${pkg}`);
  }
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  if (existsSync(chromiumPath())) return;
  console.log('Installing Debian chromium for Playwright…');
  aptInstall('chromium');
}

export function ensureJava() {
  if (has('java')) return;
  console.log('Installing a Java runtime for the Firestore emulator…');
  aptInstall('openjdk-17-jre-headless');
}
