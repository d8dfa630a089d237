/// <reference lib="webworker" />
/**
 * Caches beyond the precached shell: web fonts. Pictures are never fetched from another site
 * (docs/pictures.md): a person's picture is bytes in Firestore, kept by the app in IndexedDB.
 * Firestore, Auth, Functions and FCM traffic is never cached: it is not matched here (it is
 * not a font), and backendRequest() refuses it outright in case it ever is.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { backendRequest } from './backend';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The cache an earlier version kept of pictures from other sites: pictures are bytes in
 * Firestore now and no address another person chose is ever loaded (docs/pictures.md), so
 * what it holds is dropped rather than left on the device.
 */
export const RETIRED_CACHES = ['profile-pictures'];

export function cacheFonts(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
  });

  registerRoute(
    ({ request, url }) => request.destination === 'font' && !backendRequest(url),
    new CacheFirst({
      cacheName: 'fonts',
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: 30,
          maxAgeSeconds: 365 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
