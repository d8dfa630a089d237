/**
 * One production build of the checkout, shared by the build tests that only read it
 * (pwa-build, hosting-headers, secrets, app-check-build's build without a site key). Each built
 * the app on its own: five full builds of the same sources, each about half a minute of CPU
 * beside npm test's busy lanes.
 *
 * The first test file to ask builds it, in a folder of this Vitest run
 * (./production-build.global.ts makes it and removes it at the end); the others, in their own
 * workers, wait for its result there. The build is `vite build` as the tests ran it, in
 * production mode, with a provider key in its environment that must never reach the bundle
 * (secrets.test.ts) and App Check left unset (app-check-build.test.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { ProductionBuildContext } from './production-build.global';
import { projectRoot } from './project-copy';

/** A provider key set while the shared build runs: secrets.test.ts looks for it in the bundle. */
export const BUILD_TIME_SECRET = 'sk-proj-THISMUSTNEVERSHIPINTHEBUNDLE0001';

/**
 * A full app build beside the busy lanes: as long as the other build tests give one. 180 s ran
 * out on a slow 2-core machine (ci-local: the unit lane, at nice 5, took 1,298 s that run).
 */
export const PRODUCTION_BUILD_MS = 360_000;

export interface Outcome {
  ok: boolean;
  output: string;
}

/**
 * `vite build` of the checkout into `out`, in production mode, with `env` over this process's
 * environment (a variable set even when empty outranks any .env file Vite reads).
 */
export function viteBuild(out: string, env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(projectRoot, 'node_modules/.bin/vite'),
      ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: projectRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Vitest sets NODE_ENV=test, which would build React's development code.
        env: { ...process.env, NODE_ENV: 'production', ...env },
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}` }));
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

let mine: Promise<string> | undefined;

/** The shared build's folder, built by whichever file asked first; rejects if the build failed. */
export function productionBuild(): Promise<string> {
  mine ??= (async () => {
    const dir: ProductionBuildContext['productionBuildDir'] = inject('productionBuildDir');
    const out = path.join(dir, 'dist');
    const result = path.join(dir, 'result.json');
    let claimed = true;
    try {
      // mkdir is atomic: one file of the run claims the build.
      mkdirSync(path.join(dir, 'claimed'));
    } catch {
      claimed = false;
    }
    if (claimed) {
      const outcome = await viteBuild(out, {
        VITE_APPCHECK_SITE_KEY: '',
        OPENAI_API_KEY: BUILD_TIME_SECRET,
      });
      // Renamed into place: a waiting file never reads half of it.
      writeFileSync(`${result}.tmp`, JSON.stringify(outcome));
      renameSync(`${result}.tmp`, result);
    }
    const deadline = Date.now() + PRODUCTION_BUILD_MS;
    while (!existsSync(result)) {
      if (Date.now() > deadline) {
        throw new Error(`The shared production build did not finish in ${PRODUCTION_BUILD_MS} ms`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const outcome = JSON.parse(readFileSync(result, 'utf8')) as Outcome;
    if (!outcome.ok) throw new Error(`The shared production build failed:\n${outcome.output}`);
    return out;
  })();
  return mine;
}
