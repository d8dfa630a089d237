/**
 * The conversation's virtualised list (src/features/conversation/message-list.tsx) as a reader
 * meets it: it opens at the newest message with every drawn row in its own place, follows what
 * arrives while the reader is at the bottom, keeps the reader's place as older history loads
 * above, and leaves a reader who scrolled up where they are.
 */
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { LOADING_DELAY_MS } from '@/components/loading-delay';
import { CHAT_LIST_EMPTY } from '@/domain/chat-list';
import { CHAT_LIST_TEXT } from '@/features/chat-list/chat-list-texts';
import { CONVERSATION_TEXT } from '@/features/conversation/conversation-texts';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { watchForText, wasShown } from './support/never-shown';
import { workerControls } from './support/service-worker';
import { storeSignIn } from './support/sign-in';
import { phoneUser, seedDirectChat, seedMessage, twoPhonesInChat } from './support/two-phones';

/** Rows of very different heights: one line, several, a long paragraph. */
function content(i: number): string {
  return `Row ${i}: ${'words that wrap over the bubble '.repeat([1, 6, 2, 14][i % 4] as number)}`;
}

/** The drawn rows' boxes, top to bottom, and how far the list is from its bottom. */
async function layout(page: Page) {
  return page.getByTestId('message-list').evaluate((list) => {
    const rows = [...list.querySelectorAll<HTMLElement>('.message-list__row')].map((row) => {
      const box = row.getBoundingClientRect();
      return { index: Number(row.dataset.index), top: box.top, bottom: box.bottom };
    });
    return {
      rows,
      fromBottom: list.scrollHeight - list.scrollTop - list.clientHeight,
      listBottom: list.getBoundingClientRect().bottom,
    };
  });
}

function inOrderWithoutOverlap(rows: { index: number; top: number; bottom: number }[]) {
  for (let i = 1; i < rows.length; i++) {
    expect(rows[i]!.index, 'rows drawn in order').toBe(rows[i - 1]!.index + 1);
    // Within a pixel: heights are whole pixels, text boxes may not be.
    expect(
      Math.abs(rows[i]!.top - rows[i - 1]!.bottom),
      `row ${rows[i]!.index} starts where the one above ends`,
    ).toBeLessThanOrEqual(1);
  }
}

/** Alice and Bob's chat of `count` rows (content(i)), half a minute apart, an hour ago. */
async function chatOfRows(browser: Browser, count: number) {
  const { alice, bob, chatId } = await twoPhonesInChat(browser);
  const start = Date.now() - 60 * 60_000;
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      seedMessage(
        chatId,
        i % 2 ? alice : bob,
        `m${String(i).padStart(3, '0')}`,
        content(i),
        start + i * 30_000,
      ),
    ),
  );
  return { alice, bob, chatId };
}

test('opens at the newest message, rows in place, follows new ones, keeps the place as older history loads, and leaves a reader who scrolled up', async ({
  browser,
}) => {
  // More than the first window of 60 the chat opens with.
  const { alice, bob, chatId } = await chatOfRows(browser, 100);
  const { page } = alice;
  await page.goto(`/chat/${chatId}`);
  const newest = page.getByTestId('message').filter({ hasText: 'Row 99:' });
  await expect(newest).toBeInViewport();

  // At the bottom, the newest row last, nothing overlapping, however tall each row is.
  await expect.poll(async () => (await layout(page)).fromBottom).toBeLessThanOrEqual(1);
  const opened = await layout(page);
  expect(opened.rows.at(-1)!.index).toBe(
    await newest.evaluate((el) =>
      Number(el.closest<HTMLElement>('.message-list__row')!.dataset.index),
    ),
  );
  expect(opened.rows.at(-1)!.bottom).toBeLessThanOrEqual(opened.listBottom + 1);
  inOrderWithoutOverlap(opened.rows);

  // A new message while at the bottom: followed.
  await seedMessage(chatId, bob, 'm100', 'Row 100: the newest', Date.now());
  await expect(page.getByTestId('message').filter({ hasText: 'Row 100:' })).toBeInViewport();
  await expect.poll(async () => (await layout(page)).fromBottom).toBeLessThanOrEqual(1);

  // Scrolled up to the oldest message held: older history loads above it, and the reader
  // stays where they were, among rows in place.
  const list = page.getByTestId('message-list');
  const row = (n: number) => page.getByTestId('message').filter({ hasText: `Row ${n}:` });
  await expect(row(40)).toHaveCount(0);
  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(row(40)).toBeAttached();
  await expect(row(41)).toBeInViewport();
  inOrderWithoutOverlap((await layout(page)).rows);
  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(row(0)).toBeInViewport();
  inOrderWithoutOverlap((await layout(page)).rows);
  // ...and a message arriving then does not pull the reader down: once it is in the list
  // (the list grew by its row), the reader is still at the top.
  const heightBefore = await list.evaluate((el) => el.scrollHeight);
  await seedMessage(chatId, bob, 'm101', 'Row 101: while reading', Date.now());
  await expect.poll(() => list.evaluate((el) => el.scrollHeight)).toBeGreaterThan(heightBefore);
  await expect(row(0)).toBeInViewport();
  expect(await list.evaluate((el) => el.scrollTop)).toBeLessThan(100);
  await expect(row(101)).toHaveCount(0);

  // Back at the bottom, it is there and followed again.
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(row(101)).toBeInViewport();
  await seedMessage(chatId, bob, 'm102', 'Row 102: followed again', Date.now());
  await expect(row(102)).toBeInViewport();
  inOrderWithoutOverlap((await layout(page)).rows);
  for (const person of [alice, bob]) await person.context.close();
});

test('a chat opened as the page loads paints whole: no frame of its header around placeholder bubbles in the first second', async ({
  browser,
}) => {
  const { alice, bob, chatId } = await chatOfRows(browser, 30);
  const { page } = alice;
  // Opened once, so the device holds the chat and its messages, as a returning user's does.
  await page.goto(`/chat/${chatId}`);
  await expect(page.getByTestId('message').filter({ hasText: 'Row 29:' })).toBeVisible();
  // Every change to the page before it is painted: when, whether the chat's header is there,
  // whether a message is.
  await page.addInitScript(() => {
    const seen: { at: number; header: boolean; message: boolean }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      seen.push({
        at: performance.now(),
        header: !!document.querySelector('.chat-screen__header'),
        message: !!document.querySelector('[data-testid="message"]'),
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByTestId('message').filter({ hasText: 'Row 29:' })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { at: number; header: boolean; message: boolean }[] }).seen,
  );
  expect(seen.some((s) => s.header && s.message)).toBe(true);
  // After LOADING_DELAY_MS a slow device shows placeholders.
  expect(seen.filter((s) => s.header && !s.message && s.at < LOADING_DELAY_MS)).toEqual([]);
  for (const person of [alice, bob]) await person.context.close();
});

test("a chat first opened on this device shows its messages, never 'No messages yet'; offline it says they will come; a new phone's chat list never says 'No chats yet'", async ({
  browser,
}) => {
  // Alice's phone has the app installed: its worker holds the screens' code for offline use.
  const alice = await phoneUser(browser, { serviceWorkers: 'allow' });
  const bob = await phoneUser(browser);
  await alice.page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  const chatId = await seedDirectChat(alice, bob);
  const now = Date.now();
  const lines = ['First from Alice', 'Then Bob', 'Alice again'];
  for (const [i, text] of lines.entries()) {
    await seedMessage(chatId, i % 2 ? bob : alice, `first-open-${i}`, text, now - 60_000 + i);
  }
  // As the app writes a message: the chat's last message in the same batch.
  await adminDb()
    .doc(`chats/${chatId}`)
    .update({ lastMessage: lines.at(-1), lastMessageTime: Timestamp.fromMillis(now - 60_000 + 2) });
  // Bob opens it online: the messages, with no 'No messages yet' before them.
  await watchForText(bob.page, CONVERSATION_TEXT.noMessages);
  await bob.page.goto(`/chat/${chatId}`);
  await expect(bob.page.getByTestId('message')).toHaveCount(3);
  expect(await wasShown(bob.page, CONVERSATION_TEXT.noMessages)).toBe(false);

  // Bob's new phone, his list never fetched there. While Firestore cannot be reached his chat
  // list waits (it never says 'No chats yet'); offline it says his chats come with the network;
  // then they come.
  const newPhone = await browser.newContext(devices['Pixel 7']);
  const fresh = await newPhone.newPage();
  const firestore = '**/google.firestore.v1.Firestore/**';
  await fresh.route(firestore, (route) => route.abort('internetdisconnected'));
  await watchForText(fresh, CHAT_LIST_EMPTY.all.title);
  await fresh.goto('/favicon.svg');
  await storeSignIn(fresh, bob.phone);
  await fresh.goto('/chats');
  await expect(fresh.getByRole('status').filter({ hasText: CHAT_LIST_TEXT.loading })).toBeVisible();
  await newPhone.setOffline(true);
  await expect(
    fresh.getByRole('status').filter({ hasText: CHAT_LIST_TEXT.offlineNotHere }),
  ).toBeVisible();
  await expectNoAxeViolationsInBothThemes(fresh, 'chat list offline on a new phone');
  await fresh.unroute(firestore);
  await newPhone.setOffline(false);
  await expect(fresh.getByRole('link', { name: /Alice again/ })).toBeVisible();
  await expect(fresh.getByText(CHAT_LIST_TEXT.offlineNotHere)).toHaveCount(0);
  expect(await wasShown(fresh, CHAT_LIST_EMPTY.all.title)).toBe(false);
  await newPhone.close();

  // Alice's phone holds the chat (her list shows it) but none of its messages; offline, she
  // opens it from the list and is told they come with the network.
  await watchForText(alice.page, CONVERSATION_TEXT.noMessages);
  await alice.page.goto('/chats');
  await workerControls(alice.page);
  const row = alice.page.getByRole('link', { name: /Alice again/ });
  await expect(row).toBeVisible();
  await alice.context.setOffline(true);
  await row.click();
  await expect(
    alice.page.getByRole('status').filter({ hasText: CONVERSATION_TEXT.offlineNoMessages }),
  ).toBeVisible();
  await expect(alice.page.getByTestId('message')).toHaveCount(0);
  await alice.context.setOffline(false);
  await expect(alice.page.getByTestId('message')).toHaveCount(3);
  await expect(alice.page.getByText(CONVERSATION_TEXT.offlineNoMessages)).toHaveCount(0);
  expect(await wasShown(alice.page, CONVERSATION_TEXT.noMessages)).toBe(false);
  for (const person of [alice, bob]) await person.context.close();
});
