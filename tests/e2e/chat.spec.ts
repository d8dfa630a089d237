import { expect, test, type Page } from '@playwright/test';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import {
  composer,
  expectDelivered,
  phoneUser,
  seedDirectChat,
  send,
  twoPhonesInChat,
} from './support/two-phones';

function bubbles(page: Page) {
  return page.getByTestId('message');
}

test.describe('one-to-one chat on two phones', () => {
  test('delivers messages live both ways, with names, sides, new lines and blank messages ignored', async ({
    browser,
  }) => {
    const { alice, bob, chatId } = await twoPhonesInChat(browser);
    await alice.page.goto(`/chat/${chatId}`);
    await bob.page.goto(`/chat/${chatId}`);
    const bobName = fallbackDisplayName(bob.phone.e164);
    await expect(alice.page.getByRole('heading', { level: 1 })).toHaveText(bobName);

    await send(alice.page, 'Hello Bob');
    await expectDelivered(bob, chatId, 'Hello Bob');
    const received = bubbles(bob.page).filter({ hasText: 'Hello Bob' });
    await expect(received).toHaveClass(/message--other/);
    await expect(received).toContainText(fallbackDisplayName(alice.phone.e164));
    await expect(bubbles(alice.page).filter({ hasText: 'Hello Bob' })).toHaveClass(/message--own/);

    await bob.page.getByRole('textbox', { name: 'Message', exact: true }).fill('line one');
    await bob.page.getByRole('textbox', { name: 'Message', exact: true }).press('Shift+Enter');
    await bob.page
      .getByRole('textbox', { name: 'Message', exact: true })
      .pressSequentially('line two');
    await expect(bob.page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'line one\nline two',
    );
    await bob.page.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    await expect(bubbles(alice.page).filter({ hasText: 'line two' })).toHaveCount(1);
    expect(
      await bubbles(alice.page)
        .filter({ hasText: 'line two' })
        .locator('.message__content')
        .innerText(),
    ).toBe('line one\nline two');

    await alice.page.getByRole('textbox', { name: 'Message', exact: true }).fill('   ');
    await alice.page.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    await expect(bubbles(alice.page)).toHaveCount(2);

    // The chat's last message and time move with the message.
    await expect
      .poll(async () => (await adminDb().doc(`chats/${chatId}`).get()).data()?.lastMessage)
      .toBe('line one\nline two');

    // Script and HTML render as text.
    await send(
      alice.page,
      '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
    );
    await expect(bubbles(bob.page).filter({ hasText: '<script>' })).toHaveCount(1);
    expect(await bob.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await alice.context.close();
    await bob.context.close();
  });

  test('messages sent offline wait as queued through a reload and arrive once, in order', async ({
    browser,
  }) => {
    const alice = await phoneUser(browser, { serviceWorkers: 'allow' });
    const bob = await phoneUser(browser);
    const chatId = await seedDirectChat(alice, bob);
    await alice.page.goto(`/chat/${chatId}`);
    await bob.page.goto(`/chat/${chatId}`);
    await send(alice.page, 'online first');
    await expectDelivered(bob, chatId, 'online first');
    await alice.page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);

    await alice.context.setOffline(true);
    for (const text of ['offline one', 'offline two', 'offline three'])
      await send(alice.page, text);
    for (const text of ['offline one', 'offline two', 'offline three']) {
      await expect(
        bubbles(alice.page).filter({ hasText: text }).locator('.message__state'),
      ).toHaveText('Queued');
    }

    // Typed and not sent: the chat's draft, there again after the reload (not in the queue).
    await composer(alice.page).fill('a draft, not sent');
    await alice.page.reload();
    await expect(bubbles(alice.page).filter({ hasText: 'online first' })).toHaveCount(1);
    await expect(composer(alice.page)).toHaveValue('a draft, not sent');
    await expect(bubbles(alice.page).filter({ hasText: 'a draft' })).toHaveCount(0);
    for (const text of ['offline one', 'offline two', 'offline three']) {
      await expect(
        bubbles(alice.page).filter({ hasText: text }).locator('.message__state'),
      ).toHaveText('Queued');
    }
    await expect(bubbles(bob.page)).toHaveCount(1);

    await alice.context.setOffline(false);
    for (const text of ['offline one', 'offline two', 'offline three']) {
      await expect(bubbles(alice.page).filter({ hasText: text })).toHaveAttribute(
        'data-state',
        'sent',
      );
    }
    await expect(bubbles(bob.page)).toHaveCount(4);
    await expect(bob.page.locator('.message__content')).toHaveText([
      'online first',
      'offline one',
      'offline two',
      'offline three',
    ]);
    const stored = await adminDb()
      .collection(`chats/${chatId}/messages`)
      .orderBy('timestamp')
      .get();
    expect(stored.docs.map((d) => d.data().content)).toEqual([
      'online first',
      'offline one',
      'offline two',
      'offline three',
    ]);

    await alice.context.close();
    await bob.context.close();
  });

  test("refuses bad chat ids and someone else's chat", async ({ browser }) => {
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const carol = await phoneUser(browser);
    const chatId = await seedDirectChat(alice, bob);
    await alice.page.goto(`/chat/${chatId}`);
    await send(alice.page, 'private words');
    await expect(bubbles(alice.page).filter({ hasText: 'private words' })).toHaveAttribute(
      'data-state',
      'sent',
    );

    await carol.page.goto(`/chat/${chatId}`);
    await expect(carol.page.getByRole('alert')).toHaveText('You do not have access to this chat.');
    await expect(carol.page.getByText('private words')).toHaveCount(0);

    for (const route of ['chat', 'debate', 'watch', 'results']) {
      await carol.page.goto(`/${route}/not%20a%20valid%20id!`);
      await expect(carol.page.getByRole('alert')).toHaveText('Invalid chat ID');
      // In the frame of an unknown address: its heading, the bar back home and the bottom
      // navigation (Chats one tap away).
      await expect(
        carol.page.getByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
      await expect(carol.page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
      await expect(
        carol.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Chats/ }),
      ).toBeVisible();
    }
    await carol.page.goto('/join/not%20a%20valid%20id!');
    await expect(carol.page.getByRole('alert')).toHaveText('Debate request not found');
    await expect(
      carol.page.getByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible();
    await expectNoAxeViolationsInBothThemes(carol.page, 'a bad address');
    await carol.page.goto('/chat/doesnotexist123');
    await expect(carol.page.getByRole('alert')).toHaveText('Chat not found');

    for (const p of [alice, bob, carol]) await p.context.close();
  });
});
