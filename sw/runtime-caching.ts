/// <reference lib="webworker" />
/**
 * Caches beyond the precached shell: web fonts and other sites' images (profile pictures).
 * Firestore, Auth, Functions and FCM traffic is never cached: it is not matched here (it is
 * neither a font nor an image), and backendRequest() refuses it outright in case it ever is.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

const BACKEND_HOST =
  /(^|\.)(firestore|identitytoolkit|securetoken|firebaseinstallations|fcmregistrations|fcm|cloudfunctions)\.googleapis\.com$|\.cloudfunctions\.net$|\.run\.app$/;

// The emulators' paths on the app's own origin (vite.config.ts proxies them).
const BACKEND_PATH =
  /^\/((identitytoolkit|securetoken)\.googleapis\.com|google\.firestore\.|emulator\/|__\/)/;

export function backendRequest(url: URL): boolean {
  return (
    BACKEND_HOST.test(url.hostname) ||
    (url.origin === self.location.origin && BACKEND_PATH.test(url.pathname))
  );
}

export function cacheFontsAndPictures(): void {
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

  // Profile pictures: any image from another site. Shown at once from the cache (offline
  // too) and refreshed in the background, so a changed picture appears on the next visit.
  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' &&
      url.origin !== self.location.origin &&
      !backendRequest(url),
    new StaleWhileRevalidate({
      cacheName: 'profile-pictures',
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: 60,
          maxAgeSeconds: 30 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
