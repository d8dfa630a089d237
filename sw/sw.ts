/// <reference lib="webworker" />
/**
 * Debate Arena's service worker: the precached app shell, the app for every navigation
 * (so any route opens offline), a runtime cache for fonts, push
 * notifications, and an update that waits for the user's go-ahead ('Reload to update').
 */
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { BACKEND_PATHS } from './backend';
import { handleNotifications } from './notifications';
import { cacheFonts } from './runtime-caching';
import { addStaticRoutes, precacheWithoutVary } from './static-routes';

declare const self: ServiceWorkerGlobalScope;

addStaticRoutes();
addPlugins([precacheWithoutVary]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Emulator and API paths are never the app: let them through to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: BACKEND_PATHS }),
);

cacheFonts();
handleNotifications();

// A new version waits until the user chooses 'Reload to update' (features/pwa). A page
// the first version missed asks to be taken (register-service-worker.ts).
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
});

// The first version takes the page that installed it, so it works offline from the start.
clientsClaim();
