/**
 * The Firebase app and its configuration. Real projects configure it through VITE_FIREBASE_*
 * variables; without them the app runs against the Emulator Suite under a demo- project.
 */
import {
  getApp,
  getApps,
  initializeApp,
  type FirebaseApp,
  type FirebaseOptions,
} from 'firebase/app';

const env = import.meta.env;

const firebaseConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-debate-arena',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || undefined,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  appId: env.VITE_FIREBASE_APP_ID || undefined,
};

export const projectId = firebaseConfig.projectId as string;

/** Emulator mode: forced by VITE_USE_EMULATORS, implied by a demo- project. */
export const emulatorMode =
  env.VITE_USE_EMULATORS === 'true' ||
  (env.VITE_USE_EMULATORS !== 'false' && projectId.startsWith('demo-'));

export const functionsRegion = env.VITE_FUNCTIONS_REGION || 'us-central1';

interface HostPort {
  host: string;
  port: number;
}

interface EmulatorHosts {
  /** The Auth emulator's origin, e.g. 'http://127.0.0.1:9099'. */
  auth: string;
  firestore: HostPort;
  functions: HostPort;
}

/**
 * Where the emulators are. In the browser they are reached through the page's own origin:
 * the dev and preview servers proxy their paths (vite.config.ts), so a build does not
 * depend on their ports. Node-side tests set `globalThis.__DEBATE_ARENA_EMULATORS__`.
 */
export function emulatorHosts(): EmulatorHosts {
  const override = (globalThis as { __DEBATE_ARENA_EMULATORS__?: EmulatorHosts })
    .__DEBATE_ARENA_EMULATORS__;
  if (override) return override;
  const { hostname, port, protocol, origin } = window.location;
  const sameOrigin = {
    host: hostname,
    port: port ? Number(port) : protocol === 'https:' ? 443 : 80,
  };
  return { auth: origin, firestore: sameOrigin, functions: sameOrigin };
}

export function firebaseApp(): FirebaseApp {
  if (getApps().length) return getApp();
  const app = initializeApp(firebaseConfig);
  startAppCheck(app);
  return app;
}

/**
 * App Check starts with the app, so its first token is on its way before the first request
 * (the SDKs pick it up when it registers). It is its own chunk, fetched after the page is
 * up: the sign-in page's first JS never carries it, and a build without a site key drops
 * the import altogether (the condition is a constant).
 */
function startAppCheck(app: FirebaseApp): void {
  if (!import.meta.env.VITE_APPCHECK_SITE_KEY) return;
  const siteKey = String(import.meta.env.VITE_APPCHECK_SITE_KEY).trim();
  // A debug token gets past attestation: only a build made for the emulators may carry one.
  const debugToken =
    import.meta.env.VITE_USE_EMULATORS === 'true'
      ? (import.meta.env.VITE_APPCHECK_DEBUG_TOKEN as string | undefined)?.trim()
      : undefined;
  import('./app-check')
    .then(({ activateAppCheck }) =>
      activateAppCheck(app, { siteKey, debug: emulatorMode, debugToken }),
    )
    .catch((error: unknown) => console.error('Could not start App Check', error));
}
