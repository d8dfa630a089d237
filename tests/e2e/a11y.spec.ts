/**
 * Accessibility sweep (issue 13, "Done when"): axe-core (WCAG 2.1 A and AA) finds no
 * violation of any impact on every screen and the modals reachable without a long flow, in
 * the light and the dark theme. The evaluation modals are checked in evaluation.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { adminDb } from './support/admin';
import { expectNoAxeViolations, setTheme } from './support/axe';
import { signIn } from './support/sign-in';
import { phoneUser, seedDirectChat, type Phone } from './support/two-phones';

const THEMES = ['light', 'dark'] as const;
const ARRIVAL = { timeout: 20_000 };

/** Checks the page as it is in both themes (no reload: an open modal stays open). */
async function checkBothThemes(page: Page, label: string) {
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoAxeViolations(page, `${label} · ${theme}`);
  }
}

async function seedDebate(
  creator: Phone,
  acceptor: Phone,
  state: 'waiting' | 'live',
): Promise<string> {
  const ref = adminDb().collection('chats').doc();
  const now = Date.now();
  const live = state === 'live';
  await ref.set({
    participants: [creator.uid, acceptor.uid],
    participantDetails: {
      [creator.uid]: { phoneNumber: creator.phone.e164 },
      [acceptor.uid]: { phoneNumber: acceptor.phone.e164 },
    },
    isDebate: true,
    status: 'active',
    createdAt: Timestamp.fromMillis(now - 300_000),
    debateTopic: `Should cities ban private cars? (${state})`,
    creatorStance: 'Yes: streets are for people.',
    debateTimeLimit: 15,
    debateStartTime: live ? Timestamp.fromMillis(now - 60_000) : null,
    debateEndTime: live ? Timestamp.fromMillis(now + 840_000) : null,
    debateStatus: live ? 'in_progress' : 'waiting_to_start',
    participantReadiness: { [creator.uid]: live, [acceptor.uid]: live },
    evaluationReadiness: { [creator.uid]: false, [acceptor.uid]: false },
    evaluationRequested: false,
  });
  if (live) {
    await ref
      .collection('messages')
      .doc('seed0')
      .set({
        senderId: acceptor.uid,
        senderPhone: acceptor.phone.e164,
        content: 'Buses need roads anyway.',
        chatId: ref.id,
        timestamp: Timestamp.fromMillis(now - 30_000),
      });
  }
  return ref.id;
}

test.describe('accessibility in both themes', () => {
  test('the check fails on a violation of any impact and names it', async ({ page }) => {
    // Two minor/moderate problems: a missing page language and an unlabelled image.
    await page.setContent('<main><h1>Hi</h1><img src="data:,"></main>');
    const error = await expectNoAxeViolations(page, 'bad page').catch((e: Error) => e);
    expect(String(error)).toContain('html-has-lang');
    expect(String(error)).toContain('image-alt (critical)');
  });

  test('signed out: sign-in, How It Works, Policy', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await checkBothThemes(page, 'sign-in');
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkBothThemes(page, 'how it works');
    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkBothThemes(page, 'policy');
  });

  test('signed in: home, the notification panel, profile, not found', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'App settings' })).toBeVisible();
    await checkBothThemes(page, 'home');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await checkBothThemes(page, 'notification panel');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0, ARRIVAL);
    await checkBothThemes(page, 'profile');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await checkBothThemes(page, 'not found');
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
      await checkBothThemes(page, `home section ${section}`);
    }
  });

  test('a chat with its report dialog; a debate room waiting and live', async ({ browser }) => {
    test.setTimeout(240_000);
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const chatId = await seedDirectChat(alice, bob);
    await adminDb().doc(`chats/${chatId}/messages/m1`).set({
      senderId: bob.uid,
      senderPhone: bob.phone.e164,
      content: 'Hello, see https://example.com/cars',
      chatId,
      timestamp: FieldValue.serverTimestamp(),
    });
    const { page } = alice;
    const bobName = fallbackDisplayName(bob.phone.e164);

    await page.goto(`/chat/${chatId}`);
    await expect(page.getByTestId('message')).toHaveCount(1, ARRIVAL);
    await checkBothThemes(page, 'chat');
    await page.getByRole('button', { name: `Report this message from ${bobName}` }).click();
    await expect(page.getByRole('dialog', { name: `Report ${bobName}` })).toBeVisible();
    await checkBothThemes(page, 'report dialog');
    await page.keyboard.press('Escape');

    await page.goto('/home?section=chats');
    await expect(page.getByRole('link', { name: new RegExp(bobName) })).toBeVisible(ARRIVAL);
    await checkBothThemes(page, 'chat list with a chat');

    const waiting = await seedDebate(alice, bob, 'waiting');
    await page.goto(`/debate/${waiting}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(waiting)');
    await expect(page.getByRole('button', { name: /Ready/ }).first()).toBeVisible(ARRIVAL);
    await checkBothThemes(page, 'debate room waiting');

    const live = await seedDebate(alice, bob, 'live');
    await page.goto(`/debate/${live}`);
    await expect(page.getByRole('timer', { name: 'Time Remaining' })).toBeVisible(ARRIVAL);
    await expect(page.getByTestId('message')).toHaveCount(1, ARRIVAL);
    await checkBothThemes(page, 'debate room live');

    await alice.context.close();
    await bob.context.close();
  });
});
