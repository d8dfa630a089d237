/**
 * What one search costs among 1,000 matching users: the documents the searchUsers function
 * reads (it counts them and returns the figure), through the app's own search module.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { signInApp } from '../data/support';
import { userIndexEntry } from '../../functions/src/search/index-entry';
import { admin, uniquePhone } from './support';
import { uniqueWord } from './people';

const { searchUsers } = await import('@/data/search');

setLogLevel('silent');

beforeAll(async () => {
  await signInApp(uniquePhone());
});

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('searchUsers: cost', () => {
  const crowd = uniqueWord('crowd');
  const COUNT = 1_000;
  const PHONE_512 = uniquePhone('+1444');

  beforeAll(async () => {
    // Straight into the index (as the trigger would write it): 1,000 users who all match.
    for (let start = 0; start < COUNT; start += 500) {
      const batch = admin().batch();
      for (let i = start; i < Math.min(COUNT, start + 500); i++) {
        const uid = `${crowd}-${String(i).padStart(4, '0')}`;
        const entry = userIndexEntry(uid, {
          displayName: `${crowd} Player ${i}`,
          bio: `${crowd} fan number ${i}`,
          fallbackName: fallbackDisplayName(`+1444${String(i).padStart(7, '0')}`),
        });
        batch.set(admin().doc(`userIndex/${uid}`), entry);
      }
      await batch.commit();
    }
    // The one a phone search looks up: its private account holds the number.
    await admin()
      .doc(`users/${crowd}-0512/private/account`)
      .set({ phoneNumber: PHONE_512, lastActive: Timestamp.now() });
  }, 60_000);

  test('one search reads at most 20 documents among 1,000 matching users', async () => {
    const total = await admin()
      .collection('userIndex')
      .where('tokens', 'array-contains', crowd)
      .count()
      .get();
    expect(total.data().count).toBe(COUNT);

    const outcome = await searchUsers(crowd);
    console.log(
      `[cost] search "${crowd}" among ${COUNT} matching users: ${outcome.documentsRead} documents read`,
    );
    expect(outcome.documentsRead).toBeLessThanOrEqual(20);
    expect(outcome.users.length).toBeGreaterThan(0);
    // The best-ranked are among them: names starting with the word, alphabetical.
    expect(outcome.users[0]?.displayName).toBe(`${crowd} Player 0`);
    expect(outcome.users[1]?.displayName).toBe(`${crowd} Player 1`);

    const exact = await searchUsers(`${crowd} PLAYER 99`);
    expect(exact.documentsRead).toBeLessThanOrEqual(20);
    expect(exact.users[0]?.displayName).toBe(`${crowd} Player 99`);
    expect(exact.users[1]?.displayName).toBe(`${crowd} Player 990`);
    // The emulator scans rather than indexes: seconds per query over 1,000 entries.
  }, 120_000);

  // The lookup reads at most 6; the person found costs 2 more: the caller typed their number,
  // so the caller's contact entry and chat of them are read to show it there (the `typed`
  // consent of functions/src/contacts/phone-access.ts).
  test('a phone search reads at most 8 documents', async () => {
    const outcome = await searchUsers(PHONE_512);
    console.log(`[cost] exact phone search: ${outcome.documentsRead} documents read`);
    expect(outcome.documentsRead).toBeLessThanOrEqual(8);
    expect(outcome.users.map((u) => u.uid)).toEqual([`${crowd}-0512`]);
  });
});
