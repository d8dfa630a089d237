/**
 * Ratings: the Glicko-2 fields on users/{uid} (`rating`, `ratingDeviation`,
 * `ratingVolatility`, `ratingEstablished`, `ratingChange`) are the functions' (no client
 * creates or changes them, not even the owner); profiles are never listed (the leaderboard is
 * one document the functions keep); the owner's rating history and chart series, the
 * histogram and the pairs' rated meetings are read-only or closed (the matrix covers their
 * every operation).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { LEADERBOARD_SIZE } from '@/domain/rating';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

const alice = () => phoneUser(env(), 'alice', '+15550000001').firestore();
const mallory = () => phoneUser(env(), 'mallory', '+15550000666').firestore();
const signedOut = () => env().unauthenticatedContext().firestore();

const PEOPLE = 60;

async function seedPeople() {
  await seed(env(), async (db) => {
    await Promise.all(
      Array.from({ length: PEOPLE }, (_, i) =>
        setDoc(doc(db, `users/u${i}`), {
          uid: `u${i}`,
          fallbackName: `Person${i}`,
          rating: 1000 + i * 10,
          createdAt: new Date(),
        }),
      ),
    );
    await setDoc(doc(db, 'users/alice'), {
      uid: 'alice',
      fallbackName: 'Alice',
      rating: 1216,
      ratingChange: 16,
      createdAt: new Date(),
    });
  });
}

describe('the rating fields of the public profile', () => {
  test('the owner cannot create a profile with a rating, nor change it', async () => {
    await assertFails(
      setDoc(doc(alice(), 'users/alice2'), {
        uid: 'alice2',
        createdAt: serverTimestamp(),
        rating: 3000,
      }),
    );
    await seedPeople();
    const ref = doc(alice(), 'users/alice');
    await assertFails(updateDoc(ref, { rating: 3000 }));
    await assertFails(updateDoc(ref, { ratingChange: 500 }));
    await assertFails(updateDoc(ref, { displayName: 'Alice', rating: 1217 }));
    // Nobody makes their own rating look settled, to be listed or to drop the '?'.
    await assertFails(updateDoc(ref, { ratingDeviation: 50 }));
    await assertFails(updateDoc(ref, { ratingEstablished: true }));
    await assertFails(updateDoc(ref, { ratingVolatility: 0.01 }));
    // The profile fields alone are still the owner's.
    await assertSucceeds(updateDoc(ref, { displayName: 'Alice' }));
  });

  test('another signed-in user and a signed-out visitor cannot change it', async () => {
    await seedPeople();
    await assertFails(updateDoc(doc(mallory(), 'users/alice'), { rating: 100 }));
    await assertFails(updateDoc(doc(mallory(), 'users/alice'), { ratingDeviation: 350 }));
    await assertFails(updateDoc(doc(signedOut(), 'users/alice'), { rating: 100 }));
  });
});

describe('the leaderboard', () => {
  test('anyone signed in gets leaderboard/top; nobody lists, creates or changes it; signed out nobody', async () => {
    await seedPeople();
    await seed(env(), (db) =>
      setDoc(doc(db, 'leaderboard/top'), {
        rows: [
          {
            uid: 'u59',
            fallbackName: 'Person59',
            rating: 1590,
            ratingDeviation: 80,
            wins: 0,
            totalDebates: 0,
          },
        ],
        computedAt: new Date(),
      }),
    );
    const top = await assertSucceeds(getDoc(doc(mallory(), 'leaderboard/top')));
    expect(top.get('rows')).toHaveLength(1);
    await assertFails(getDoc(doc(signedOut(), 'leaderboard/top')));
    await assertFails(getDoc(doc(mallory(), 'leaderboard/other')));
    await assertFails(getDocs(collection(mallory(), 'leaderboard')));
    await assertFails(setDoc(doc(mallory(), 'leaderboard/top'), { rows: [] }));
    await assertFails(updateDoc(doc(alice(), 'leaderboard/top'), { rows: [] }));
    await assertFails(deleteDoc(doc(alice(), 'leaderboard/top')));
  });

  test('profiles cannot be listed at all: not the top 50, not one, so nobody pages through everyone', async () => {
    await seedPeople();
    const pages = [
      query(collection(mallory(), 'users'), orderBy('rating', 'desc'), limit(LEADERBOARD_SIZE)),
      query(collection(mallory(), 'users'), limit(1)),
      query(collection(mallory(), 'users'), orderBy('rating', 'desc'), startAfter(1500), limit(1)),
      query(collection(mallory(), 'users'), where('uid', '==', 'alice')),
      collection(mallory(), 'users'),
      query(collection(signedOut(), 'users'), limit(1)),
    ];
    let refused = 0;
    for (const page of pages) {
      await assertFails(getDocs(page));
      refused += 1;
    }
    // A profile is still got by its uid (participant cards, chat titles).
    await assertSucceeds(getDoc(doc(mallory(), 'users/u1')));
    console.log(
      `[limit] users list: ${refused} of ${pages.length} list queries refused (0 profiles listed); the leaderboard is 1 document read`,
    );
  });

  test('an unbounded count of the users is refused (the rank comes from ratingStats/counts)', async () => {
    await seedPeople();
    await assertFails(
      getCountFromServer(query(collection(mallory(), 'users'), where('rating', '>', 1200))),
    );
    await assertFails(
      getDocs(query(collection(mallory(), 'users'), where('ratingEstablished', '==', true))),
    );
  });
});
