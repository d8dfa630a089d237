/**
 * A verdict you can check, on two emulated phones: the results quote each side under every
 * criterion and name the turning points, and a quote opens the debate at its message
 * (src/domain/judging/evidence.ts); a debate too short to judge ends 'No contest' without a
 * rating move (src/domain/judging/no-contest.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { CRITERIA } from '@/domain/judging/criteria';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { seedArguedDebate, seedTooShortDebate } from './support/debate-world';
import { phoneUser, seedMessage } from './support/two-phones';

// Cross-device arrivals go through the emulators, a trigger and a function on 2 shared cores.
const ARRIVAL = { timeout: 30_000 };

function banner(page: Page) {
  return page.getByRole('region', { name: 'AI evaluation' });
}

/** Both agreed already (the agreement flow has its own spec): one of them starts it. */
const AGREED = (a: string, b: string) => ({
  evaluationRequested: true,
  evaluationReadiness: { [a]: true, [b]: true },
});

test.describe('a verdict you can check', () => {
  test('the results quote both sides under every criterion and the turning points; a quote opens the debate at its message', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const chatId = await seedArguedDebate(alice, bob, AGREED(alice.uid, bob.uid));
    // Short replies after the arguments (too short to quote), so the arguments the judges
    // quote sit screens above the newest message, where the room opens.
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        seedMessage(chatId, i % 2 ? bob : alice, `reply${i}`, `Noted ${i}.`, now - 9_000 + i * 300),
      ),
    );

    await alice.page.goto(`/debate/${chatId}`);
    await banner(alice.page).getByRole('button', { name: 'Start AI Evaluation' }).click(ARRIVAL);
    const won = alice.page.getByRole('dialog', { name: 'Congratulations! You Won!' });
    await won.getByRole('button', { name: 'View Full Results' }).click({ timeout: 90_000 });
    const results = alice.page.getByRole('dialog', { name: 'Debate Results' });

    // Each judge's ballot: quotes under each of the criteria, for both debaters.
    const ballots = results.getByTestId('ballot-quotes');
    await expect(ballots).toHaveCount(3);
    const first = ballots.first();
    await first.locator('summary').click();
    for (const { key } of CRITERIA) {
      await expect(first.getByTestId(`quotes-${key}`).getByTestId('quote').first()).toBeVisible();
    }
    // The two turning points, each a quote of the debate.
    const turning = results.getByTestId('turning-points').getByTestId('quote');
    await expect(turning).toHaveCount(2);
    await expectNoAxeViolationsInBothThemes(alice.page, 'results with quotes');

    // Tapping a quote closes the results and opens the debate at that message, highlighted.
    const quote = turning.first();
    const href = (await quote.getAttribute('href')) ?? '';
    const messageId = new URL(href, 'http://x').searchParams.get('m');
    expect(messageId).toMatch(/^seed\d$/);
    const quoted = (await quote.locator('q').textContent()) ?? '';
    await quote.click();
    await expect(results).toBeHidden();
    await expect(alice.page).toHaveURL(new RegExp(`/debate/${chatId}\\?m=${messageId}$`));
    const row = alice.page.locator('[data-focused]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(quoted.slice(0, 40));
    await expect(row).toBeInViewport();

    await alice.context.close();
    await bob.context.close();
  });

  test("a 1-message debate ends 'No contest' and both ratings stay as they were", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const chatId = await seedTooShortDebate(alice, bob, AGREED(alice.uid, bob.uid));
    const profiles = () =>
      Promise.all(
        [alice, bob].map(async (p) => (await adminDb().doc(`users/${p.uid}`).get()).data()),
      );
    // Each new account gets its starting rating a moment after sign-up (onAccountWritten): the
    // 'before' to compare with is the settled profile, not one read ahead of that write.
    await expect
      .poll(async () => (await profiles()).map((profile) => typeof profile?.rating), ARRIVAL)
      .toEqual(['number', 'number']);
    const before = await profiles();

    await alice.page.goto(`/debate/${chatId}`);
    await bob.page.goto(`/debate/${chatId}`);
    // Before either starts it, both are told it is too short and what each side still needs.
    const rule =
      'Too short for the judges so far: each side needs at least 2 messages and 40 words.';
    await expect(banner(alice.page).getByTestId('too-short')).toHaveText(
      `${rule} You need 1 more message and 33 more words; your opponent needs 1 more message and 36 more words. Ended like this, it is a no contest: nobody wins or loses.`,
      ARRIVAL,
    );
    await expect(banner(bob.page).getByTestId('too-short')).toContainText(
      'You need 1 more message and 36 more words; your opponent needs 1 more message and 33 more words.',
      ARRIVAL,
    );
    await expectNoAxeViolationsInBothThemes(alice.page, 'too short to judge');
    await banner(alice.page).getByRole('button', { name: 'Start AI Evaluation' }).click(ARRIVAL);
    for (const page of [alice.page, bob.page]) {
      await expect(page.getByText('No contest: both sides need at least 2 messages')).toBeVisible(
        ARRIVAL,
      );
    }
    expect((await adminDb().doc(`chats/${chatId}`).get()).data()).toMatchObject({
      noContest: true,
    });
    expect((await adminDb().doc(`debateResults/${chatId}`).get()).exists).toBe(false);
    const after = await profiles();
    for (const i of [0, 1]) {
      expect(after[i]?.rating).toEqual(before[i]?.rating);
      expect(after[i]?.debateStats).toEqual(before[i]?.debateStats);
      expect(after[i]?.medals).toEqual(before[i]?.medals);
    }
    await expectNoAxeViolationsInBothThemes(alice.page, 'no contest');

    await alice.context.close();
    await bob.context.close();
  });
});
