/**
 * Chaos sync: two people send 200 messages across random offline/online toggles, three
 * reloads (offline, through the service worker) and a second tab; every message must
 * arrive exactly once, in each sender's order. Seeded: CHAOS_SEED=<n> replays a run.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { adminDb } from '../e2e/support/admin';
import { workerControls } from '../e2e/support/service-worker';
import {
  expectDelivered,
  phoneUser,
  seedDirectChat,
  twoPhonesInChat,
} from '../e2e/support/two-phones';

/** mulberry32: a small seeded PRNG, so a failing run can be replayed. */
function prng(a: number) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message', exact: true });
}

/**
 * Sends like a person: the box empties as Enter is pressed, before the message is written to
 * the device; it is on the device once its bubble shows, and only then does the test move on.
 */
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
}

test('200 messages from two people through toggles, reloads and a second tab arrive once, in order', async ({
  browser,
}) => {
  test.setTimeout(8 * 60_000);
  const seed = Number(process.env.CHAOS_SEED || Date.now() % 1_000_000);
  test.info().annotations.push({ type: 'seed', description: `CHAOS_SEED=${seed}` });
  console.log(`chaos seed: CHAOS_SEED=${seed}`);
  const random = prng(seed);
  const alice = await phoneUser(browser, { serviceWorkers: 'allow' });
  const bob = await phoneUser(browser);
  const chatId = await seedDirectChat(alice, bob);
  const url = `/chat/${chatId}`;
  await alice.page.goto(url);
  await bob.page.goto(url);
  await alice.page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  // The worker controls the next load of the page.
  await alice.page.reload();
  const aliceTab2 = await alice.context.newPage();
  await aliceTab2.goto(url);

  const aliceTabs = [alice.page, aliceTab2];
  const offline = { alice: false, bob: false };
  const reloadsAt = new Set<number>();
  while (reloadsAt.size < 3) reloadsAt.add(20 + Math.floor(random() * 160));
  let aliceSent = 0;
  let bobSent = 0;

  for (let step = 0; step < 200; step++) {
    if (random() < 0.12) {
      offline.alice = !offline.alice;
      await alice.context.setOffline(offline.alice);
    }
    if (random() < 0.12) {
      offline.bob = !offline.bob;
      await bob.context.setOffline(offline.bob);
    }
    if (reloadsAt.has(step)) {
      // A reload, usually while offline and with messages still queued.
      const tab = aliceTabs[Math.floor(random() * 2)] as Page;
      await tab.reload();
      await expect(composer(tab)).toBeVisible();
    }
    const fromAlice = aliceSent < 100 && (bobSent >= 100 || random() < 0.5);
    if (fromAlice) {
      const tab = aliceTabs[Math.floor(random() * 2)] as Page;
      await send(tab, `A-${String(aliceSent).padStart(3, '0')}`);
      aliceSent += 1;
    } else {
      await send(bob.page, `B-${String(bobSent).padStart(3, '0')}`);
      bobSent += 1;
    }
  }

  await alice.context.setOffline(false);
  await bob.context.setOffline(false);
  const messages = adminDb().collection(`chats/${chatId}/messages`);
  await expect
    .poll(async () => (await messages.count().get()).data().count, {
      timeout: 120_000,
      intervals: [500],
    })
    .toBe(200);
  const stored = (await messages.orderBy('timestamp').get()).docs.map(
    (d) => d.data().content as string,
  );
  const ofAlice = stored.filter((c) => c.startsWith('A-'));
  const ofBob = stored.filter((c) => c.startsWith('B-'));
  const expected = (prefix: string) =>
    Array.from({ length: 100 }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}`);
  const sent = [...expected('A'), ...expected('B')];
  const lost = sent.filter((c) => !stored.includes(c)).length;
  const duplicated = stored.length - new Set(stored).size;
  const outOfOrder = [ofAlice, ofBob].filter((own) =>
    own.some((c, i) => i > 0 && c < (own[i - 1] as string)),
  ).length;
  console.log(
    `chaos figures: sent ${sent.length}, stored ${stored.length}, lost ${lost}, duplicated ${duplicated}, senders out of order ${outOfOrder}`,
  );
  expect(ofAlice, `seed ${seed}`).toEqual(expected('A'));
  expect(ofBob, `seed ${seed}`).toEqual(expected('B'));

  // Nothing left waiting on either device, and both screens end on the same message.
  for (const page of [...aliceTabs, bob.page]) {
    await expect(
      page.getByTestId('message').filter({ hasText: stored.at(-1) as string }),
    ).toHaveCount(1);
    await expect(page.locator('.message__state', { hasText: 'Queued' })).toHaveCount(0);
  }
  await alice.context.close();
  await bob.context.close();
});

test('a message the server refuses is shown as failed with its reason and does not block the queue', async ({
  browser,
}) => {
  const alice = await phoneUser(browser, { serviceWorkers: 'allow' });
  const bob = await phoneUser(browser);
  const directId = await seedDirectChat(alice, bob);
  const { Timestamp } = await import('firebase-admin/firestore');
  const debateId = `chaos-debate-${alice.uid}`;
  // Time enough to open the room on a loaded machine; the end is moved closer below.
  let endsAt = Date.now() + 10 * 60_000;
  await adminDb()
    .doc(`chats/${debateId}`)
    .set({
      participants: [alice.uid, bob.uid],
      participantDetails: {
        [alice.uid]: { phoneNumber: alice.phone.e164 },
        [bob.uid]: { phoneNumber: bob.phone.e164 },
      },
      isDebate: true,
      status: 'active',
      createdAt: Timestamp.now(),
      debateTopic: 'Chaos is a ladder',
      creatorStance: 'Agree',
      debateTimeLimit: 15,
      debateStatus: 'in_progress',
      debateStartTime: Timestamp.fromMillis(endsAt - 15 * 60_000),
      debateEndTime: Timestamp.fromMillis(endsAt),
      participantReadiness: { [alice.uid]: true, [bob.uid]: true },
      evaluationReadiness: { [alice.uid]: false, [bob.uid]: false },
      evaluationRequested: false,
    });
  await alice.page.goto(`/chat/${directId}`);
  await alice.page.goto(`/debate/${debateId}`);
  await expect(composer(alice.page)).toBeEnabled();
  // The app is installed (its worker controls the page) before the phone goes offline, or the
  // offline navigation below has nothing to load it from.
  await workerControls(alice.page);
  await alice.context.setOffline(true);
  await send(alice.page, 'a point made too late');
  await expect(
    alice.page.getByTestId('message').filter({ hasText: 'a point made too late' }),
  ).toHaveAttribute('data-state', 'queued');
  await alice.page.goto(`/chat/${directId}`);
  await send(alice.page, 'still delivered');
  // The debate's time runs out while the phone is offline.
  endsAt = Date.now() + 1_000;
  await adminDb()
    .doc(`chats/${debateId}`)
    .update({ debateEndTime: Timestamp.fromMillis(endsAt) });
  await expect.poll(() => Date.now(), { timeout: 20_000 }).toBeGreaterThan(endsAt + 1_000);
  await alice.context.setOffline(false);

  await bob.page.goto(`/chat/${directId}`);
  await expectDelivered(bob, directId, 'still delivered');
  await alice.page.goto(`/debate/${debateId}`);
  const refused = alice.page.getByTestId('message').filter({ hasText: 'a point made too late' });
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused.getByRole('alert')).toContainText(
    'Not delivered: you can no longer write in this chat',
  );
  await expect(refused.getByRole('button', { name: 'Retry' })).toBeVisible();
  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(refused).toHaveCount(0);
  expect((await adminDb().collection(`chats/${debateId}/messages`).get()).size).toBe(0);
  await alice.context.close();
  await bob.context.close();
});

/** The delivery mark (✓ sent, ✓✓ seen) of one's own message. */
function deliveryMark(page: Page, text: string) {
  return page.getByTestId('message').filter({ hasText: text }).locator('[data-delivery]');
}

test("a listen stream that falls silent mid-chat, with no error, is found and restarted: the other side's message and read mark arrive", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { alice, bob, chatId } = await twoPhonesInChat(browser);
  await alice.page.goto(`/chat/${chatId}`);
  await bob.page.goto(`/chat/${chatId}`);
  await send(alice.page, 'before the silence');
  await expectDelivered(bob, chatId, 'before the silence');
  await expect(deliveryMark(alice.page, 'before the silence')).toHaveAttribute(
    'data-delivery',
    'seen',
  );

  // Alice's listen stream falls silent, with no error: every Listen request her page makes
  // from now on goes unanswered, until the app restarts Firestore's connection (what a
  // silent stream needs: a fresh one). Writes, and the app's own reads by request, go on.
  // The stream she had is broken by a moment offline, so the SDK opens a new, silent one.
  const held: Route[] = [];
  let silent = true;
  const restarts: string[] = [];
  alice.page.on('console', (m) => {
    if (!m.text().startsWith("Firestore's connection is restarted")) return;
    restarts.push(m.text());
    silent = false;
    for (const route of held.splice(0)) route.continue().catch(() => undefined);
  });
  await alice.page.route('**/google.firestore.v1.Firestore/Listen/**', (route) =>
    silent ? held.push(route) : route.continue(),
  );
  await alice.context.setOffline(true);
  await alice.context.setOffline(false);

  // Alice writes into the silence and Bob, reading, marks it seen; Bob answers.
  await send(alice.page, 'into the silence');
  await expectDelivered(bob, chatId, 'into the silence');
  await send(bob.page, 'out of the silence');
  // Both reach Alice's open chat: the app finds the silence (its own message's echo that never
  // comes, 5 s after the server took it; or a read past a listener quiet for 20 s) and restarts
  // the stream.
  await expect(
    alice.page.getByTestId('message').filter({ hasText: 'out of the silence' }),
  ).toHaveCount(1, { timeout: 40_000 });
  await expect(deliveryMark(alice.page, 'into the silence')).toHaveAttribute(
    'data-delivery',
    'seen',
    { timeout: 40_000 },
  );
  expect(restarts.length).toBeGreaterThan(0);
  console.log(`The silence was ended by: ${restarts.join(' | ')}`);
  await alice.context.close();
  await bob.context.close();
});
