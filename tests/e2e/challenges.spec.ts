/**
 * Challenge a friend, on three phones: Ann challenges her contact Bo from his contact row
 * (the Create Debate Request form addressed to him); only Bo gets it (Carol's Browse never
 * shows it); Bo accepts from the notification in one tap and lands in the debate; Ann is
 * told. Then a rematch of a finished debate (its outcome popup shows the rating change),
 * accepted in one tap from the debate itself. Axe-clean in both themes.
 */
import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { seedDebateChat, uniqueTopic } from './support/debate-world';
import { openDetails, phoneUser, type Phone } from './support/two-phones';

const ARRIVAL = { timeout: 20_000 };
// The first call of a function starts its emulator runtime: over 10 s on a loaded machine.
const FIRST_CALL = { timeout: 60_000 };

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

async function name(phone: Phone, displayName: string) {
  await adminDb().doc(`users/${phone.uid}`).set({ displayName }, { merge: true });
}

/** Makes the two contacts of each other, as the addContact function leaves them. */
async function befriend(a: Phone, aName: string, b: Phone, bName: string) {
  const addedAt = Timestamp.now();
  await adminDb()
    .doc(`users/${a.uid}/contacts/${b.uid}`)
    .set({ uid: b.uid, phoneNumber: b.phone.e164, displayName: bName, addedAt });
  await adminDb()
    .doc(`users/${b.uid}/contacts/${a.uid}`)
    .set({ uid: a.uid, phoneNumber: a.phone.e164, displayName: aName, addedAt });
}

test('a challenge reaches only the challenged contact, who accepts it from the notification', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const [ann, bo, carol] = [
    await phoneUser(browser),
    await phoneUser(browser),
    await phoneUser(browser),
  ];
  await name(ann, 'Ann Challenger');
  await name(bo, 'Bo Friend');
  await befriend(ann, 'Ann Challenger', bo, 'Bo Friend');
  const topic = uniqueTopic('Tea beats coffee');

  // Ann: Challenge on Bo's contact row opens the Create Debate Request form, for him only.
  await ann.page.goto('/home?section=contacts');
  const row = ann.page.getByRole('listitem', { name: 'Bo Friend' });
  await row.getByRole('button', { name: 'Challenge Bo Friend to a debate' }).click();
  const dialog = ann.page.getByRole('dialog', { name: 'Challenge Bo Friend' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolationsInBothThemes(ann.page, 'the challenge form');
  await dialog.getByLabel('Debate topic').fill(topic);
  await dialog.getByLabel('Your stance').fill('Tea: calmer, kinder, cheaper.');
  await dialog.getByLabel('Time limit').selectOption('15');
  await dialog.getByRole('button', { name: 'Send Challenge' }).click();
  await expect(dialog.getByRole('status')).toContainText('Challenge sent!', FIRST_CALL);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Carol, a stranger, never sees it in Browse; Ann sees hers, addressed to Bo.
  await carol.page.goto('/home?section=browse-debates');
  await expect(carol.page.getByText('Loading debates…')).toHaveCount(0, ARRIVAL);
  await expect(carol.page.getByRole('listitem', { name: topic })).toHaveCount(0);
  await ann.page.goto('/home?section=browse-debates');
  const mine = ann.page.getByRole('listitem', { name: `Your debate: ${topic}` });
  await expect(mine).toContainText('Challenge to Bo Friend', ARRIVAL);

  // Bo: the bell has it, with Accept; one tap, and he is in the debate.
  await bo.page.goto('/home');
  await expect(bell(bo.page)).toHaveAccessibleName('Notifications, 1 unread', ARRIVAL);
  await bell(bo.page).click();
  const panel = bo.page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByRole('listitem').filter({ hasText: 'New debate challenge' });
  await expect(notice).toContainText('Ann Challenger challenges you to a debate');
  await expectNoAxeViolationsInBothThemes(bo.page, 'a challenge in the notifications');
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(bo.page).toHaveURL(/\/debate\/[A-Za-z0-9]+$/, FIRST_CALL);
  await expect(bo.page.getByRole('heading', { level: 1 })).toHaveText(`Debate: ${topic}`);
  const chatId = bo.page.url().split('/').pop()!;

  // Ann is told, and her card leads into the same debate.
  await expect(bell(ann.page)).toHaveAccessibleName('Notifications, 1 unread', ARRIVAL);
  await expect(mine).toContainText('Accepted!', ARRIVAL);
  await mine.getByRole('button', { name: 'Enter Debate' }).click();
  await expect(ann.page).toHaveURL(new RegExp(`/debate/${chatId}$`));
  // Carol still never saw it.
  await expect(carol.page.getByRole('listitem', { name: topic })).toHaveCount(0);
  for (const person of [ann, bo, carol]) await person.context.close();
});

test('the outcome popup shows the rating change; Rematch is accepted in one tap from the debate', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ann = await phoneUser(browser);
  const bo = await phoneUser(browser);
  await name(ann, 'Ann Winner');
  await name(bo, 'Bo Runnerup');
  const topic = uniqueTopic('Cities should ban cars');
  const now = Date.now();
  // A public debate Ann (its creator) won, as the evaluation's outcome step leaves it.
  const chatId = await seedDebateChat(ann, bo, {
    isPublic: true,
    participantDetails: {
      [ann.uid]: { displayName: 'Ann Winner' },
      [bo.uid]: { displayName: 'Bo Runnerup' },
    },
    createdAt: Timestamp.fromMillis(now - 3_600_000),
    debateTopic: topic,
    creatorStance: 'Yes: streets are for people',
    debateStartTime: Timestamp.fromMillis(now - 1_800_000),
    debateEndTime: Timestamp.fromMillis(now - 900_000),
    debateStatus: 'completed',
    status: 'completed',
    winner: 'Ann Winner',
    winnerId: ann.uid,
  });
  const history = (uid: string, opponentId: string, before: number, change: number) =>
    adminDb()
      .doc(`users/${uid}/ratingHistory/${chatId}`)
      .set({
        chatId,
        uid,
        opponentId,
        score: change > 0 ? 1 : 0,
        before,
        after: before + change,
        change,
        // Settled ratings (deviation 110 or less): shown without '?'.
        ratingDeviation: 80,
        at: Timestamp.fromMillis(now - 60_000),
      });
  await history(ann.uid, bo.uid, 1500, 16);
  await history(bo.uid, ann.uid, 1500, -16);

  await ann.page.goto(`/debate/${chatId}`);
  const won = ann.page.getByRole('dialog', { name: 'Congratulations! You Won!' });
  await expect(won).toContainText('Your rating: +16 → 1516', ARRIVAL);
  await expect(won.getByRole('button', { name: 'Share' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(ann.page, 'the winner popup with Rematch and Share');

  await bo.page.goto(`/debate/${chatId}`);
  const lost = bo.page.getByRole('dialog', { name: 'You Lost This Debate' });
  await expect(lost).toContainText('Your rating: \u221216 → 1484', ARRIVAL);

  // Ann offers a rematch; Bo's open popup shows it live and he accepts in one tap.
  await won.getByRole('button', { name: 'Rematch' }).click();
  await expect(won).toContainText('Rematch offered', FIRST_CALL);
  await expect(lost).toContainText('Ann Winner wants a rematch, with the sides swapped.', ARRIVAL);
  await expectNoAxeViolationsInBothThemes(bo.page, 'the loser popup with a rematch offer');
  await lost.getByRole('button', { name: 'Accept rematch' }).click();
  // Bo is on /debate/{chatId} already: wait until the address names another debate.
  await expect(bo.page).not.toHaveURL(new RegExp(`/debate/${chatId}$`), FIRST_CALL);
  await expect(bo.page).toHaveURL(/\/debate\/[A-Za-z0-9]+$/);
  const rematchId = bo.page.url().split('/').pop()!;
  await expect(bo.page.getByRole('heading', { level: 1 })).toHaveText(`Debate: ${topic}`);
  // Sides swapped: Ann created the first debate for her stance; she now argues against it,
  // and Bo for it (the positions are in the details behind the title): the position reads
  // as it did, under For, with no 'For' badge over a text that says 'Against'.
  await expect(bo.page.getByTestId('debate-side')).toHaveText('You argue For');
  // The empty room says it too, over the position without the rematch's 'Against: '.
  await expect(bo.page.getByTestId('debate-motion')).toContainText(
    'You argue For the position:Yes: streets are for people',
  );
  await openDetails(bo.page);
  const details = bo.page.getByRole('region', { name: topic });
  await expect(details).toContainText('For The position (yours)Yes: streets are for people');
  await expect(details).toContainText('Against Creator’s side');
  await expect(details).not.toContainText('Against: Yes');

  // Ann's room offers the way in.
  await won.getByRole('button', { name: 'Enter the rematch' }).click();
  await expect(ann.page).toHaveURL(new RegExp(`/debate/${rematchId}$`), ARRIVAL);
  await expect(ann.page.getByTestId('debate-side')).toHaveText('You argue Against');
  for (const person of [ann, bo]) await person.context.close();
});
