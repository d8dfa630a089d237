/// <reference lib="webworker" />
/**
 * Debate Arena's service worker: the precached app shell, the app for every navigation
 * (so any route opens offline), and an update that waits for the user's go-ahead.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Emulator and API paths are never the app: let them through to the network.
const notTheApp = [/^\/(identitytoolkit|securetoken)\.googleapis\.com\//, /^\/google\.firestore\./, /^\/emulator\//, /^\/__\//];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: notTheApp }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
