/**
 * Debates on two emulated phones, through the real UI: create a request, see it arrive in
 * the other phone's browse list live, accept it, get notified, enter, get ready, count
 * down on the server's clock (one phone's clock is 7 minutes slow), argue, run out of time;
 * and, separately, exit a debate before it starts and cancel a request.
 */
import { expect, test, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { adminDb } from './support/admin';
import { uniqueTopic } from './support/debate-world';
import { composer, openDetails, phoneUser, send, type Phone } from './support/two-phones';

// Cross-device arrivals go through the emulators and a trigger on a shared 2-core machine.
const ARRIVAL = { timeout: 20_000 };
// The first call of each function starts its emulator runtime: over 10 s on a loaded machine.
const FIRST_CALL = { timeout: 60_000 };
const SKEW_MS = -7 * 60_000;

function requestCard(page: Page, topic: string) {
  return page.getByRole('listitem', { name: topic, exact: true });
}

function ownCard(page: Page, topic: string) {
  return page.getByRole('listitem', { name: `Your debate: ${topic}`, exact: true });
}

function timer(page: Page) {
  return page.getByRole('timer', { name: 'Time Remaining' });
}

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

/** Makes the phone's clock run `skewMs` off from the next page load on. */
/**
 * How many px of the side line's words are cut at its end (0 when whole): the laid-out text's
 * width beyond its box. scrollWidth would round a cut of less than a pixel away, which still
 * shows as '…'.
 */
async function wordsCut(page: Page, words: string): Promise<number> {
  return page
    .getByTestId('debate-side')
    .getByText(words, { exact: true })
    .evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return Math.max(0, range.getBoundingClientRect().width - e.getBoundingClientRect().width);
    });
}

async function skewClock(phone: Phone, skewMs: number) {
  await phone.context.addInitScript((skew) => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + skew;
  }, skewMs);
}

async function openBrowse(page: Page) {
  await page.goto('/home?section=browse-debates');
  await expect(page.getByRole('heading', { name: 'Browse Debates' })).toBeVisible();
  await expect(page.getByText('Loading debates…')).toHaveCount(0, ARRIVAL);
}

async function seedPendingRequest(owner: Phone, topic: string): Promise<string> {
  const ref = adminDb().collection('debateRequests').doc();
  await ref.set({
    userId: owner.uid,
    userPhone: owner.phone.e164,
    topic,
    stance: 'Seeded stance',
    timeLimit: 15,
    timestamp: FieldValue.serverTimestamp(),
    status: 'pending',
  });
  return ref.id;
}

function minutesOf(text: string | null): number {
  const match = /^(\d+):([0-5]\d)$/.exec(text ?? '');
  if (!match) throw new Error(`Not a countdown: ${text}`);
  return Number(match[1]) + Number(match[2]) / 60;
}

test.describe('debates on two phones', () => {
  test('create, browse live, accept, notify, enter, ready, count down on server time, argue, time up', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    await skewClock(bob, SKEW_MS);
    const topic = uniqueTopic('Cities should ban cars');

    // Bob watches the list before the request exists: only a live list can show it.
    await openBrowse(bob.page);
    await expect(requestCard(bob.page, topic)).toHaveCount(0);

    // Alice creates the request.
    await alice.page.goto('/home?section=create-debate');
    const submit = alice.page.getByRole('button', { name: 'Create Debate Request' });
    await expect(submit).toBeDisabled();
    await expect(alice.page.getByLabel('Time limit')).toHaveValue('30');
    await alice.page.getByLabel('Debate topic').fill(topic);
    await expect(submit).toBeDisabled();
    await alice.page.getByLabel('Your stance').fill('Yes: streets are for people.');
    await alice.page.getByLabel('Time limit').selectOption('15');
    await submit.click();
    const success = alice.page.getByRole('status').filter({ hasText: 'browse and accept' });
    // Creating is the createDebateRequest function now (it counts open requests): its first
    // call starts the function runtime.
    await expect(success).toContainText('SMS notification', FIRST_CALL);
    await expect(alice.page.getByLabel('Debate topic')).toHaveValue('');
    await expect(alice.page.getByLabel('Your stance')).toHaveValue('');
    await expect(alice.page.getByLabel('Time limit')).toHaveValue('30');

    // It arrives on Bob's phone without a refresh, with who, how long and how old.
    const card = requestCard(bob.page, topic);
    await expect(card).toBeVisible(ARRIVAL);
    await expect(card).toContainText(alice.phone.e164);
    await expect(card).toContainText('15 min');
    await expect(card).toContainText('Just now');
    await expect(bob.page.getByRole('tab', { name: /^Available \(\d+\)$/ })).toBeVisible();

    // Alice sees her own request, waiting, with no Accept button.
    await success.getByRole('link', { name: 'See it in Join a Debate' }).click();
    const mine = ownCard(alice.page, topic);
    await expect(mine).toContainText('Waiting for opponent', ARRIVAL);
    await expect(mine).toContainText('Yes: streets are for people.');
    await expect(mine.getByRole('button', { name: 'Accept Debate' })).toHaveCount(0);
    await alice.page.getByRole('tab', { name: /^My Debates/ }).click();
    await expect(mine).toBeVisible();

    // Bob accepts and lands in the debate room.
    await card.getByRole('button', { name: 'Accept Debate' }).click();
    await expect(bob.page).toHaveURL(/\/debate\/[A-Za-z0-9]+$/, FIRST_CALL);
    const chatId = bob.page.url().split('/').pop()!;
    await expect(bob.page.getByRole('heading', { level: 1 })).toHaveText(`Debate: ${topic}`);
    // Each side is told theirs; the title opens the topic and both positions.
    await expect(bob.page.getByTestId('debate-side')).toHaveText('You argue Against');
    await openDetails(bob.page);
    await expect(
      bob.page.getByRole('region', { name: topic }).getByText('Yes: streets are for people.'),
    ).toBeVisible();

    // Alice is notified (the bell), and her card turns 'Accepted!' with Bob's phone.
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications, 1 unread', ARRIVAL);
    await expect(mine).toContainText('Accepted!', ARRIVAL);
    await expect(mine).toContainText(`Accepted by ${bob.phone.e164}`);
    await mine.getByRole('button', { name: 'Enter Debate' }).click();
    await expect(alice.page).toHaveURL(new RegExp(`/debate/${chatId}$`));

    // Waiting: nobody ready, both can see the count, and may already talk
    // (docs/decisions/0013-chat.md §6: those messages sit under 'Before the debate' and never reach
    // the judges, flows.spec.ts).
    for (const page of [alice.page, bob.page]) {
      await expect(page.getByTestId('ready-count')).toHaveText('0/2 ready', ARRIVAL);
      await expect(composer(page)).toBeEnabled();
    }
    // At 360 px the header's side line is whole: the side never clipped, and 'You argue'
    // not cut to 'You arg…' (it would give way first, on a larger font).
    const pixel = bob.page.viewportSize()!;
    await bob.page.setViewportSize({ width: 360, height: 740 });
    const sideLine = (await bob.page.getByTestId('debate-side').boundingBox())!;
    const chip = (await bob.page.getByTestId('debate-side').getByText('Against').boundingBox())!;
    expect(chip.x + chip.width).toBeLessThanOrEqual(sideLine.x + sideLine.width + 0.5);
    await expect.poll(() => wordsCut(bob.page, 'You argue')).toBe(0);
    // With the keyboard open (60 % of the height) the waiting banner's note keeps one line,
    // the rest cut with '…' and still there to be read out.
    await bob.page.setViewportSize({ width: 360, height: 444 });
    const note = bob.page
      .getByRole('region', { name: 'Waiting to start' })
      .getByText('The countdown starts when both debaters are ready.');
    await expect(note).toBeVisible();
    // The room follows the visual viewport's resize event, which may come after the resize
    // resolved here: the line count is read until the room has followed.
    const lines = async () =>
      Math.round(
        await note.evaluate((e) => e.clientHeight / parseFloat(getComputedStyle(e).lineHeight)),
      );
    await expect.poll(lines).toBe(1);
    await bob.page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(lines).toBe(2);
    await bob.page.setViewportSize(pixel);
    // Nobody has written yet: the empty room shows the whole topic, the reader's side and
    // the position it is for or against.
    for (const [page, side] of [
      [alice.page, 'For'],
      [bob.page, 'Against'],
    ] as const) {
      await expect(page.getByTestId('debate-motion')).toHaveText(
        `${topic}You argue ${side} the position:Yes: streets are for people.`,
      );
    }
    await alice.page.getByRole('button', { name: 'Ready to Debate' }).click();
    await expect(alice.page.getByRole('button', { name: 'Ready', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(bob.page.getByTestId('ready-count')).toHaveText('1/2 ready', ARRIVAL);
    await expect(bob.page.getByRole('button', { name: 'Ready to Debate' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await bob.page.getByRole('button', { name: 'Ready to Debate' }).click();

    // Both count down from 15 minutes on the server's clock, Bob's slow clock included.
    for (const page of [alice.page, bob.page]) {
      await expect(timer(page)).toHaveText(/^1[45]:\d\d$/, FIRST_CALL);
      await expect(page.getByText('Time Remaining')).toBeVisible();
    }
    const aliceLeft = minutesOf(await timer(alice.page).textContent());
    const bobLeft = minutesOf(await timer(bob.page).textContent());
    expect(Math.abs(aliceLeft - bobLeft)).toBeLessThan(0.1);
    const first = await timer(alice.page).textContent();
    await expect(timer(alice.page)).not.toHaveText(first!);
    await expect(timer(alice.page).locator('..')).not.toHaveClass(/debate-clock--urgent/);

    const stored = (await adminDb().doc(`chats/${chatId}`).get()).data();
    expect(stored?.debateStatus).toBe('in_progress');
    const start = (stored?.debateStartTime as Timestamp).toMillis();
    expect((stored?.debateEndTime as Timestamp).toMillis() - start).toBe(15 * 60_000);

    // They argue.
    await expect(composer(alice.page)).toBeEnabled();
    await send(alice.page, 'Cars take most of the street space.');
    // The first argument takes the motion's place.
    await expect(alice.page.getByTestId('debate-motion')).toHaveCount(0);
    await expect(bob.page.getByTestId('message').filter({ hasText: 'street space' })).toHaveCount(
      1,
      ARRIVAL,
    );
    await send(bob.page, 'But deliveries need roads.');
    await expect(
      alice.page.getByTestId('message').filter({ hasText: 'deliveries need roads' }),
    ).toHaveCount(1, ARRIVAL);

    // The last five minutes are red; here the end is moved close so time runs out.
    await adminDb()
      .doc(`chats/${chatId}`)
      .update({ debateEndTime: Timestamp.fromMillis(Date.now() + 12_000) });
    for (const page of [alice.page, bob.page]) {
      await expect(timer(page)).toHaveText(/^0:(0\d|1[0-2])$/, ARRIVAL);
      await expect(timer(page).locator('..')).toHaveClass(/debate-clock--urgent/);
      await expect(timer(page)).toHaveCSS('color', 'rgb(185, 28, 28)');
    }

    // At zero the debate is over on both phones, the chat is completed, messages are closed.
    for (const page of [alice.page, bob.page]) {
      await expect(page.getByTestId('debate-side')).toHaveText(
        /^You argued (For|Against)$/,
        ARRIVAL,
      );
      await expect(timer(page)).toHaveText('0:00');
      await expect(composer(page)).toBeDisabled();
      await expect(
        page.getByText('This debate is over. No more arguments can be sent.'),
      ).toBeVisible();
    }
    // At 360 px, beside the red 0:00, 'You argued' is whole before the longer side too.
    await bob.page.setViewportSize({ width: 360, height: 740 });
    await expect(bob.page.getByTestId('debate-side')).toHaveText('You argued Against');
    await expect.poll(() => wordsCut(bob.page, 'You argued')).toBe(0);
    await bob.page.setViewportSize(pixel);
    await expect
      .poll(async () => (await adminDb().doc(`chats/${chatId}`).get()).get('status'), ARRIVAL)
      .toBe('completed');

    await alice.context.close();
    await bob.context.close();
  });

  test('exit before the start (with a confirmation) reopens the request; cancel removes one', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const topic = uniqueTopic('Homework should be abolished');
    const requestId = await seedPendingRequest(alice, topic);

    await openBrowse(bob.page);
    const card = requestCard(bob.page, topic);
    await card.getByRole('button', { name: 'Accept Debate' }).click(ARRIVAL);
    await expect(bob.page).toHaveURL(/\/debate\/[A-Za-z0-9]+$/, FIRST_CALL);
    const chatId = bob.page.url().split('/').pop()!;

    await alice.page.goto(`/debate/${chatId}`);
    await expect(alice.page.getByTestId('ready-count')).toHaveText('0/2 ready', ARRIVAL);

    // Exit asks first; staying changes nothing.
    await alice.page.getByRole('button', { name: 'Exit Debate' }).click();
    const confirm = alice.page.getByRole('alertdialog', { name: 'Exit this debate?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Stay' }).click();
    await expect(confirm).toHaveCount(0);
    expect((await adminDb().doc(`chats/${chatId}`).get()).exists).toBe(true);

    await alice.page.getByRole('button', { name: 'Exit Debate' }).click();
    await alice.page
      .getByRole('alertdialog', { name: 'Exit this debate?' })
      .getByRole('button', { name: 'Yes, exit' })
      .click();

    // Alice is back in the list with her request waiting again.
    await expect(alice.page).toHaveURL(/\/home\?section=browse-debates$/, FIRST_CALL);
    await expect(ownCard(alice.page, topic)).toContainText('Waiting for opponent', ARRIVAL);

    // Bob's open room closes, saying who left (docs/decisions/0013-chat.md §6), and the request is
    // in his list to accept again.
    await expect(
      bob.page.getByRole('heading', {
        name: `${fallbackDisplayName(alice.phone.e164)} left the debate`,
      }),
    ).toBeVisible(ARRIVAL);
    await expect(bob.page.getByText('Chat not found')).toHaveCount(0);
    await bob.page.getByRole('link', { name: 'Back to Home' }).click();
    await openBrowse(bob.page);
    await expect(card.getByRole('button', { name: 'Accept Debate' })).toBeVisible(ARRIVAL);

    const request = (await adminDb().doc(`debateRequests/${requestId}`).get()).data();
    expect(request?.status).toBe('pending');
    expect(request).not.toHaveProperty('chatId');
    expect(request).not.toHaveProperty('acceptedBy');
    expect((await adminDb().doc(`chats/${chatId}`).get()).exists).toBe(false);

    // Alice cancels it (after confirming); it leaves Bob's list live.
    const mine = ownCard(alice.page, topic);
    await mine.getByRole('button', { name: 'Cancel' }).click();
    await mine.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(mine).toHaveCount(0, ARRIVAL);
    await expect(card).toHaveCount(0, ARRIVAL);
    expect((await adminDb().doc(`debateRequests/${requestId}`).get()).exists).toBe(false);

    await alice.context.close();
    await bob.context.close();
  });
});
