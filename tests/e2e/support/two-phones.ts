import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { devices, expect } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { databaseName } from '@/offline/db';
import { adminDb, uidForPhone } from './admin';
import { uniquePhone } from './emulators';
import { signIn } from './sign-in';

export interface Phone {
  context: BrowserContext;
  page: Page;
  phone: { national: string; e164: string };
  uid: string;
}

/**
 * A signed-in user on their own emulated phone (a separate browser context): a Pixel 7
 * unless `device` names another of Playwright's devices. Resolves once the app's sign-in has
 * created the profile: /home shows before that write lands, and a test's own write to the
 * profile (a name, a picture link) found no document to update on a loaded machine.
 */
export async function phoneUser(
  browser: Browser,
  options: { serviceWorkers?: 'allow' | 'block'; device?: string } = {},
): Promise<Phone> {
  const context = await browser.newContext({
    ...devices[options.device ?? 'Pixel 7'],
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const phone = await signIn(page, uniquePhone());
  const uid = await uidForPhone(phone.e164);
  await expect
    .poll(async () => (await adminDb().doc(`users/${uid}`).get()).exists, {
      message: 'the profile the sign-in creates',
      timeout: 30_000,
    })
    .toBe(true);
  return { context, page, phone, uid };
}

/** Creates the normal chat of two users as the app would (fixed pair id); returns its id. */
export async function seedDirectChat(a: Phone, b: Phone): Promise<string> {
  const participants = [a.uid, b.uid].sort();
  const id = `${participants[0]}_${participants[1]}`;
  await adminDb()
    .doc(`chats/${id}`)
    .set({
      participants,
      participantDetails: {
        [a.uid]: { phoneNumber: a.phone.e164 },
        [b.uid]: { phoneNumber: b.phone.e164 },
      },
      isDebate: false,
      status: 'active',
      createdAt: FieldValue.serverTimestamp(),
    });
  return id;
}

/** Two people on their own phones (Pixel 7s, see phoneUser) and their normal chat, seeded. */
export async function twoPhonesInChat(
  browser: Browser,
): Promise<{ alice: Phone; bob: Phone; chatId: string }> {
  const alice = await phoneUser(browser);
  const bob = await phoneUser(browser);
  return { alice, bob, chatId: await seedDirectChat(alice, bob) };
}

/** A message of `from` stored as the app stores it; `at` (epoch ms) or the server's time. */
export async function seedMessage(
  chatId: string,
  from: Phone,
  id: string,
  content: string,
  at?: number,
): Promise<void> {
  await adminDb()
    .doc(`chats/${chatId}/messages/${id}`)
    .set({
      senderId: from.uid,
      senderPhone: from.phone.e164,
      content,
      chatId,
      timestamp: at === undefined ? FieldValue.serverTimestamp() : Timestamp.fromMillis(at),
    });
}

/** The chat's message box. */
export function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message', exact: true });
}

/** Types `text` into the chat's message box and sends it with Enter. */
export async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/**
 * Waits until `receiver`'s open chat shows `text` once: a message from the other phone. When
 * it does not, the failure also says how far the message came: stored on the server (and
 * when), in the receiver's copy on the device (its IndexedDB, with how many of the chat's
 * messages it holds and whether it has the chat's whole history), the chat's last message as
 * the server and the device have it, and whether the receiver's browser thinks it is online.
 */
export async function expectDelivered(receiver: Phone, chatId: string, text: string) {
  await tracingDelivery(receiver, chatId, text, () =>
    expect(receiver.page.getByTestId('message').filter({ hasText: text })).toHaveCount(1),
  );
}

/**
 * Runs `wait`, a wait on what `receiver`'s screen shows of the message `text`; when it fails,
 * the failure also says how far that message came (as expectDelivered's does).
 */
export async function tracingDelivery(
  receiver: Phone,
  chatId: string,
  text: string,
  wait: () => Promise<void>,
) {
  try {
    await wait();
  } catch (error) {
    const trace = await deliveryTrace(receiver, chatId, text).catch(
      (reason: unknown) => `(not traced: ${String(reason)})`,
    );
    throw new Error(`${(error as Error).message}\n\nWhere '${text}' is: ${trace}`);
  }
}

async function deliveryTrace(receiver: Phone, chatId: string, text: string): Promise<string> {
  const stored = await adminDb()
    .collection(`chats/${chatId}/messages`)
    .where('content', '==', text)
    .get();
  const iso = (at: unknown) => (at instanceof Timestamp ? at.toDate().toISOString() : null);
  const chat = await adminDb().doc(`chats/${chatId}`).get();
  const server = {
    messages: stored.docs.map((d) => ({ id: d.id, at: iso(d.get('timestamp')) })),
    chatLastMessageAt: iso(chat.get('lastMessageTime')),
  };
  const device = await receiver.page.evaluate(
    async ({ name, chatId, text }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const read = <T>(store: string, query?: IDBValidKey) =>
        new Promise<T>((resolve, reject) => {
          const request =
            query === undefined
              ? db.transaction(store).objectStore(store).getAll()
              : db.transaction(store).objectStore(store).get(query);
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error);
        });
      const messages =
        await read<{ id: string; chatId: string; content: string; state: string }[]>('messages');
      const chat = await read<
        { lastMessage?: string; lastMessageTime?: number | null } | undefined
      >('chats', chatId);
      const sync = await read<{ historyComplete?: boolean } | undefined>('chatSync', chatId);
      db.close();
      return {
        messages: messages
          .filter((m) => m.chatId === chatId && m.content === text)
          .map((m) => ({ id: m.id, state: m.state })),
        chatMessagesHeld: messages.filter((m) => m.chatId === chatId).length,
        historyComplete: sync?.historyComplete ?? false,
        chatLastMessage: chat?.lastMessage ?? null,
        chatLastMessageAt: chat?.lastMessageTime
          ? new Date(chat.lastMessageTime).toISOString()
          : null,
        online: navigator.onLine,
      };
    },
    { name: databaseName(receiver.uid), chatId, text },
  );
  return JSON.stringify({ server, device });
}

/**
 * Opens the chat's details behind its title (the other person's card; in a debate also the
 * topic, both positions and, while it runs, 'Request AI Evaluation'), if they are closed.
 */
export async function openDetails(page: Page) {
  const toggle = page.getByRole('heading', { level: 1 }).getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Opens the header's ⋮ sheet (Mute, Block, Report) and returns it. */
export async function openChatOptions(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Chat options' }).click();
  const sheet = page.getByRole('dialog', { name: 'Chat options' });
  await sheet.waitFor();
  return sheet;
}

/** Opens the menu of the other person's message (⋯ beside it) and returns it. */
export async function openMessageMenu(page: Page, message: Locator, senderName: string) {
  await message
    .getByRole('button', { name: `Actions for this message from ${senderName}` })
    .click();
  const menu = page.getByRole('dialog', { name: `Message from ${senderName}` });
  await menu.waitFor();
  return menu;
}
