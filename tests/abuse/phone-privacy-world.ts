/**
 * The world of tests/abuse/phone-privacy.test.ts: 1,000 people stored exactly as the app and its
 * functions store them (docs/decisions/0012-safety.md): the public profile with its generated name
 * and public medals, the private account with the phone, the medal history with the opponents'
 * phones, contacts, the search index and some chats. Written with the Admin SDK in batches while
 * the functions' triggers are off (they would only rewrite the same documents), so it takes
 * seconds. Every phone number in it is remembered, to recognise one wherever it turns up.
 */
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { publicMedal } from '@/domain/medals';
import type { Medal } from '@/domain/model';
import { userIndexEntry } from '../../functions/src/search/index-entry';
import { admin } from '../functions/support';
import { withTriggersPaused } from '../support/emulator-hub';

export interface Person {
  uid: string;
  phone: string;
  displayName?: string;
}

export interface World {
  people: Person[];
  /** Every phone's digits, to find one in any text. */
  phoneDigits: Set<string>;
  /** Ids of the chats seeded between people. */
  chatIds: string[];
}

/** Phone numbers (and their digits) found anywhere in `value`. */
export function phonesIn(value: unknown, world: World): Set<string> {
  const found = new Set<string>();
  const text = JSON.stringify(value) ?? '';
  for (const match of text.matchAll(/\d{8,15}/g)) {
    if (world.phoneDigits.has(match[0])) found.add(match[0]);
  }
  return found;
}

function personAt(run: string, i: number): Person {
  const phone = `+1${run}${String(i).padStart(4, '0')}`;
  const uid = `pp${run}-${String(i).padStart(4, '0')}`;
  // Half of them chose a name; the others go by the generated one.
  return i % 2 === 0 ? { uid, phone, displayName: `Victim ${run} ${i}` } : { uid, phone };
}

function medalOf(winner: Person, loser: Person, i: number): Medal {
  return {
    id: `${1_750_000_000_000 + i}_${winner.uid}`,
    topic: `Debate number ${i}`,
    stance: 'For',
    wonAt: 1_750_000_000_000 + i,
    opponentPhone: loser.phone,
    opponentName: loser.displayName ?? fallbackDisplayName(loser.phone),
    aiAnalysis: 'Well argued.',
    chatId: `chat-${i}`,
  };
}

function seedOne(batch: WriteBatch, people: Person[], i: number): void {
  const db = admin();
  const me = people[i]!;
  const beaten = [people[(i + 1) % people.length]!, people[(i + 2) % people.length]!];
  const medals = beaten.map((loser, k) => medalOf(me, loser, i * 10 + k));
  const fallbackName = fallbackDisplayName(me.phone);
  const profile = {
    uid: me.uid,
    ...(me.displayName ? { displayName: me.displayName } : {}),
    fallbackName,
    bio: `Bio of person ${i}`,
    createdAt: Timestamp.now(),
    debateStats: { totalDebates: 2, wins: 2, losses: 0, draws: 0 },
    medals: medals.map((m) => publicMedal(m, m.opponentName ?? '')),
    medalCount: medals.length,
  };
  batch.set(db.doc(`users/${me.uid}`), profile);
  batch.set(db.doc(`users/${me.uid}/private/account`), {
    phoneNumber: me.phone,
    lastActive: Timestamp.now(),
  });
  for (const medal of medals) batch.set(db.doc(`users/${me.uid}/medals/${medal.id}`), medal);
  const contact = beaten[0]!;
  batch.set(db.doc(`users/${me.uid}/contacts/${contact.uid}`), {
    uid: contact.uid,
    phoneNumber: contact.phone,
    addedAt: Timestamp.now(),
  });
  batch.set(db.doc(`userIndex/${me.uid}`), userIndexEntry(me.uid, profile));
}

/** Seeds `count` people (and a chat for every tenth pair); resolves with the world. */
export async function seedWorld(count: number): Promise<World> {
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const people = Array.from({ length: count }, (_, i) => personAt(run, i));
  const chatIds: string[] = [];
  await withTriggersPaused(async () => {
    // Six documents a person: 80 people a batch stays under 500 writes.
    for (let start = 0; start < count; start += 80) {
      const batch = admin().batch();
      for (let i = start; i < Math.min(count, start + 80); i++) seedOne(batch, people, i);
      await batch.commit();
    }
    const batch = admin().batch();
    for (let i = 0; i + 1 < count; i += 10) {
      const [a, b] = [people[i]!, people[i + 1]!];
      const id = [a.uid, b.uid].sort().join('_');
      chatIds.push(id);
      batch.set(admin().doc(`chats/${id}`), {
        participants: [a.uid, b.uid].sort(),
        participantDetails: {
          [a.uid]: { phoneNumber: a.phone },
          [b.uid]: { phoneNumber: b.phone },
        },
        isDebate: false,
        status: 'active',
        createdAt: Timestamp.now(),
      });
    }
    await batch.commit();
  });
  return { people, phoneDigits: new Set(people.map((p) => p.phone.slice(1))), chatIds };
}
