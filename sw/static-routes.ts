/// <reference lib="webworker" />
/**
 * Static routes (the Service Worker Static Routing API, InstallEvent.addRoutes: Chromium 123
 * and later): requests the browser answers without running this worker's script. Every
 * request of a page the worker controls otherwise wakes it for a fetch event: the 50-odd
 * hashed scripts and styles of a signed-in start, each answered from the precache by
 * Workbox's router in the worker's thread, and every Firestore and Auth request, which it only
 * lets through. The hashed assets now come straight from the cache (a miss goes to the
 * network) and the backend's traffic straight from the network. Browsers without the API
 * keep the fetch handler for all of it, as before.
 */

import type { WorkboxPlugin } from 'workbox-core/types.js';
import { BACKEND_HOSTS, BACKEND_PATH_PREFIXES } from './backend';

declare const self: ServiceWorkerGlobalScope;

/** A condition of a static route (URL patterns as strings, relative to the worker's URL). */
interface RouterCondition {
  urlPattern?: string;
  or?: RouterCondition[];
}

interface RouterRule {
  condition: RouterCondition;
  source: 'network' | 'cache';
}

/** The backend's requests (sw/backend.ts) as URL patterns: its hosts and their subdomains. */
const BACKEND_PATTERNS = [
  ...BACKEND_HOSTS.flatMap((host) => [`https://${host}/*`, `https://*.${host}/*`]),
  ...BACKEND_PATH_PREFIXES.map((prefix) => `${prefix}*`),
];

const STATIC_ROUTES: readonly RouterRule[] = [
  // Vite's hashed output: a name is never reused for other bytes, so the precache's copy is it.
  { condition: { urlPattern: '/assets/*' }, source: 'cache' },
  { condition: { or: BACKEND_PATTERNS.map((urlPattern) => ({ urlPattern })) }, source: 'network' },
];

interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: readonly RouterRule[]) => Promise<void>;
}

/**
 * What the precache stores: the response without its Vary header. The static route looks
 * a request up with the cache's own matching, which honours Vary, and a server that sends
 * `Vary: Origin` (the emulated setup's does) would then never match a module script (sent with
 * an Origin header) against the copy the worker fetched (sent without): every asset would
 * miss and go to the network, offline too. The bytes of a hashed asset never vary.
 */
export const precacheWithoutVary: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    // As Workbox's default for the precache: nothing that failed is kept.
    if (response.status >= 400) return null;
    if (!response.headers.has('vary')) return response;
    const headers = new Headers(response.headers);
    headers.delete('vary');
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/** Declares STATIC_ROUTES when this version installs, where the browser has the API. */
export function addStaticRoutes(): void {
  self.addEventListener('install', (event) => {
    const install = event as RoutingInstallEvent;
    if (typeof install.addRoutes !== 'function') return;
    // A browser that refuses a rule keeps the fetch handler for everything: never a failed install.
    install.waitUntil(
      install
        .addRoutes(STATIC_ROUTES)
        .catch((error: unknown) => console.warn('Static routes not added', error)),
    );
  });
}
