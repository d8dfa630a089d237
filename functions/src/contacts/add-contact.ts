/**
 * addContact({ contactUid }): contacts are mutual (SPEC §5), so both users get the other's
 * contact document in one transaction. Adding again refreshes the name and picture and
 * keeps the first addedAt: a retried call changes nothing else.
 */
import { FieldValue, getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
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
  async (request) => {
    const me = request.auth?.uid;
    if (!me) throw new HttpsError('unauthenticated', CONTACT_ERRORS.notAuthenticated);
    const contactUid: unknown = request.data?.contactUid;
    if (!isContactUid(contactUid) || contactUid === me) {
      throw new HttpsError('invalid-argument', CONTACT_ERRORS.invalidContact);
    }
    const tokenPhone = request.auth?.token.phone_number;

    const db = getFirestore();
    const users = db.collection('users');
    const mineRef = users.doc(me).collection('contacts').doc(contactUid);
    const theirsRef = users.doc(contactUid).collection('contacts').doc(me);

    return db.runTransaction(async (tx) => {
      const [myProfile, theirProfile, mine, theirs] = await tx.getAll(
        users.doc(me),
        users.doc(contactUid),
        mineRef,
        theirsRef,
      );
      if (!myProfile || !theirProfile || !mine || !theirs) throw new Error('Missing snapshot');
      const theirData = theirProfile.data();
      if (!theirData) throw new HttpsError('not-found', CONTACT_ERRORS.userNotFound);
      const them = contactFromProfile(contactUid, theirData);
      // A profile not written yet (first sign-in still under way) falls back to the token.
      const meAsContact = contactFromProfile(
        me,
        myProfile.data() ?? { uid: me, phoneNumber: tokenPhone },
      );
      if (!them || !meAsContact)
        throw new HttpsError('invalid-argument', CONTACT_ERRORS.invalidContact);

      tx.set(mineRef, { ...them, addedAt: addedAt(mine) });
      tx.set(theirsRef, { ...meAsContact, addedAt: addedAt(theirs) });
      return { contactUid, alreadyAdded: mine.exists };
    });
  },
);
