/**
 * A profile's picture link on the emulators (functions/src/users/copy-picture-link.ts): the
 * onUserWritten function fetches a new link once, from a public address only, and tells the
 * owner on their private account; emptying the link removes a copy made from it, never a
 * picture from the device. (Copying itself, which needs a public server, is proved in
 * functions/src/users/picture-link.test.ts.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { admin, uniquePhone, waitFor } from './support';
import { seedPerson, uniqueWord } from './people';

let server: Server;
let port = 0;
let requestsServed = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    requestsServed += 1;
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function account(uid: string): Promise<DocumentData | undefined> {
  return (await admin().doc(`users/${uid}/private/account`).get()).data();
}

async function newPerson(): Promise<string> {
  const uid = uniqueWord('pic');
  await seedPerson(uid, uniquePhone(), { fallbackName: 'Named0001', rating: 1200 });
  return uid;
}

describe('a profile’s picture link', () => {
  test('a link to a private address is never fetched, and its owner is told why', async () => {
    const uid = await newPerson();
    const url = `http://127.0.0.1:${port}/me.png`;
    await admin().doc(`users/${uid}`).update({ profilePictureUrl: url });

    const outcome = await waitFor(
      () => account(uid),
      (data) => data?.pictureLink?.url === url,
      'the outcome on the account',
    );
    expect(outcome?.pictureLink.problem).toBe('not-public');
    expect(requestsServed).toBe(0);
    expect((await admin().doc(`avatars/${uid}`).get()).exists).toBe(false);
    expect((await admin().doc(`users/${uid}`).get()).get('avatarAt')).toBeUndefined();
  });

  test('a link that does not resolve is unreachable; emptying it clears the outcome', async () => {
    const uid = await newPerson();
    const url = 'https://no-such-host.invalid/me.png';
    await admin().doc(`users/${uid}`).update({ profilePictureUrl: url });
    await waitFor(
      () => account(uid),
      (data) => data?.pictureLink?.problem === 'unreachable',
      'the outcome on the account',
    );
    await admin().doc(`users/${uid}`).update({ profilePictureUrl: null });
    await waitFor(
      () => account(uid),
      (data) => !data?.pictureLink,
      'the outcome cleared',
    );
  });

  test('emptying the link removes the picture copied from it, not one from the device', async () => {
    const copied = await newPerson();
    const fromDevice = await newPerson();
    const url = 'https://pictures.example/me.png';
    const at = Timestamp.now();
    const picture = (sourceUrl?: string) => ({
      image: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      type: 'image/jpeg',
      updatedAt: at,
      ...(sourceUrl ? { sourceUrl } : {}),
    });
    // As the copy left them (and, for the other, a photo taken after the link was set).
    for (const [uid, sourceUrl] of [
      [copied, url],
      [fromDevice, undefined],
    ] as const) {
      await admin().doc(`avatars/${uid}`).set(picture(sourceUrl));
      await admin()
        .doc(`users/${uid}/private/account`)
        .set({ pictureLink: { url, copiedAt: at } }, { merge: true });
    }
    // Written without the trigger's copy attempt mattering: the link is emptied next.
    for (const uid of [copied, fromDevice]) {
      await admin().doc(`users/${uid}`).update({ profilePictureUrl: url, avatarAt: at });
    }
    for (const uid of [copied, fromDevice]) {
      await admin().doc(`users/${uid}`).update({ profilePictureUrl: null });
    }

    await waitFor(
      async () => (await admin().doc(`avatars/${copied}`).get()).exists,
      (exists) => !exists,
      'the copied picture removed',
    );
    expect((await admin().doc(`users/${copied}`).get()).get('avatarAt')).toBeUndefined();
    await waitFor(
      () => account(fromDevice),
      (data) => !data?.pictureLink,
      'its outcome cleared',
    );
    expect((await admin().doc(`avatars/${fromDevice}`).get()).exists).toBe(true);
    expect((await admin().doc(`users/${fromDevice}`).get()).get('avatarAt')).toEqual(at);
  });
});
