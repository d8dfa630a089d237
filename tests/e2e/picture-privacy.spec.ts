/**
 * Pictures as tracking pixels (docs/pictures.md): a picture link someone types is never
 * loaded by anyone's device, so it cannot tell its owner who looked at them, from where or
 * when. The attacker's link points at a server this test runs and counts; the viewer sees
 * the attacker in a chat, the chat list and a name search, with the service worker on (it
 * once refreshed other sites' pictures in the background). The figure: requests that reach
 * the attacker's server, and requests the viewer's browser makes to any other site.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminDb } from './support/admin';
import { openFindUsers, searchUntilListed } from './support/find-users';
import { phoneUser, seedDirectChat, seedMessage } from './support/two-phones';

let tracker: Server;
let trackerHits = 0;

test.beforeAll(async () => {
  tracker = createServer((_req, res) => {
    trackerHits += 1;
    // A real 1 × 1 GIF, in case anything ever asks.
    res
      .writeHead(200, { 'content-type': 'image/gif' })
      .end(Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64'));
  });
  await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  tracker.closeAllConnections();
  await new Promise((resolve) => tracker.close(resolve));
});

test('a picture link another person chose is never requested by a viewer’s browser', async ({
  browser,
  baseURL,
}) => {
  const { port } = tracker.address() as AddressInfo;
  const viewer = await phoneUser(browser, { serviceWorkers: 'allow' });
  const attacker = await phoneUser(browser);
  const name = `Pixel ${Math.random().toString(36).slice(2, 10)}`;
  const link = `http://127.0.0.1:${port}/pixel.gif`;
  // What the profile editor (or the plain SDK) can save: the rules accept any http(s) link.
  await adminDb()
    .doc(`users/${attacker.uid}`)
    .update({ displayName: name, profilePictureUrl: link });
  const chatId = await seedDirectChat(viewer, attacker);
  await seedMessage(chatId, attacker, 'm1', 'Look at my picture');

  const appOrigin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  viewer.context.on('request', (request) => {
    const { origin, protocol } = new URL(request.url());
    if (origin !== appOrigin && protocol.startsWith('http')) elsewhere.push(request.url());
  });

  const { page } = viewer;
  await page.goto(`/chat/${chatId}`);
  await expect(page.getByTestId('message')).toHaveCount(1);
  await page.goto('/home?section=chats');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await openFindUsers(page);
  await searchUntilListed(page, name);
  // The function's one fetch is refused too (a private address): its outcome is on record.
  await expect
    .poll(async () => {
      const account = await adminDb().doc(`users/${attacker.uid}/private/account`).get();
      return account.get('pictureLink.problem') as string | undefined;
    })
    .toBe('not-public');

  console.log(
    `[abuse] requests reaching the attacker's picture server: ${trackerHits}; ` +
      `requests from the viewer's browser to another site: ${elsewhere.length}`,
  );
  expect(elsewhere).toEqual([]);
  expect(trackerHits).toBe(0);
  await viewer.context.close();
  await attacker.context.close();
});
