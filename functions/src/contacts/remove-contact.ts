/**
 * removeContactFromBoth({ contactUid }): contacts are mutual (SPEC §5), and removing one may be too
 * (docs/decisions/0013-chat.md §6): the caller's users/{me}/contacts/{them} and the other's
 * users/{them}/contacts/{me} are deleted in one transaction. Removing from one's own list only is a
 * direct delete the rules allow the owner. Only a person in the caller's list can be removed from
 * both (so the call cannot touch strangers' lists), and each call takes a unit of
 * QUOTAS.contactRemoveBoth.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { QUOTAS } from '@/domain/limits';
import { signedInCallable } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { CONTACT_ERRORS } from './contact-entry';
import { isDocumentId } from '@/domain/ids';

export const NOT_A_CONTACT = 'This person is not in your contacts';

export const removeContactFromBoth = signedInCallable(
  'removeContactFromBoth',
  async (request, me) => {
    const contactUid: unknown = request.data?.contactUid;
    if (!isDocumentId(contactUid) || contactUid === me) {
      throw new HttpsError('invalid-argument', CONTACT_ERRORS.invalidContact);
    }
    await takeQuota(me, QUOTAS.contactRemoveBoth);

    const db = getFirestore();
    const users = db.collection('users');
    const mineRef = users.doc(me).collection('contacts').doc(contactUid);
    const theirsRef = users.doc(contactUid).collection('contacts').doc(me);
    return db.runTransaction(async (tx) => {
      const [mine, theirs] = await tx.getAll(mineRef, theirsRef);
      if (!mine?.exists) throw new HttpsError('not-found', NOT_A_CONTACT);
      tx.delete(mineRef);
      if (theirs?.exists) tx.delete(theirsRef);
      return { contactUid, removedFromTheirs: theirs?.exists === true };
    });
  },
);
