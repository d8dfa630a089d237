/**
 * The new-message push on two phones (docs/decisions/0013-chat.md §1): Alice's device asks
 * notifyNewMessages after its outbox committed the batch; the emulators' fake FCM transport records
 * what it would send to Bob's device (pushLog); the test hands exactly that to Bob's service worker
 * with CDP `ServiceWorker.deliverPushMessage`, as FCM would. The worker hides it while Bob has that
 * chat open and on screen, and shows it (registration.getNotifications()) when he does not. A chat
 * Bob muted in its header gets no push at all; Unmute lifts that.
 */
import { expect, test } from '@playwright/test';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { fullChromium } from '../../playwright.config';
import { adminDb } from './support/admin';
import { origin, pushedWorker, shownNotifications } from './support/service-worker';
import { openChatOptions, phoneUser, seedDirectChat, send, type Phone } from './support/two-phones';

/** A device of Bob's with push on: the token document the app would have written. */
async function pushDevice(phone: Phone): Promise<string> {
  const token = `e2e-${phone.uid}`;
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

// The notifications the worker shows: the full Chromium's.
test.use({ launchOptions: fullChromium });

test.describe('new-message push', () => {
  test('shown when the chat is not on screen, hidden while it is; a muted chat gets none', async ({
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
    const { worker, deliver: deliverData, pushes, shows } = await pushedWorker(bob.page);

    // What the worker sees: the app's windows on screen showing this chat.
    const chatWindowsSeen = () =>
      worker.evaluate(async (id) => {
        const scope = self as unknown as {
          clients: {
            matchAll(options: object): Promise<{ url: string; visibilityState: string }[]>;
          };
        };
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        return windows
          .filter(
            (w) => w.visibilityState === 'visible' && new URL(w.url).pathname === `/chat/${id}`,
          )
          .map((w) => w.url);
      }, chatId);

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
    // That data message, as FCM would hand it to Bob's worker.
    const deliver = () => deliverData(entry!.data);

    // Bob has that chat open and visible: the worker shows nothing.
    await bob.page.goto(`/chat/${chatId}`);
    await expect(bob.page.getByText('Are you coming tonight?')).toBeVisible();
    await deliver();
    await expect.poll(pushes).toBe(1);
    await bob.page.waitForTimeout(1_000);
    expect(await shows()).toBe(0);
    expect(await shownNotifications(worker)).toEqual([]);

    // On another screen of the app: shown, and a second one for the chat replaces it. The
    // worker judges by the windows it sees: right after a full navigation it may still list
    // the chat's page that was left, so the push goes out once it sees only /home.
    await bob.page.goto('/home');
    await expect.poll(chatWindowsSeen).toEqual([]);
    await deliver();
    await expect.poll(shows).toBe(1);
    expect(await shownNotifications(worker)).toEqual([
      {
        title: 'New message',
        body: 'Alice: Are you coming tonight?',
        tag: chatId,
        data: { url: `/chat/${chatId}` },
      },
    ]);
    await deliver();
    await expect.poll(shows).toBe(2);
    expect(await shownNotifications(worker)).toHaveLength(1);

    // Bob mutes the chat from its header's ⋮; the server sends nothing for it any more.
    await bob.page.goto(`/chat/${chatId}`);
    const options = await openChatOptions(bob.page);
    await options.getByRole('button', { name: 'Mute' }).click();
    await expect(options.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await bob.page.keyboard.press('Escape');
    await expect
      .poll(async () => (await adminDb().doc(`users/${bob.uid}/mutes/${chatId}`).get()).exists)
      .toBe(true);
    // Bob leaves the chat: his member document says so at once (no stale 'viewing' holding
    // the push back), and Alice's next message is refused by the server for the mute.
    await bob.page.getByRole('link', { name: 'Back to home' }).click();
    await expect(bob.page).toHaveURL(/\/home$/);
    await expect
      .poll(
        async () =>
          (await adminDb().doc(`chats/${chatId}/members/${bob.uid}`).get()).get('viewing'),
        { timeout: 15_000 },
      )
      .toBe(false);

    // The first push's 10 s slot may not have run out yet (a quick run gets here sooner):
    // clear it, as if it had, so this message is refused for the mute, not the throttle.
    await adminDb().doc(`messagePushes/${chatId}_${bob.uid}`).delete();
    await send(alice.page, 'Hello?');
    await expect
      .poll(
        async () => {
          const chat = (await adminDb().doc(`chats/${chatId}`).get()).data();
          if (chat?.lastMessage !== 'Hello?') return null;
          const claim = await adminDb()
            .doc(`pushes/message_${chatId}_${String(chat.lastMessageId)}`)
            .get();
          return claim.data()?.reason ?? null;
        },
        { timeout: 60_000 },
      )
      .toBe('muted');
    expect(await pushesFor(token)).toHaveLength(1);

    // Unmute puts it back.
    await bob.page.goto(`/chat/${chatId}`);
    const again = await openChatOptions(bob.page);
    await again.getByRole('button', { name: 'Unmute' }).click();
    await expect(again.getByRole('button', { name: 'Mute' })).toBeVisible();
    await expect
      .poll(async () => (await adminDb().doc(`users/${bob.uid}/mutes/${chatId}`).get()).exists)
      .toBe(false);
    await alice.context.close();
    await bob.context.close();
  });
});
