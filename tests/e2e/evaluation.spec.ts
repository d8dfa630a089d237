/**
 * The AI evaluation on two emulated phones, through the real UI, judged by the local demo
 * judge (`--app` starts it): a running debate with its arguments is seeded, one debater
 * requests the evaluation, the other agrees, one starts it, both watch the progress, then
 * the winner and the loser each get their popup and the full results with the judge panel.
 */
import { expect, test, type Page } from '@playwright/test';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { adminDb } from './support/admin';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes, setTheme } from './support/axe';
import { seedArguedDebate, STRONG } from './support/debate-world';
import { openDetails, phoneUser } from './support/two-phones';

// Cross-device arrivals go through the emulators, a trigger and a function on 2 shared cores.
const ARRIVAL = { timeout: 30_000 };

function banner(page: Page) {
  return page.getByRole('region', { name: 'AI evaluation' });
}

async function profileOf(uid: string) {
  return (await adminDb().doc(`users/${uid}`).get()).data();
}

test.describe('AI evaluation on two phones', () => {
  test('request, agree, start, both watch the progress, winner and loser popups, full results, medal and stats', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Whatever an earlier emulator suite may have left: this spec uses the demo judge.
    await adminDb().doc('emulatorConfig/judges').delete();
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const chatId = await seedArguedDebate(alice, bob);
    const aliceName = fallbackDisplayName(alice.phone.e164);

    await alice.page.goto(`/debate/${chatId}`);
    await bob.page.goto(`/debate/${chatId}`);
    await expect(alice.page.getByText(STRONG[2] ?? '')).toBeVisible(ARRIVAL);

    // Bob asks (from the room's details, where asking waits while the debate runs); his own
    // agreement comes with it, and Alice is asked to agree.
    await openDetails(bob.page);
    await banner(bob.page).getByRole('button', { name: 'Request AI Evaluation' }).click();
    await expect(banner(bob.page).getByRole('button', { name: 'Agreed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const agree = banner(alice.page).getByRole('button', { name: 'Agree to Evaluate' });
    await expect(agree).toBeVisible(ARRIVAL);
    await expect(banner(alice.page).getByTestId('evaluation-agreed-count')).toHaveText(
      '1/2 agreed',
    );
    await expect(
      banner(alice.page).getByRole('button', { name: 'Start AI Evaluation' }),
    ).toHaveCount(0);
    await agree.click();

    // Both agreed: both are offered the start (the chat's completion by the trigger is
    // proven in tests/functions/evaluation.test.ts; the evaluation completes it anyway).
    const start = banner(alice.page).getByRole('button', { name: 'Start AI Evaluation' });
    await expect(start).toBeVisible(ARRIVAL);
    await expect(banner(bob.page).getByRole('button', { name: 'Start AI Evaluation' })).toBeVisible(
      ARRIVAL,
    );

    const started = Date.now();
    await start.click();
    const aliceProgress = alice.page.getByRole('dialog', { name: 'AI judges at work' });
    const bobProgress = bob.page.getByRole('dialog', { name: 'AI judges at work' });
    await expect(aliceProgress).toBeVisible();
    await expect(bobProgress).toBeVisible(ARRIVAL);
    await expect(bobProgress.getByRole('progressbar')).toBeVisible();

    const won = alice.page.getByRole('dialog', { name: 'Congratulations! You Won!' });
    await expect(won).toBeVisible(ARRIVAL);
    const wallMs = Date.now() - started;
    test.info().annotations.push({
      type: 'evaluation wall time (demo judge)',
      description: `${wallMs} ms from Start to the winner popup`,
    });
    console.log(`evaluation wall time with the demo judge: ${wallMs} ms`);
    await expect(aliceProgress).toHaveCount(0);
    const lost = bob.page.getByRole('dialog', { name: 'You Lost This Debate' });
    await expect(lost).toBeVisible(ARRIVAL);
    await expect(lost).toContainText(aliceName);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(alice.page, theme);
      await expectNoAxeViolations(alice.page, `winner popup · ${theme}`);
      await setTheme(bob.page, theme);
      await expectNoAxeViolations(bob.page, `loser popup · ${theme}`);
    }

    // The winner's full results: winner, stances, reasons, the judge panel, the analysis.
    await won.getByRole('button', { name: 'View Full Results' }).click();
    const results = alice.page.getByRole('dialog', { name: 'Debate Results' });
    await expect(results.getByTestId('results-winner')).toHaveText(`${aliceName} (you)`);
    await expect(results).toContainText('Local demo judge');
    await expect(results.getByRole('heading', { name: 'What the winner did well' })).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Areas for improvement' })).toBeVisible();
    await expect(
      results.getByRole('heading', { name: 'Judge panel voting summary' }),
    ).toBeVisible();
    await expect(results).toContainText('3 of 3 judges delivered a verdict.');
    const verdicts = results.getByTestId('judge-verdict');
    await expect(verdicts).toHaveCount(3);
    for (const judge of ['Judge GPT', 'Judge DeepSeek', 'Judge Grok']) {
      const verdict = verdicts.filter({ hasText: judge });
      await expect(verdict).toContainText('Local demo judge');
      await expect(verdict).toContainText(`Vote: ${aliceName} · Confidence:`);
    }
    await expect(results.getByRole('heading', { name: 'Complete analysis' })).toBeVisible();
    await expect(results).toContainText('Judge GPT (vote:');

    // The blind jury (docs/decisions/0014-arena.md §5): each judge's six criteria scores under its
    // vote, and 'Appeal Verdict', disabled with its reason for this unanimous verdict.
    for (const judge of ['Judge GPT', 'Judge DeepSeek', 'Judge Grok']) {
      const table = results.getByRole('table', { name: `${judge}: scores out of 10` });
      await expect(table.getByRole('row')).toHaveCount(7);
      await expect(table.getByRole('columnheader', { name: aliceName })).toHaveCount(1);
    }
    await expect(results.getByRole('button', { name: 'Appeal Verdict' })).toBeDisabled();
    await expect(results).toContainText('This verdict was unanimous, so it cannot be appealed.');
    await expectNoAxeViolationsInBothThemes(alice.page, 'full results with the ballots');

    // The other debater sees the same panel.
    await lost.getByRole('button', { name: 'View Full Results' }).click();
    const bobResults = bob.page.getByRole('dialog', { name: 'Debate Results' });
    await expect(bobResults.getByTestId('results-winner')).toHaveText(aliceName);
    await expect(bobResults.getByTestId('judge-verdict')).toHaveCount(3);

    // The popup comes once per visit: back after a reload, gone for good once closed.
    await bob.page.reload();
    await expect(lost).toBeVisible(ARRIVAL);
    await lost.getByRole('button', { name: 'Close' }).click();
    await expect(lost).toHaveCount(0);
    await expect(
      bob.page.getByRole('region', { name: 'Debate result' }).getByText(`Winner: ${aliceName}`),
    ).toBeVisible();

    expect((await adminDb().doc(`chats/${chatId}`).get()).data()).toMatchObject({
      status: 'completed',
      debateStatus: 'completed',
      evaluationInProgress: false,
    });

    // Rewards, stored once.
    const winner = await profileOf(alice.uid);
    expect(winner?.debateStats).toEqual({ totalDebates: 1, wins: 1, losses: 0, draws: 0 });
    // Public on the profile with the opponent's name; the phone only in the owner's history.
    expect(winner?.medals).toHaveLength(1);
    expect(winner?.medals[0]).toMatchObject({ topic: 'Should cities ban private cars?' });
    expect(JSON.stringify(winner)).not.toContain(bob.phone.e164);
    const history = await adminDb().collection(`users/${alice.uid}/medals`).get();
    expect(history.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        topic: 'Should cities ban private cars?',
        opponentPhone: bob.phone.e164,
        chatId,
      }),
    ]);
    const loser = await profileOf(bob.uid);
    expect(loser?.debateStats).toEqual({ totalDebates: 1, wins: 0, losses: 1, draws: 0 });
    const notices = await adminDb().collection('notifications').where('chatId', '==', chatId).get();
    expect(notices.docs.map((d) => d.data().type).sort()).toEqual(['debate_lost', 'debate_won']);

    // Back to Home leaves the room.
    await alice.page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(alice.page).toHaveURL(/\/home$/);

    // The loser appeals from the result's page (the debate history's way to it), as from the
    // dialog. The demo judge's panels are always unanimous: the stored verdict is made a split
    // one (2–1) so that it may be appealed; the fresh panel, unanimous again, lets it stand.
    const stored = adminDb().doc(`debateResults/${chatId}`);
    const summary = (await stored.get()).get('votingSummary') as { votes: Record<string, number> };
    const bobName = fallbackDisplayName(bob.phone.e164);
    expect(summary.votes).toEqual({ [aliceName]: 3, [bobName]: 0, Draw: 0 });
    await stored.update({ 'votingSummary.votes': { [aliceName]: 2, [bobName]: 1, Draw: 0 } });
    await bob.page.goto(`/results/${chatId}`);
    const appeal = bob.page.getByTestId('appeal');
    await appeal.getByRole('button', { name: 'Appeal Verdict' }).click();
    await expect(appeal.getByRole('status')).toContainText('A fresh panel is judging the debate');
    // What the appeal decided shows where it was asked, with the section of ballots folded.
    await expect(appeal).toContainText(
      `The appeal panel was unanimous and agreed: ${aliceName} wins. The verdict stands. Each debate gets one appeal.`,
      { timeout: 60_000 },
    );
    await expect(appeal.getByRole('button', { name: 'Appeal Verdict' })).toBeDisabled();
    expect((await stored.get()).get('appeal')).toMatchObject({
      status: 'decided',
      appellantId: bob.uid,
      stands: true,
      changed: false,
    });
    await expectNoAxeViolationsInBothThemes(bob.page, 'results page after an appeal');

    await alice.context.close();
    await bob.context.close();
  });
});
