/// <reference lib="webworker" />
/**
 * The backend's requests, which the worker never answers from a cache: Firestore, Auth,
 * Functions and FCM on their own hosts, and the emulators' paths on the app's own origin
 * (vite.config.ts proxies them). One list for the font cache's refusal, the navigation route's
 * denylist and the static routes to the network.
 */

declare const self: ServiceWorkerGlobalScope;

/** A request to one of these hosts, or to a subdomain of one, is the backend's. */
export const BACKEND_HOSTS = [
  'firestore.googleapis.com',
  'identitytoolkit.googleapis.com',
  'securetoken.googleapis.com',
  'firebaseinstallations.googleapis.com',
  'fcmregistrations.googleapis.com',
  'fcm.googleapis.com',
  'cloudfunctions.googleapis.com',
  'cloudfunctions.net',
  'run.app',
] as const;

/** The emulators' paths on the app's own origin: what a backend path starts with. */
export const BACKEND_PATH_PREFIXES = [
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/google.firestore.',
  '/emulator/',
  '/__/',
] as const;

/** BACKEND_PATH_PREFIXES as Workbox's navigation denylist takes them. */
export const BACKEND_PATHS = BACKEND_PATH_PREFIXES.map(
  (prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
);

export function backendRequest(url: URL): boolean {
  return (
    BACKEND_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)) ||
    (url.origin === self.location.origin && BACKEND_PATHS.some((path) => path.test(url.pathname)))
  );
}
