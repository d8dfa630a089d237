/**
 * Public debates, sharing and the debate history (issue 14 §3, §4) on four emulated phones,
 * through the real UI: Alice creates a public request and shares it (the Web Share API is
 * stubbed to catch the link); Dave, signed out, follows the /join/… link, signs in and lands
 * on the request with its 'Accept Debate'; Bob accepts it; Carol watches live from 'Watch a
 * Debate' (messages arrive, the countdown runs, no composer, her direct write is refused);
 * the result opens from her debate history offline.
 *
 * The debate's start and its verdict are written with the Admin SDK: readiness and the AI
 * evaluation have their own e2e (debates.spec.ts, evaluation.spec.ts); here the point is
 * what a spectator sees of them.
 */
import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { startDebate } from './support/debate-world';
import { firestorePort, projectId, uniquePhone } from './support/emulators';
import { signInHere } from './support/sign-in';
import { composer, phoneUser, send } from './support/two-phones';

// Cross-device arrivals go through the emulators and functions on 2 shared cores.
const ARRIVAL = { timeout: 30_000 };
const FIRST_CALL = { timeout: 60_000 };

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
    test.setTimeout(240_000);
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
    await send(alice.page, 'Trees cool a square by several degrees.');
    await expect(carol.page.getByText('Trees cool a square by several degrees.')).toBeVisible(
      ARRIVAL,
    );
    await send(bob.page, 'Benches and shade sails do that too.');
    await expect(carol.page.getByText('Benches and shade sails do that too.')).toBeVisible(ARRIVAL);
    await expectNoAxeViolationsInBothThemes(carol.page, 'spectator view');

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

    // The verdict (the judges have their own e2e) reaches the spectator: 'See the result'.
    await adminDb().doc(`debateResults/${chatId}`).set({
      chatId,
      participant1Id: alice.uid,
      participant2Id: bob.uid,
      participant1Name: 'Alice',
      participant2Name: 'Bob',
      topic,
      winner: 'Alice',
      winnerId: alice.uid,
      analysis: 'Alice backed her claims with evidence.',
      participant1Stance: stance,
      participant2Stance: 'No: benches do it too.',
      participant1Arguments: [],
      participant2Arguments: [],
      winnerReason: 'Evidence and rebuttal.',
      loserReason: 'Answer the evidence.',
      createdAt: Timestamp.now(),
      judgeBreakdown: [],
    });
    await adminDb()
      .doc(`chats/${chatId}`)
      .update({
        status: 'completed',
        debateStatus: 'completed',
        winner: 'Alice',
        debateResult: {
          winner: 'Alice',
          analysis: 'Alice backed her claims with evidence.',
          winnerReason: 'Evidence and rebuttal.',
          loserReason: 'Answer the evidence.',
          participant1Id: alice.uid,
          participant2Id: bob.uid,
        },
      });
    await carol.page.getByRole('link', { name: 'See the result' }).click(ARRIVAL);
    await expect(carol.page).toHaveURL(new RegExp(`/results/${chatId}$`));
    await expect(carol.page.getByTestId('results-winner')).toHaveText('Alice', ARRIVAL);
    await expect(carol.page.getByRole('button', { name: 'Share' })).toBeVisible(ARRIVAL);
    await expectNoAxeViolationsInBothThemes(carol.page, 'public result');

    // Her debate history keeps it, and it opens offline (in-app navigation: the service
    // worker that would serve a reload offline has its own e2e in pwa.spec.ts).
    await carol.page.getByRole('link', { name: 'Back to Home' }).click();
    await carol.page.getByRole('link', { name: 'Your profile' }).click();
    await expect(carol.page).toHaveURL(/\/profile$/);
    const history = carol.page.getByRole('region', { name: 'Debate history' });
    const entry = history.getByRole('link', { name: new RegExp(topic) });
    await expect(entry).toContainText('Winner: Alice', ARRIVAL);
    await expect(entry).toContainText('Alice vs Bob');
    await expectNoAxeViolationsInBothThemes(carol.page, 'profile with debate history');
    await carol.context.setOffline(true);
    await entry.click();
    await expect(carol.page).toHaveURL(new RegExp(`/results/${chatId}$`));
    await expect(carol.page.getByTestId('results-winner')).toHaveText('Alice', ARRIVAL);
    await expect(carol.page.getByText('Alice backed her claims with evidence.')).toBeVisible();
    await carol.context.setOffline(false);

    for (const context of [alice.context, bob.context, carol.context, daveContext])
      await context.close();
  });
});
