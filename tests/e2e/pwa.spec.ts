/**
 * The installable app on an emulated phone, against the production build the emulators
 * serve (APP_URL), with its service worker running: installability as Chromium judges it,
 * a cold start with the network off, the update prompt, and push.
 *
 * Notification clicks: no browser API or CDP command clicks a system notification, so the
 * test dispatches a `notificationclick` NotificationEvent inside the worker (Playwright's
 * ServiceWorker.evaluate, i.e. CDP Runtime.evaluate in the worker), carrying the real
 * notification from registration.getNotifications(). The worker's own listener handles it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices, expect, test, type Page } from '@playwright/test';
import { fullChromium } from '../../playwright.config';
import { adminDb, uidForPhone } from './support/admin';
import {
  appUrl,
  appWorker,
  origin,
  pushedWorker,
  shownNotifications,
  workerControls,
} from './support/service-worker';
import { signIn } from './support/sign-in';
import { phoneUser, seedDirectChat } from './support/two-phones';

// Notifications shown by the worker and the install prompt: the full Chromium's.
test.use({ serviceWorkers: 'allow', launchOptions: fullChromium });

/** The worker's global scope, as far as these tests touch it. */
interface WorkerScope {
  registration: {
    getNotifications(): Promise<{ title: string; body: string; tag: string; data: unknown }[]>;
  };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
  __daBuild?: string;
}

/**
 * The app on an origin of the test's own, in front of APP_URL, whose sw.js the test can
 * change: a deploy as the browser sees it. (The worker's own update fetch bypasses
 * Playwright's routing, so the bytes must really change on the server.)
 */
async function deployableSite() {
  let rewrite: ((sw: string) => string) | null = null;
  const upstream = new URL(appUrl);
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstream);
    const change = target.pathname === '/sw.js' ? rewrite : null;
    const headers = { ...req.headers, host: upstream.host };
    if (change) {
      // Plain bytes to change, and the changed bytes as the answer (never a 304).
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forward = request(target, { method: req.method, headers }, (answer) => {
      if (!change || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = change(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200, {
          'content-type': 'text/javascript',
          'cache-control': 'no-cache',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy(change: (sw: string) => string) {
      rewrite = change;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function checkForUpdate(page: Page) {
  return page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

function registrationState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: !!registration?.waiting, installing: !!registration?.installing };
  });
}

test.describe('installable PWA', () => {
  test('Chromium reports no installability errors for the built app', async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'da-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...fullChromium,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${appUrl}/`);
      await workerControls(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${origin}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a signed-in start takes its scripts from the precache and talks to Firestore without waking the worker (static routes)', async ({
    browser,
  }) => {
    const alice = await phoneUser(browser, { serviceWorkers: 'allow' });
    await alice.page.goto('/home');
    await expect(alice.page.getByRole('button', { name: /Start a Debate/ })).toBeVisible();
    await workerControls(alice.page);
    // Every asset the app has, precached before the next start.
    await expect
      .poll(() =>
        alice.page.evaluate(async () => {
          const names = await caches.keys();
          const precache = names.find((name) => name.startsWith('workbox-precache'));
          return precache ? (await (await caches.open(precache)).keys()).length : 0;
        }),
      )
      .toBeGreaterThan(50);

    const page = await alice.context.newPage();
    const cdp = await alice.context.newCDPSession(page);
    await cdp.send('Network.enable');
    const served: { url: string; matched?: string; actual?: string }[] = [];
    cdp.on('Network.responseReceived', ({ response }) => {
      const router = (
        response as {
          serviceWorkerRouterInfo?: { matchedSourceType?: string; actualSourceType?: string };
        }
      ).serviceWorkerRouterInfo;
      served.push({
        url: new URL(response.url).pathname,
        matched: router?.matchedSourceType,
        actual: router?.actualSourceType,
      });
    });
    await page.goto('/home');
    await expect(page.getByRole('button', { name: /Start a Debate/ })).toBeVisible();
    await expect
      .poll(() => served.filter((r) => r.url.startsWith('/google.firestore.v1.Firestore/')).length)
      .toBeGreaterThan(0);
    const assets = served.filter((r) => r.url.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(10);
    expect(assets.filter((r) => r.matched !== 'cache' || r.actual !== 'cache')).toEqual([]);
    const backend = served.filter((r) => r.url.startsWith('/google.firestore.v1.Firestore/'));
    expect(backend.filter((r) => r.matched !== 'network')).toEqual([]);
    await alice.context.close();
  });

  test('starts with the network off: /home, the mirrored chat list and an opened chat', async ({
    browser,
  }) => {
    const alice = await phoneUser(browser, { serviceWorkers: 'allow' });
    const bob = await phoneUser(browser);
    const chatId = await seedDirectChat(alice, bob);
    const { FieldValue } = await import('firebase-admin/firestore');
    const words = `Offline hello ${Date.now()}`;
    await adminDb().doc(`chats/${chatId}/messages/m-offline-1`).set({
      senderId: bob.uid,
      senderPhone: bob.phone.e164,
      content: words,
      chatId,
      timestamp: FieldValue.serverTimestamp(),
    });
    await adminDb()
      .doc(`chats/${chatId}`)
      .update({ lastMessage: words, lastMessageTime: FieldValue.serverTimestamp() });

    // Online once: the list and the conversation reach the device's mirror.
    await alice.page.goto('/chats');
    await expect(alice.page.getByText(words)).toBeVisible();
    await alice.page.goto(`/chat/${chatId}`);
    await expect(alice.page.getByTestId('message').filter({ hasText: words })).toBeVisible();
    await workerControls(alice.page);
    await alice.page.close();

    await alice.context.setOffline(true);
    const page = await alice.context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('button', { name: /Start a Debate/ })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Chats' }).click();
    await expect(page.getByText(words)).toBeVisible();

    const cold = await alice.context.newPage();
    await cold.goto(`/chat/${chatId}`);
    await expect(cold.getByTestId('message').filter({ hasText: words })).toBeVisible();
    // Truly offline: what the worker does not hold cannot be fetched.
    expect(
      await cold.evaluate(() =>
        fetch(`/favicon.svg?probe=${Date.now()}`).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');

    await alice.context.close();
    await bob.context.close();
  });

  test("offers a waiting new version and 'Reload to update' switches to it", async ({
    page,
    context,
  }) => {
    const site = await deployableSite();
    try {
      await page.goto(`${site.url}/`);
      await workerControls(page);
      await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
      // Nothing new yet: an update check finds the same worker and offers nothing.
      await checkForUpdate(page);
      await page.waitForTimeout(1000);
      await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);

      // A deploy: the worker's bytes change, as in any new build.
      site.deploy((sw) => `${sw}\nself.__daBuild = 'next';\n`);
      await checkForUpdate(page);

      const prompt = page.getByRole('status').filter({ hasText: 'A new version' });
      await expect(prompt).toBeVisible();
      expect(await registrationState(page)).toMatchObject({ waiting: true });
      await page.evaluate(() => {
        (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      });
      // Keyboard: the button takes the focus and Enter activates it.
      await page.getByRole('button', { name: 'Reload to update' }).press('Enter');

      await page.waitForFunction(() => !(window as { beforeUpdate?: boolean }).beforeUpdate);
      await workerControls(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(prompt).toHaveCount(0);
      expect(await registrationState(page)).toEqual({ waiting: false, installing: false });
      await expect
        .poll(async () => {
          for (const worker of context.serviceWorkers()) {
            if (!worker.url().startsWith(site.url)) continue;
            const build = await worker
              .evaluate(() => (self as unknown as WorkerScope).__daBuild)
              .catch(() => undefined);
            if (build === 'next') return build;
          }
          return null;
        })
        .toBe('next');
    } finally {
      await site.close();
    }
  });

  test('shows a push once, only when no app window is on screen, and a click opens the debate', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'], { origin });
    await signIn(page);
    const { worker, deliver: deliverData, pushes, shows } = await pushedWorker(page);

    const chatId = `chat${Date.now()}`;
    // A data message as functions/src/push sends it.
    const deliver = (id: string) =>
      deliverData({
        notificationId: id,
        type: 'debate_accepted',
        title: 'Your debate was accepted!',
        body: 'Bob accepted your debate on "Cats".',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: `notification-${id}`,
        url: `/debate/${chatId}`,
        chatId,
      });

    // The app is on screen: the bell shows notices live, so no system notification (had
    // one been shown, its own tag would keep it in the list checked below).
    await deliver('n-visible');
    await expect.poll(pushes).toBe(1);
    await page.waitForTimeout(1000);
    expect(await shows()).toBe(0);
    expect(await shownNotifications(worker)).toEqual([]);

    // No window of the app on screen: shown, and a repeat replaces rather than stacks.
    await page.goto('about:blank');
    await deliver('n-e2e');
    await deliver('n-e2e');
    await expect.poll(shows).toBe(2);
    await expect.poll(() => shownNotifications(worker)).toHaveLength(1);
    expect(await shownNotifications(worker)).toEqual([
      {
        title: 'Your debate was accepted!',
        body: 'Bob accepted your debate on "Cats".',
        tag: 'notification-n-e2e',
        data: { url: `/debate/${chatId}` },
      },
    ]);

    // A click takes the open window to the debate.
    await page.goto('/home');
    await workerControls(page);
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(`${origin}/debate/${chatId}`);
    await expect.poll(() => shownNotifications(worker)).toEqual([]);
  });
});

test.describe('without FCM (the emulators)', () => {
  test('a notice arriving while the app is open but hidden is shown through the worker', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'], { origin });
    // Headless pages are always visible: let the test say when this one is hidden.
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => ((window as { testHidden?: boolean }).testHidden ? 'hidden' : 'visible'),
      });
      // The page's finished showNotification() calls (see countWorkerShows in
      // support/service-worker.ts).
      const counter = window as { testShown?: number };
      counter.testShown = 0;
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = async function (title, options) {
        await show.call(this, title, options);
        counter.testShown = (counter.testShown ?? 0) + 1;
      };
    });
    const phone = await signIn(page);
    const uid = await uidForPhone(phone.e164);
    await workerControls(page);
    const worker = await appWorker(context);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    const { FieldValue } = await import('firebase-admin/firestore');
    const notify = (title: string, chatId: string) =>
      adminDb()
        .collection('notifications')
        .add({
          userId: uid,
          type: 'debate_accepted',
          title,
          message: `${title}: open the debate.`,
          read: false,
          chatId,
          topic: 'Cats',
          createdAt: FieldValue.serverTimestamp(),
        });

    // On screen: the bell shows it, the system does not.
    await notify('Seen in the app', 'chat-visible');
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

    await page.evaluate(() => {
      (window as { testHidden?: boolean }).testHidden = true;
    });
    const hidden = await notify('Shown by the system', 'chat-hidden');
    await expect
      .poll(() => page.evaluate(() => (window as { testShown?: number }).testShown))
      .toBe(1);
    await expect
      .poll(() => shownNotifications(worker))
      .toEqual([
        {
          title: 'Shown by the system',
          body: 'Shown by the system: open the debate.',
          tag: `notification-${hidden.id}`,
          data: { url: '/debate/chat-hidden' },
        },
      ]);
  });
});

test.describe('after a deploy', () => {
  test('a screen whose chunk vanished reloads the page once, never in a loop', async ({
    browser,
  }) => {
    // No worker: the precache would still hold the old chunk.
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\/assets\/how-it-works-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }),
    );
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Debate Arena' })).toBeVisible();

    // An in-app navigation to a screen of the old version.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/how-it-works');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => loads).toBe(2);
    expect(page.url()).toBe(`${origin}/how-it-works`);
    // The reloaded page meets the same missing chunk: an error screen, not another reload.
    await expect(page.getByRole('alert')).toContainText('Something went wrong');
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await context.close();
  });
});

test.describe('install and notification settings on home', () => {
  test('iOS Safari gets Add to Home Screen steps, dismissible for good, and why push waits', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...devices['iPhone 14'], serviceWorkers: 'allow' });
    const page = await context.newPage();
    await signIn(page);
    const guidance = page.getByRole('note', { name: 'Add Debate Arena to your Home Screen' });
    await expect(guidance).toContainText('tap Share');
    await expect(guidance).toContainText('Add to Home Screen');
    await expect(page.getByTestId('push-unavailable')).toHaveText(
      /notifications work only in the installed app/,
    );
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);

    await guidance.getByRole('button', { name: 'Got it' }).click();
    await expect(guidance).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'App settings' })).toBeVisible();
    await expect(guidance).toHaveCount(0);
    await context.close();
  });

  test("says why push is off in this setup, and offers the 'Install app' prompt when the browser does", async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByTestId('push-unavailable')).toHaveText(
      'Push notifications are not available in this setup (emulator mode).',
    );
    await expect(page.getByRole('button', { name: 'Enable notifications' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Allow notifications' })).toBeVisible();

    // The browser's offer, as Chromium fires it once the app is installable.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt(): Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      offer.prompt = async () => {
        (window as { prompted?: number }).prompted =
          ((window as { prompted?: number }).prompted ?? 0) + 1;
      };
      offer.userChoice = Promise.resolve({ outcome: 'accepted' });
      (window as { offerPrevented?: boolean }).offerPrevented = !window.dispatchEvent(offer);
    });
    expect(await page.evaluate(() => (window as { offerPrevented?: boolean }).offerPrevented)).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Install app' }).click();
    expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });
});
