/**
 * Registers the service worker in production builds (the app shell works offline) and runs
 * the update flow: a new version waits until the user chooses 'Reload to update'
 * (update-store.ts); the app looks for one every hour and whenever it is shown again.
 */
import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-store';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Coming back to the app more often than this does not ask the server again. */
const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000;

let workbox: Workbox | null = null;
const offered = new WeakSet<ServiceWorker>();

function reloadOnce(): () => void {
  let reloaded = false;
  return () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  };
}

/** Offers a waiting version once; taking it reloads the page when it is in control. */
function offer(wb: Workbox, worker: ServiceWorker | null | undefined): void {
  if (!worker || offered.has(worker)) return;
  offered.add(worker);
  offerUpdate(() => {
    const reload = reloadOnce();
    wb.addEventListener('controlling', reload);
    // Another tab may have let the same version in first: any new controller will do.
    navigator.serviceWorker.addEventListener('controllerchange', reload);
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

/**
 * workbox-window stops watching after the first update it did not start itself (a check
 * after its first minute counts as such), so every later version is watched here too.
 */
function watchEveryUpdate(wb: Workbox, registration: ServiceWorkerRegistration): void {
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        offer(wb, installing);
      }
    });
  });
}

function checkForUpdatesRegularly(wb: Workbox): void {
  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine) return;
    lastCheck = Date.now();
    wb.update().catch((error: unknown) => console.warn('Update check failed', error));
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastCheck >= UPDATE_CHECK_MIN_GAP_MS) check();
  });
}

/**
 * The first version claims the open pages as it activates, but the spec's claim() skips a
 * page still loading then: one opened while the worker installed would stay without it
 * (not offline, no worker-side checks) until its next full load. Such a page asks.
 */
function takeControl(registration: ServiceWorkerRegistration): void {
  if (navigator.serviceWorker.controller) return;
  registration.active?.postMessage({ type: 'CLAIM' });
}

export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  if (workbox) return workbox;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  // Also fired when a version was already waiting before this page loaded.
  wb.addEventListener('waiting', (event) => offer(wb, event.sw));
  wb.register()
    .then((registration) => {
      if (registration) watchEveryUpdate(wb, registration);
      checkForUpdatesRegularly(wb);
      void navigator.serviceWorker.ready.then(takeControl);
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
  return wb;
}
