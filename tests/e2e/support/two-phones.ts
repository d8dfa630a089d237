import type { Browser, BrowserContext, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb, uidForPhone } from './admin';
import { uniquePhone } from './emulators';
import { signIn } from './sign-in';

export interface Phone {
  context: BrowserContext;
  page: Page;
  phone: { national: string; e164: string };
  uid: string;
}

/** A signed-in user on their own emulated phone (a separate browser context). */
export async function phoneUser(
  browser: Browser,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Phone> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const phone = await signIn(page, uniquePhone());
  return { context, page, phone, uid: await uidForPhone(phone.e164) };
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
