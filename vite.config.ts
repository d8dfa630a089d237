import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  defineConfig,
  type Plugin,
  type ProxyOptions,
  type ResolveModulePreloadDependenciesFn,
} from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/**
 * In emulator mode the app reaches Auth, Firestore and Functions through its own origin:
 * the dev and preview servers proxy the emulators' paths. One origin means one port to
 * open (a phone on the LAN works too) and a build that does not care which ports the
 * emulators were given.
 */
function emulatorProxy(): Record<string, ProxyOptions> {
  const host = process.env.DA_EMULATOR_HOST ?? '127.0.0.1';
  const auth = `http://${host}:${process.env.DA_AUTH_PORT ?? '9099'}`;
  const firestore = `http://${host}:${process.env.DA_FIRESTORE_PORT ?? '8080'}`;
  const functions = `http://${host}:${process.env.DA_FUNCTIONS_PORT ?? '5001'}`;
  const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-debate-arena';
  return {
    '/identitytoolkit.googleapis.com': { target: auth },
    '/securetoken.googleapis.com': { target: auth },
    '/emulator/v1/projects': { target: auth },
    '/google.firestore.v1.Firestore': { target: firestore, ws: false },
    // Firestore's REST calls (count() aggregations: 'N watching').
    [`/v1/projects/${projectId}/databases/`]: { target: firestore },
    [`/${projectId}/`]: { target: functions },
  };
}

interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * The headers firebase.json gives the hosted app, served by `vite preview` too, so the e2e
 * suite and the bench run the built app under the very same Content-Security-Policy,
 * framing and permissions policy (read from the file: the two cannot drift). Rules whose
 * source is '**' or an exact path apply, in order, a later one winning as on Hosting (so
 * /sw.js gets its own policy); the glob rules only set cache lifetimes. The dev server
 * sends none: its hot reload runs inline scripts. In emulator mode the app reaches the
 * emulators through this same origin (emulatorProxy), so 'self' admits them.
 */
export function previewHostingHeaders(): Plugin {
  const config = JSON.parse(
    readFileSync(fileURLToPath(new URL('./firebase.json', import.meta.url)), 'utf8'),
  ) as { hosting: { headers: HostingHeaderRule[] } };
  const rules = config.hosting.headers.filter(
    (rule) => rule.source === '**' || !/[*?{}[\]!@()]/.test(rule.source),
  );
  return {
    name: 'preview-hosting-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://preview').pathname;
        for (const rule of rules) {
          if (rule.source !== '**' && rule.source !== path) continue;
          for (const { key, value } of rule.headers) res.setHeader(key, value);
        }
        next();
      });
    },
  };
}

/**
 * `@/` is src/ (as in tsconfig.base.json). re2js is Firestore's pipeline regex engine, which
 * this app never uses: src/vendor/re2js-build-stub.ts stands in for it (45 KB gzip less), and
 * tests/build/pwa-build.test.ts fails if the alias goes away.
 */
export const appAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  re2js: fileURLToPath(new URL('./src/vendor/re2js-build-stub.ts', import.meta.url)),
};

/**
 * React Router 7's package exports name only its development build ("temporary", its
 * maintainers say: remix-run/react-router#12532), so a production build shipped its dev-only
 * warnings and checks (ENABLE_DEV_WARNINGS). The build takes the production build beside it;
 * `npm start` keeps the development one and its warnings. tests/build/pwa-build.test.ts fails if
 * the development build comes back.
 */
function productionReactRouter(): Plugin {
  return {
    name: 'production-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          },
        ],
      },
    }),
  };
}

/** The web app manifest (served as /manifest.webmanifest, linked from index.html). */
const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Debate Arena',
  short_name: 'Debate Arena',
  description:
    'Chat one to one and hold timed debates that a panel of three AI judges scores. Earn medals, keep your stats, and keep chatting offline.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#4338ca',
  // One value for both themes (a manifest cannot vary with the scheme): the light page
  // background, the default theme's, which public/theme.js replaces before the first paint.
  background_color: '#f5f6fb',
  categories: ['social', 'education', 'entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-mono.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'monochrome' },
  ],
  screenshots: [
    {
      src: '/screenshots/chats-narrow.png',
      sizes: '720x1280',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Your chats and debates, with live, waiting and completed debates marked',
    },
    {
      src: '/screenshots/debate-wide.png',
      sizes: '1920x1080',
      type: 'image/png',
      form_factor: 'wide',
      label: 'A timed debate in progress between two debaters',
    },
  ],
  shortcuts: [
    { name: 'Chats', short_name: 'Chats', url: '/chats' },
    { name: 'Join a Debate', short_name: 'Join', url: '/home?section=browse-debates' },
  ],
};

/**
 * A feature's index.ts (its public surface, docs/ARCHITECTURE.md) only re-exports. Marked
 * free of side effects, the bundler follows each import through it to the file that defines
 * the name, so a route takes the pieces it uses and not the whole feature: /policy does not
 * download How It Works, the home route does not download the debate room. The files behind
 * the index keep their side effects (their stylesheets).
 */
export function featureSurfaces(): Plugin {
  return {
    name: 'feature-surfaces',
    transform: {
      filter: { id: /\/src\/features\/[^/]+\/index\.ts$/ },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

/**
 * What a lazy import() fetches ahead of running: the chunk itself and its stylesheets. Vite's
 * default appends a <link rel="modulepreload"> for every chunk the screen needs, in the task
 * that renders it: 28 links for /home, 42 for an open chat. Inserting /home's took 171 ms of
 * a 220 ms task at a 3.5× CPU slowdown, the largest task after the first paint
 * (bench/performance-notes.md). The chunk's own imports fetch the rest, from the
 * worker's cache for an installed app: later by a round trip or two, as rolldown does not
 * hoist transitive imports, but with no element to insert for each. index.html keeps its
 * modulepreloads: the HTML parser inserts those before any script runs.
 */
const chunkAndStylesheets: ResolveModulePreloadDependenciesFn = (file, deps, { hostType }) =>
  hostType === 'html' ? deps : deps.filter((dep) => dep === file || dep.endsWith('.css'));

/** What the dev server's watcher leaves alone: logs, builds and caches (see server.watch). */
const NOT_SOURCE = [
  '**/*.log',
  '**/dist/**',
  '**/dist-*/**',
  '**/.cache/**',
  '**/coverage/**',
  '**/playwright-report/**',
  '**/functions/lib/**',
  '**/.firebase*',
];

export default defineConfig({
  resolve: { alias: appAliases },
  plugins: [
    react(),
    productionReactRouter(),
    featureSurfaces(),
    previewHostingHeaders(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      // The plugin precaches the manifest itself; the icons come with the glob below.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        globIgnores: ['**/screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    host: true,
    proxy: emulatorProxy(),
    // The emulators beside it (npm start, the e2e session) append a line to
    // firestore-debug.log for every connection, in the project's root, and builds and caches
    // land there too: none of it is the app's source, and each change woke the watcher.
    watch: { ignored: NOT_SOURCE },
  },
  preview: { host: true, proxy: emulatorProxy() },
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: { resolveDependencies: chunkAndStylesheets },
  },
});
