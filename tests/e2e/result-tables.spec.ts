/**
 * Tables that read, in the results (the second half of the leaderboard's check in
 * leaderboard-tables.spec.ts): after a real evaluation by the demo judge of two debaters with
 * long names, every cell of each judge's criteria table and every part of the voting summary's
 * rows is measured at 360 and 412 px, in the results dialog and on /results/{id} with its
 * sections unfolded (tests/e2e/support/table-cell-wrapping.ts): none breaks a number, a
 * percentage or a word across lines.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { setTheme } from './support/axe';
import { seedArguedDebate, STRONG } from './support/debate-world';
import { expectNoCellBreaksInsideAWord, tableCellCount } from './support/table-cell-wrapping';
import { phoneUser } from './support/two-phones';

const ARRIVAL = { timeout: 30_000 };
const NAMES = {
  alice: 'Maximiliana Featherstonehaugh-Wolfeschlegelsteins',
  bob: 'Bartholomew Lindqvist-Hernández',
};
/** The voting summary is a list; each row's name, votes and confidence are its cells. */
const VOTE_CELLS = 'li > span';

/** Measures the criteria tables and the voting summary inside `scope` at both widths. */
async function measure(page: Page, scope: Locator, label: string): Promise<number> {
  const tables = scope.getByTestId('judge-scores');
  const votes = scope.getByTestId('votes');
  await expect(tables).toHaveCount(3);
  for (const width of [360, 412]) {
    await page.setViewportSize({ width, height: 740 });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expectNoCellBreaksInsideAWord(
        tables,
        `${label}, judges' tables at ${width} px, ${theme}`,
      );
      await expectNoCellBreaksInsideAWord(
        votes,
        `${label}, voting summary at ${width} px, ${theme}`,
        VOTE_CELLS,
      );
    }
  }
  return (await tableCellCount(tables)) + (await tableCellCount(votes, VOTE_CELLS));
}

test("no cell of the judges' tables or the voting summary breaks a number or a word at 360 or 412 px", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Whatever an earlier emulator suite may have left: this spec uses the demo judge.
  await adminDb().doc('emulatorConfig/judges').delete();
  const alice = await phoneUser(browser);
  const bob = await phoneUser(browser);
  for (const [person, name] of [
    [alice, NAMES.alice],
    [bob, NAMES.bob],
  ] as const) {
    await adminDb().doc(`users/${person.uid}`).set({ displayName: name }, { merge: true });
  }
  const chatId = await seedArguedDebate(alice, bob, {
    status: 'completed',
    evaluationRequested: true,
    evaluationReadiness: { [alice.uid]: true, [bob.uid]: true },
  });
  const { page } = alice;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/debate/${chatId}`);
  await expect(page.getByText(STRONG[2] ?? '')).toBeVisible(ARRIVAL);
  await page
    .getByRole('region', { name: 'AI evaluation' })
    .getByRole('button', { name: 'Start AI Evaluation' })
    .click(ARRIVAL);
  const won = page.getByRole('dialog', { name: 'Congratulations! You Won!' });
  await won.getByRole('button', { name: 'View Full Results' }).click({ timeout: 90_000 });
  const dialog = page.getByRole('dialog', { name: 'Debate Results' });
  await expect(dialog.getByTestId('votes')).toContainText(NAMES.bob);
  const inDialog = await measure(page, dialog, 'the results dialog');

  // The page folds its sections: each is unfolded before it is measured.
  await page.goto(`/results/${chatId}`);
  const main = page.getByRole('main');
  for (const section of ['Judge panel voting summary', 'Individual judge analyses']) {
    const toggle = main.getByRole('button', { name: section });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  const onPage = await measure(page, main, '/results');
  console.log(
    `[tables] results cells measured at 360 and 412 px, both themes: ${inDialog} in the dialog, ${onPage} on /results`,
  );

  await alice.context.close();
  await bob.context.close();
});
