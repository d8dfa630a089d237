/**
 * addContact({ contactUid }): contacts are mutual (SPEC §5), so both users get an entry of
 * the other in one transaction, but a phone travels only with its owner's consent
 * (phone-access.ts): adding someone shows them the adder's phone, and the adder sees
 * theirs only once they add back, write, or were found by their exact number. The added
 * person's new entry says `addedYou` (the app offers 'Add back' and 'Block') until they
 * add back. Adding again refreshes the name and picture and keeps the first addedAt: a
 * retried call changes nothing else. Each call takes a unit of QUOTAS.contactAdd (50 a
 * day), and nobody reaches a person who blocked them or whom they blocked.
 */
import { FieldValue, getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { QUOTAS } from '@/domain/limits';
import { validPhone } from '../chats/participants';
import { assertNotBlocked } from '../safety/account';
import { signedInCallable } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { accountRef } from '../users/account-docs';
import { CONTACT_ERRORS, contactFromProfile } from './contact-entry';
import { isDocumentId } from '@/domain/ids';
import { pairChatRef, phoneAccessRef, recordPhoneAccess, showPhoneInChat } from './phone-access';
import { readAccount } from '@/domain/documents/account';
import { addedAtAsStored, readContact } from '@/domain/documents/contact';
import { readProfile } from '@/domain/documents/profile';

function addedAt(existing: DocumentSnapshot) {
  return addedAtAsStored(existing.data()) ?? FieldValue.serverTimestamp();
}

/** Whether the entry only says 'Added you' (its owner has not added them back). */
function onlyAddedYou(entry: DocumentSnapshot): boolean {
  return readContact(entry.id, entry.data()).addedYou === true;
}

/** Their entry of me keeps saying 'Added you' until they add me themselves. */
function addedYou(theirs: DocumentSnapshot) {
  return !theirs.exists || onlyAddedYou(theirs) ? { addedYou: true } : {};
}

export const addContact = signedInCallable('addContact', async (request, me) => {
  const contactUid: unknown = request.data?.contactUid;
  if (!isDocumentId(contactUid) || contactUid === me) {
    throw new HttpsError('invalid-argument', CONTACT_ERRORS.invalidContact);
  }
  const tokenPhone = validPhone(request.auth?.token.phone_number);
  // Before any lookup: probing uids with this call costs units like adding does.
  await takeQuota(me, QUOTAS.contactAdd);

  const db = getFirestore();
  const users = db.collection('users');
  const mineRef = users.doc(me).collection('contacts').doc(contactUid);
  const theirsRef = users.doc(contactUid).collection('contacts').doc(me);
  const chatRef = pairChatRef(me, contactUid);

  return db.runTransaction(async (tx) => {
    const [myProfile, theirProfile, theirAccount, mine, theirs, theirConsent, chat] =
      await tx.getAll(
        users.doc(me),
        users.doc(contactUid),
        accountRef(db, contactUid),
        mineRef,
        theirsRef,
        phoneAccessRef(me, contactUid),
        chatRef,
      );
    if (!myProfile || !theirProfile || !theirAccount || !mine || !theirs || !theirConsent) {
      throw new Error('Missing snapshot');
    }
    const theirData = theirProfile.data();
    if (!theirData) throw new HttpsError('not-found', CONTACT_ERRORS.userNotFound);
    await assertNotBlocked(me, contactUid, tx);
    // Their phone only if they let me see it; mine, since adding them is my consent.
    const them = contactFromProfile(
      contactUid,
      readProfile(theirData),
      readAccount(theirAccount.data()),
      {
        showPhone: theirConsent.exists,
      },
    );
    // My phone is the verified one of my ID token; a profile not written yet (first
    // sign-in still under way) is stood in for by my uid.
    const meAsContact = contactFromProfile(
      me,
      readProfile(myProfile.data()) ?? { uid: me },
      { phoneNumber: tokenPhone },
      { showPhone: true },
    );
    if (!them || !meAsContact)
      throw new HttpsError('invalid-argument', CONTACT_ERRORS.invalidContact);

    tx.set(mineRef, { ...them, addedAt: addedAt(mine) });
    tx.set(theirsRef, { ...meAsContact, addedAt: addedAt(theirs), ...addedYou(theirs) });
    recordPhoneAccess(tx, { owner: me, viewer: contactUid, reason: 'added' });
    showPhoneInChat(tx, chat, { owner: me, viewer: contactUid, phone: tokenPhone });
    // An entry that only said 'Added you' becomes mine now: this is the add-back.
    return { contactUid, alreadyAdded: mine.exists && !onlyAddedYou(mine) };
  });
});
