/**
 * users/{uid}/contacts/{contactUid}: a user's contacts. Adding is mutual and runs in the
 * addContact function (it writes both users); the owner reads and removes their own. An
 * entry carries the person's phone only once they consented (functions/src/contacts/
 * phone-access.ts), and says `addedYou` while they added the owner without being added back.
 */
import { collection, deleteDoc, doc, orderBy, query } from 'firebase/firestore';
import type { Contact } from '@/domain/model';
import { db } from './firestore';
import { callFunction } from './functions';
import { watchListAnswers } from './list-answers';
import type { CallResponse } from '@/domain/callables';
import { readContact } from '@/domain/documents/contact';

type AddContactResult = CallResponse<'addContact'>;

function contacts(ownerUid: string) {
  return collection(db(), 'users', ownerUid, 'contacts');
}

/**
 * Live contacts of the signed-in user, newest first. `complete` is false while the answer
 * comes only from the (in-memory) cache: offline, an empty answer is not "no contacts".
 */
export function watchContacts(
  ownerUid: string,
  onContacts: (contacts: Contact[], complete: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return watchListAnswers(
    query(contacts(ownerUid), orderBy('addedAt', 'desc')),
    (snapshot, complete) =>
      onContacts(
        snapshot.docs.map((d) => readContact(d.id, d.data())),
        complete,
      ),
    onError,
  );
}

/**
 * Adds a contact to both users (SPEC §5: mutual; also 'Add back' on an 'Added you' entry).
 * The other person sees this user's phone from now on. Rejects with the function's
 * message: 'User not found', 'Invalid contact data' or 'User not authenticated'.
 */
export function addContact(contactUid: string): Promise<AddContactResult> {
  return callFunction('addContact', { contactUid });
}

/**
 * Removes a contact from the owner's list only. The live list drops it at once; the
 * promise settles when the server has the delete (never while offline).
 */
export function removeContact(ownerUid: string, contactUid: string): Promise<void> {
  return deleteDoc(doc(contacts(ownerUid), contactUid));
}

/**
 * Removes a contact from both lists: the owner's and the other person's (the
 * removeContactFromBoth function; the rules let a client delete only its own). Rejects with
 * the function's message, e.g. 'This person is not in your contacts'.
 */
export async function removeContactFromBoth(contactUid: string): Promise<void> {
  await callFunction('removeContactFromBoth', { contactUid });
}
