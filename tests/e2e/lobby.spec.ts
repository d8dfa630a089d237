/**
 * A lobby to choose from: a Browse card and /join/{id} show who asks (their name, and their
 * rating, marked provisional before a first rated debate), their stance (140 characters,
 * the rest behind 'Show more'), the time limit and whether it is public, beside SPEC's
 * phone; the card follows the requester's rating live; axe-clean in both themes. A lobby with
 * nothing to show leads on, to the request form or the Quick Match card.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { uniqueTopic } from './support/debate-world';
import { phoneUser } from './support/two-phones';

const ARRIVAL = { timeout: 20_000 };
// The first call of a function starts its emulator runtime: over 10 s on a loaded machine.
const FIRST_CALL = { timeout: 60_000 };

const STANCE =
  'Remote work gives people back two hours a day of commuting and lets them focus without ' +
  'interruptions. It also opens good jobs to people who cannot move to an expensive city.';

function card(page: Page, topic: string) {
  return page.getByRole('listitem', { name: topic, exact: true });
}

async function expectCardShowsRequester(page: Page, topic: string, phone: string) {
  const row = card(page, topic);
  await expect(row).toContainText('Requested by Bianca Lobby', ARRIVAL);
  await expect(row.getByTestId('requester-rating')).toHaveText('Rating 1500?provisional');
  await expect(row).toContainText(`Their stance: ${[...STANCE].slice(0, 140).join('').trimEnd()}…`);
  await expect(row).not.toContainText('expensive city');
  await expect(row.getByTestId('accept-side')).toHaveText('Accept and you argue Against');
  await expect(row).toContainText('15 min');
  await expect(row).toContainText('Public');
  await expect(row).toContainText(phone);
  await row.getByRole('button', { name: 'Show more' }).click();
  await expect(row).toContainText(STANCE);
  await expect(row.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

test('Browse and /join show who asks, their rating and stance; the card follows their rating', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const alice = await phoneUser(browser);
  const bianca = await phoneUser(browser);
  await adminDb().doc(`users/${bianca.uid}`).set({ displayName: 'Bianca Lobby' }, { merge: true });
  const topic = uniqueTopic('Remote work wins');

  // A lobby with nothing of hers leads on: 'Start a Debate' opens the request form.
  await bianca.page.goto('/home?section=browse-debates');
  await bianca.page.getByRole('tab', { name: 'My Debates (0)' }).click();
  await expect(bianca.page.getByText('No debates available')).toBeVisible(ARRIVAL);
  await bianca.page.getByRole('link', { name: 'Start a Debate' }).click();
  await expect(bianca.page).toHaveURL(/\/home\?section=create-debate$/);
  await bianca.page.getByLabel('Debate topic').fill(topic);
  await bianca.page.getByLabel('Your stance').fill(STANCE);
  await bianca.page.getByLabel('Time limit').selectOption('15');
  await bianca.page.getByLabel('Public debate: anyone can watch').check();
  await bianca.page.getByRole('button', { name: 'Create Debate Request' }).click();
  await expect(
    bianca.page.getByRole('status').filter({ hasText: 'browse and accept' }),
  ).toBeVisible(FIRST_CALL);

  await alice.page.goto('/home?section=browse-debates');
  await expectCardShowsRequester(alice.page, topic, bianca.phone.e164);
  await expectNoAxeViolationsInBothThemes(alice.page, 'browse with a requester card');

  const requestId = (await adminDb().collection('debateRequests').where('topic', '==', topic).get())
    .docs[0]!.id;
  await alice.page.goto(`/join/${requestId}`);
  await expect(
    alice.page.getByRole('heading', { level: 1, name: 'Debate invitation' }),
  ).toBeVisible();
  await expectCardShowsRequester(alice.page, topic, bianca.phone.e164);
  await expectNoAxeViolationsInBothThemes(alice.page, 'join with a requester card');

  // Bianca's rating settles (deviation 110 or less): her waiting request shows it unmarked.
  await adminDb()
    .doc(`users/${bianca.uid}`)
    .set({ rating: 1516, ratingDeviation: 95 }, { merge: true });
  await expect(card(alice.page, topic).getByTestId('requester-rating')).toHaveText(
    'Rating 1516',
    ARRIVAL,
  );

  // Or to the Quick Match card, its time and topic still to choose (nothing is searched yet).
  await alice.page.goto('/home?section=browse-debates');
  await alice.page.getByRole('tab', { name: 'My Debates (0)' }).click();
  await alice.page.getByRole('link', { name: 'Try a Quick Match' }).click();
  await expect(alice.page).toHaveURL(/\/home$/);
  await expect(alice.page.getByRole('button', { name: 'Find an opponent' })).toBeInViewport();
  await expect(alice.page.getByRole('status').filter({ hasText: 'Looking for' })).toHaveCount(0);
  for (const person of [alice, bianca]) await person.context.close();
});
