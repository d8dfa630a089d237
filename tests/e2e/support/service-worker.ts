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
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Counts the worker's finished showNotification() calls (worker.evaluate patches its own
 * registration; sw/notifications.ts calls self.registration.showNotification).
 *
 * Read getNotifications() only once the notification waited for has been shown. Chromium
 * drops from its list every stored notification its display does not report yet, so a
 * getNotifications() running while showNotification() is under way takes the new
 * notification with it, for good: polled in a loop during a show, about one show in five
 * here went missing. Seen in pwa.spec (about one run in 30 under load) and in push.spec in CI.
 */
async function countWorkerShows(worker: Worker): Promise<() => Promise<number>> {
  await worker.evaluate(() => {
    const registration = (self as unknown as { registration: ServiceWorkerRegistration })
      .registration;
    const show = registration.showNotification.bind(registration);
    const counter = self as unknown as { testShown: number };
    counter.testShown = 0;
    registration.showNotification = async (title, options) => {
      await show(title, options);
      counter.testShown += 1;
    };
  });
  return () => worker.evaluate(() => (self as unknown as { testShown: number }).testShown);
}

/** The notifications the worker's registration has on screen (read it once the show waited for
 * has finished: PushedWorker's `shows`). */
export function shownNotifications(worker: Worker) {
  return worker.evaluate(async () => {
    const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
}

/**
 * Counts the push events the worker has begun: a listener of the test's own, added after the
 * app's, runs right after the app's listener has asked for the windows it judges by, so a
 * push counted was judged by the screen as it was then. (Chromium warns that a listener added
 * after the script's first run is late; it still runs.)
 */
async function countWorkerPushes(worker: Worker): Promise<() => Promise<number>> {
  await worker.evaluate(() => {
    const scope = self as unknown as { testPushes: number } & EventTarget;
    scope.testPushes = 0;
    scope.addEventListener('push', () => {
      scope.testPushes += 1;
    });
  });
  return () => worker.evaluate(() => (self as unknown as { testPushes: number }).testPushes);
}

/** The app's worker on a page, taking pushes as FCM delivers them, and what it made of them. */
export interface PushedWorker {
  worker: Worker;
  /**
   * Hands the worker FCM's web push JSON for a data message whose `data` is as
   * functions/src/push sends it (CDP's ServiceWorker.deliverPushMessage).
   */
  deliver(data: Record<string, unknown>): Promise<void>;
  /** The push events the worker has begun (countWorkerPushes). */
  pushes(): Promise<number>;
  /** The showNotification() calls the worker has finished (countWorkerShows). */
  shows(): Promise<number>;
}

/** Waits for the app's worker to control `page`, then readies it for pushes. */
export async function pushedWorker(page: Page): Promise<PushedWorker> {
  await workerControls(page);
  const worker = await appWorker(page.context());
  const cdp = await page.context().newCDPSession(page);
  const registration = await registrationId(cdp);
  const shows = await countWorkerShows(worker);
  const pushes = await countWorkerPushes(worker);
  let delivered = 0;
  return {
    worker,
    pushes,
    shows,
    deliver: async (data) => {
      delivered += 1;
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registration,
        data: JSON.stringify({
          data,
          from: '1234567890',
          fcmMessageId: `fcm-e2e-${delivered}`,
          priority: 'high',
        }),
      });
    },
  };
}
