/**
 * Accessibility sweep (docs/decisions/0013-chat.md, "Done when"): axe-core (WCAG 2.1 A and AA)
 * finds no violation of any impact on every screen and the modals reachable without a long flow, in
 * the light and the dark theme. The evaluation modals are checked in evaluation.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './support/axe';
import { seedDebateChat } from './support/debate-world';
import { signIn } from './support/sign-in';
import { openMessageMenu, seedMessage, twoPhonesInChat, type Phone } from './support/two-phones';

const ARRIVAL = { timeout: 20_000 };

async function seedDebate(
  creator: Phone,
  acceptor: Phone,
  state: 'waiting' | 'live',
): Promise<string> {
  const now = Date.now();
  const live = state === 'live';
  const chatId = await seedDebateChat(creator, acceptor, {
    createdAt: Timestamp.fromMillis(now - 300_000),
    debateTopic: `Should cities ban private cars? (${state})`,
    creatorStance: 'Yes: streets are for people.',
    debateStartTime: live ? Timestamp.fromMillis(now - 60_000) : null,
    debateEndTime: live ? Timestamp.fromMillis(now + 840_000) : null,
    debateStatus: live ? 'in_progress' : 'waiting_to_start',
    participantReadiness: { [creator.uid]: live, [acceptor.uid]: live },
  });
  if (live) await seedMessage(chatId, acceptor, 'seed0', 'Buses need roads anyway.', now - 30_000);
  return chatId;
}

test.describe('accessibility in both themes', () => {
  test('the check fails on a violation of any impact and names it', async ({ page }) => {
    // Two minor/moderate problems: a missing page language and an unlabelled image.
    await page.setContent('<main><h1>Hi</h1><img src="data:,"></main>');
    const error = await expectNoAxeViolations(page, 'bad page').catch((e: Error) => e);
    expect(String(error)).toContain('html-has-lang');
    expect(String(error)).toContain('image-alt (critical)');
  });

  test('a second check of the same page sees what changed since the first', async ({ page }) => {
    // axe is injected once per document: the second check must judge the page as it is then.
    await page.setContent(
      '<html lang="en"><head><title>Two themes</title></head>' +
        '<body><main><h1>Hi</h1><p style="color:#111;background:#fff">Readable</p></main></body></html>',
    );
    await expectNoAxeViolations(page, 'readable page');
    await page.locator('p').evaluate((p) => (p.style.color = '#eee'));
    const error = await expectNoAxeViolations(page, 'faded page').catch((e: Error) => e);
    expect(String(error)).toContain('color-contrast (serious)');
    expect(String(error)).toContain('faded page');
  });

  test('signed out: sign-in, How It Works, Policy', async ({ page }) => {
    // Three pages, each checked in both themes: 60 s of the default 90 on a slow 2-core run.
    test.setTimeout(180_000);
    await page.goto('/');
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, 'sign-in');
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, 'how it works');
    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, 'policy');
  });

  test('signed in: home, the notification panel, profile, not found', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'App settings' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, 'home');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, 'notification panel');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0, ARRIVAL);
    await expectNoAxeViolationsInBothThemes(page, 'profile');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, 'not found');
  });

  test('signed in: the home sections', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const sections: [string, RegExp][] = [
      ['chats', /^Chats/],
      ['contacts', /^Contacts/],
      ['find-users', /^Find Users/],
      ['create-debate', /^Create/],
      ['browse-debates', /^Browse Debates/],
    ];
    for (const [section, heading] of sections) {
      await page.goto(`/home?section=${section}`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, ARRIVAL);
      await expectNoAxeViolationsInBothThemes(page, `home section ${section}`);
    }
  });

  test('a chat with its report dialog; a debate room waiting and live', async ({ browser }) => {
    test.setTimeout(240_000);
    const { alice, bob, chatId } = await twoPhonesInChat(browser);
    await seedMessage(chatId, bob, 'm1', 'Hello, see https://example.com/cars');
    const { page } = alice;
    const bobName = fallbackDisplayName(bob.phone.e164);

    await page.goto(`/chat/${chatId}`);
    await expect(page.getByTestId('message')).toHaveCount(1, ARRIVAL);
    await expectNoAxeViolationsInBothThemes(page, 'chat');
    const menu = await openMessageMenu(page, page.getByTestId('message'), bobName);
    await expectNoAxeViolationsInBothThemes(page, 'message menu');
    await menu.getByRole('button', { name: `Report this message from ${bobName}` }).click();
    await expect(page.getByRole('dialog', { name: `Report ${bobName}` })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, 'report dialog');
    await page.keyboard.press('Escape');

    await page.goto('/home?section=chats');
    await expect(page.getByRole('link', { name: new RegExp(bobName) })).toBeVisible(ARRIVAL);
    await expectNoAxeViolationsInBothThemes(page, 'chat list with a chat');

    const waiting = await seedDebate(alice, bob, 'waiting');
    await page.goto(`/debate/${waiting}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(waiting)');
    await expect(page.getByRole('button', { name: /Ready/ }).first()).toBeVisible(ARRIVAL);
    await expectNoAxeViolationsInBothThemes(page, 'debate room waiting');

    const live = await seedDebate(alice, bob, 'live');
    await page.goto(`/debate/${live}`);
    await expect(page.getByRole('timer', { name: 'Time Remaining' })).toBeVisible(ARRIVAL);
    await expect(page.getByTestId('message')).toHaveCount(1, ARRIVAL);
    await expectNoAxeViolationsInBothThemes(page, 'debate room live');

    await alice.context.close();
    await bob.context.close();
  });
});
