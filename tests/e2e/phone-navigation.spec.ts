/**
 * Chats one tap away on a phone: the bottom navigation (Home, Chats with the unread total,
 * Leaderboard, Profile) beside the header's menu, chat rows that show the person, and the
 * chat list's tabs side by side at 360 px, axe-clean in both themes.
 */
import { expect, test, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { phoneUser, seedMessage, twoPhonesInChat } from './support/two-phones';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the unread total is on the bottom bar of /home, Chats is one tap away, rows show the person', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { alice, bob, chatId } = await twoPhonesInChat(browser);
  const now = Date.now();
  for (const [i, text] of ['one', 'two', 'three'].entries()) {
    await seedMessage(chatId, bob, `m${i}`, text, now - 3_000 + i * 1_000);
  }
  await adminDb()
    .doc(`chats/${chatId}`)
    .update({
      lastMessage: 'three',
      lastMessageTime: Timestamp.fromMillis(now),
      messageCounts: { [bob.uid]: FieldValue.increment(3) },
    });

  const { page } = alice;
  await page.goto('/home');
  // Without opening any menu: the count is on screen, on the bar's Chats.
  const chats = bar(page).getByRole('link', { name: 'Chats, 3 unread messages' });
  await expect(chats).toBeInViewport();
  await expect(chats.getByTestId('unread-badge').locator('[aria-hidden="true"]')).toHaveText('3');
  await expect(bar(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // SPEC's header keeps its dropdown, bell and profile bubble.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu, 3 unread messages' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Your profile' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, 'home with the bottom navigation');

  // One tap: the chat list, whose row shows Bob's initial, not a generic icon.
  await chats.click();
  await expect(page).toHaveURL(/\/home\?section=chats$/);
  const bobName = fallbackDisplayName(bob.phone.e164);
  const row = page.getByRole('link', { name: new RegExp(bobName) });
  await expect(row.locator('.avatar')).toHaveText(bobName[0]!);
  await expect(bar(page).getByRole('link', { name: /^Chats/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolationsInBothThemes(page, 'chat list with the bottom navigation');

  // At 360 px the three tabs sit side by side: none is cut or pushed out of the list.
  await page.setViewportSize({ width: 360, height: 740 });
  const tablist = page.getByRole('tablist', { name: 'Chat filters' });
  const fits = await tablist.evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('[role="tab"]')].every((tab) => {
      const r = tab.getBoundingClientRect();
      return r.left >= box.left && r.right <= box.right && tab.scrollWidth <= tab.clientWidth;
    });
  });
  expect(fits).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Leaderboard and Profile, one tap each, with the bar still there.
  await bar(page).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(bar(page).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await bar(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // While a text field has focus (the keyboard is up) the bar steps aside.
  await page.goto('/home?section=find-users');
  await expect(bar(page)).toBeVisible();
  await page.getByRole('searchbox').first().focus();
  await expect(bar(page)).toBeHidden();
  for (const person of [alice, bob]) await person.context.close();
});

test('a first tap on a choice at the foot of a form counts: the bar stepping aside moves nothing', async ({
  browser,
}) => {
  const { context, page } = await phoneUser(browser);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/home?section=practice');
  await page.getByLabel('Topic').selectOption({ label: 'Technology' });
  await page
    .getByLabel('Motion')
    .selectOption({ label: 'Smartphones should be banned in schools' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const against = page.getByRole('radio', { name: 'Against' });
  const before = (await against.boundingBox())!;
  // Focus enters the form, and the bar steps aside; its room at the foot of the page stays,
  // or the page would shorten under the pointer between the press and the release (the
  // release on 'Your side', no click: 60 px, the bar's height, at 360 × 740).
  await against.click();
  await expect(against).toBeChecked();
  await expect(bar(page)).toBeHidden();
  expect((await against.boundingBox())!.y).toBe(before.y);
  await context.close();
});
