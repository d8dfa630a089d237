/**
 * Pictures as tracking pixels, run as an attacker would (the plain Firebase client SDK,
 * signed in as an ordinary phone user, against the emulators). The picture link
 * (profilePictureUrl) is never loaded by anyone's device: a function fetches it once per
 * change (functions/src/users/copy-picture-link.ts, docs/pictures.md), so the only request
 * an attacker can cause is that one fetch from the server, and that is rationed. The
 * viewer's side (0 requests from a browser) is proved in tests/e2e/picture-privacy.spec.ts.
 */
import { doc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUOTAS } from '@/domain/limits';
import { admin, uniquePhone, waitFor } from '../functions/support';
import { signInAttacker, type Attacker } from './attacker';

let attacker: Attacker;

beforeAll(async () => {
  attacker = await signInAttacker(uniquePhone('+1559'));
  await admin().doc(`users/${attacker.uid}`).set({ uid: attacker.uid, displayName: 'Pixel' });
  await admin().doc(`users/${attacker.uid}/private/account`).set({ phoneNumber: attacker.phone });
});

afterAll(async () => {
  await attacker.close();
});

describe('picture links', () => {
  test(`the server fetches at most ${QUOTAS.pictureLinkCopy.limit} links an hour for one account`, async () => {
    const changes = QUOTAS.pictureLinkCopy.limit + 5;
    const outcomes: string[] = [];
    for (let i = 0; i < changes; i++) {
      // A name that never resolves: each fetch the function tries ends 'unreachable'; one it
      // does not try (the hour's ration is spent) ends 'too-many'.
      const url = `https://tracker-${i}.invalid/pixel.png`;
      await updateDoc(doc(attacker.db, 'users', attacker.uid), { profilePictureUrl: url });
      const account = await waitFor(
        async () => (await admin().doc(`users/${attacker.uid}/private/account`).get()).data(),
        (data) => data?.pictureLink?.url === url,
        `the outcome of link ${i + 1}`,
      );
      outcomes.push(String(account?.pictureLink.problem));
    }
    const tried = outcomes.filter((problem) => problem !== 'too-many').length;
    console.log(
      `[abuse] picture-link fetches the server made for one account in an hour: ${tried} of ${changes} link changes`,
    );
    expect(tried).toBe(QUOTAS.pictureLinkCopy.limit);
    expect(outcomes.slice(0, tried).every((problem) => problem === 'unreachable')).toBe(true);
    expect((await admin().doc(`avatars/${attacker.uid}`).get()).exists).toBe(false);
  });
});
