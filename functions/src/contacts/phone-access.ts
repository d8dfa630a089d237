/**
 * Who may see whose phone number (DESIGN.md §5 "Consent"). A relation (a contact, a chat)
 * does not by itself show a phone: the owner's number reaches a viewer only once
 *
 * - `typed`: the viewer typed that exact number (searchUsers found the owner by it),
 * - `added`: the owner added the viewer as a contact,
 * - `wrote`: the owner wrote to the viewer (sharePhone, after a message of theirs), or
 * - `debated`: the two debated each other (acceptDebateRequest).
 *
 * (A phone the owner posts on a public debate request is shown on that request in Browse,
 * which is its own consent and needs no record.)
 *
 * The record is users/{viewer}/phoneAccess/{owner} = { <reason>: Timestamp, … }, written
 * by functions only (no client reads or writes it: firestore.rules). Functions copy the
 * phone into the viewer's contact entry of the owner (users/{viewer}/contacts/{owner}) and
 * into the pair's chat (chats/{pair}.participantDetails.{owner}.phoneNumber) only when the
 * record exists; until then those show the name alone.
 */
import {
  FieldPath,
  FieldValue,
  getFirestore,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { holdsPhoneOf, readChat } from '@/domain/documents/chat';
import { readContact } from '@/domain/documents/contact';
import type { Chat } from '@/domain/model';
import { directChatId } from '@/domain/ids';
import { validPhone } from '../chats/participants';

export type PhoneAccessReason = 'typed' | 'added' | 'wrote' | 'debated';

/** users/{viewer}/phoneAccess/{owner}: the viewer may see the owner's phone. */
export function phoneAccessRef(viewer: string, owner: string) {
  return getFirestore().collection('users').doc(viewer).collection('phoneAccess').doc(owner);
}

/** Whether `viewer` may see `owner`'s phone (read in the transaction when one is given). */
export async function hasPhoneAccess(
  owner: string,
  viewer: string,
  tx?: Transaction,
): Promise<boolean> {
  const ref = phoneAccessRef(viewer, owner);
  return (tx ? await tx.get(ref) : await ref.get()).exists;
}

function contactRef(owner: string, contactUid: string) {
  return getFirestore().collection('users').doc(owner).collection('contacts').doc(contactUid);
}

function phoneField(owner: string) {
  return new FieldPath('participantDetails', owner, 'phoneNumber');
}

/**
 * The pair's normal chat, when it exists and is theirs (the id could be another pair's); null
 * otherwise.
 */
function pairChat(chat: DocumentSnapshot, a: string, b: string): Chat | null {
  const stored = readChat(chat.id, chat.data() ?? {});
  const { participants, isDebate } = stored;
  const theirs = chat.exists && !isDebate && participants.includes(a) && participants.includes(b);
  return theirs ? stored : null;
}

export interface PhoneGrant {
  owner: string;
  viewer: string;
  /** The owner's verified number (their ID token, private account or request). */
  phone: string;
  reason: PhoneAccessReason;
}

/** Writes the record of a grant (in the caller's transaction): adds the reason. */
export function recordPhoneAccess(
  tx: Transaction,
  { owner, viewer, reason }: Omit<PhoneGrant, 'phone'>,
) {
  tx.set(
    phoneAccessRef(viewer, owner),
    { [reason]: FieldValue.serverTimestamp() },
    { merge: true },
  );
}

/** Shows the owner's number in the pair's normal chat (`chat`, read in the transaction). */
export function showPhoneInChat(
  tx: Transaction,
  chat: DocumentSnapshot | undefined,
  { owner, viewer, phone }: Omit<PhoneGrant, 'reason'>,
) {
  if (!chat) return;
  const pair = pairChat(chat, owner, viewer);
  if (pair && pair.participantDetails[owner]?.phoneNumber !== phone) {
    tx.update(chat.ref, phoneField(owner), phone);
  }
}

/** The pair's normal chat document (it may not exist). */
export function pairChatRef(a: string, b: string) {
  return getFirestore().collection('chats').doc(directChatId(a, b));
}

/**
 * Records that `viewer` may see `owner`'s phone and shows it where they already meet: the
 * viewer's contact entry of the owner and the pair's normal chat, when those exist and do
 * not show it yet. One transaction, two reads; granting again only adds the reason.
 */
export async function grantPhoneAccess(grant: PhoneGrant) {
  const phone = validPhone(grant.phone);
  const { owner, viewer } = grant;
  if (!phone || owner === viewer) return;
  const entryRef = contactRef(viewer, owner);
  await getFirestore().runTransaction(async (tx) => {
    const [entry, chat] = await tx.getAll(entryRef, pairChatRef(owner, viewer));
    recordPhoneAccess(tx, grant);
    if (entry?.exists && readContact(owner, entry.data()).phoneNumber !== phone) {
      tx.update(entryRef, { phoneNumber: phone });
    }
    showPhoneInChat(tx, chat, { owner, viewer, phone });
  });
}

/**
 * Takes back what either of two people may see of the other's phone (blockUser): the
 * records both ways and the numbers in their normal chat. Contact entries go with the block.
 */
export function revokePhoneAccess(tx: Transaction, chat: DocumentSnapshot, a: string, b: string) {
  tx.delete(phoneAccessRef(a, b));
  tx.delete(phoneAccessRef(b, a));
  if (!pairChat(chat, a, b)) return;
  const stored = chat.data();
  const shown = [a, b].filter((uid) => holdsPhoneOf(stored, uid)).map(phoneField);
  const [first, ...rest] = shown;
  if (!first) return;
  // One update (field, value, field, value…): a commit writes a document once.
  tx.update(
    chat.ref,
    first,
    FieldValue.delete(),
    ...rest.flatMap((field) => [field, FieldValue.delete()]),
  );
}
