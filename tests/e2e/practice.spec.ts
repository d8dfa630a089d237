/**
 * Practice with AI on an emulated phone, through the real UI (docs/decisions/0025-never-alone.md
 * §3): the form, the room with the AI debater marked 'AI' (the local demo debater answers, `--app`
 * starts it), a reply to each message, the usual panel's verdict on request, unrated, its vendor
 * named, and 'Practice' in Debate history.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { composer, openDetails, phoneUser, send } from './support/two-phones';

// The first call of a function, and the first run of a trigger, start an emulator runtime.
const FIRST_CALL = { timeout: 60_000 };
const ARRIVAL = { timeout: 30_000 };

function banner(page: Page) {
  return page.getByRole('region', { name: 'AI evaluation' });
}

async function screenshots(page: Page, name: string) {
  for (const width of [412, 360]) {
    await page.setViewportSize({ width, height: 820 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 412, height: 915 });
}

test.describe('Practice with AI', () => {
  test('a practice debate against the demo debater runs to an unrated verdict that names the vendor', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // This spec uses the demo judge and the demo debater.
    await adminDb().doc('emulatorConfig/judges').delete();
    const ann = await phoneUser(browser);
    const page = ann.page;
    await page.getByRole('button', { name: /^Practice with AI/ }).click();
    await expect(page.getByRole('heading', { name: 'Practice with AI' })).toBeVisible();
    await page.getByLabel('Topic').selectOption({ label: 'Technology' });
    await page
      .getByLabel('Motion')
      .selectOption({ label: 'Smartphones should be banned in schools' });
    await expect(page.getByText('Phones in class distract pupils')).toBeVisible();
    await page.getByRole('radio', { name: 'For' }).check();
    await expectNoAxeViolationsInBothThemes(page, 'practice form');
    await screenshots(page, 'practice-form');
    await page.getByRole('button', { name: 'Start practice' }).click();

    // The room: the AI debater marked, who writes its side, ready before the person.
    await expect(page).toHaveURL(/\/debate\/practice-[\w-]+$/, FIRST_CALL);
    const chatId = page.url().split('/').at(-1) ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Debate: Smartphones should be banned in schools',
    );
    await expect(page.getByTestId('debate-side')).toHaveText('You argue For');
    // Its card is in the room's details, behind the title.
    await openDetails(page);
    const card = page.getByRole('region', { name: /AI debater/ });
    await expect(card).toContainText('AI');
    await expect(card).toContainText('Argues Against · replies by Local demo debater');
    await page.getByRole('button', { name: 'Ready to Debate' }).click();
    await expect(page.getByRole('timer', { name: 'Time Remaining' })).toBeVisible(FIRST_CALL);

    // Each message gets one reply, marked AI, from the demo debater.
    await send(
      page,
      'Phones in class split attention, for example during maths, when a single notification breaks twenty minutes of focus for the whole row.',
    );
    const replies = page.getByTestId('message').filter({ hasText: 'I oppose the motion' });
    await expect(replies).toHaveCount(1, FIRST_CALL);
    await expect(replies.first()).toContainText('AI');
    await expect(replies.first()).toContainText('Phones in class split attention');
    await send(
      page,
      'Schools that banned phones report better grades, because focus improves, and the weakest pupils gain the most from the quiet.',
    );
    await expect(replies).toHaveCount(2, ARRIVAL);
    await expect(composer(page)).toBeEnabled();
    await expectNoAxeViolationsInBothThemes(page, 'practice room');
    await screenshots(page, 'practice-room');

    // The verdict on request: the AI agreed in advance, so the request ends the debate.
    await openDetails(page);
    await banner(page).getByRole('button', { name: 'Request AI Evaluation' }).click();
    const start = banner(page).getByRole('button', { name: 'Start AI Evaluation' });
    await expect(start).toBeVisible(ARRIVAL);
    await start.click();
    const outcome = page.getByRole('dialog', {
      name: /Congratulations! You Won!|You Lost This Debate|It's a Draw!/,
    });
    await expect(outcome).toBeVisible(FIRST_CALL);
    await outcome.getByRole('button', { name: 'View Full Results' }).click();
    const results = page.getByRole('dialog', { name: 'Debate Results' });
    await expect(results).toContainText(
      'Practice debate against the AI debater (its replies by Local demo debater): unrated, with no medal and no stats.',
    );
    await expect(results.getByRole('button', { name: 'Appeal Verdict' })).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page, 'practice results');
    await screenshots(page, 'practice-results');

    // Unrated: no stats, no medal, no rating moved.
    const profile = (await adminDb().doc(`users/${ann.uid}`).get()).data() ?? {};
    expect(profile.debateStats ?? { totalDebates: 0 }).toMatchObject({ totalDebates: 0 });
    expect(profile.ratingChange).toBeUndefined();
    expect((await adminDb().collection(`users/${ann.uid}/medals`).get()).size).toBe(0);
    expect((await adminDb().doc(`debateResults/${chatId}`).get()).get('practice')).toBe(true);

    // Listed as practice in Debate history.
    await page.goto('/profile');
    const entry = page.getByRole('link', { name: /Smartphones should be banned in schools/ });
    await expect(entry).toContainText('Practice', ARRIVAL);
    await expect(entry).toContainText('vs AI debater');
    await ann.context.close();
  });
});
