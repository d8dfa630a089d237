/**
 * Phone consent (DESIGN.md §5 "Consent"), attacked as a stranger would: a fresh account
 * that learned 50 people's uids (a name search, the leaderboard, public debates and their
 * spectators all hand uids out) adds every one as a contact and opens a chat with each, the
 * two callables that used to copy the other person's phone into its own documents. Then it
 * reads everything the rules let it reach and counts the phone numbers among them. Two of
 * the 50 then consent (one adds back, one replies, through the app's own paths), and only
 * those two numbers arrive.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { admin, uniquePhone } from '../functions/support';
import { attempt, signInAttacker, type Attacker } from './attacker';
import { phonesIn, type World } from './phone-privacy-world';
import { withTriggersPaused } from '../support/emulator-hub';

const VICTIMS = 50;

let attacker: Attacker;
/** The two victims who consent later, signed in on their own devices. */
let addsBack: Attacker;
let replies: Attacker;
const world: World = { people: [], phoneDigits: new Set(), chatIds: [] };

async function seedVictim(uid: string, phone: string, i: number) {
  const profile = {
    uid,
    ...(i % 2 === 0 ? { displayName: `Victim ${i}` } : {}),
    fallbackName: fallbackDisplayName(phone),
    createdAt: Timestamp.now(),
  };
  await admin().doc(`users/${uid}`).set(profile);
  await admin()
    .doc(`users/${uid}/private/account`)
    .set({ phoneNumber: phone, lastActive: Timestamp.now() });
  world.people.push({ uid, phone });
  world.phoneDigits.add(phone.slice(1));
}

/** Every phone number the attacker can read now: its contacts, its chats and their messages. */
async function harvest(): Promise<Set<string>> {
  const db = attacker.db;
  const found = new Set<string>();
  const take = (value: unknown) => phonesIn(value, world).forEach((p) => found.add(p));
  const contacts = await getDocs(collection(db, 'users', attacker.uid, 'contacts'));
  take(contacts.docs.map((d) => d.data()));
  const chats = await getDocs(
    query(collection(db, 'chats'), where('participants', 'array-contains', attacker.uid)),
  );
  take(chats.docs.map((d) => d.data()));
  for (const chat of chats.docs) {
    take((await getDocs(collection(db, 'chats', chat.id, 'messages'))).docs.map((d) => d.data()));
  }
  for (const victim of world.people) {
    const profile = await attempt(() => getDoc(doc(db, 'users', victim.uid)));
    if (profile.ok) take((profile.data as { data(): unknown }).data());
  }
  return found;
}

beforeAll(async () => {
  attacker = await signInAttacker(uniquePhone('+1553'));
  // The attacker's own profile, as the app writes it at sign-up.
  await admin().doc(`users/${attacker.uid}`).set({ uid: attacker.uid, createdAt: Timestamp.now() });
  await admin()
    .doc(`users/${attacker.uid}/private/account`)
    .set({ phoneNumber: attacker.phone, lastActive: Timestamp.now() });
  [addsBack, replies] = await Promise.all([
    signInAttacker(uniquePhone('+1553')),
    signInAttacker(uniquePhone('+1553')),
  ]);
  await withTriggersPaused(async () => {
    await seedVictim(addsBack.uid, addsBack.phone, 0);
    await seedVictim(replies.uid, replies.phone, 1);
    const run = String(Date.now() % 1_000_000).padStart(6, '0');
    for (let i = 2; i < VICTIMS; i++) {
      await seedVictim(`pc${run}-${i}`, `+1553${run.slice(0, 3)}${String(i).padStart(4, '0')}`, i);
    }
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([attacker, addsBack, replies].map((c) => c?.close()));
});

describe('a stranger adding and opening chats with 50 people it found', () => {
  test('collects no phone number until a person consents', async () => {
    let added = 0;
    let opened = 0;
    for (const victim of world.people) {
      if ((await attacker.call('addContact', { contactUid: victim.uid })).ok) added += 1;
      if ((await attacker.call('openDirectChat', { otherUid: victim.uid })).ok) opened += 1;
    }
    const before = await harvest();
    console.log(
      `[abuse] phone numbers a fresh account collects by adding and opening chats with ${VICTIMS} people it found: ${before.size} (contacts added: ${added}, chats opened: ${opened})`,
    );
    expect(added).toBe(VICTIMS);
    expect(opened).toBe(VICTIMS);
    expect(before.size).toBe(0);

    // Each victim finds the stranger as 'Added you', with the stranger's phone (its consent).
    const entry = (
      await admin().doc(`users/${addsBack.uid}/contacts/${attacker.uid}`).get()
    ).data();
    expect(entry).toMatchObject({ addedYou: true, phoneNumber: attacker.phone });

    // One adds back; one replies in the chat (a message, then sharePhone, as the app does).
    const addBack = await addsBack.call('addContact', { contactUid: attacker.uid });
    expect(addBack, JSON.stringify(addBack)).toMatchObject({ ok: true });
    const chatId = [attacker.uid, replies.uid].sort().join('_');
    const id = `reply${Date.now().toString(36)}`;
    const batch = writeBatch(replies.db);
    batch.set(doc(replies.db, 'chats', chatId, 'messages', id), {
      senderId: replies.uid,
      senderPhone: replies.phone,
      content: 'Who are you?',
      chatId,
      timestamp: serverTimestamp(),
      n: 1,
    });
    batch.update(doc(replies.db, 'chats', chatId), {
      lastMessage: 'Who are you?',
      lastMessageTime: serverTimestamp(),
      lastMessageId: id,
    });
    await batch.commit();
    const shared = await replies.call('sharePhone', { chatId });
    expect(shared, JSON.stringify(shared)).toEqual({ ok: true, data: { outcome: 'shared' } });

    const after = await harvest();
    console.log(
      `[abuse] phone numbers it holds once one person added it back and one replied: ${after.size} (theirs: ${[
        addsBack,
        replies,
      ].every((v) => after.has(v.phone.slice(1)))})`,
    );
    expect([...after].sort()).toEqual([addsBack.phone.slice(1), replies.phone.slice(1)].sort());
    // Where it sees them: the contact entry of the one who added back, the chat card of the
    // one who replied.
    const contactOfAddsBack = await getDoc(
      doc(attacker.db, 'users', attacker.uid, 'contacts', addsBack.uid),
    );
    expect(contactOfAddsBack.get('phoneNumber')).toBe(addsBack.phone);
    const chat = await getDoc(doc(attacker.db, 'chats', chatId));
    expect(chat.get(`participantDetails.${replies.uid}.phoneNumber`)).toBe(replies.phone);
  }, 240_000);
});
