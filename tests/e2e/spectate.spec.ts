/**
 * Public debates, sharing and the debate history (docs/decisions/0014-arena.md §3, §4) on four
 * emulated phones, through the real UI: Alice creates a public request and shares it (the Web Share
 * API is stubbed to catch the link); Dave, signed out, follows the /join/… link, signs in and lands
 * on the request with its 'Accept Debate'; Bob accepts it; Carol watches live from 'Watch a Debate'
 * (messages arrive, the countdown runs, no composer, her direct write is refused); the debaters
 * agree to the AI evaluation (the local demo judge, which `--app` starts) and its result reaches
 * Carol, moves both ratings and shows on the leaderboard; the result opens from Carol's debate
 * history offline.
 *
 * The debate's start is written with the Admin SDK: readiness has its own e2e
 * (debates.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { debateRatingChanges, START_RATING } from '@/domain/rating';
import { SPECTATE_TEXT } from '@/features/spectate/spectate-texts';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { startDebate } from './support/debate-world';
import { watchForText, wasShown } from './support/never-shown';
import { firestorePort, projectId, uniquePhone } from './support/emulators';
import { signInHere } from './support/sign-in';
import { composer, openDetails, phoneUser, send } from './support/two-phones';

// Cross-device arrivals go through the emulators and functions on 2 shared cores.
const ARRIVAL = { timeout: 30_000 };
const FIRST_CALL = { timeout: 60_000 };
// Three judges on 2 shared cores: the verdict can take over a minute under load.
const VERDICT = { timeout: 120_000 };

const ALICE_ARGUMENT =
  'According to a 2019 study, trees cool a square by 4 degrees because their shade and evaporation lower the air, for example in Paris.';
// Bob argues without evidence, yet writes the 2 messages and 40 words a side needs to be
// judged at all (src/domain/judging/no-contest.ts).
const BOB_ARGUMENT =
  'Benches and shade sails do that too, and they are cheaper to put up in a square than trees that take years to grow.';
const BOB_REPLY =
  'I still think sails are fine for most squares in my town, honestly, and people like them.';
const ALICE_REBUTTAL =
  'You said shade sails do that too, but research shows sails give no evaporation: therefore trees cool 3 times more.';

function banner(page: Page) {
  return page.getByRole('region', { name: 'AI evaluation' });
}

/** The viewer's own row on /leaderboard: in the top 50, or their rank below it. */
async function leaderboardRow(page: Page, name: string) {
  await page.goto('/leaderboard');
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${name} (you)` }) });
}

/** The signed-in user's ID token, as the page's Firebase Auth keeps it (localStorage). */
async function idTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (!key.startsWith('firebase:authUser:')) continue;
      const user = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        stsTokenManager?: { accessToken?: string };
      };
      if (user.stsTokenManager?.accessToken) return user.stsTokenManager.accessToken;
    }
    return '';
  });
  expect(token).not.toBe('');
  return token;
}

test.describe('public debates on four phones', () => {
  test('share, join after sign-in, watch live read-only, result and history offline', async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    // Whatever an earlier emulator suite may have left: this spec uses the demo judge.
    await adminDb().doc('emulatorConfig/judges').delete();
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const carol = await phoneUser(browser);
    const topic = `Public squares need more trees ${Date.now()}`;
    const stance = 'Yes: shade, birds and cooler summers.';

    // Alice creates a public request; the box is off by default.
    await alice.page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: { url?: string }) => {
          (window as unknown as { __shared?: string }).__shared = data.url;
          return Promise.resolve();
        },
      });
    });
    await alice.page.goto('/home?section=create-debate');
    const publicBox = alice.page.getByRole('checkbox', { name: 'Public debate: anyone can watch' });
    await expect(publicBox).not.toBeChecked();
    await alice.page.getByLabel('Debate topic').fill(topic);
    await alice.page.getByLabel('Your stance').fill(stance);
    await alice.page.getByLabel('Time limit').selectOption('15');
    await publicBox.check();
    await alice.page.getByRole('button', { name: 'Create Debate Request' }).click();
    const success = alice.page.getByRole('status').filter({ hasText: 'browse and accept' });
    await expect(success).toContainText('SMS notification', FIRST_CALL);

    // 'Share' on her open request yields its /join/… link.
    await success.getByRole('link', { name: 'See it in Join a Debate' }).click();
    const mine = alice.page.getByRole('listitem', { name: `Your debate: ${topic}` });
    await expect(mine).toContainText('Public', ARRIVAL);
    await mine.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => alice.page.evaluate(() => (window as unknown as { __shared?: string }).__shared))
      .toMatch(/\/join\/[A-Za-z0-9]+$/);
    const shared = (await alice.page.evaluate(
      () => (window as unknown as { __shared?: string }).__shared,
    )) as string;
    const joinPath = new URL(shared).pathname;

    // Dave, signed out, follows the link, signs in and lands on the request.
    const daveContext = await browser.newContext({ serviceWorkers: 'block' });
    const dave = await daveContext.newPage();
    await dave.goto(joinPath);
    await expect(dave).toHaveURL(/\/$/);
    await signInHere(dave, uniquePhone());
    await expect(dave).toHaveURL(new RegExp(`${joinPath}$`), ARRIVAL);
    const invitation = dave.getByRole('listitem', { name: topic });
    await expect(invitation.getByRole('button', { name: 'Accept Debate' })).toBeVisible(ARRIVAL);
    await expectNoAxeViolationsInBothThemes(dave, 'join a shared request');

    // Bob opens the same link and accepts.
    await bob.page.goto(joinPath);
    await bob.page
      .getByRole('listitem', { name: topic })
      .getByRole('button', { name: 'Accept Debate' })
      .click();
    await expect(bob.page).toHaveURL(/\/debate\/[A-Za-z0-9]+$/, FIRST_CALL);
    const chatId = bob.page.url().split('/').pop()!;
    const chat = (await adminDb().doc(`chats/${chatId}`).get()).data();
    expect(chat?.isPublic).toBe(true);
    expect(JSON.stringify(chat?.participantDetails)).not.toContain(alice.phone.e164);

    // Both are ready (readiness has its own e2e): the debate runs for 15 minutes.
    await startDebate(chatId, alice, bob, 15);

    // Carol finds it under 'Watch a Debate' and watches.
    await carol.page.getByRole('button', { name: /Watch a Debate/ }).click();
    const row = carol.page.getByRole('listitem').filter({ hasText: topic });
    await expect(row).toContainText('Live', ARRIVAL);
    await expectNoAxeViolationsInBothThemes(carol.page, 'Watch a Debate');
    await row.getByRole('link', { name: `Watch: ${topic}` }).click();
    await expect(carol.page).toHaveURL(new RegExp(`/watch/${chatId}$`));
    await expect(carol.page.getByRole('heading', { name: topic })).toBeVisible(ARRIVAL);
    await carol.page.getByRole('heading', { name: topic }).getByRole('button').click();
    await expect(carol.page.getByText(stance)).toBeVisible();
    const timer = carol.page.getByRole('timer');
    await expect(timer).toHaveText(/^1[45]:\d\d$/, ARRIVAL);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '', { timeout: 5_000 });
    await expect(carol.page.getByTestId('watching-count')).toHaveText(/1 watching/, ARRIVAL);
    await expect(composer(carol.page)).toHaveCount(0);
    await expect(carol.page.getByRole('button', { name: 'Ready' })).toHaveCount(0);
    await expect(carol.page.getByRole('button', { name: /AI Evaluation/ })).toHaveCount(0);

    // The debaters write; the spectator sees each message arrive.
    await alice.page.goto(`/debate/${chatId}`);
    await send(alice.page, ALICE_ARGUMENT);
    await expect(carol.page.getByText(ALICE_ARGUMENT)).toBeVisible(ARRIVAL);
    await send(bob.page, BOB_ARGUMENT);
    await expect(carol.page.getByText(BOB_ARGUMENT)).toBeVisible(ARRIVAL);
    await expectNoAxeViolationsInBothThemes(carol.page, 'spectator view');
    // Opened again, the debate's arguments show with no 'No messages yet' before them.
    await watchForText(carol.page, SPECTATE_TEXT.noMessages);
    await carol.page.reload();
    await expect(carol.page.getByText(BOB_ARGUMENT)).toBeVisible(ARRIVAL);
    await expect(carol.page.getByText(ALICE_ARGUMENT)).toBeVisible();
    expect(await wasShown(carol.page, SPECTATE_TEXT.noMessages)).toBe(false);

    // Offline, the connection line sits under the screen's header: it covers neither the
    // debaters' names, the topic nor the clock.
    await carol.context.setOffline(true);
    const line = carol.page.getByTestId('connection-line');
    await expect(line).toHaveText('Offline');
    const lineBox = (await line.boundingBox())!;
    const spectateHeader = (await carol.page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(spectateHeader.y + spectateHeader.height).toBeLessThanOrEqual(lineBox.y + 1);
    for (const below of [carol.page.getByRole('heading', { name: topic }), timer]) {
      expect((await below.boundingBox())!.y).toBeGreaterThanOrEqual(lineBox.y + lineBox.height - 1);
    }
    await carol.context.setOffline(false);
    await expect(line).toBeHidden(ARRIVAL);

    // A direct write with Carol's own credentials, taken from her page, is refused.
    const token = await idTokenOf(carol.page);
    const write = await fetch(
      `http://127.0.0.1:${firestorePort}/v1/projects/${projectId}/databases/(default)/documents/chats/${chatId}/messages?documentId=spectator-write`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          fields: {
            senderId: { stringValue: carol.uid },
            content: { stringValue: 'I am only watching' },
            chatId: { stringValue: chatId },
          },
        }),
      },
    );
    expect(write.status).toBe(403);
    const flip = await fetch(
      `http://127.0.0.1:${firestorePort}/v1/projects/${projectId}/databases/(default)/documents/chats/${chatId}?updateMask.fieldPaths=isPublic`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ fields: { isPublic: { booleanValue: false } } }),
      },
    );
    expect(flip.status).toBe(403);

    // Alice answers; Bob asks for the AI evaluation, Alice agrees and starts it.
    await send(alice.page, ALICE_REBUTTAL);
    await expect(carol.page.getByText(ALICE_REBUTTAL)).toBeVisible(ARRIVAL);
    await send(bob.page, BOB_REPLY);
    await expect(carol.page.getByText(BOB_REPLY)).toBeVisible(ARRIVAL);
    await openDetails(bob.page);
    await banner(bob.page).getByRole('button', { name: 'Request AI Evaluation' }).click();
    await banner(alice.page).getByRole('button', { name: 'Agree to Evaluate' }).click(ARRIVAL);
    await banner(alice.page).getByRole('button', { name: 'Start AI Evaluation' }).click(ARRIVAL);
    await expect(alice.page.getByRole('dialog', { name: 'Congratulations! You Won!' })).toBeVisible(
      VERDICT,
    );
    const aliceName = fallbackDisplayName(alice.phone.e164);
    const bobName = fallbackDisplayName(bob.phone.e164);

    // The verdict reaches the spectator: 'See the result'.
    await carol.page.getByRole('link', { name: 'See the result' }).click(ARRIVAL);
    await expect(carol.page).toHaveURL(new RegExp(`/results/${chatId}$`));
    await expect(carol.page.getByTestId('results-winner')).toHaveText(aliceName, ARRIVAL);
    await expect(carol.page.getByRole('button', { name: 'Share' })).toBeVisible(ARRIVAL);
    await expectNoAxeViolationsInBothThemes(carol.page, 'public result');

    // Her debate history keeps it, and it opens offline (in-app navigation: the service
    // worker that would serve a reload offline has its own e2e in pwa.spec.ts).
    await carol.page.getByRole('link', { name: 'Back to Home' }).click();
    await carol.page.getByRole('link', { name: 'Your profile' }).click();
    await expect(carol.page).toHaveURL(/\/profile$/);
    const history = carol.page.getByRole('region', { name: 'Debate history' });
    const entry = history.getByRole('link', { name: new RegExp(topic) });
    await expect(entry).toContainText(`Winner: ${aliceName}`, ARRIVAL);
    await expect(entry).toContainText(`${aliceName} vs ${bobName}`);
    await expectNoAxeViolationsInBothThemes(carol.page, 'profile with debate history');
    await carol.context.setOffline(true);
    await entry.click();
    await expect(carol.page).toHaveURL(new RegExp(`/results/${chatId}$`));
    await expect(carol.page.getByTestId('results-winner')).toHaveText(aliceName, ARRIVAL);
    await expect(carol.page.getByRole('heading', { name: topic })).toHaveCount(1);
    await carol.context.setOffline(false);

    // The result moved both ratings (both started at 1500, provisional), and the leaderboard
    // shows them on each one's own line, unranked and marked '?'.
    const [won, lost] = debateRatingChanges(
      { uid: alice.uid, glicko: START_RATING },
      { uid: bob.uid, glicko: START_RATING },
      alice.uid,
    );
    const ratingOf = async (uid: string) => (await adminDb().doc(`users/${uid}`).get()).data();
    expect(await ratingOf(alice.uid)).toMatchObject({ rating: won.glicko.after.rating });
    expect(await ratingOf(bob.uid)).toMatchObject({ rating: lost.glicko.after.rating });
    await expect(await leaderboardRow(alice.page, aliceName)).toContainText(
      `${won.after}?`,
      ARRIVAL,
    );
    await expect(await leaderboardRow(bob.page, bobName)).toContainText(`${lost.after}?`, ARRIVAL);

    for (const context of [alice.context, bob.context, carol.context, daveContext])
      await context.close();
  });
});
