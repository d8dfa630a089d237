import { expect, test, type Page } from '@playwright/test';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { adminDb } from './support/admin';
import {
  composer,
  expectDelivered,
  openChatOptions,
  phoneUser,
  send,
  twoPhonesInChat,
} from './support/two-phones';

// The first call of each function starts its emulator runtime: over 10 s on a loaded machine.
const FIRST_CALL = { timeout: 60_000 };

const bubble = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

test('block from the chat’s menu stops the other side, a message is reported from its menu, unblock restores the chat', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { alice, bob, chatId } = await twoPhonesInChat(browser);
  const bobName = fallbackDisplayName(bob.phone.e164);
  await alice.page.goto(`/chat/${chatId}`);
  await bob.page.goto(`/chat/${chatId}`);

  await send(bob.page, 'you will regret this');
  await expectDelivered(alice, chatId, 'you will regret this');

  // Alice blocks Bob from the header's ⋮; Cancel is focused first, Block confirms.
  const options = await openChatOptions(alice.page);
  await options.getByRole('button', { name: 'Block' }).click();
  const confirm = alice.page.getByRole('dialog', { name: `Block ${bobName}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toBeHidden(FIRST_CALL);
  await expect(options.getByRole('status')).toHaveText(`You blocked ${bobName}.`);
  await expect(options.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await alice.page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(
    alice.page.getByText('You blocked this person. Unblock them to send messages.'),
  ).toBeVisible();
  await expect(composer(alice.page)).toBeDisabled();
  await expect
    .poll(async () => (await adminDb().doc(`users/${alice.uid}/blocks/${bob.uid}`).get()).exists)
    .toBe(true);

  // Bob can no longer message her: his message fails where he can see it, saying he can't
  // message this person, and his composer is locked.
  await send(bob.page, 'are you there?');
  const refused = bubble(bob.page, 'are you there?');
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused.getByRole('alert')).toContainText(
    'Not delivered: you can’t message this person.',
  );
  await expect(refused.getByRole('alert')).not.toContainText('the debate is not running');
  await expect(bob.page.getByText('You can’t message this person.', { exact: true })).toBeVisible();
  await expect(composer(bob.page)).toBeDisabled();
  await expect(bubble(alice.page, 'are you there?')).toHaveCount(0);

  // Alice reports his earlier message from its menu, by keyboard.
  const more = bubble(alice.page, 'you will regret this').getByRole('button', {
    name: `Actions for this message from ${bobName}`,
  });
  await more.focus();
  await alice.page.keyboard.press('Enter');
  const menu = alice.page.getByRole('dialog', { name: `Message from ${bobName}` });
  await menu.getByRole('button', { name: `Report this message from ${bobName}` }).click();
  await expect(menu).toBeHidden();
  const dialog = alice.page.getByRole('dialog', { name: `Report ${bobName}` });
  await expect(dialog.getByText('you will regret this')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Spam' })).toBeFocused();
  await alice.page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Harassment' })).toBeChecked();
  await dialog.getByLabel('Details (optional)').fill('Threats after a lost debate');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Thank you. Your report about ${bobName} was sent to the moderators.`,
    FIRST_CALL,
  );
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  // Focus is back on the message's ⋯.
  await expect(more).toBeFocused();

  const reports = await adminDb().collection('reports').where('reporterUid', '==', alice.uid).get();
  expect(reports.docs.map((d) => d.data())).toEqual([
    expect.objectContaining({
      reportedUid: bob.uid,
      reason: 'harassment',
      details: 'Threats after a lost debate',
      chatId,
      message: expect.objectContaining({ content: 'you will regret this' }),
      status: 'open',
    }),
  ]);

  // 'Blocked users' on her profile lists Bob; Unblock there.
  await alice.page.goto('/profile');
  const blocked = alice.page.getByRole('list', { name: 'Blocked users' });
  await expect(blocked.getByRole('listitem')).toHaveCount(1);
  await expect(blocked.getByRole('listitem', { name: bobName })).toBeVisible();
  await blocked.getByRole('button', { name: `Unblock ${bobName}` }).click();
  await expect(alice.page.getByText('You have not blocked anyone.')).toBeVisible(FIRST_CALL);

  // Messaging works again both ways: Bob's retry is delivered, which opens his composer.
  await alice.page.goto(`/chat/${chatId}`);
  await expect(composer(alice.page)).toBeEnabled();
  await refused.getByRole('button', { name: 'Retry' }).click();
  await expect(refused).toHaveAttribute('data-state', 'sent');
  await expect(composer(bob.page)).toBeEnabled();
  await expectDelivered(alice, chatId, 'are you there?');
  await send(alice.page, 'calm down');
  await expectDelivered(bob, chatId, 'calm down');

  await alice.context.close();
  await bob.context.close();
});

test('Block and Report from a contact row and a search result', async ({ browser }) => {
  test.setTimeout(300_000);
  const alice = await phoneUser(browser);
  const bob = await phoneUser(browser);
  const carol = await phoneUser(browser);
  const bobName = fallbackDisplayName(bob.phone.e164);
  const carolName = fallbackDisplayName(carol.phone.e164);
  // Contacts both ways, as addContact leaves them.
  for (const [owner, other] of [
    [alice, bob],
    [bob, alice],
  ] as const) {
    await adminDb()
      .doc(`users/${owner.uid}/contacts/${other.uid}`)
      .set({ uid: other.uid, phoneNumber: other.phone.e164, addedAt: new Date() });
  }

  // A contact row: ⋯ opens Block and Report for that person.
  await alice.page.goto('/home?section=contacts');
  const row = alice.page.getByRole('listitem', { name: bobName });
  await row.getByRole('button', { name: `More actions for ${bobName}` }).click();
  const sheet = alice.page.getByRole('dialog', { name: bobName });
  // A sheet from the bottom of the screen, within the thumb's reach; a tap above it closes it.
  const viewport = alice.page.viewportSize()!;
  const box = (await sheet.boundingBox())!;
  expect(Math.abs(box.y + box.height - viewport.height)).toBeLessThanOrEqual(1);
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  await alice.page.mouse.click(viewport.width / 2, box.y / 2);
  await expect(sheet).toBeHidden();
  await expect(row.getByRole('button', { name: `More actions for ${bobName}` })).toBeFocused();
  await row.getByRole('button', { name: `More actions for ${bobName}` }).click();
  await sheet.getByRole('button', { name: 'Report' }).click();
  const dialog = alice.page.getByRole('dialog', { name: `Report ${bobName}` });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('was sent to the moderators', FIRST_CALL);
  await alice.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: `More actions for ${bobName}` }).click();
  await sheet.getByRole('button', { name: 'Block' }).click();
  // The question rises from the bottom too, Cancel focused; a tap above it cancels.
  const question = alice.page.getByRole('dialog', { name: `Block ${bobName}?` });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const questionBox = (await question.boundingBox())!;
  expect(Math.abs(questionBox.y + questionBox.height - viewport.height)).toBeLessThanOrEqual(1);
  await alice.page.mouse.click(viewport.width / 2, questionBox.y / 2);
  await expect(question).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `More actions for ${bobName}` }).click();
  await sheet.getByRole('button', { name: 'Block' }).click();
  await question.getByRole('button', { name: 'Block' }).click();
  // Blocking ends the contact both ways.
  await expect(row).toBeHidden(FIRST_CALL);
  await expect
    .poll(async () => (await adminDb().doc(`users/${bob.uid}/contacts/${alice.uid}`).get()).exists)
    .toBe(false);

  const reports = await adminDb().collection('reports').where('reporterUid', '==', alice.uid).get();
  expect(reports.docs.map((d) => d.get('reason'))).toEqual(['spam']);
  expect(reports.docs[0]?.get('chatId')).toBeUndefined();

  // A search result. Once a trigger has indexed both sign-ins, Carol finds Alice...
  for (const person of [alice, carol]) {
    await expect
      .poll(async () => (await adminDb().doc(`userIndex/${person.uid}`).get()).exists, FIRST_CALL)
      .toBe(true);
  }
  const aliceName = fallbackDisplayName(alice.phone.e164);
  await carol.page.goto('/home?section=find-users');
  const carolSearch = carol.page.getByRole('searchbox', { name: 'Search users' });
  await carolSearch.fill(alice.phone.e164);
  await carolSearch.press('Enter');
  await expect(carol.page.getByRole('listitem', { name: aliceName })).toBeVisible(FIRST_CALL);

  // ...Alice finds Carol and blocks her from the result...
  await alice.page.goto('/home?section=find-users');
  const search = alice.page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(carol.phone.e164);
  await search.press('Enter');
  const result = alice.page.getByRole('listitem', { name: carolName });
  await result.getByRole('button', { name: `More actions for ${carolName}` }).click();
  await alice.page
    .getByRole('dialog', { name: carolName })
    .getByRole('button', { name: 'Block' })
    .click();
  await alice.page
    .getByRole('dialog', { name: `Block ${carolName}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(result.getByRole('status')).toHaveText(`You blocked ${carolName}.`, FIRST_CALL);
  await result.getByRole('button', { name: `More actions for ${carolName}` }).click();
  await expect(
    alice.page.getByRole('dialog', { name: carolName }).getByRole('button', { name: 'Unblock' }),
  ).toBeVisible();
  await alice.page.keyboard.press('Escape');

  // ...and Carol, blocked, no longer finds her.
  await carol.page.reload();
  await carolSearch.fill(alice.phone.e164);
  await carolSearch.press('Enter');
  await expect(carol.page.getByText('No users found')).toBeVisible(FIRST_CALL);
  await expect(carol.page.getByRole('listitem', { name: aliceName })).toHaveCount(0);

  for (const phone of [alice, bob, carol]) await phone.context.close();
});
