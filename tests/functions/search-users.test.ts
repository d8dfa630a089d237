/**
 * The searchUsers callable on the emulators, through the app's own search module signed in
 * as a phone user (and over HTTP as any client could call it): ranking, public fields only,
 * the caller and blocked pairs left out, the quotas. The read budget: search-cost.test.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { QUOTAS } from '@/domain/limits';
import { INITIAL_DEVIATION, INITIAL_RATING } from '@/domain/rating';
import { signInApp } from '../data/support';
import { admin, callFunction, phoneAccount, uniquePhone, waitFor } from './support';
import { person, seedPerson, uniqueWord } from './people';

const { searchUsers } = await import('@/data/search');

setLogLevel('silent');

let myUid: string;
const myPhone = uniquePhone();

async function indexed(uids: string[], done: (entries: unknown[]) => boolean = () => true) {
  await waitFor(
    () =>
      Promise.all(uids.map(async (uid) => (await admin().doc(`userIndex/${uid}`).get()).data())),
    (entries) =>
      entries.every((e) => (e as { fallbackName?: string })?.fallbackName) && done(entries),
    'the index entries',
  );
}

function uidsOf(outcome: { users: { uid: string }[] }): string[] {
  return outcome.users.map((u) => u.uid);
}

function withoutNameless(uids: string[]): string[] {
  return uids.filter((uid) => uid !== people.nameless.uid);
}

const word = uniqueWord('kes');
const Word = word[0]!.toUpperCase() + word.slice(1);
const people = {
  exact: { uid: uniqueWord('s'), phone: uniquePhone(), displayName: Word },
  prefix: { uid: uniqueWord('s'), phone: uniquePhone(), displayName: `${Word}a Smith` },
  contains: { uid: uniqueWord('s'), phone: uniquePhone(), displayName: `Bob ${Word}` },
  bio: {
    uid: uniqueWord('s'),
    phone: uniquePhone(),
    displayName: 'Adam',
    bio: `I love ${word} debates`,
  },
  nameless: { uid: uniqueWord('s'), phone: uniquePhone(), bio: `${word} without a name` },
  unrelated: { uid: uniqueWord('s'), phone: uniquePhone(), displayName: 'Carl' },
};

// Seven profiles' index entries come from onUserWritten, queued behind earlier files' triggers:
// the wait for them alone may take waitFor's 60 s on a loaded machine, so the hook has room
// for the sign-in and seeding on top (a run beside other work timed out at the hook's 60 s).
beforeAll(async () => {
  myUid = await signInApp(myPhone);
  await seedPerson(myUid, myPhone, { displayName: `${Word}b` });
  for (const { uid, phone, ...profile } of Object.values(people))
    await seedPerson(uid, phone, profile);
  await indexed([myUid, ...Object.values(people).map((p) => p.uid)]);
}, 120_000);

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('searchUsers: what it finds', () => {
  test('ranks an exact name match, then name prefixes, then the rest alphabetically, without me', async () => {
    const outcome = await searchUsers(word.toUpperCase());
    // The nameless user sorts by their generated name, wherever its random word falls.
    expect(withoutNameless(uidsOf(outcome))).toEqual([
      people.exact.uid,
      people.prefix.uid,
      people.bio.uid,
      people.contains.uid,
    ]);
    expect(outcome.users[2]).toEqual({
      uid: people.bio.uid,
      displayName: 'Adam',
      fallbackName: fallbackDisplayName(people.bio.phone),
      bio: `I love ${word} debates`,
      rating: INITIAL_RATING, // public, shown in results: '1500?' while provisional
      ratingDeviation: INITIAL_DEVIATION,
    });
    // The generated name is stored with the result: nobody needs the phone to show it.
    expect(outcome.users.find((u) => u.uid === people.nameless.uid)).toEqual({
      uid: people.nameless.uid,
      fallbackName: fallbackDisplayName(people.nameless.phone),
      bio: `${word} without a name`,
      rating: INITIAL_RATING,
      ratingDeviation: INITIAL_DEVIATION,
    });
  });

  test('returns public fields only: no phone number, no last activity, no stats', async () => {
    const { users } = await searchUsers(word);
    for (const user of users) {
      expect(
        Object.keys(user).every((k) =>
          [
            'uid',
            'displayName',
            'fallbackName',
            'bio',
            'profilePictureUrl',
            'rating',
            'ratingDeviation',
          ].includes(k),
        ),
      ).toBe(true);
    }
    const text = JSON.stringify(users);
    for (const p of Object.values(people)) expect(text).not.toContain(p.phone.slice(1));
  });

  test('matches the middle of a name or a bio, ignoring case, but never digits of a phone', async () => {
    const middle = word.slice(2, 7);
    const found = uidsOf(await searchUsers(middle.toUpperCase()));
    expect(withoutNameless(found)).toEqual([
      people.bio.uid, // Adam
      people.contains.uid, // Bob K…
      people.exact.uid, // K…
      people.prefix.uid, // K…a Smith
    ]);
    expect(found).toContain(people.nameless.uid);
    expect(uidsOf(await searchUsers(`LOVE ${word}`))).toEqual([people.bio.uid]);
    expect((await searchUsers(`${word} hates`)).users).toEqual([]);
    // A text query (not all digits, no +) that is part of a phone number finds nobody by it.
    const digits = people.contains.phone.slice(-7);
    expect((await searchUsers(`${digits.slice(0, 3)}-${digits.slice(3)}`)).users).toEqual([]);
  });

  test('a phone query is an exact match of the whole number, with or without +', async () => {
    const { phone, uid } = people.contains;
    expect(uidsOf(await searchUsers(phone))).toEqual([uid]);
    expect(uidsOf(await searchUsers(phone.slice(1)))).toEqual([uid]);
    expect((await searchUsers(phone.slice(0, -2))).users).toEqual([]);
    expect((await searchUsers(phone.slice(-6))).users).toEqual([]);
  });

  test('never finds the caller, not even by their own number', async () => {
    expect((await searchUsers(myPhone)).users).toEqual([]);
    expect((await searchUsers(`${word}b`)).users).toEqual([]);
  });

  test('refuses a query of fewer than 2 characters, in the app and on the server', async () => {
    await expect(searchUsers(' a ')).rejects.toThrow(
      'Please enter at least 2 characters to search',
    );
    const { idToken } = await phoneAccount();
    for (const query of [' a ', 42, undefined]) {
      expect(await callFunction('searchUsers', idToken, { query })).toMatchObject({
        status: 400,
        body: { error: { message: 'Please enter at least 2 characters to search' } },
      });
    }
    expect(await callFunction('searchUsers', idToken, { query: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      body: { error: { message: 'Please enter at most 100 characters to search' } },
    });
  });

  test('refuses a banned account', async () => {
    const banned = await phoneAccount();
    await admin().doc(`bans/${banned.uid}`).set({ at: Timestamp.now() });
    expect(await callFunction('searchUsers', banned.idToken, { query: word })).toMatchObject({
      status: 403,
      body: { error: { message: 'This account has been suspended.' } },
    });
  });

  test('refuses a caller who is not signed in', async () => {
    expect(await callFunction('searchUsers', null, { query: word })).toMatchObject({
      status: 401,
      body: { error: { message: 'User not authenticated' } },
    });
  });
});

describe('searchUsers: blocked pairs never find each other', () => {
  test('neither by phone nor by name, whoever blocked whom', async () => {
    const name = uniqueWord('blk');
    const searcher = await person();
    const blockedByMe = await person({ displayName: `${name} One` });
    const blockedMe = await person({ displayName: `${name} Two` });
    const free = await person({ displayName: `${name} Three` });
    await indexed([blockedByMe.uid, blockedMe.uid, free.uid]);
    await admin()
      .doc(`users/${searcher.uid}/blocks/${blockedByMe.uid}`)
      .set({ blockedAt: Timestamp.now() });
    await admin()
      .doc(`users/${blockedMe.uid}/blocks/${searcher.uid}`)
      .set({ blockedAt: Timestamp.now() });

    const search = async (query: string) =>
      (
        (await callFunction('searchUsers', searcher.idToken, { query })).body.result?.users ?? []
      ).map((u: { uid: string }) => u.uid);
    expect(await search(name)).toEqual([free.uid]);
    expect(await search(blockedByMe.phone)).toEqual([]);
    expect(await search(blockedMe.phone)).toEqual([]);
    expect(await search(free.phone)).toEqual([free.uid]);
    // And the other way round.
    const back = await callFunction('searchUsers', blockedMe.idToken, { query: searcher.phone });
    expect(back.body.result?.users).toEqual([]);
  });
});

describe('searchUsers: limits', () => {
  test(`looks up at most ${QUOTAS.phoneLookup.limit} phone numbers an hour; the next is refused`, async () => {
    const prober = await phoneAccount();
    const target = await person();
    let answered = 0;
    for (let i = 0; i < QUOTAS.phoneLookup.limit; i++) {
      const { status } = await callFunction('searchUsers', prober.idToken, {
        query: i === 0 ? target.phone : `+1559${String(i).padStart(7, '0')}`,
      });
      if (status === 200) answered += 1;
    }
    const next = await callFunction('searchUsers', prober.idToken, { query: target.phone });
    console.log(
      `[limit] phone-number searches one account gets in an hour: ${answered}, then refused`,
    );
    expect(answered).toBe(30);
    expect(next).toMatchObject({
      status: 429,
      body: { error: { status: 'RESOURCE_EXHAUSTED', message: QUOTAS.phoneLookup.message } },
    });
    // Text searches are counted apart, so a person who used up phone lookups still finds names.
    expect((await callFunction('searchUsers', prober.idToken, { query: word })).status).toBe(200);
  }, 60_000);

  test(`runs at most ${QUOTAS.userSearch.limit} text searches an hour; the next is refused`, async () => {
    const searcher = await phoneAccount();
    // The window's count as if 299 searches had run just now.
    await admin()
      .doc(`rateLimits/${searcher.uid}_${QUOTAS.userSearch.kind}`)
      .set({
        uid: searcher.uid,
        kind: QUOTAS.userSearch.kind,
        windowStart: Timestamp.now(),
        count: QUOTAS.userSearch.limit - 1,
      });
    expect((await callFunction('searchUsers', searcher.idToken, { query: word })).status).toBe(200);
    expect(await callFunction('searchUsers', searcher.idToken, { query: word })).toMatchObject({
      status: 429,
      body: { error: { message: QUOTAS.userSearch.message } },
    });
  });
});
