import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { emulatorNodeOptions, root } from './emulators.mjs';

const shared = createRequire(path.join(root, 'package.json')).resolve(
  'firebase-tools/lib/emulator/functionsEmulatorShared.js',
);
const deferred = ['deploy/functions/backend.js', 'extensions/manifest.js', 'utils.js'].map((file) =>
  path.join(path.dirname(path.dirname(shared)), file),
);

/**
 * Runs a script at `<dir>/emulator/<name>.js` (the runtime's name makes it a function worker)
 * with the Emulator Suite's NODE_OPTIONS: it loads firebase-tools' shared module as the
 * runtime does, and prints which of the deferred modules are loaded, before and after it
 * uses a function of the shared module that needs one.
 */
function loadShared(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-workers-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'emulator'));
  const script = path.join(dir, 'emulator', `${name}.js`);
  writeFileSync(
    script,
    `const shared = require(${JSON.stringify(shared)});
const loaded = () => ${JSON.stringify(deferred)}.filter((f) => f in require.cache).length;
const before = loaded();
const secrets = shared.getSecretLocalPath({ extensionInstanceId: 'x' }, '/p');
console.log(JSON.stringify({ before, after: loaded(), secrets,
  constants: typeof shared.HttpConstants, findModuleRoot: typeof shared.findModuleRoot }));`,
  );
  const run = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: emulatorNodeOptions('') },
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Each case loads much of firebase-tools in a Node process of its own: a second or two of CPU,
// 18 s at the unit tests' low priority on a slow 2-core run, of the default 30.
describe('lean function workers (lean-function-workers.cjs)', { timeout: 120_000 }, () => {
  test('a worker loads the CLI’s deploy, extensions and utils code only once something uses it', () => {
    const worker = loadShared('functionsEmulatorRuntime');
    expect(worker).toMatchObject({ before: 0, constants: 'function', findModuleRoot: 'function' });
    // getSecretLocalPath reads the extensions manifest's folder name: loaded on that use.
    // The manifest module requires the utils itself: both are loaded on that use.
    expect(worker.after).toBe(2);
    expect(worker.secrets).toBe(path.join('/p', 'extensions', 'x.secret.local'));
  });

  test('any other process loads the shared module whole, as firebase-tools wrote it', () => {
    expect(loadShared('functionsEmulator')).toMatchObject({ before: 3, after: 3 });
  });
});
