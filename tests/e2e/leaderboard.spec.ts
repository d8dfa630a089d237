/**
 * Ratings and the leaderboard (docs/decisions/0014-arena.md §1–2) on emulated phones, judged by the
 * local demo judge (`--app` starts it): a debate's result moves both ratings (shown on /profile
 * with the change and the history chart), /leaderboard shows them, and /leaderboard reads offline
 * once seen. axe-clean in both themes.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type * as Top from '../../functions/src/leaderboard/top';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { debateRatingChanges, ratingFields, START_RATING } from '@/domain/rating';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { seedArguedDebate, STRONG } from './support/debate-world';
import { phoneUser } from './support/two-phones';

const ARRIVAL = { timeout: 30_000 };
// The functions' own rebuild of leaderboard/top (a CommonJS module to Playwright's loader).
const { rebuildLeaderboard } = createRequire(import.meta.url)(
  '../../functions/src/leaderboard/top',
) as typeof Top;
// Three judges on 2 shared cores: the verdict can take over a minute under load.
const VERDICT = { timeout: 120_000 };

function banner(page: Page) {
  return page.getByRole('region', { name: 'AI evaluation' });
}

async function openLeaderboardFromMenu(page: Page) {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
}

/** The viewer's row: in the top 50, or their own rank below it. */
function myRow(page: Page, name: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${name} (you)` }) });
}

test.describe('ratings and the leaderboard', () => {
  test('a debate’s result moves both ratings; /profile and /leaderboard show them', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    await adminDb().doc('emulatorConfig/judges').delete();
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    // A running debate with Alice's strong and Bob's weak arguments, which both already agreed
    // to have evaluated (that flow is evaluation.spec.ts's), as the second agreement leaves
    // it (setEvaluationAgreement completes the chat): Start is offered.
    const chatId = await seedArguedDebate(alice, bob, {
      status: 'completed',
      evaluationReadiness: { [alice.uid]: true, [bob.uid]: true },
      evaluationRequested: true,
    });
    const aliceName = fallbackDisplayName(alice.phone.e164);
    const bobName = fallbackDisplayName(bob.phone.e164);

    await alice.page.goto(`/debate/${chatId}`);
    await bob.page.goto(`/debate/${chatId}`);
    await expect(alice.page.getByText(STRONG[2] ?? '')).toBeVisible(ARRIVAL);
    const start = banner(alice.page).getByRole('button', { name: 'Start AI Evaluation' });
    await expect(start).toBeVisible(ARRIVAL);
    await start.click();
    await expect(alice.page.getByRole('dialog', { name: 'Congratulations! You Won!' })).toBeVisible(
      VERDICT,
    );

    // Both start at 1500, provisional: Glicko-2 moves a new rating far, and both stay '?'.
    const [won, lost] = debateRatingChanges(
      { uid: alice.uid, glicko: START_RATING },
      { uid: bob.uid, glicko: START_RATING },
      alice.uid,
    );
    const ratingOf = async (uid: string) => (await adminDb().doc(`users/${uid}`).get()).data();
    expect(await ratingOf(alice.uid)).toMatchObject({
      ...ratingFields(won.glicko.after),
      ratingChange: won.change,
    });
    expect(await ratingOf(bob.uid)).toMatchObject({ ratingChange: lost.change });

    await alice.page.goto('/profile');
    const section = alice.page.getByRole('region', { name: 'Rating' });
    await expect(section.getByText(`Rating ${won.after}?`)).toBeVisible(ARRIVAL);
    await expect(section.getByText(`+${won.change} after the last debate`)).toBeVisible();
    await expect(
      section.getByRole('img', {
        name: `Your rating after your rated debate 1: ${won.after}.`,
      }),
    ).toBeVisible(ARRIVAL);

    // Provisional ratings are not ranked: each sees their own line, marked '?'.
    await openLeaderboardFromMenu(alice.page);
    await expect(myRow(alice.page, aliceName)).toContainText(`${won.after}?`, ARRIVAL);
    await expect(myRow(alice.page, aliceName)).toContainText('100%');
    await expectNoAxeViolationsInBothThemes(alice.page, 'leaderboard');

    await openLeaderboardFromMenu(bob.page);
    await expect(myRow(bob.page, bobName)).toContainText(`${lost.after}?`, ARRIVAL);
    await expect(myRow(bob.page, bobName)).toContainText('0%');

    for (const phone of [alice, bob]) await phone.context.close();
  });

  test('/leaderboard reads offline once seen', async ({ browser }) => {
    test.setTimeout(120_000);
    // A settled debater of this test's own, low in the top, so the top it sees has a row
    // whatever leaderboard-tables.spec, which may run beside it, seeds and removes meanwhile.
    const anchor = `offline-anchor-${Date.now().toString(36)}`;
    const anchorName = 'Steady Anchor';
    await adminDb()
      .doc(`users/${anchor}`)
      .set({
        uid: anchor,
        createdAt: new Date(),
        fallbackName: 'SteadyAnchor0000',
        displayName: anchorName,
        ...ratingFields({ rating: 1100, deviation: 60, volatility: 0.06 }),
        debateStats: { totalDebates: 20, wins: 10, losses: 10, draws: 0 },
      });
    // What onUserWritten does for it, done at once rather than waited for.
    await rebuildLeaderboard(adminDb());
    const carol = await phoneUser(browser);
    const carolName = fallbackDisplayName(carol.phone.e164);
    // The function that names a new profile gives it its starting rating too.
    await expect
      .poll(async () => (await adminDb().doc(`users/${carol.uid}`).get()).get('rating'), ARRIVAL)
      .toBe(START_RATING.rating);
    await openLeaderboardFromMenu(carol.page);
    const anchorRow = carol.page.getByRole('rowheader', { name: anchorName });
    await expect(anchorRow).toBeVisible(ARRIVAL);
    await expect(myRow(carol.page, carolName)).toBeVisible(ARRIVAL);

    // The network goes with the page open: what it shows then is what the device last saw
    // (the shared top may change on the server afterwards; none of that can reach it).
    await carol.context.setOffline(true);
    const rowsSeen = await carol.page.getByRole('row').count();
    await carol.page.getByRole('link', { name: 'Back to home' }).click();
    await carol.page.getByRole('button', { name: 'Menu' }).click();
    await carol.page.getByRole('menuitem', { name: 'Leaderboard' }).click();
    await expect(myRow(carol.page, carolName)).toBeVisible();
    await expect(anchorRow).toBeVisible();
    await expect(carol.page.getByRole('row')).toHaveCount(rowsSeen);
    await expect(carol.page.getByText('Loading leaderboard…')).toHaveCount(0);
    await carol.context.setOffline(false);
    await carol.context.close();
    await adminDb().doc(`users/${anchor}`).delete();
    await rebuildLeaderboard(adminDb());
  });
});
