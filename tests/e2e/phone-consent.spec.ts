import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { openDetails, phoneUser, send, type Phone } from './support/two-phones';

const HIDDEN = 'Phone hidden until they add you or reply';

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

/** Gives a user a display name no one else has, once the app has made their profile. */
async function nameUser(user: Phone): Promise<string> {
  const name = `Consent ${uniqueWord()}`;
  await expect
    .poll(async () => (await adminDb().doc(`users/${user.uid}`).get()).get('fallbackName'))
    .toBeTruthy();
  await adminDb().doc(`users/${user.uid}`).update({ displayName: name });
  await expect
    .poll(async () => (await adminDb().doc(`userIndex/${user.uid}`).get()).get('displayName'))
    .toBe(name);
  return name;
}

/** Finds someone by name in Find Users: their result row. */
async function findByName(page: Page, name: string) {
  await openSection(page, 'Find Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(name);
  const row = page.getByRole('listitem', { name });
  await expect(row).toBeVisible();
  return row;
}

/** The other person's card, in the chat's details behind its title (opened if closed). */
async function participantCard(page: Page) {
  await openDetails(page);
  return page.getByRole('region', { name: /^About / });
}

test.describe('phone numbers only with their owner’s consent, on two phones', () => {
  test('someone added by name stays “Phone hidden” until they add back; then both see both', async ({
    browser,
  }) => {
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const [aliceName, bobName] = [await nameUser(alice), await nameUser(bob)];
    await openSection(bob.page, 'Contacts');

    const result = await findByName(alice.page, bobName);
    await result.getByRole('button', { name: 'Add' }).click();
    await expect(result.getByRole('button', { name: 'Added' })).toBeDisabled();

    // Alice's list: Bob by name, his phone hidden.
    await openSection(alice.page, 'Contacts');
    const bobRow = alice.page.getByRole('listitem', { name: bobName });
    await expect(bobRow).toContainText(HIDDEN);
    await expect(bobRow).not.toContainText(bob.phone.e164);
    // The chat card says the same.
    await bobRow.getByRole('button', { name: 'Chat' }).click();
    await expect(await participantCard(alice.page)).toContainText(HIDDEN);
    await expect(await participantCard(alice.page)).not.toContainText(bob.phone.e164);
    await expectNoAxeViolations(alice.page, 'chat with a hidden phone');

    // Bob's list, live: Alice 'Added you', with her phone (adding him was her consent).
    const aliceRow = bob.page.getByRole('listitem', { name: aliceName });
    await expect(aliceRow).toContainText('Added you');
    await expect(aliceRow).toContainText(alice.phone.e164);
    await expect(aliceRow.getByRole('button', { name: 'Block' })).toBeVisible();
    await expectNoAxeViolations(bob.page, 'contacts with an Added you row');
    await aliceRow.getByRole('button', { name: 'Add back' }).click();
    await expect(aliceRow.getByRole('button', { name: 'Chat' })).toBeVisible();
    await expect(aliceRow).not.toContainText('Added you');
    await expect(aliceRow).toContainText(alice.phone.e164);

    // Alice's open chat card shows Bob's phone now, and so does her list.
    await expect(await participantCard(alice.page)).toContainText(bob.phone.e164);
    await expect(await participantCard(alice.page)).not.toContainText(HIDDEN);
    await alice.page.goBack();
    await expect(alice.page.getByRole('listitem', { name: bobName })).toContainText(bob.phone.e164);

    await alice.context.close();
    await bob.context.close();
  });

  test('a chat opened by a stranger shows no phone until each side writes', async ({ browser }) => {
    const alice = await phoneUser(browser);
    const carol = await phoneUser(browser);
    const carolName = await nameUser(carol);
    const aliceName = await nameUser(alice);

    const result = await findByName(alice.page, carolName);
    await result.getByRole('button', { name: 'Chat' }).click();
    await expect(alice.page.getByRole('heading', { level: 1 })).toHaveText(carolName);
    await expect(await participantCard(alice.page)).toContainText(HIDDEN);

    // Carol opens the chat from her list: Alice only opened it, so her phone is hidden too.
    await carol.page.goto('/chats');
    await carol.page.getByRole('link', { name: new RegExp(aliceName) }).click();
    await expect(await participantCard(carol.page)).toContainText(HIDDEN);

    // Alice writes: Carol's card shows Alice's phone. Alice's still hides Carol's.
    await send(alice.page, 'Hi Carol, loved your debate');
    await expect(await participantCard(carol.page)).toContainText(alice.phone.e164);
    await expect(await participantCard(alice.page)).toContainText(HIDDEN);

    // Carol replies: both see both, even though her first call to share her phone is lost
    // on the network (the app asks again).
    let lost = 0;
    await carol.page.route('**/sharePhone', async (route) => {
      if (route.request().method() === 'POST' && lost === 0) {
        lost += 1;
        await route.abort('connectionreset');
      } else {
        await route.fallback();
      }
    });
    await send(carol.page, 'Thanks!');
    await expect.poll(() => lost).toBe(1);
    await expect(await participantCard(alice.page)).toContainText(carol.phone.e164);
    await expect(await participantCard(carol.page)).toContainText(alice.phone.e164);

    await alice.context.close();
    await carol.context.close();
  });
});
