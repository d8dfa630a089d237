/**
 * docs/decisions/0012-safety.md §1 "Phone privacy": a stranger who just signed up, with the plain
 * Firebase client SDK, lists, pages and reads everything the rules let them reach among 1,000
 * people (and a few who signed up through the real app path), and counts the phone numbers they
 * harvest. Debate requests are left out on purpose: posting one shows the requester's phone to
 * those browsing (SPEC §2), which its author chose. Then the exact-phone search: an oracle for "is
 * this number a user", bounded per account.
 */
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUOTAS } from '@/domain/limits';
import { admin, uniquePhone, waitFor } from '../functions/support';
import { attempt, signInAttacker, type Attacker, type Outcome } from './attacker';
import { phonesIn, seedWorld, type Person, type World } from './phone-privacy-world';

const SEEDED = 1_000;
const VIA_APP = 5;

let world: World;
let attacker: Attacker;
const signedUp: Attacker[] = [];

/** What the attacker got: every read that succeeded, and every phone found in them. */
const loot = { reads: 0, refused: 0, phones: new Set<string>(), lastActive: 0 };

function collect(outcome: Outcome): Outcome {
  if (!outcome.ok) {
    loot.refused += 1;
    return outcome;
  }
  loot.reads += 1;
  const data = dataOf(outcome.data);
  for (const phone of phonesIn(data, world)) loot.phones.add(phone);
  if (JSON.stringify(data).includes('"lastActive"')) loot.lastActive += 1;
  return outcome;
}

/** A snapshot's documents as plain data (a query's, a document's, or a callable's answer). */
function dataOf(value: unknown): unknown {
  const v = value as { docs?: { data(): unknown }[]; data?: () => unknown };
  if (Array.isArray(v?.docs)) return v.docs.map((d) => d.data());
  if (typeof v?.data === 'function') return v.data() ?? null;
  return value;
}

async function inChunks<T>(items: T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

/** People who sign up through the app's own writes, so the real triggers name and index them. */
async function signUpViaApp(): Promise<Person[]> {
  for (let i = 0; i < VIA_APP; i++) {
    const person = await signInAttacker(uniquePhone('+1559'));
    const batch = writeBatch(person.db);
    batch.set(doc(person.db, 'users', person.uid), {
      uid: person.uid,
      createdAt: serverTimestamp(),
    });
    batch.set(
      doc(person.db, 'users', person.uid, 'private', 'account'),
      { phoneNumber: person.phone, lastActive: serverTimestamp() },
      { merge: true },
    );
    await batch.commit();
    signedUp.push(person);
  }
  // Wait for the functions: the generated name on the profile, the index entry.
  await waitFor(
    () =>
      Promise.all(
        signedUp.map(async (p) => (await admin().doc(`userIndex/${p.uid}`).get()).data()),
      ),
    (entries) => entries.every((e) => Boolean(e?.fallbackName)),
    'the real sign-ups to be indexed',
    60_000,
  );
  return signedUp.map((p) => ({ uid: p.uid, phone: p.phone }));
}

beforeAll(async () => {
  const started = Date.now();
  world = await seedWorld(SEEDED);
  const real = await signUpViaApp();
  world.people.push(...real);
  for (const p of real) world.phoneDigits.add(p.phone.slice(1));
  console.log(
    `[abuse] seeded ${SEEDED} people (+${VIA_APP} through the app) in ${Date.now() - started} ms`,
  );
  attacker = await signInAttacker(uniquePhone('+1559'));
}, 180_000);

afterAll(async () => {
  await attacker?.close();
  for (const person of signedUp) await person.close();
});

describe('a fresh account harvesting phone numbers', () => {
  test('lists and pages every collection and subcollection the people have', async () => {
    const db = attacker.db;
    const victim = world.people[0]!.uid;
    // The leaderboard is one document (leaderboard/top): what it shows is collected below
    // like everything else, and holds no phone number. Profiles cannot be listed at all.
    const leaderboard = await attempt(() => getDoc(doc(db, 'leaderboard', 'top')));
    collect(leaderboard);
    expect(leaderboard.ok).toBe(true);
    const lists = [
      () => getDocs(collection(db, 'users')),
      () => getDocs(query(collection(db, 'users'), limit(51))),
      () => getDocs(query(collection(db, 'users'), orderBy('rating', 'desc'), limit(50))),
      () => getDocs(query(collection(db, 'users'), limit(1))),
      () => getDocs(query(collection(db, 'userIndex'), limit(20))),
      () => getDocs(query(collection(db, 'userIndex'), where('nameLower', '>=', 'a'), limit(20))),
      () =>
        getDocs(
          query(
            collection(db, 'userIndex'),
            where('phoneNumber', '==', world.people[1]!.phone),
            limit(1),
          ),
        ),
      () => getDocs(query(collectionGroup(db, 'private'), limit(20))),
      () => getDocs(query(collectionGroup(db, 'medals'), limit(20))),
      () => getDocs(query(collectionGroup(db, 'contacts'), limit(20))),
      () => getDocs(collection(db, 'users', victim, 'private')),
      () => getDocs(collection(db, 'users', victim, 'medals')),
      () => getDocs(collection(db, 'users', victim, 'contacts')),
      () =>
        getDocs(query(collection(db, 'chats'), where('participants', 'array-contains', victim))),
      () => getDocs(query(collection(db, 'notifications'), where('userId', '==', victim))),
      () => getDocs(query(collection(db, 'debateResults'), where('participant1Id', '==', victim))),
    ];
    const outcomes = [];
    for (const list of lists) outcomes.push(collect(await attempt(list)));
    // Paging: as long as a page comes back, ask for the next one (the old userIndex hole).
    let cursor: unknown = null;
    for (let page = 0; page < 60; page++) {
      const outcome = collect(
        await attempt(() =>
          getDocs(
            query(collection(db, 'userIndex'), limit(20), ...(cursor ? [startAfter(cursor)] : [])),
          ),
        ),
      );
      if (!outcome.ok) break;
      const docs = (outcome.data as { docs: unknown[] }).docs;
      if (docs.length === 0) break;
      cursor = docs[docs.length - 1];
    }
    console.log(
      `[abuse] lists and pages a fresh account tried: ${lists.length + 1}, answered: ${outcomes.filter((o) => o.ok).length} (besides the leaderboard's one document)`,
    );
    expect(outcomes.every((o) => !o.ok)).toBe(true);
  });

  test('reads every person’s documents by id (as if every uid had leaked)', async () => {
    const db = attacker.db;
    let profilesRead = 0;
    await inChunks(world.people, 100, async ({ uid }) => {
      if (collect(await attempt(() => getDoc(doc(db, 'users', uid)))).ok) profilesRead += 1;
      collect(await attempt(() => getDoc(doc(db, 'users', uid, 'private', 'account'))));
      collect(await attempt(() => getDoc(doc(db, 'userIndex', uid))));
    });
    // The medal history, a contact and a chat of some of them, by their known ids.
    await inChunks(world.people.slice(0, 50), 25, async ({ uid }) => {
      const medals = (await admin().collection(`users/${uid}/medals`).limit(1).get()).docs;
      for (const m of medals)
        collect(await attempt(() => getDoc(doc(db, 'users', uid, 'medals', m.id))));
      const contacts = (await admin().collection(`users/${uid}/contacts`).limit(1).get()).docs;
      for (const c of contacts)
        collect(await attempt(() => getDoc(doc(db, 'users', uid, 'contacts', c.id))));
    });
    await inChunks(world.chatIds, 25, async (id) => {
      collect(await attempt(() => getDoc(doc(db, 'chats', id))));
    });
    console.log(
      `[abuse] public profiles a fresh account read by uid: ${profilesRead} of ${world.people.length}`,
    );
    // The public profiles are readable by design (names, stats, public medals): none holds a phone.
    expect(profilesRead).toBe(world.people.length);
  }, 120_000);

  test('searches by name and bio through the searchUsers function', async () => {
    for (const query of ['victim', 'bio of person', 'wizard']) {
      const outcome = collect(await attacker.call('searchUsers', { query }));
      expect(outcome.ok).toBe(true);
    }
    // The emulator scans rather than indexes: seconds per search over 1,000 entries.
  }, 180_000);

  test('harvests no phone number, and no last-activity time', () => {
    console.log(
      `[abuse] documents and answers a fresh account got: ${loot.reads}; refused: ${loot.refused}`,
    );
    console.log(
      `[abuse] phone numbers a fresh account harvests from 1,000 users by listing, paging and reading: ${loot.phones.size}`,
    );
    console.log(`[abuse] last-activity times a fresh account reads: ${loot.lastActive}`);
    expect(loot.reads).toBeGreaterThan(world.people.length);
    expect(loot.phones.size).toBe(0);
    expect(loot.lastActive).toBe(0);
  });
});

describe('exact phone search: no enumeration oracle', () => {
  test(`answers ${QUOTAS.phoneLookup.limit} numbers an hour; the 31st is refused`, async () => {
    const prober = await signInAttacker(uniquePhone('+1559'));
    const targets = world.people.slice(100, 100 + QUOTAS.phoneLookup.limit + 1);
    let answered = 0;
    let found = 0;
    for (const target of targets.slice(0, QUOTAS.phoneLookup.limit)) {
      const outcome = await prober.call('searchUsers', { query: target.phone });
      if (!outcome.ok) continue;
      answered += 1;
      const users = (outcome.data as { users: { uid: string }[] }).users;
      if (users.some((u) => u.uid === target.uid)) found += 1;
      // The answer names the person; it never repeats a phone (not even the one typed).
      expect(phonesIn(users, world).size).toBe(0);
    }
    const next = await prober.call('searchUsers', {
      query: targets[QUOTAS.phoneLookup.limit]!.phone,
    });
    console.log(
      `[abuse] exact phone searches one account gets in an hour: ${answered} (found ${found}); the ${QUOTAS.phoneLookup.limit + 1}st: ${next.ok ? 'answered' : `refused (${next.message})`}`,
    );
    expect(answered).toBe(30);
    expect(found).toBe(30);
    expect(next).toEqual({
      ok: false,
      code: 'resource-exhausted',
      message: QUOTAS.phoneLookup.message,
    });
    await prober.close();
  }, 180_000);
});
