/**
 * blockUser({ uid }) / unblockUser({ uid }): the caller's block list,
 * users/{me}/blocks/{uid} = { blockedAt, displayName }. A blocked person cannot message the
 * blocker (firestore.rules), add them, accept their requests, open a chat with them or find
 * them in search (the other callables' assertNotBlocked). Blocking also ends the contact
 * both ways, so neither keeps the other's entry (and phone) in their list, and takes back
 * what each may see of the other's phone (contacts/phone-access.ts): the consent records
 * and the numbers in their normal chat. After an unblock, phones come back only with new
 * consent.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { QUOTAS } from '@/domain/limits';
import { isDocumentId } from '@/domain/ids';
import { MODERATION_ERRORS } from '@/domain/moderation';
import { blockRef } from '../safety/account';
import { signedInCallable } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { pairChatRef, revokePhoneAccess } from '../contacts/phone-access';
import { publicName } from './person';
import type { CallRequest } from '@/domain/callables';
import { blockedAtAsStored } from '@/domain/documents/block';

/** The person named, after the checks every block change shares. */
async function parties(me: string, data: unknown) {
  const uid = (data as Partial<CallRequest<'blockUser'>> | null)?.uid;
  if (!isDocumentId(uid)) throw new HttpsError('invalid-argument', MODERATION_ERRORS.invalidUser);
  if (uid === me) throw new HttpsError('invalid-argument', MODERATION_ERRORS.self);
  await takeQuota(me, QUOTAS.blockChange);
  return { me, uid };
}

export const blockUser = signedInCallable('blockUser', async (request, caller) => {
  const { me, uid } = await parties(caller, request.data);
  const displayName = await publicName(uid);
  if (displayName === null) throw new HttpsError('not-found', MODERATION_ERRORS.userNotFound);

  const db = getFirestore();
  const users = db.collection('users');
  const ref = blockRef(me, uid);
  await db.runTransaction(async (tx) => {
    const [existing, chat] = await tx.getAll(ref, pairChatRef(me, uid));
    if (!existing || !chat) throw new Error('Missing snapshot');
    // Blocking again refreshes the name but keeps when it began.
    tx.set(ref, {
      blockedAt: blockedAtAsStored(existing.data()) ?? FieldValue.serverTimestamp(),
      displayName,
    });
    tx.delete(users.doc(me).collection('contacts').doc(uid));
    tx.delete(users.doc(uid).collection('contacts').doc(me));
    revokePhoneAccess(tx, chat, me, uid);
  });
  return { uid, blocked: true };
});

export const unblockUser = signedInCallable('unblockUser', async (request, caller) => {
  const { me, uid } = await parties(caller, request.data);
  // Unblocking someone not blocked (or since deleted) is a no-op that succeeds, so a
  // retried call or a second device cannot fail.
  await blockRef(me, uid).delete();
  return { uid, blocked: false };
});
