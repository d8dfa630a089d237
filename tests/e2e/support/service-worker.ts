/** The app's service worker as the PWA and push specs drive it (APP_URL's origin). */
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';

export const appUrl = process.env.APP_URL || 'http://127.0.0.1:4173';
export const origin = new URL(appUrl).origin;

/** Waits until the worker is active and controls the page. */
export async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/** The app's worker in this context, once it runs. */
export async function appWorker(context: BrowserContext): Promise<Worker> {
  const found = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`);
  return found ?? context.waitForEvent('serviceworker');
}

/** The app's worker registration id, for CDP's ServiceWorker.deliverPushMessage. */
export async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}
