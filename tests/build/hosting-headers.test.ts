/**
 * The headers Firebase Hosting sends (firebase.json): cache lifetimes, and the security
 * policy the app runs under (Content-Security-Policy, no framing, a permissions policy).
 * Then the built app against that policy, and `vite preview` (what the e2e suite and the
 * bench load) sending exactly the same headers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRODUCTION_BUILD_MS, productionBuild } from './support/production-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const rules = (
  JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { headers: HeaderRule[] };
  }
).hosting.headers;

/** A header as Hosting sends it for a path: the last matching rule that sets it wins. */
function headerFor(rulePaths: readonly string[], key: string): string | undefined {
  let value: string | undefined;
  for (const rule of rules) {
    if (!rulePaths.includes(rule.source)) continue;
    value = rule.headers.find((h) => h.key === key)?.value ?? value;
  }
  return value;
}

/** The policy as a map of directive → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const pageCsp = () => directives(headerFor(['**'], 'Content-Security-Policy'));
const workerCsp = () => directives(headerFor(['**', '/sw.js'], 'Content-Security-Policy'));

/** What the app calls (src/data, src/push, App Check), all by https. */
const FIREBASE_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://*.cloudfunctions.net',
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://content-firebaseappcheck.googleapis.com',
  // Firestore's WebChannel fetches it to tell "offline" from "server trouble" when a
  // request fails (seen blocked in e2e runs before it was listed).
  'https://www.google.com/images/cleardot.gif',
];
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

describe('hosting headers (firebase.json)', () => {
  const cacheControl = (source: string) =>
    rules.find((r) => r.source === source)?.headers.find((h) => h.key === 'Cache-Control')?.value;

  test('never let a browser keep the page, the worker or the manifest', () => {
    const shell = rules.find(
      (r) => r.source.includes('sw.js') && r.headers.some((h) => h.key === 'Cache-Control'),
    );
    expect(shell?.source).toBe('**/@(index.html|sw.js|manifest.webmanifest)');
    expect(cacheControl(shell!.source)).toBe('no-cache');
    expect(cacheControl('/')).toBe('no-cache');
    // The app's routes are rewritten to index.html: they are the page too.
    expect(cacheControl('**/!(*.*)')).toBe('no-cache');
    expect(cacheControl('/assets/**')).toContain('immutable');
  });

  test('run scripts from the app and the reCAPTCHA it signs in with, and nothing inline', () => {
    const csp = pageCsp();
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", ...RECAPTCHA_SCRIPTS]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    // Style elements only from the app; style attributes (reCAPTCHA's badge) cannot run code.
    expect(csp.get('style-src')).toEqual(["'self'"]);
    for (const [name, sources] of csp) {
      if (name === 'style-src-attr') continue;
      for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'", '*', 'http:'])
        expect(sources, name).not.toContain(loose);
    }
  });

  test('connect only to the Firebase endpoints the app uses', () => {
    const connect = pageCsp().get('connect-src') ?? [];
    expect(connect[0]).toBe("'self'");
    for (const endpoint of FIREBASE_ENDPOINTS) expect(connect).toContain(endpoint);
    expect(connect).not.toContain('https:');
    for (const source of connect.slice(1)) expect(source).toMatch(/^https:\/\/[\w*.-]+(\/|$)/);
    expect(pageCsp().get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  test('load no picture from a site another person chose (pictures are blob: from Firestore)', () => {
    expect(pageCsp().get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  test('refuse every framing, old browsers included', () => {
    expect(pageCsp().get('frame-ancestors')).toEqual(["'none'"]);
    expect(headerFor(['**'], 'X-Frame-Options')).toBe('DENY');
  });

  test('switch off the device features the app never uses', () => {
    const policy = headerFor(['**'], 'Permissions-Policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).not.toMatch(/notifications|push/);
  });

  test('give the worker its own policy, later in the list so it wins as on Hosting', () => {
    const page = rules.findIndex((r) => r.source === '**');
    const worker = rules.findIndex((r) => r.source === '/sw.js');
    expect(worker).toBeGreaterThan(page);
    const csp = workerCsp();
    // It fetches nothing from another site: no picture is cached from one (sw/runtime-caching.ts).
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });
});

describe('the built app under that policy', () => {
  let out = '';
  let server: PreviewServer | undefined;

  beforeAll(async () => {
    // The build tests' shared production build (./support/production-build.ts).
    out = await productionBuild();
    server = await preview({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: out },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    });
  }, PRODUCTION_BUILD_MS + 60_000);

  afterAll(async () => {
    await server?.close();
  });

  test('index.html has no inline script, style or event handler', () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, , body] of scripts) expect(body!.trim()).toBe('');
    // Exactly two, both same-origin files: the module bundle, and /theme.js, a classic blocking
    // script that applies the theme before the first paint (docs/decisions/0013-chat.md §5).
    const tags = Object.fromEntries(
      scripts.map(([, attributes]) => [/\bsrc="([^"]*)"/.exec(attributes!)?.[1], attributes!]),
    );
    const sources = Object.keys(tags).sort();
    expect(sources).toEqual([expect.stringMatching(/^\/assets\/[\w.-]+\.js$/), '/theme.js']);
    expect(scripts).toHaveLength(2);
    expect(tags[sources[0]!]).toMatch(/\btype="module"/);
    expect(tags['/theme.js']).not.toMatch(/\b(type|async|defer)\b/);
    expect(html).not.toMatch(/<style\b|\son[a-z]+=|javascript:/i);
  });

  test('no script evaluates strings, which the policy would refuse', () => {
    const files = readdirSync(path.join(out, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join(out, 'assets', f))
      .concat(path.join(out, 'sw.js'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(/(^|[^\w$.])eval\(|new Function\(|setTimeout\(["'`]/);
    }
  });

  test('vite preview (e2e, bench) sends the same headers as Hosting', async () => {
    const base = server!.resolvedUrls!.local[0]!;
    const expected = (rulePaths: string[]) =>
      Object.fromEntries(
        [
          'Content-Security-Policy',
          'X-Frame-Options',
          'Permissions-Policy',
          'X-Content-Type-Options',
          'Referrer-Policy',
        ].map((key) => [key, headerFor(rulePaths, key)]),
      );
    const served = async (pathname: string) => {
      const response = await fetch(new URL(pathname, base));
      expect(response.status, pathname).toBe(200);
      return Object.fromEntries(
        Object.keys(expected(['**'])).map((key) => [key, response.headers.get(key) ?? undefined]),
      );
    };
    for (const pathname of ['/', '/home', '/debate/abc', '/index.html', '/manifest.webmanifest'])
      expect(await served(pathname), pathname).toEqual(expected(['**']));
    expect(await served('/sw.js')).toEqual(expected(['**', '/sw.js']));
  });
});
