#!/usr/bin/env node
// Brings contacts and chats stored before phone consent (DESIGN.md §5 "Consent") in line
// with it, once, after the functions that enforce it are deployed:
//
//   node scripts/migrate-phone-consent.mjs [--project <id>]
//
// Before, adding a contact or opening a chat copied both phones into both sides' entries
// and the chat, whether or not their owners had anything to do with it. Now a phone shows
// only where its owner consented (functions/src/contacts/phone-access.ts). What the old
// data proves is kept as consent; the rest is hidden:
//
// - a debate chat: the two debated each other, so each may see the other's phone;
// - a normal chat: a participant who wrote in it consented to the other (their messages
//   carry their phone anyway); the phone of one who never wrote leaves the chat;
// - a contact entry keeps the phone only where one of those gave its owner consent. Old
//   entries cannot tell who added whom (adding wrote both sides), so none becomes
//   'Added you', and a phone hidden here comes back when its owner writes or adds again.
//
// Each hidden phone leaves its generated name (fallbackName) in its place, so the entry
// and the chat still name the person. Safe to re-run. Against the emulators when
// FIRESTORE_EMULATOR_HOST is set, like scripts/admin.mjs.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { migrationDb, runWhenScript } from './lib/migration.mjs';

const PAGE = 200;

/** Every document of a query, a page at a time. */
async function* pages(query) {
  let last = null;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    yield* snapshot.docs;
    if (snapshot.size < PAGE) return;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}

function accessRef(db, viewer, owner) {
  return db.collection('users').doc(viewer).collection('phoneAccess').doc(owner);
}

function grant(db, owner, viewer, reason) {
  return accessRef(db, viewer, owner).set(
    { [reason]: FieldValue.serverTimestamp() },
    { merge: true },
  );
}

/** The generated name the profile carries (written by the functions), or nothing. */
async function fallbackNameOf(db, uid, cache) {
  if (!cache.has(uid)) {
    const name = (await db.collection('users').doc(uid).get()).get('fallbackName');
    cache.set(uid, typeof name === 'string' && name ? name : null);
  }
  return cache.get(uid);
}

async function migrateChat(db, chat, counts, names) {
  const participants = chat.get('participants');
  if (!Array.isArray(participants) || participants.length !== 2) return;
  const [a, b] = participants;
  if (chat.get('isDebate') === true) {
    await Promise.all([grant(db, a, b, 'debated'), grant(db, b, a, 'debated')]);
    counts.debates += 1;
    return;
  }
  for (const [owner, viewer] of [
    [a, b],
    [b, a],
  ]) {
    const wrote = await chat.ref
      .collection('messages')
      .where('senderId', '==', owner)
      .limit(1)
      .get();
    if (!wrote.empty) {
      await grant(db, owner, viewer, 'wrote');
      counts.wrote += 1;
      continue;
    }
    const phone = new FieldPath('participantDetails', owner, 'phoneNumber');
    if (chat.get(phone) === undefined) continue;
    const name = await fallbackNameOf(db, owner, names);
    const fallback = new FieldPath('participantDetails', owner, 'fallbackName');
    await chat.ref.update(phone, FieldValue.delete(), ...(name ? [fallback, name] : []));
    counts.chatPhonesHidden += 1;
  }
}

async function migrateContact(db, entry, counts, names) {
  const user = entry.ref.parent.parent;
  const viewer = user?.parent.id === 'users' ? user.id : undefined;
  const owner = entry.id;
  if (!viewer || entry.get('phoneNumber') === undefined) return;
  if ((await accessRef(db, viewer, owner).get()).exists) return;
  const name = await fallbackNameOf(db, owner, names);
  await entry.ref.update({
    phoneNumber: FieldValue.delete(),
    ...(name && !entry.get('fallbackName') ? { fallbackName: name } : {}),
  });
  counts.contactPhonesHidden += 1;
}

export async function main(args, print = console.log) {
  const db = migrationDb(args);
  const counts = { debates: 0, wrote: 0, chatPhonesHidden: 0, contactPhonesHidden: 0 };
  const names = new Map();
  // Chats first: what they prove is the consent the contacts are checked against.
  for await (const chat of pages(db.collection('chats'))) {
    await migrateChat(db, chat, counts, names);
  }
  for await (const entry of pages(db.collectionGroup('contacts'))) {
    await migrateContact(db, entry, counts, names);
  }
  print(
    `Phone consent: ${counts.debates} debates and ${counts.wrote} writers kept their phones; ` +
      `${counts.chatPhonesHidden} chat phones and ${counts.contactPhonesHidden} contact ` +
      `phones hidden until their owners consent.`,
  );
  return counts;
}

runWhenScript(import.meta.url, main);
