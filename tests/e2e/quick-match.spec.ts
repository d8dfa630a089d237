/**
 * Quick Match on emulated phones, through the real UI (docs/decisions/0025-never-alone.md §1): two
 * phones tap within seconds of each other and land in the same debate room; a lone phone sees its
 * window widen and, after the (shortened) wait, 'Practice with AI'; Cancel gives the place up.
 *
 * The pool is one for everyone, and Playwright runs tests side by side: each test's phones
 * pick a topic category no other test picks, and the lone phone a rating far from the rest.
 */
import { expect, test, type Page } from '@playwright/test';
import { windowWidth } from '@/domain/matchmaking';
import { adminDb } from './support/admin';
import { projectId } from './support/emulators';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { phoneUser, type Phone } from './support/two-phones';

// The first call of a function starts its emulator runtime: over 10 s on a loaded machine.
const FIRST_CALL = { timeout: 60_000 };

/**
 * The functions emulator starts one worker per call in flight, each loading the functions
 * (tens of seconds on a shared 2-core machine). Calls refused at once start `count` of them,
 * so what a test times is Quick Match, not the emulator warming up.
 */
async function warmUp(name: string, count: number) {
  const port = process.env.DA_FUNCTIONS_PORT || '5001';
  await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`http://127.0.0.1:${port}/${projectId}/us-central1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      }),
    ),
  );
}

/** The window and the wait the search line shows: 'Looking … within ±150' and '0:23'. */
async function windowShown(page: Page): Promise<{ width: number; seconds: number }> {
  // The window (the status) and the wait (the timer) in one read, so a tick cannot fall between.
  const [status, timer] = await page
    .locator('.quick-match__looking')
    .evaluate((line) => [
      line.querySelector('[role="status"]')?.textContent ?? '',
      line.querySelector('[role="timer"]')?.textContent ?? '',
    ]);
  const width = /^Looking for an opponent within ±(\d+)$/.exec(status);
  const wait = /^(\d+):(\d\d)$/.exec(timer);
  if (!width || !wait) return { width: -1, seconds: -1 };
  return { width: Number(width[1]), seconds: Number(wait[1]) * 60 + Number(wait[2]) };
}

/**
 * The phone lands in a debate room within 10 s; if not, the failure says what its screen and
 * its place in the pool said then (CI keeps no trace of a failed run).
 */
async function inTheRoom(phone: Phone, who: string) {
  try {
    await expect(phone.page).toHaveURL(/\/debate\/[\w-]+$/, { timeout: 10_000 });
  } catch (error) {
    const screen = await phone.page
      .locator('main')
      .innerText()
      .catch((reason: unknown) => `(unread: ${String(reason)})`);
    const place = (await adminDb().doc(`matchPool/${phone.uid}`).get()).data();
    throw new Error(
      `${(error as Error).message}\n\n${who}'s screen said: ${screen.replace(/\s+/g, ' ')}\n${who}'s place: ${JSON.stringify(place ?? null)}`,
    );
  }
}

async function seedRating(phone: Phone, rating: number, deviation?: number) {
  await adminDb()
    .doc(`users/${phone.uid}`)
    .set(
      { rating, ...(deviation === undefined ? {} : { ratingDeviation: deviation }) },
      { merge: true },
    );
}

function quickMatchCard(page: Page) {
  return page.getByRole('form', { name: 'Quick Match' });
}

/** Chooses on the home card; `tap` then starts the search. */
async function chooseQuickMatch(page: Page, minutes: 15 | 30, topic: string) {
  await page.goto('/home');
  const card = quickMatchCard(page);
  await card.getByRole('radio', { name: `${minutes} min` }).check();
  await card.getByLabel('Topic').selectOption({ label: topic });
  return () => card.getByRole('button', { name: 'Find an opponent' }).click();
}

test.describe('Quick Match', () => {
  // One after the other: their phones would otherwise compete for the same emulator workers.
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await warmUp('joinQuickMatch', 3);
    await warmUp('leaveQuickMatch', 1);
  });

  test('two phones tap within 5 s and land in the same room, sides drawn', async ({ browser }) => {
    test.setTimeout(180_000);
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const tapAlice = await chooseQuickMatch(alice.page, 15, 'Society');
    const tapBob = await chooseQuickMatch(bob.page, 15, 'Society');

    await tapAlice();
    await expect(alice.page.getByText(/Looking for an opponent within ±\d+/)).toBeVisible(
      FIRST_CALL,
    );
    const tapped = Date.now();
    await tapBob();
    // Both in the room: the same debate, waiting to start.
    await inTheRoom(bob, 'Bob');
    await inTheRoom(alice, 'Alice');
    const landed = Date.now() - tapped;
    const chatId = alice.page.url().split('/').at(-1) ?? '';
    expect(bob.page.url()).toBe(alice.page.url());
    console.log(`Quick Match: two phones in the same room ${landed} ms after the second tap`);

    const chat = (await adminDb().doc(`chats/${chatId}`).get()).data() ?? {};
    expect(chat.debateSides).toEqual({
      [String(chat.participants[0])]: 'for',
      [String(chat.participants[1])]: 'against',
    });
    expect([...(chat.participants as string[])].sort()).toEqual([alice.uid, bob.uid].sort());
    const sides = chat.debateSides as Record<string, 'for' | 'against'>;
    for (const phone of [alice, bob]) {
      await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText(
        `Debate: ${String(chat.debateTopic)}`,
      );
      // Each is told the side the draw gave them.
      await expect(phone.page.getByTestId('debate-side')).toHaveText(
        `You argue ${sides[phone.uid] === 'for' ? 'For' : 'Against'}`,
      );
      await expect(phone.page.getByRole('button', { name: 'Ready to Debate' })).toBeVisible();
    }
    await alice.context.close();
    await bob.context.close();
  });

  test('a lone phone sees its window widen, then Practice with AI, which takes its choice along; Cancel gives the place up', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The test setting: the offer after 15 s instead of a minute (emulator only).
    await adminDb().doc('emulatorConfig/matchmaking').set({ practiceOfferMs: 15_000 });
    const carol = await phoneUser(browser);
    // Far above everyone else, established: ±100 at first.
    await seedRating(carol, 3000, 60);
    const tap = await chooseQuickMatch(carol.page, 30, 'Culture & sport');
    await expectNoAxeViolationsInBothThemes(carol.page, 'home with Quick Match');
    await tap();
    await expect(carol.page.getByText(/^Looking for an opponent within/)).toBeVisible(FIRST_CALL);
    await expect(carol.page.getByText('30 minutes · Culture & sport')).toBeVisible();
    // The window shown is the one for the wait shown (established: ±100, +50 every 10 s) …
    const first = await windowShown(carol.page);
    expect(first.width).toBe(windowWidth(60, first.seconds));
    // … and it widens as the wait goes on.
    await expect
      .poll(async () => (await windowShown(carol.page)).width, { timeout: 15_000 })
      .toBe(first.width + 50);
    const widened = await windowShown(carol.page);
    expect(widened.width).toBe(windowWidth(60, widened.seconds));
    const practice = carol.page.getByRole('button', { name: 'Practice with AI' });
    await expect(practice).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolationsInBothThemes(carol.page, 'Quick Match search');
    for (const width of [412, 360]) {
      await carol.page.setViewportSize({ width, height: 800 });
      // The wait stays beside the window, never alone on a line of its own under it.
      const looking = (await carol.page
        .getByText(/^Looking for an opponent within/)
        .boundingBox())!;
      const clock = (await carol.page.getByRole('timer').boundingBox())!;
      expect(clock.x, `the wait beside the window at ${width} px`).toBeGreaterThanOrEqual(
        looking.x + looking.width,
      );
      expect(clock.y).toBeGreaterThanOrEqual(looking.y);
      expect(clock.y + clock.height).toBeLessThanOrEqual(looking.y + looking.height);
      await carol.page.screenshot({ path: testInfo.outputPath(`quick-match-${width}.png`) });
    }
    expect((await adminDb().doc(`matchPool/${carol.uid}`).get()).get('status')).toBe('waiting');

    // The offer takes the choice along to the practice form, and gives the place up.
    await practice.click();
    await expect(carol.page).toHaveURL(/section=practice&minutes=30&category=culture$/);
    await expect(carol.page.getByRole('heading', { name: 'Practice with AI' })).toBeVisible();
    await expect(carol.page.getByLabel('Topic')).toHaveValue('culture');
    await expect(carol.page.getByRole('radio', { name: '30 min' })).toBeChecked();
    await expect
      .poll(async () => (await adminDb().doc(`matchPool/${carol.uid}`).get()).exists)
      .toBe(false);

    // Cancel gives a new place up too, and goes home.
    const again = await chooseQuickMatch(carol.page, 30, 'Culture & sport');
    await again();
    await expect(carol.page.getByText(/^Looking for an opponent within/)).toBeVisible(FIRST_CALL);
    await carol.page.getByRole('button', { name: 'Cancel' }).click();
    await expect(carol.page).toHaveURL(/\/home$/);
    await expect
      .poll(async () => (await adminDb().doc(`matchPool/${carol.uid}`).get()).exists)
      .toBe(false);
    await adminDb().doc('emulatorConfig/matchmaking').delete();
    await carol.context.close();
  });
});
