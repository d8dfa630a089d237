/**
 * App Check in the bundle (src/data/app.ts, src/data/app-check.ts): a build without
 * VITE_APPCHECK_SITE_KEY carries none of it, and a build with one fetches it as its own
 * chunk after the sign-in page's first JS. The build without one is the build tests' shared
 * production build (./support/production-build.ts); the other is built here, into a temporary
 * folder.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRODUCTION_BUILD_MS, productionBuild, viteBuild } from './support/production-build';

const builds: Record<'without' | 'with', string> = { without: '', with: '' };

/** Strings only App Check's SDK holds: its debug global and its token exchange host. */
const APP_CHECK_MARKERS = ['FIREBASE_APPCHECK_DEBUG_TOKEN', 'content-firebaseappcheck'];

beforeAll(async () => {
  builds.with = mkdtempSync(path.join(tmpdir(), 'da-app-check-'));
  // Beside the shared build, when this file is the first to ask for it.
  const [withKey, shared] = await Promise.all([
    viteBuild(builds.with, { VITE_APPCHECK_SITE_KEY: 'test-recaptcha-enterprise-site-key' }),
    productionBuild(),
  ]);
  expect(withKey.ok, withKey.output).toBe(true);
  builds.without = shared;
}, 2 * PRODUCTION_BUILD_MS);

afterAll(() => {
  if (builds.with) rmSync(builds.with, { recursive: true, force: true });
});

function scripts(out: string): string[] {
  return readdirSync(path.join(out, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
}

const read = (out: string, file: string) => readFileSync(path.join(out, file), 'utf8');
const withAppCheck = (out: string) =>
  scripts(out).filter((f) => APP_CHECK_MARKERS.some((m) => read(out, f).includes(m)));

/** The sign-in page's first JS: index.html's scripts and their static imports. */
function signInClosure(out: string): Set<string> {
  const html = read(out, 'index.html');
  const queue = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  queue.push(...scripts(out).filter((f) => /^assets\/sign-in-[\w-]+\.js$/.test(f)));
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = read(out, file).matchAll(
      /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g,
    );
    for (const m of imports) queue.push(`assets/${m[1]}`);
  }
  return seen;
}

const gzipKb = (out: string, files: Iterable<string>) =>
  Math.round(
    [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(out, f))).length, 0) /
      102.4,
  ) / 10;

describe('App Check in the bundle', () => {
  test('a build without VITE_APPCHECK_SITE_KEY carries none of it, not even a lazy chunk', () => {
    expect(scripts(builds.without).length).toBeGreaterThan(10);
    expect(withAppCheck(builds.without)).toEqual([]);
    expect(read(builds.without, 'sw.js')).not.toContain('app-check');
  });

  test('a build with a site key loads it as its own chunk, after the sign-in page', () => {
    const chunks = withAppCheck(builds.with);
    expect(chunks).toHaveLength(1);
    const signIn = signInClosure(builds.with);
    expect(signIn.size).toBeGreaterThan(2);
    expect(signIn).not.toContain(chunks[0]);
    const importers = scripts(builds.with).filter((f) =>
      read(builds.with, f).includes(`import(\`./${path.basename(chunks[0]!)}\``),
    );
    expect(importers.length).toBeGreaterThan(0);
    // The key is the build's own, baked in where the chunk is started.
    expect(
      importers.some((f) => read(builds.with, f).includes('test-recaptcha-enterprise-site-key')),
    ).toBe(true);
    const before = gzipKb(builds.without, signInClosure(builds.without));
    const after = gzipKb(builds.with, signIn);
    console.log(
      `sign-in first JS gzip: ${before} KB without App Check, ${after} KB with a site key (+ ${gzipKb(builds.with, chunks)} KB App Check chunk, loaded after)`,
    );
    expect(after - before).toBeLessThan(1);
  });
});
