/**
 * Reading comfort and the theme (docs/decisions/0013-chat.md §4, §5) on emulated phones: day
 * separators, links that open in a new tab while `javascript:` stays text, the offline line with
 * the outbox count, and the 'Theme' setting remembered on the device.
 */
import { expect, test } from '@playwright/test';
import { dayLabel } from '@/domain/message-days';
import { signIn } from './support/sign-in';
import { seedMessage, send, twoPhonesInChat } from './support/two-phones';

const ARRIVAL = { timeout: 20_000 };
const DAY_MS = 86_400_000;

test('day separators, a link that opens in a new tab, and javascript: that stays text', async ({
  browser,
}) => {
  const { alice, bob, chatId } = await twoPhonesInChat(browser);
  const now = Date.now();
  const days = [10, 3, 1].map((ago) => now - ago * DAY_MS);
  await seedMessage(chatId, bob, 'a-old', 'Ten days ago', days[0]);
  await seedMessage(chatId, bob, 'b-week', 'Three days ago', days[1]);
  await seedMessage(chatId, bob, 'c-yesterday', 'Yesterday words', days[2]);
  await seedMessage(chatId, bob, 'd-link', 'Read https://example.com/cars?x=1. Then reply', now);
  await seedMessage(chatId, bob, 'e-js', 'javascript:window.__pwned=1', now + 1);

  const { page } = alice;
  await page.goto(`/chat/${chatId}`);
  await expect(page.getByTestId('message')).toHaveCount(5, ARRIVAL);
  // The browser runs on this machine, in its time zone and locale.
  await expect(page.getByTestId('day-separator')).toHaveText([
    dayLabel(days[0]!, now),
    dayLabel(days[1]!, now),
    'Yesterday',
    'Today',
  ]);
  expect(dayLabel(days[1]!, now)).toMatch(/^[A-Z][a-z]+day$/);

  // The URL is a link to a new tab, without the sentence's full stop.
  const link = page.getByRole('link', { name: 'https://example.com/cars?x=1' });
  await expect(link).toHaveAttribute('href', 'https://example.com/cars?x=1');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await alice.context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Cars</title>' }),
  );
  const [popup] = await Promise.all([alice.context.waitForEvent('page'), link.click()]);
  await expect(popup).toHaveURL('https://example.com/cars?x=1');
  await popup.close();
  await expect(page).toHaveURL(new RegExp(`/chat/${chatId}$`));

  // javascript: is text: no link in its bubble, and nothing ran.
  const js = page.getByTestId('message').filter({ hasText: 'javascript:' });
  await expect(js.locator('.message__content')).toHaveText('javascript:window.__pwned=1');
  await expect(js.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.getByTestId('message').first().locator('.message__content')).toHaveAttribute(
    'dir',
    'auto',
  );

  await alice.context.close();
  await bob.context.close();
});

test("the offline line counts the messages waiting and goes once they're sent", async ({
  browser,
}) => {
  const { alice, bob, chatId } = await twoPhonesInChat(browser);
  const { page } = alice;
  const line = page.getByTestId('connection-line');
  await page.goto(`/chat/${chatId}`);
  await send(page, 'online first');
  await expect(page.getByTestId('message').filter({ hasText: 'online first' })).toHaveAttribute(
    'data-state',
    'sent',
    ARRIVAL,
  );
  await expect(line).toHaveCount(0);

  await alice.context.setOffline(true);
  await expect(line).toHaveText('Offline');
  await send(page, 'offline one');
  await expect(line).toHaveText('Offline — 1 message waiting');
  await send(page, 'offline two');
  await expect(line).toHaveText('Offline — 2 messages waiting');
  await expect(line).toHaveRole('status');

  await alice.context.setOffline(false);
  for (const text of ['offline one', 'offline two']) {
    await expect(page.getByTestId('message').filter({ hasText: text })).toHaveAttribute(
      'data-state',
      'sent',
      ARRIVAL,
    );
  }
  await expect(line).toHaveCount(0);
  await bob.page.goto(`/chat/${chatId}`);
  await expect(bob.page.getByTestId('message')).toHaveCount(3, ARRIVAL);

  await alice.context.close();
  await bob.context.close();
});

test("'Theme' follows the system, or Light or Dark remembered on the device", async ({ page }) => {
  const html = page.locator('html');
  const themeColor = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((m) =>
        m.getAttribute('content'),
      ),
    );
  const background = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page);
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe('rgb(15, 17, 23)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await background()).toBe('rgb(245, 246, 251)');
  expect(await themeColor()).toEqual(['#4338ca', '#1a1d27']);

  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await themeColor()).toEqual(['#1a1d27', '#1a1d27']);

  // Remembered across a reload: public/theme.js, a classic script in <head>, applies it
  // before the first paint (the splash is dark too).
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expect(
    page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }),
  ).toBeChecked();

  await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).check();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'System' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
