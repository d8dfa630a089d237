import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { setTheme } from './support/axe';
import { phoneUser, seedDirectChat } from './support/two-phones';

test('shots', async ({ browser }) => {
  test.setTimeout(180_000);
  const alice = await phoneUser(browser);
  const bob = await phoneUser(browser);
  const chatId = await seedDirectChat(alice, bob);
  await adminDb().doc(`chats/${chatId}/messages/m1`).set({
    senderId: bob.uid, senderPhone: bob.phone.e164, content: 'Hello, see https://example.com/cars', chatId,
    timestamp: FieldValue.serverTimestamp(),
  });
  const { page } = alice;
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'App settings' })).toBeVisible();
    await page.screenshot({ path: `/tmp/x/home-${theme}.png`, fullPage: true });
    await page.goto(`/chat/${chatId}`);
    await expect(page.getByTestId('message').first()).toBeVisible({ timeout: 20000 });
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('My reply https://a.example/x');
    await page.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/x/chat-${theme}.png` });
    await page.goto('/profile');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/x/profile-${theme}.png`, fullPage: true });
  }
  await alice.context.setOffline(true);
  await page.goto(`/home?section=chats`).catch(() => {});
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/x/offline.png` });
});
