/**
 * Nothing leaks between local runs and a real project. In a copy of the project whose
 * .env.local names a real project (as docs/operations.md "Using a real Firebase project" has one write):
 * the e2e build (scripts/lib/emulators.mjs buildEmulatorApp, as `npm test` makes it) still
 * targets the emulators under the demo project; `npm run build` targets the real project and
 * `firebase deploy`'s predeploy lets it go there only. Without a project, `npm run build`
 * warns loudly and the predeploy refuses the build. (npm start's dev server: start.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRODUCTION_BUILD_MS, productionBuild } from './support/production-build';
import { REAL_PROJECT, copyProject, developerEnv, envFile } from './support/project-copy';

let project = '';

beforeAll(() => {
  project = copyProject();
});
afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

/**
 * A full app build, CPU-bound: seconds on a quiet 2-core machine, minutes while npm test's
 * emulator and browser lanes share those cores. Each spawn and each test that waits for one gets
 * as long as the build tests' shared build.
 */
const BUILD_MS = PRODUCTION_BUILD_MS;

function node(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: project,
    encoding: 'utf8',
    env: developerEnv(env),
    timeout: BUILD_MS,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Every built script of a build, concatenated. */
function builtJs(dir: string): string {
  const assets = path.join(project, dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
}

/** The value a build baked in for a VITE_ variable (Vite inlines import.meta.env as a literal). */
function baked(js: string, name: string): string[] {
  return [...js.matchAll(new RegExp(`${name}:["'\`]([^"'\`]*)["'\`]`, 'g'))].map((m) => m[1]!);
}

const checkDeploy = (target: string) =>
  node(['scripts/check-deploy.mjs'], { GCLOUD_PROJECT: target });

describe('with a .env.local naming a real project', { timeout: BUILD_MS }, () => {
  beforeAll(() => writeFileSync(path.join(project, '.env.local'), envFile(REAL_PROJECT)));

  test('the e2e build talks to the emulators under the demo project, with none of its settings', () => {
    const build = node([
      '--input-type=module',
      '-e',
      `const { buildEmulatorApp, portsFor } = await import('./scripts/lib/emulators.mjs');
       await buildEmulatorApp({ ports: portsFor(0), outDir: 'dist-e2e' });`,
    ]);
    expect(build.out).not.toMatch(/error/i);
    expect(build.status).toBe(0);

    const js = builtJs('dist-e2e');
    expect(baked(js, 'VITE_FIREBASE_PROJECT_ID')).toEqual(['demo-debate-arena']);
    expect(baked(js, 'VITE_USE_EMULATORS')).toEqual(['true']);
    for (const value of Object.values(REAL_PROJECT).filter((v) => v !== 'false')) {
      expect(js, value).not.toContain(value);
    }
  });

  test('npm run build builds for the real project, and the predeploy lets it go there only', () => {
    const build = node(['scripts/build-app.mjs', '--logLevel', 'warn']);
    expect(build.status).toBe(0);
    expect(build.out).not.toContain('!!!');
    expect(build.out).toContain('Built for project da-real-project-4711');

    // The control: Vite does read .env.local, so the e2e build above was kept from it.
    const js = builtJs('dist');
    expect(baked(js, 'VITE_FIREBASE_PROJECT_ID')).toEqual(['da-real-project-4711']);
    expect(js).toContain(REAL_PROJECT.VITE_FIREBASE_API_KEY);
    expect(JSON.parse(readFileSync(path.join(project, 'dist/.build.json'), 'utf8'))).toEqual({
      projectId: 'da-real-project-4711',
      emulatorMode: false,
      mode: 'production',
    });

    const deploy = checkDeploy('da-real-project-4711');
    expect(deploy.out).toContain('dist/ is a production build for this project.');
    expect(deploy.status).toBe(0);

    const elsewhere = checkDeploy('da-other-project');
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.out).toContain(
      'Deploy refused: dist/ was built for project da-real-project-4711, but this deploy goes to da-other-project.',
    );
  });
});

describe('with no project configured', { timeout: BUILD_MS }, () => {
  beforeAll(() => rmSync(path.join(project, '.env.local'), { force: true }));

  test('npm run build says loudly it is an emulator build, and the predeploy refuses it', () => {
    const build = node(['scripts/build-app.mjs', '--logLevel', 'warn']);
    expect(build.status).toBe(0);
    const warning =
      'THIS BUILD IS FOR THE EMULATORS, NOT FOR DEPLOYING: no Firebase project is configured.';
    // Before the build's own output and again as the last thing printed.
    expect(build.out.split(warning)).toHaveLength(3);
    expect(build.out.trimEnd().endsWith('!'.repeat(20))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(project, 'dist/.build.json'), 'utf8'))).toMatchObject({
      projectId: 'demo-debate-arena',
      emulatorMode: true,
    });

    const deploy = checkDeploy('da-real-project-4711');
    expect(deploy.status).toBe(1);
    expect(deploy.out).toContain(
      'Deploy refused: dist/ is an emulator build (project demo-debate-arena): deployed, nobody could sign in.',
    );
  });

  test('the predeploy refuses a dist/ that npm run build did not make (a plain vite build)', async () => {
    // The build tests' shared production build is a plain `vite build` of the same sources.
    rmSync(path.join(project, 'dist'), { recursive: true, force: true });
    cpSync(await productionBuild(), path.join(project, 'dist'), { recursive: true });
    const deploy = checkDeploy('da-real-project-4711');
    expect(deploy.status).toBe(1);
    expect(deploy.out).toContain('dist/ holds no build from `npm run build` (no .build.json).');
  });
});
