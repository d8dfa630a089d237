/**
 * The new-message push on two phones (issue 13 §1): Alice's device asks notifyNewMessages
 * after its outbox committed the batch; the emulators' fake FCM transport records what it
 * would send to Bob's device (pushLog); the test hands exactly that to Bob's service worker
 * with CDP `ServiceWorker.deliverPushMessage`, as FCM would. The worker hides it while Bob
 * has that chat open and on screen, and shows it (registration.getNotifications()) when he
 * does not. A chat Bob muted gets no push at all.
 */
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { phoneUser, seedDirectChat, type Phone } from './support/two-phones';

const appUrl = process.env.APP_URL || 'http://127.0.0.1:4173';
const origin = new URL(appUrl).origin;

interface WorkerScope {
  registration: {
    getNotifications(): Promise<{ title: string; body: string; tag: string; data: unknown }[]>;
  };
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill(text);
  await box.press('Enter');
}

async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

async function appWorker(context: BrowserContext) {
  const found = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`);
  return found ?? context.waitForEvent('serviceworker');
}

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

/** A device of Bob's with push on: the token document the app would have written. */
async function pushDevice(phone: Phone): Promise<string> {
  const token = `e2e-${phone.uid}`;
  const { FieldValue } = await import('firebase-admin/firestore');
  await adminDb().doc(`users/${phone.uid}/fcmTokens/${token}`).set({
    token,
    createdAt: FieldValue.serverTimestamp(),
    lastSeen: FieldValue.serverTimestamp(),
    userAgent: 'e2e',
  });
  return token;
}

async function pushesFor(token: string): Promise<DocumentData[]> {
  const snapshot = await adminDb()
    .collection('pushLog')
    .where('tokens', 'array-contains', token)
    .get();
  return snapshot.docs.map((d) => d.data());
}

test.describe('new-message push', () => {
  test('shown when the chat is not on screen, hidden while it is; Mute and Unmute are stored', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser, { serviceWorkers: 'allow' });
    await bob.context.grantPermissions(['notifications'], { origin });
    await adminDb().doc(`users/${alice.uid}`).set({ displayName: 'Alice' }, { merge: true });
    const chatId = await seedDirectChat(alice, bob);
    const token = await pushDevice(bob);

    await bob.page.goto('/home');
    await workerControls(bob.page);
    const worker = await appWorker(bob.context);
    const cdp = await bob.context.newCDPSession(bob.page);
    const registration = await registrationId(cdp);
    const shown = () =>
      worker.evaluate(async () => {
        const list = await (self as unknown as WorkerScope).registration.getNotifications();
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
      });

    // Alice writes; her device asks for Bob's push, built by the server from the chat.
    await alice.page.goto(`/chat/${chatId}`);
    await send(alice.page, 'Are you coming   tonight?');
    await expect.poll(() => pushesFor(token).then((l) => l.length), { timeout: 60_000 }).toBe(1);
    const [entry] = await pushesFor(token);
    expect(entry?.data).toMatchObject({
      type: 'new_message',
      body: 'Alice: Are you coming tonight?',
      tag: chatId,
      renotify: 'true',
      url: `/chat/${chatId}`,
    });
    // FCM's web push JSON for that data message.
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registration,
        data: JSON.stringify({ data: entry!.data, from: '1234567890', fcmMessageId: 'fcm-e2e' }),
      });

    // Bob has that chat open and visible: the worker shows nothing.
    await bob.page.goto(`/chat/${chatId}`);
    await expect(bob.page.getByText('Are you coming tonight?')).toBeVisible();
    await deliver();
    await bob.page.waitForTimeout(1_000);
    expect(await shown()).toEqual([]);

    // On another screen of the app: shown, one per chat, and a click opens the chat.
    await bob.page.goto('/home');
    await deliver();
    await expect.poll(shown).toEqual([
      {
        title: 'New message',
        body: 'Alice: Are you coming tonight?',
        tag: chatId,
        data: { url: `/chat/${chatId}` },
      },
    ]);
    await deliver();
    await bob.page.waitForTimeout(500);
    expect(await shown()).toHaveLength(1);

    // Bob mutes the chat in its header; the server sends nothing for it any more.
    await bob.page.goto(`/chat/${chatId}`);
    const header = bob.page.getByRole('banner');
    await header.getByRole('button', { name: 'Mute' }).click();
    await expect(header.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect
      .poll(async () => (await adminDb().doc(`users/${bob.uid}/mutes/${chatId}`).get()).exists)
      .toBe(true);
    // That the server then sends nothing for the chat is proven in
    // tests/functions/push-chat.test.ts; through two phones it is not yet (closing note).

    // Unmute puts it back.
    await bob.page.goto(`/chat/${chatId}`);
    await bob.page.getByRole('banner').getByRole('button', { name: 'Unmute' }).click();
    await expect(bob.page.getByRole('banner').getByRole('button', { name: 'Mute' })).toBeVisible();
    await expect
      .poll(async () => (await adminDb().doc(`users/${bob.uid}/mutes/${chatId}`).get()).exists)
      .toBe(false);
    await alice.context.close();
    await bob.context.close();
  });
});
