/**
 * addContact({ contactUid }): contacts are mutual (SPEC §5), so both users get the other's
 * contact document, with the phone from their private account, in one transaction. Adding
 * again refreshes the name and picture and keeps the first addedAt: a retried call changes
 * nothing else. Each call takes a unit of QUOTAS.contactAdd (50 a day), and nobody reaches
 * a person who blocked them or whom they blocked.
 */
import { FieldValue, getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { QUOTAS } from '@/domain/limits';
import { assertNotBanned, assertNotBlocked } from '../safety/account';
import { callableOptions } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { accountRef } from '../users/account-docs';
import { CONTACT_ERRORS, contactFromProfile, isContactUid } from './contact-entry';

export interface AddContactRequest {
  contactUid: string;
}

export interface AddContactResponse {
  contactUid: string;
  /** True when the contact was there already (nothing new was added). */
  alreadyAdded: boolean;
}

function addedAt(existing: DocumentSnapshot) {
  return existing.get('addedAt') ?? FieldValue.serverTimestamp();
}

export const addContact = onCall<AddContactRequest, Promise<AddContactResponse>>(
  callableOptions(),
  async (request) => {
    const me = request.auth?.uid;
    if (!me) throw new HttpsError('unauthenticated', CONTACT_ERRORS.notAuthenticated);
    const contactUid: unknown = request.data?.contactUid;
    if (!isContactUid(contactUid) || contactUid === me) {
      throw new HttpsError('invalid-argument', CONTACT_ERRORS.invalidContact);
    }
    const tokenPhone = request.auth?.token.phone_number;
    await assertNotBanned(me);
    // Before any lookup: probing uids with this call costs units like adding does.
    await takeQuota(me, QUOTAS.contactAdd);

    const db = getFirestore();
    const users = db.collection('users');
    const mineRef = users.doc(me).collection('contacts').doc(contactUid);
    const theirsRef = users.doc(contactUid).collection('contacts').doc(me);

    return db.runTransaction(async (tx) => {
      const [myProfile, theirProfile, theirAccount, mine, theirs] = await tx.getAll(
        users.doc(me),
        users.doc(contactUid),
        accountRef(db, contactUid),
        mineRef,
        theirsRef,
      );
      if (!myProfile || !theirProfile || !theirAccount || !mine || !theirs) {
        throw new Error('Missing snapshot');
      }
      const theirData = theirProfile.data();
      if (!theirData) throw new HttpsError('not-found', CONTACT_ERRORS.userNotFound);
      await assertNotBlocked(me, contactUid, tx);
      const them = contactFromProfile(contactUid, theirData, theirAccount.data());
      // My phone is the verified one of my ID token; a profile not written yet (first
      // sign-in still under way) is stood in for by my uid.
      const meAsContact = contactFromProfile(me, myProfile.data() ?? { uid: me }, {
        phoneNumber: tokenPhone,
      });
      if (!them || !meAsContact)
        throw new HttpsError('invalid-argument', CONTACT_ERRORS.invalidContact);

      tx.set(mineRef, { ...them, addedAt: addedAt(mine) });
      tx.set(theirsRef, { ...meAsContact, addedAt: addedAt(theirs) });
      return { contactUid, alreadyAdded: mine.exists };
    });
  },
);
