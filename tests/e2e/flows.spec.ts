/**
 * Flows that confused people (docs/decisions/0013-chat.md §6), on emulated phones through the real
 * UI: a deep link through sign-in (and unknown routes), pre-start messages under 'Before the
 * debate' that never reach the judges, and the exit notice on the other phone.
 */
import { devices, expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { seedDebateChat, startDebate, uniqueTopic } from './support/debate-world';
import { signInHere } from './support/sign-in';
import { composer, phoneUser, send, twoPhonesInChat } from './support/two-phones';

// Cross-device arrivals go through the emulators on a shared 2-core machine.
const ARRIVAL = { timeout: 30_000 };
// The first call of each function starts its emulator runtime.
const FIRST_CALL = { timeout: 60_000 };

test.describe('flows through sign-in, before the debate and after an exit', () => {
  test('a signed-out deep link to /chat/{id} signs in and lands on the chat; unknown routes', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { alice, bob, chatId } = await twoPhonesInChat(browser);
    await bob.context.close();

    // Bob, signed out on another device, opens a notification's link to the chat.
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`/chat/${chatId}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Send Verification Code' })).toBeVisible();

    await signInHere(page, bob.phone);

    // He lands on the chat he was going to, not on /home.
    await expect(page).toHaveURL(new RegExp(`/chat/${chatId}$`), ARRIVAL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fallbackDisplayName(alice.phone.e164),
      ARRIVAL,
    );
    await expect(composer(page)).toBeEnabled();

    // Signed in, an unknown address says 'Page not found' in the app's frame: its tab is named,
    // and the bar home and the bottom navigation lead on (a stale link strands nobody).
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Debate Arena');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Chats/ }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Signed out, an unknown address goes to / (SPEC §6); signing in then leads to /home
    // (an unknown address is no deep link; src/app/guards.test.tsx covers open redirects).
    const visitor = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const signedOut = await visitor.newPage();
    await signedOut.goto('/no-such-page');
    await expect(signedOut).toHaveURL(/\/$/);
    await expect(signedOut.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await signInHere(signedOut, bob.phone);
    await expect(signedOut).toHaveURL(/\/home$/, ARRIVAL);

    await visitor.close();
    await context.close();
    await alice.context.close();
  });

  test('pre-start messages show under Before the debate on both phones and never reach the judges', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    // This spec uses the demo judge, whatever an emulator suite may have left.
    await adminDb().doc('emulatorConfig/judges').delete();
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    // A debate of the two, waiting to start, as acceptDebateRequest leaves it.
    const chatId = await seedDebateChat(alice, bob, {
      isPublic: false,
      createdAt: FieldValue.serverTimestamp(),
      debateTopic: uniqueTopic('Tabs or spaces'),
      creatorStance: 'Yes: tabs are more accessible',
    });

    await alice.page.goto(`/debate/${chatId}`);
    await bob.page.goto(`/debate/${chatId}`);
    await expect(bob.page.getByTestId('ready-count')).toHaveText('0/2 ready', ARRIVAL);

    // Nobody is ready, and still the composer is open: Bob says hello.
    await expect(composer(bob.page)).toBeEnabled();
    const hello = 'PRESTART hello! Give me a minute to read up.';
    await send(bob.page, hello);
    for (const page of [alice.page, bob.page]) {
      await expect(page.getByText(hello)).toBeVisible(ARRIVAL);
      await expect(page.getByTestId('pre-start-before')).toHaveText('Before the debate');
    }

    // The debate starts (both ready: the server sets the start), and the arguments follow.
    await startDebate(chatId, alice, bob, 15);
    await expect(alice.page.getByRole('timer', { name: 'Time Remaining' })).toBeVisible(ARRIVAL);
    // Two arguments a side, over the 40 words the judges need (src/domain/judging/no-contest.ts).
    const aliceSays = [
      'Tabs let every reader pick their own indentation width, for example 2 or 8.',
      'Screen reader users and people with low vision set wide tabs in their editors, so tabs are the accessible choice for any shared codebase that welcomes new contributors.',
    ];
    const bobSays = [
      'Spaces look the same everywhere, because no setting can change them.',
      'Code review tools, terminals, diffs and web pages all show spaces identically, so alignment never breaks for anyone reading it, whatever their settings or their favourite editor happen to be.',
    ];
    for (const [i, text] of aliceSays.entries()) {
      await send(alice.page, text);
      await send(bob.page, bobSays[i]!);
    }
    const [argument] = aliceSays as [string, string];
    const rebuttal = bobSays.at(-1)!;
    for (const page of [alice.page, bob.page]) {
      await expect(page.getByText(rebuttal)).toBeVisible(ARRIVAL);
      await expect(page.getByText(argument)).toBeVisible();
      // The pre-start message stays under its divider; the debate starts below it.
      await expect(page.getByTestId('pre-start-before')).toHaveText('Before the debate');
      await expect(page.getByTestId('pre-start-started')).toHaveText('The debate started');
    }

    // Both agree to the evaluation (the agreement itself is proven in evaluation.spec.ts),
    // then Alice starts it from the room with the demo judge.
    await adminDb()
      .doc(`chats/${chatId}`)
      .update({
        evaluationRequested: true,
        evaluationReadiness: { [alice.uid]: true, [bob.uid]: true },
        status: 'completed',
      });
    const startButton = alice.page
      .getByRole('region', { name: 'AI evaluation' })
      .getByRole('button', { name: 'Start AI Evaluation' });
    await expect(startButton).toBeEnabled(ARRIVAL);
    await startButton.click();
    await expect(alice.page.getByRole('dialog', { name: 'AI judges at work' })).toBeVisible();
    // A cold evaluation function and three demo-judge calls on a loaded 2-core machine.
    await expect
      .poll(async () => (await adminDb().doc(`debateResults/${chatId}`).get()).exists, {
        timeout: 150_000,
      })
      .toBe(true);

    // The judges read the debate only: the result keeps each side's arguments as judged.
    const result = (await adminDb().doc(`debateResults/${chatId}`).get()).data();
    expect(result?.participant1Arguments).toEqual(aliceSays);
    expect(result?.participant2Arguments).toEqual(bobSays);
    expect(JSON.stringify(result)).not.toContain('PRESTART');
    // The pre-start message itself is still in the chat for the debaters.
    const messages = await adminDb().collection(`chats/${chatId}/messages`).get();
    expect(messages.docs.map((d) => d.get('content'))).toContain(hello);

    await alice.context.close();
    await bob.context.close();
  });

  test("the acceptor exits: the confirmation says the right thing, the creator reads 'Name left the debate'", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    // A write the server refuses (the chat is gone) shows as this warning.
    const refusedViewing: string[] = [];
    for (const { page } of [alice, bob]) {
      page.on('console', (m) => {
        if (m.text().startsWith('Could not write viewing')) refusedViewing.push(m.text());
      });
    }
    const topic = uniqueTopic('Homework should be abolished');
    const requestRef = adminDb().collection('debateRequests').doc();
    await requestRef.set({
      userId: alice.uid,
      userPhone: alice.phone.e164,
      topic,
      stance: 'Yes',
      timeLimit: 15,
      timestamp: FieldValue.serverTimestamp(),
      status: 'pending',
    });

    // Bob accepts in the app; both are in the waiting room.
    await bob.page.goto('/home?section=browse-debates');
    await bob.page
      .getByRole('listitem', { name: topic, exact: true })
      .getByRole('button', { name: 'Accept Debate' })
      .click(ARRIVAL);
    await expect(bob.page).toHaveURL(/\/debate\/[A-Za-z0-9]+$/, FIRST_CALL);
    const chatId = bob.page.url().split('/').pop()!;
    await alice.page.goto(`/debate/${chatId}`);
    await expect(alice.page.getByTestId('ready-count')).toHaveText('0/2 ready', ARRIVAL);

    // Bob, the acceptor, is not told that "his" request goes back to the list.
    await bob.page.getByRole('button', { name: 'Exit Debate' }).click();
    const confirm = bob.page.getByRole('alertdialog', { name: 'Exit this debate?' });
    await expect(confirm).toContainText(
      'The debate room closes for both of you. The request goes back to the open list, where anyone (you too) can accept it again.',
    );
    await expect(confirm).not.toContainText('your request');
    await confirm.getByRole('button', { name: 'Yes, exit' }).click();
    await expect(bob.page).toHaveURL(/\/home\?section=browse-debates$/, FIRST_CALL);

    // Alice's room closes with who left and a way home, not 'Chat not found'.
    const left = alice.page.getByRole('heading', {
      name: `${fallbackDisplayName(bob.phone.e164)} left the debate`,
    });
    await expect(left).toBeVisible(ARRIVAL);
    await expect(alice.page.getByText('Chat not found')).toHaveCount(0);
    await expect(alice.page.getByText(topic)).toBeVisible();
    await expect(alice.page.getByText(/Your request is back in the open list/)).toBeVisible();
    await expectNoAxeViolationsInBothThemes(alice.page, 'exit notice');
    // It stays so after a reload (the notice is stored, not a passing event).
    await alice.page.reload();
    await expect(left).toBeVisible(ARRIVAL);
    await alice.page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(alice.page).toHaveURL(/\/home$/);
    // Neither room, closing on a deleted chat, wrote 'viewing' for it.
    expect(refusedViewing).toEqual([]);

    expect((await requestRef.get()).get('status')).toBe('pending');
    await alice.context.close();
    await bob.context.close();
  });
});
