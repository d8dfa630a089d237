/**
 * Ratings (issue 14 §1–2): `rating` and `ratingChange` on users/{uid} are the functions'
 * (no client creates or changes them, not even the owner); the leaderboard's list of
 * profiles is bounded to its 50; the owner's rating history and the rating histogram are
 * read-only (the matrix covers their every operation).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getCountFromServer,
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
    // The profile fields alone are still the owner's.
    await assertSucceeds(updateDoc(ref, { displayName: 'Alice' }));
  });

  test('another signed-in user and a signed-out visitor cannot change it', async () => {
    await seedPeople();
    await assertFails(updateDoc(doc(mallory(), 'users/alice'), { rating: 100 }));
    await assertFails(updateDoc(doc(signedOut(), 'users/alice'), { rating: 100 }));
  });
});

describe('the leaderboard list', () => {
  test(`anyone signed in lists the top ${LEADERBOARD_SIZE} by rating; no more; signed out nobody`, async () => {
    await seedPeople();
    const top = query(
      collection(mallory(), 'users'),
      orderBy('rating', 'desc'),
      limit(LEADERBOARD_SIZE),
    );
    const snapshot = await assertSucceeds(getDocs(top));
    expect(snapshot.size).toBe(LEADERBOARD_SIZE);
    expect(snapshot.docs[0]?.get('rating')).toBe(1000 + (PEOPLE - 1) * 10);
    await assertFails(
      getDocs(
        query(
          collection(mallory(), 'users'),
          orderBy('rating', 'desc'),
          limit(LEADERBOARD_SIZE + 1),
        ),
      ),
    );
    await assertFails(getDocs(query(collection(mallory(), 'users'), orderBy('rating', 'desc'))));
    await assertFails(
      getDocs(
        query(collection(signedOut(), 'users'), orderBy('rating', 'desc'), limit(LEADERBOARD_SIZE)),
      ),
    );
  });

  test('what paging costs an attacker: every page is a bounded, billed list of public profiles', async () => {
    await seedPeople();
    let pages = 0;
    let seen = 0;
    let last: unknown = null;
    for (;;) {
      const page = await getDocs(
        query(
          collection(mallory(), 'users'),
          orderBy('rating', 'desc'),
          ...(last ? [startAfter(last)] : []),
          limit(LEADERBOARD_SIZE),
        ),
      );
      pages += 1;
      seen += page.size;
      if (page.size < LEADERBOARD_SIZE) break;
      last = page.docs[page.size - 1];
    }
    expect(seen).toBe(PEOPLE + 1);
    // No phone in what a page holds (it lives in the owner's private account).
    console.log(
      `[limit] users list page: at most ${LEADERBOARD_SIZE} profiles; ${seen} profiles took ${pages} list queries (${seen} billed reads)`,
    );
  });

  test('an unbounded count of the users is refused (the rank comes from ratingStats/counts)', async () => {
    await seedPeople();
    await assertFails(
      getCountFromServer(query(collection(mallory(), 'users'), where('rating', '>', 1200))),
    );
  });
});
