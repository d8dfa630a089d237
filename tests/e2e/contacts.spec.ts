import { expect, test, type Locator, type Page } from '@playwright/test';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { PEOPLE_TEXT } from '@/features/people/people-texts';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { uniquePhone } from './support/emulators';
import { storeSignIn } from './support/sign-in';
import { phoneUser } from './support/two-phones';

/** Letters no other test's names contain, so a name search finds only our user. */
function uniqueWord(): string {
  return Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

async function openSection(page: Page, name: 'Find Users' | 'Contacts') {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
}

/**
 * A person's row fits a phone, at 360 and 412 px: the name shown whole, the ⋯ on the first
 * line beside it, and the row's buttons on one line under it, all inside the card. (Beside
 * the person, four buttons squeezed a search result's name into a column of letters and
 * pushed the last ones out of the card; a contact's ⋯ wrapped onto a line of its own.)
 */
async function expectRowFits(page: Page, row: Locator, name: string, buttons: string[]) {
  const viewport = page.viewportSize()!;
  for (const width of [360, 412]) {
    await page.setViewportSize({ width, height: viewport.height });
    const card = (await row.boundingBox())!;
    const shownName = row.getByText(name, { exact: true });
    expect(
      await shownName.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
      ),
      `${name} shown whole at ${width} px`,
    ).toBe(true);
    const nameBox = (await shownName.boundingBox())!;
    const more = (await row
      .getByRole('button', { name: `More actions for ${name}` })
      .boundingBox())!;
    const boxes = await Promise.all(
      buttons.map(async (label) => (await row.getByRole('button', { name: label }).boundingBox())!),
    );
    for (const box of [more, ...boxes]) {
      expect(box.x, `inside the card at ${width} px`).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width, `inside the card at ${width} px`).toBeLessThanOrEqual(
        card.x + card.width,
      );
    }
    expect(more.y, `the ⋯ beside the name at ${width} px`).toBeLessThan(nameBox.y + nameBox.height);
    for (const box of boxes) {
      expect(Math.round(box.y), `the buttons on one line at ${width} px`).toBe(
        Math.round(boxes[0]!.y),
      );
      expect(box.y, `the buttons under the ⋯ at ${width} px`).toBeGreaterThanOrEqual(
        more.y + more.height,
      );
    }
  }
  await page.setViewportSize(viewport);
}

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search users' });
}

test.describe('Find Users and Contacts on two phones', () => {
  test('asks for 2 characters and says when nobody matches', async ({ browser }) => {
    const alice = await phoneUser(browser);
    await openSection(alice.page, 'Find Users');
    await expect(alice.page.getByText('Please enter at least 2 characters to search')).toHaveCount(
      0,
    );

    await searchBox(alice.page).fill('q');
    await expect(
      alice.page.getByText('Please enter at least 2 characters to search'),
    ).toBeVisible();

    await searchBox(alice.page).fill(`nobody ${uniqueWord()}`);
    await expect(alice.page.getByText('No users found')).toBeVisible();
    await expect(alice.page.getByText('Please enter at least 2 characters to search')).toHaveCount(
      0,
    );
    await alice.context.close();
  });

  test('finds a user by phone and by name, adds them to both lists live, chats and removes', async ({
    browser,
  }) => {
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const word = uniqueWord();
    const bobName = `Bobby ${word[0]!.toUpperCase()}${word.slice(1)}`;
    const aliceName = fallbackDisplayName(alice.phone.e164);
    // The app creates the profile and the private account just after sign-in; name Bob once
    // the functions have given the profile its generated name.
    await expect
      .poll(async () =>
        (await adminDb().doc(`users/${bob.uid}/private/account`).get()).get('phoneNumber'),
      )
      .toBe(bob.phone.e164);
    await expect
      .poll(async () => (await adminDb().doc(`users/${bob.uid}`).get()).get('fallbackName'))
      .toBe(fallbackDisplayName(bob.phone.e164));
    await adminDb()
      .doc(`users/${bob.uid}`)
      .update({ displayName: bobName, bio: 'Argues about everything' });
    await expect
      .poll(async () => (await adminDb().doc(`userIndex/${bob.uid}`).get()).get('displayName'))
      .toBe(bobName);

    // Bob watches his contacts while Alice searches: they must change without a reload.
    await openSection(bob.page, 'Contacts');
    await expect(bob.page.getByText('No contacts yet')).toBeVisible();

    await openSection(alice.page, 'Find Users');
    await searchBox(alice.page).fill(bob.phone.e164);
    await searchBox(alice.page).press('Enter');
    await expect(alice.page.getByText('1 found')).toBeVisible();
    const result = alice.page.getByRole('listitem', { name: bobName });
    await expect(result).toContainText('Argues about everything');
    await expect(result.getByRole('button', { name: 'Chat' })).toBeEnabled();
    await expectRowFits(alice.page, result, bobName, ['Chat', 'Add', 'Challenge']);

    await searchBox(alice.page).fill(word.slice(1, 6).toUpperCase());
    await expect(alice.page.getByText('1 found')).toBeVisible();
    await expect(alice.page.getByRole('listitem', { name: bobName })).toBeVisible();

    await result.getByRole('button', { name: 'Add' }).click();
    await expect(result.getByRole('button', { name: 'Added' })).toBeDisabled();

    // Live on both lists: Bob's open list shows Alice under her generated name as someone
    // who added him, with her phone (she chose to reach him) and 'Add back'.
    const aliceRow = bob.page.getByRole('listitem', { name: aliceName });
    await expect(aliceRow).toBeVisible();
    await expect(aliceRow).toContainText(/Added you on [A-Z][a-z]{2} \d{1,2}/);
    await expect(aliceRow).toContainText(alice.phone.e164);
    await expect(aliceRow.getByRole('button', { name: 'Add back' })).toBeVisible();
    await expect(bob.page.getByRole('heading', { level: 2, name: /^Contacts/ })).toHaveText(
      'Contacts (1)',
    );

    await openSection(alice.page, 'Contacts');
    await expect(alice.page.getByRole('heading', { level: 2, name: /^Contacts/ })).toHaveText(
      'Contacts (1)',
    );
    const bobRow = alice.page.getByRole('listitem', { name: bobName });
    await expect(bobRow).toContainText(/Added [A-Z][a-z]{2} \d{1,2}/);
    await expectRowFits(alice.page, bobRow, bobName, ['Chat', 'Remove', 'Challenge']);

    await bobRow.getByRole('button', { name: 'Chat' }).click();
    const pairId = [alice.uid, bob.uid].sort().join('_');
    await expect(alice.page).toHaveURL(new RegExp(`/chat/${pairId}$`));
    expect((await adminDb().doc(`chats/${pairId}`).get()).get('isDebate')).toBe(false);

    await alice.page.goBack();
    await expect(alice.page.getByRole('heading', { level: 2, name: /^Contacts/ })).toHaveText(
      'Contacts (1)',
    );
    await alice.page
      .getByRole('listitem', { name: bobName })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(alice.page.getByText(`Remove ${bobName} from your contacts?`)).toBeVisible();
    await alice.page.getByRole('button', { name: 'Cancel' }).click();
    await expect(alice.page.getByRole('listitem', { name: bobName })).toBeVisible();
    await alice.page
      .getByRole('listitem', { name: bobName })
      .getByRole('button', { name: 'Remove' })
      .click();
    // The choice is stated (docs/decisions/0013-chat.md §6): only my side, or both.
    await expect(
      alice.page.getByText(`“Remove from my list” removes ${bobName} from your contacts only`),
    ).toBeVisible();
    await alice.page.getByRole('button', { name: 'Remove from my list' }).click();
    await expect(alice.page.getByText('No contacts yet')).toBeVisible();
    await expect(alice.page.getByRole('heading', { level: 2, name: /^Contacts/ })).toHaveText(
      'Contacts (0)',
    );

    // From Alice's list only: Bob keeps Alice.
    await expect
      .poll(
        async () => (await adminDb().doc(`users/${alice.uid}/contacts/${bob.uid}`).get()).exists,
      )
      .toBe(false);
    expect((await adminDb().doc(`users/${bob.uid}/contacts/${alice.uid}`).get()).exists).toBe(true);
    await expect(bob.page.getByRole('listitem', { name: aliceName })).toBeVisible();

    // Searching again offers Add again.
    await openSection(alice.page, 'Find Users');
    await searchBox(alice.page).fill(bob.phone.e164);
    await searchBox(alice.page).press('Enter');
    await expect(
      alice.page.getByRole('listitem', { name: bobName }).getByRole('button', { name: 'Add' }),
    ).toBeEnabled();

    await alice.context.close();
    await bob.context.close();
  });
});

test("offline before the server's list came, Contacts says they will come; an empty answer then reads 'No contacts yet'", async ({
  page,
  context,
}) => {
  // Firestore unreachable, then the phone offline: the list was never heard from the server.
  const firestore = '**/google.firestore.v1.Firestore/**';
  await page.route(firestore, (route) => route.abort('internetdisconnected'));
  await page.goto('/favicon.svg');
  await storeSignIn(page, uniquePhone());
  await page.goto('/home?section=contacts');
  await expect(page.getByText(PEOPLE_TEXT.loadingContacts)).toBeVisible();
  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: PEOPLE_TEXT.contactsOffline }),
  ).toBeVisible();
  await expect(page.getByText(PEOPLE_TEXT.noContacts)).toHaveCount(0);
  // The floating 'Offline' line covers none of the section's heading.
  const line = await page.getByTestId('connection-line').boundingBox();
  const heading = await page.getByRole('heading', { level: 2, name: /^Contacts/ }).evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    const { top, bottom, left, right } = range.getBoundingClientRect();
    return { top, bottom, left, right };
  });
  expect(line, 'the connection line').not.toBeNull();
  expect(line!.y + line!.height, 'the line ends above the heading').toBeLessThanOrEqual(
    heading.top,
  );
  await expectNoAxeViolationsInBothThemes(page, 'contacts offline, never loaded');
  // Online: the server's answer is the empty list the cache gave, and now it is known.
  await page.unroute(firestore);
  await context.setOffline(false);
  await expect(page.getByText(PEOPLE_TEXT.noContacts)).toBeVisible();
  await expect(page.getByText(PEOPLE_TEXT.contactsOffline)).toHaveCount(0);
});
