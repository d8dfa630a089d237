/**
 * The installable app as built: the build tests' shared production build (a fresh `vite build`
 * into a temporary folder, so a `dist/` other suites serve is never touched:
 * ./support/production-build.ts), then its precache manifest, web app manifest, index.html and
 * chunk graph as a browser would meet them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { RE2JS } from '@/vendor/re2js-build-stub';
import { PRODUCTION_BUILD_MS, productionBuild } from './support/production-build';

let out = '';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

beforeAll(async () => {
  out = await productionBuild();
}, PRODUCTION_BUILD_MS);

const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

function precache(): PrecacheEntry[] {
  const sw = read('sw.js');
  const list = /\[\{"revision":[\s\S]*?\}\]/.exec(sw);
  if (!list) throw new Error('No precache manifest in sw.js');
  return JSON.parse(list[0]) as PrecacheEntry[];
}

function precachedUrls(): Set<string> {
  return new Set(precache().map((e) => e.url));
}

function webManifest() {
  return JSON.parse(read('manifest.webmanifest')) as Record<string, unknown> & {
    icons: ManifestImage[];
    screenshots: ManifestImage[];
  };
}

/** The src/href of the tags in index.html, without the leading slash. */
function htmlRefs(pattern: RegExp): string[] {
  return [...read('index.html').matchAll(pattern)].map((m) => m[1]!.replace(/^\//, ''));
}

const entryScripts = () => htmlRefs(/<script type="module"[^>]*src="([^"]+)"/g);
const preloads = () => htmlRefs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g);
const stylesheets = () => htmlRefs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(out, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The chunks a script loads before it runs: its static imports, transitively. */
function staticClosure(starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = read(file);
    const imports = code.matchAll(
      /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g,
    );
    for (const m of imports) queue.push(path.posix.join(path.posix.dirname(file), m[1]!));
  }
  return seen;
}

function assetsMatching(pattern: RegExp): string[] {
  return readdirSync(path.join(out, 'assets'))
    .filter((f) => pattern.test(f))
    .map((f) => `assets/${f}`);
}

/** The chunk holding the FCM web SDK (the name of its IndexedDB database marks it). */
function messagingChunks(): string[] {
  return assetsMatching(/\.js$/).filter((f) => read(f).includes('firebase-messaging-database'));
}

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(path.join(out, f))).length;
  return Math.round(bytes / 102.4) / 10;
}

describe('the precache manifest in sw.js', () => {
  test('holds the app shell: index.html, the entry script and its chunks, the styles, the manifest and the icons', () => {
    const urls = precachedUrls();
    expect(entryScripts()).toHaveLength(1);
    expect(stylesheets().length).toBeGreaterThan(0);
    const shell = [
      'index.html',
      'manifest.webmanifest',
      'favicon.svg',
      ...entryScripts(),
      ...preloads(),
      ...stylesheets(),
      ...webManifest().icons.map((i) => i.src.replace(/^\//, '')),
      'icons/apple-touch-icon-180.png',
      'icons/badge-96.png',
    ];
    for (const file of shell) expect(urls, file).toContain(file);
  });

  test('holds every script and stylesheet, so any screen opens offline', () => {
    const urls = precachedUrls();
    const assets = assetsMatching(/\.(js|css)$/);
    expect(assets.length).toBeGreaterThan(10);
    for (const file of assets) expect(urls, file).toContain(file);
    for (const url of urls) expect(existsSync(path.join(out, url)), url).toBe(true);
  });

  test('leaves out the worker itself, source maps and the store screenshots', () => {
    const urls = [...precachedUrls()];
    // The build does write maps and screenshots: leaving them out is the config's doing.
    expect(assetsMatching(/\.map$/).length).toBeGreaterThan(0);
    expect(existsSync(path.join(out, 'screenshots'))).toBe(true);
    expect(urls.filter((u) => /(^|\/)sw\.js$|workbox-.*\.js$/.test(u))).toEqual([]);
    expect(urls.filter((u) => u.endsWith('.map'))).toEqual([]);
    expect(urls.filter((u) => u.startsWith('screenshots/'))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('hashed assets carry no revision and everything else does', () => {
    for (const entry of precache()) {
      if (/^assets\/.+-[\w-]{8}\.(js|css)$/.test(entry.url)) continue;
      expect(entry.revision, entry.url).toMatch(/^[0-9a-f]{32}$/);
    }
    const size = gzipKb(precache().map((e) => e.url));
    console.log(`precached shell: ${precache().length} files, ${size} KB gzip`);
  });
});

describe('the web app manifest', () => {
  test('has what an installable app needs', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Debate Arena',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#4338ca',
    });
    expect(String(manifest.short_name).length).toBeGreaterThan(0);
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
    expect(String(manifest.description).length).toBeGreaterThan(20);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.categories).toEqual(expect.arrayContaining(['social']));
    expect(read('index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  test('lists 192 and 512 pixel icons, plain and maskable, that exist at their stated size', () => {
    const icons = webManifest().icons;
    for (const purpose of ['any', 'maskable']) {
      for (const size of [192, 512]) {
        const icon = icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}`);
        expect(icon, `${purpose} ${size}`).toBeDefined();
        expect(icon!.type).toBe('image/png');
        expect(pngSize(icon!.src.replace(/^\//, ''))).toEqual({ width: size, height: size });
      }
    }
  });

  test('offers a narrow and a wide screenshot of the real app, small enough to download', () => {
    const screenshots = webManifest().screenshots;
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      const file = shot.src.replace(/^\//, '');
      const { width, height } = pngSize(file);
      expect(shot.sizes).toBe(`${width}x${height}`);
      expect(shot.form_factor === 'narrow' ? height > width : width > height).toBe(true);
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
      expect(statSync(path.join(out, file)).size).toBeLessThan(150 * 1024);
    }
  });
});

describe('index.html', () => {
  test('carries the iOS home-screen tags', () => {
    const html = read('index.html');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png"');
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes"');
    expect(html).toContain('<meta name="mobile-web-app-capable" content="yes"');
    expect(html).toMatch(/<meta name="apple-mobile-web-app-status-bar-style" content="[\w-]+"/);
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Debate Arena"');
    expect(html).toContain('<meta name="theme-color" content="#4338ca"');
    expect(pngSize('icons/apple-touch-icon-180.png')).toEqual({ width: 180, height: 180 });
  });
});

describe('what each page downloads first', () => {
  test('firebase/messaging is loaded lazily, never with the sign-in page or /home', () => {
    const messaging = messagingChunks();
    expect(messaging).toHaveLength(1);
    const entry = staticClosure([...entryScripts(), ...preloads()]);
    const signIn = staticClosure([...entry, ...assetsMatching(/^sign-in-[\w-]+\.js$/)]);
    const home = staticClosure([...entry, ...assetsMatching(/^home-[\w-]+\.js$/)]);
    expect(assetsMatching(/^sign-in-[\w-]+\.js$/)).toHaveLength(1);
    expect(assetsMatching(/^home-[\w-]+\.js$/)).toHaveLength(1);
    // The graph walk is real: the routes do pull in shared chunks statically.
    expect(home.size).toBeGreaterThan(entry.size);
    expect(signIn).not.toContain(messaging[0]);
    expect(home).not.toContain(messaging[0]);
    // …and the SDK is reachable, through a dynamic import only.
    const dynamicImporters = assetsMatching(/\.js$/).filter((f) =>
      read(f).includes(`import(\`./${path.basename(messaging[0]!)}\``),
    );
    expect(dynamicImporters.length).toBeGreaterThan(0);
    console.log(
      `initial JS gzip: sign-in ${gzipKb([...signIn])} KB, /home ${gzipKb([...home])} KB`,
    );
  });
});

describe('a lazy import (vite.config.ts chunkAndStylesheets)', () => {
  /**
   * Each dynamic import's preload list (the files of a __vite__mapDeps([…]) call) and the
   * chunk that import loads (the last import() before the call: Vite writes
   * `preload(() => import('./chunk.js'), __vite__mapDeps([…]))`).
   */
  function preloadLists(): { file: string; imported: string; deps: string[] }[] {
    const lists: { file: string; imported: string; deps: string[] }[] = [];
    for (const file of assetsMatching(/\.js$/)) {
      const code = read(file);
      const table = /m\.f=(\[[^\]]*\])/.exec(code);
      if (!table) continue;
      const files = JSON.parse(table[1]!) as string[];
      const imports = [...code.matchAll(/import\(`\.\/([\w.-]+\.js)`\)/g)];
      for (const call of code.matchAll(/__vite__mapDeps\(\[([\d,]+)\]\)/g)) {
        const before = imports.filter((i) => i.index < call.index).pop();
        lists.push({
          file,
          imported: `assets/${before?.[1]}`,
          deps: call[1]!.split(',').map((i) => files[Number(i)]!),
        });
      }
    }
    return lists;
  }

  test('fetches ahead only the chunk itself and its stylesheets, not a <link> per chunk', () => {
    const lists = preloadLists();
    // The routes' imports (the entry's) and the home sections' (the home chunk's) are found.
    expect(lists.length).toBeGreaterThan(10);
    for (const { file, imported, deps } of lists) {
      const scripts = deps.filter((d) => !d.endsWith('.css'));
      expect(scripts, `${file}, importing ${imported}, preloads`).toEqual([imported]);
    }
    // /home's chunks still arrive: through the home chunk's own imports.
    const [home] = assetsMatching(/^home-[\w-]+\.js$/);
    expect(lists.some(({ deps }) => deps.includes(home!))).toBe(true);
    expect(staticClosure([home!]).size).toBeGreaterThan(20);
    // The page's first scripts are still preloaded by index.html, before any script runs.
    expect(preloads().length).toBeGreaterThan(3);
  });
});

describe('a feature imported through its index.ts', () => {
  test('gives a route only the pieces it imports (featureSurfaces in vite.config.ts)', () => {
    const policy = staticClosure(assetsMatching(/^policy-[\w-]+\.js$/));
    const howItWorks = staticClosure(assetsMatching(/^how-it-works-[\w-]+\.js$/));
    const holds = (files: Set<string>, text: string) =>
      [...files].some((f) => read(f).includes(text));
    // Both pages come from the info-pages feature's index.ts; each page's words mark it.
    expect(holds(policy, 'Governing law and courts')).toBe(true);
    expect(holds(howItWorks, 'Tips for debaters')).toBe(true);
    expect(holds(policy, 'Tips for debaters')).toBe(false);
    expect(holds(howItWorks, 'Governing law and courts')).toBe(false);
  });
});

describe('Firestore’s regex engine (re2js)', () => {
  // Strings of the real engine that minification keeps (its exception name and messages).
  const engineMarkers = [
    'RE2JSSyntaxException',
    'Backtracker cannot evaluate Lookbehind instructions',
    'expression nests too deeply',
  ];
  const stubMessage = () => {
    try {
      RE2JS.compile();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('The re2js build stub no longer throws.');
  };

  test('is replaced by the build stub (vite.config.ts appAliases), so no page downloads it', () => {
    const scripts = assetsMatching(/\.js$/);
    const withEngine = scripts.filter((f) => engineMarkers.some((m) => read(f).includes(m)));
    expect(withEngine, 're2js engine code in the bundle: is its alias gone?').toEqual([]);
    // Firestore still calls it: the stub is what those calls reach.
    const withStub = scripts.filter((f) => read(f).includes(stubMessage()));
    expect(withStub).toHaveLength(1);
  });
});

test("ships React Router's production build, not its development one (vite.config.ts productionReactRouter)", () => {
  const sources = assetsMatching(/\.js\.map$/).flatMap(
    (file) => (JSON.parse(read(file)) as { sources: string[] }).sources,
  );
  const router = sources.filter((source) => source.includes('node_modules/react-router/'));
  expect(router.length).toBeGreaterThan(0);
  expect(router.filter((source) => source.includes('/dist/development/'))).toEqual([]);
});

// The hosting headers (cache lifetimes, the security policy) are in hosting-headers.test.ts.
