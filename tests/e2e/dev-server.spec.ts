/**
 * A smoke run of `npm start`'s development server (playwright.config.ts's dev-server project;
 * scripts/with-emulators.mjs --dev serves it): the development build mounts every component
 * twice (React's StrictMode), which the production build the other specs use never does.
 * Sign in, then every kind of closable dialog: the bell's panel, the outcome and results
 * modals, the report and block dialogs. Each must stay open until it is closed.
 */
import { expect, test, type Locator } from '@playwright/test';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { adminDb } from './support/admin';
import { seedArguedDebate, STRONG } from './support/debate-world';
import { phoneUser, seedDirectChat, seedMessage } from './support/two-phones';

// Cross-device arrivals and the evaluation go through the emulators and the demo judge.
const ARRIVAL = { timeout: 30_000 };

/**
 * The dialog is open, and still open once the tasks queued meanwhile have run: a `close`
 * event left behind by the double mount arrives in such a task and closed it at once.
 */
async function expectStaysOpen(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await dialog.page().evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(await dialog.isVisible(), 'the dialog closed itself right after opening').toBe(true);
}

test('on the development server every closable dialog stays open until it is closed', async ({
  browser,
}) => {
  expect(
    process.env.DEV_URL,
    'start the development server: with-emulators.mjs --dev',
  ).toBeTruthy();
  test.setTimeout(240_000);
  await adminDb().doc('emulatorConfig/judges').delete();
  const alice = await phoneUser(browser);
  const bob = await phoneUser(browser);
  const page = alice.page;
  const bobName = fallbackDisplayName(bob.phone.e164);

  // The bell's panel (a non-modal dialog).
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expectStaysOpen(notifications);
  await notifications.getByRole('button', { name: 'Close' }).click();
  await expect(notifications).toBeHidden();

  // Report a message, and the block confirmation, in a chat.
  const chatId = await seedDirectChat(alice, bob);
  await seedMessage(chatId, bob, 'smoke-1', 'a message to report');
  await page.goto(`/chat/${chatId}`);
  const message = page.getByTestId('message').filter({ hasText: 'a message to report' });
  await expect(message).toBeVisible(ARRIVAL);
  await message.getByRole('button', { name: `Report this message from ${bobName}` }).click();
  const report = page.getByRole('dialog', { name: `Report ${bobName}` });
  await expectStaysOpen(report);
  await report.getByRole('button', { name: 'Close' }).first().click();
  await expect(report).toBeHidden();

  const card = page.getByRole('region', { name: `About ${bobName}` });
  await card.getByRole('button', { expanded: false }).click();
  await card.getByRole('button', { name: 'Block' }).click();
  const block = page.getByRole('dialog', { name: `Block ${bobName}?` });
  await expectStaysOpen(block);
  await block.getByRole('button', { name: 'Cancel' }).click();
  await expect(block).toBeHidden();

  // The outcome modal and the full results, after a real evaluation by the demo judge.
  const debateId = await seedArguedDebate(alice, bob, {
    status: 'completed',
    evaluationReadiness: { [alice.uid]: true, [bob.uid]: true },
    evaluationRequested: true,
  });
  await page.goto(`/debate/${debateId}`);
  await expect(page.getByText(STRONG[2] ?? '')).toBeVisible(ARRIVAL);
  const evaluation = page.getByRole('region', { name: 'AI evaluation' });
  await evaluation.getByRole('button', { name: 'Start AI Evaluation' }).click(ARRIVAL);
  const won = page.getByRole('dialog', { name: 'Congratulations! You Won!' });
  await expect(won).toBeVisible({ timeout: 90_000 });
  await expectStaysOpen(won);
  await won.getByRole('button', { name: 'View Full Results' }).click();
  const results = page.getByRole('dialog', { name: 'Debate Results' });
  await expectStaysOpen(results);
  await expect(results.getByTestId('results-winner')).toBeVisible();

  await alice.context.close();
  await bob.context.close();
});
