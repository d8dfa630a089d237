/**
 * docs/decisions/0013-chat.md §2, §3 on two phones: unread counts on the chat row, the tab, the
 * menu and the app's icon badge; ✓ then ✓✓ ('Seen'); 'Name is typing…'; and the cost figures (reads
 * per received message, writes per minute of reading).
 */
import { expect, test, type Page } from '@playwright/test';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { readMarkWritesPerMinute, readsPerReceivedMessage } from './support/live-measures';
import { composer, send, twoPhonesInChat } from './support/two-phones';

/** Every value the app gave the app badge (setAppBadge(n), clearAppBadge() as 0). */
async function badgeCalls(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __badges: number[] }).__badges ?? []);
}

const ownMark = (page: Page, text: string) =>
  page.getByTestId('message').filter({ hasText: text }).locator('.message__state');

test('unread counts on rows, tab, menu and app badge; ✓ then ✓✓; the typing line', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { alice, bob, chatId } = await twoPhonesInChat(browser);
  // The Badging API, spied on: every call is recorded on the page.
  await bob.context.addInitScript(() => {
    const calls: number[] = [];
    (window as unknown as { __badges: number[] }).__badges = calls;
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (count?: number) => {
        calls.push(count ?? 0);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => {
        calls.push(0);
        return Promise.resolve();
      },
    });
  });
  await bob.page.goto('/home?section=chats');
  const aliceName = fallbackDisplayName(alice.phone.e164);
  const bobName = fallbackDisplayName(bob.phone.e164);
  const row = bob.page.getByRole('link', { name: new RegExp(aliceName) });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('unread-badge')).toHaveCount(0);

  await alice.page.goto(`/chat/${chatId}`);
  for (const text of ['one', 'two', 'three']) await send(alice.page, text);

  // Bob, on his chat list: the row, the All and Messages tabs, the menu and the icon say 3.
  await expect(row.getByTestId('unread-badge').locator('[aria-hidden="true"]')).toHaveText('3');
  await expect(row).toHaveAccessibleName(/3 unread messages/);
  await expect(row).toHaveClass(/chat-row--unread/);
  await expect(bob.page.getByRole('tab', { name: /^All \(1\)/ })).toHaveAccessibleName(
    'All (1) 3 unread messages',
  );
  await expect(bob.page.getByRole('tab', { name: /^Messages \(1\)/ })).toHaveAccessibleName(
    'Messages (1) 3 unread messages',
  );
  await expect(bob.page.getByRole('tab', { name: /^Debates/ })).toHaveAccessibleName('Debates (0)');
  await expect.poll(async () => (await badgeCalls(bob.page)).at(-1)).toBe(3);
  await bob.page.getByRole('button', { name: 'Menu, 3 unread messages' }).click();
  await expect(bob.page.getByRole('menuitem', { name: 'Chats' })).toHaveAccessibleName(
    'Chats 3 unread messages',
  );
  await bob.page.keyboard.press('Escape');
  await expectNoAxeViolationsInBothThemes(bob.page, 'chat list with unread counts');

  // Alice's messages are sent (✓), not seen: Bob has not opened the chat.
  await expect(ownMark(alice.page, 'three')).toHaveAttribute('data-delivery', 'sent');
  await expect(ownMark(alice.page, 'three')).toHaveText('Sent');

  // Bob opens the chat: his counts go to 0 (the icon's badge is cleared), Alice sees ✓✓.
  await row.click();
  await expect(bob.page.getByTestId('message').filter({ hasText: 'three' })).toHaveCount(1);
  for (const text of ['one', 'two', 'three']) {
    await expect(ownMark(alice.page, text)).toHaveAttribute('data-delivery', 'seen');
    await expect(ownMark(alice.page, text)).toHaveText('Seen');
  }
  await expect.poll(async () => (await badgeCalls(bob.page)).at(-1)).toBe(0);

  // Typing: Bob types, Alice sees 'Name is typing…' (within about 0.1–0.4 s here, printed). How
  // soon is not this test's to judge: in one CI run, at 99 % of both cores, the second signal
  // showed 2.3–6.8 s after 'hmm' (the line was there in the failure's screenshot). The line
  // lapses 5 s after it arrives, so a longer wait cannot mistake an old signal for a new one.
  const typingLine = alice.page.getByTestId('typing-line');
  await expect(typingLine).toHaveAttribute('aria-live', 'polite');
  await expect(typingLine).toHaveText('');
  let typedAt = Date.now();
  await composer(bob.page).pressSequentially('I am writ');
  await expect(typingLine).toHaveText(`${bobName} is typing…`, { timeout: 10_000 });
  console.log(`typing line shown ${Date.now() - typedAt} ms after the first keystroke`);
  // Sending clears it.
  await composer(bob.page).pressSequentially('ing back');
  await composer(bob.page).press('Enter');
  await expect(
    alice.page.getByTestId('message').filter({ hasText: 'I am writing back' }),
  ).toHaveCount(1);
  await expect(typingLine).toHaveText('', { timeout: 2_000 });
  // Typing then stopping: it goes after 5 s idle.
  await bob.page.waitForTimeout(3_100);
  typedAt = Date.now();
  await composer(bob.page).pressSequentially('hmm');
  await expect(typingLine).toHaveText(`${bobName} is typing…`, { timeout: 10_000 });
  const shownAt = Date.now();
  console.log(`typing line shown again ${shownAt - typedAt} ms after the first keystroke`);
  await expect(typingLine).toHaveText('', { timeout: 8_000 });
  const idle = Date.now() - shownAt;
  console.log(`typing line gone ${idle} ms after it appeared (5 s idle)`);
  expect(idle).toBeGreaterThan(3_000);

  // Bob's own message is ✓✓ once Alice (who has the chat open) has read it.
  await expect(ownMark(bob.page, 'I am writing back')).toHaveAttribute('data-delivery', 'seen');

  await alice.context.close();
  await bob.context.close();
});

test('cost: no extra read per received message, at most 30 writes per minute of reading', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { alice, bob, chatId } = await twoPhonesInChat(browser);
  await bob.page.goto('/home?section=chats');
  await expect(bob.page.getByRole('link', { name: /No messages yet/ })).toBeVisible();

  const received = await readsPerReceivedMessage(bob.page, chatId, alice.uid, 5);
  console.log(
    `reads per received message (chat list open): ${received.perMessage} (${received.extraPerMessage} extra) over ${received.messages} messages, after a warm-up message that cost ${received.warmUpReads} (the unread count's one-time set-up); the functions completed both new profiles ${received.profilesWait} ms into it`,
  );
  expect(received.extraPerMessage).toBe(0);

  await bob.page.goto(`/chat/${chatId}`);
  await expect(bob.page.getByTestId('message').first()).toBeVisible();
  // A whole minute of reading, as the figure says.
  const reading = await readMarkWritesPerMinute(bob.page, chatId, alice.uid, 60_000, 400);
  console.log(
    `writes per minute of reading: ${reading.perMinute.toFixed(1)} (${reading.writes} in ${reading.durationMs} ms, a message every 400 ms; opening the chat wrote ${reading.openWrites} before)`,
  );
  expect(reading.writes).toBeGreaterThan(0);
  expect(reading.perMinute).toBeLessThanOrEqual(30);

  await alice.context.close();
  await bob.context.close();
});
