/**
 * Registers the service worker in production builds (the app shell works offline).
 * The update prompt is built on this registration.
 */
import { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;

export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  if (workbox) return workbox;
  workbox = new Workbox('/sw.js', { scope: '/' });
  void workbox.register();
  return workbox;
}
