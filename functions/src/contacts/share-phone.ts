/**
 * sharePhone({ chatId }): the "wrote to them" consent of phone-access.ts. Once the caller's
 * outbox has committed a message to a normal chat whose details do not show the caller's
 * phone yet, the app calls this (src/offline/phone-sharing.ts); the function checks that
 * the caller is a participant who did write there, then lets the other participant see
 * the caller's number: in their chat card and in their contact entry of the caller.
 *
 * Only the caller's own verified number (their ID token) is ever shared, never across a
 * block, and nothing is written when it is shown already: a repeated call costs a few
 * reads, like notifyNewMessages.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { validPhone } from '../chats/participants';
import { readChat } from '@/domain/documents/chat';
import { isDocumentId } from '@/domain/ids';
import { blockedEitherWay } from '../safety/account';
import { signedInCallable } from '../safety/callable';
import { missingChatError } from '../safety/chat-access';
import { grantPhoneAccess } from './phone-access';
import { CALLABLE_TEXT } from '@/domain/callable-errors';

export const SHARE_PHONE_ERRORS = {
  badInput: 'Send the id of a chat.',
  chatNotFound: CALLABLE_TEXT.chatNotFound,
  notParticipant: CALLABLE_TEXT.notInChat,
  noPhone: 'Your account has no phone number.',
} as const;

export const sharePhone = signedInCallable('sharePhone', async (call, me) => {
  const chatId: unknown = call.data?.chatId;
  if (!isDocumentId(chatId)) throw new HttpsError('invalid-argument', SHARE_PHONE_ERRORS.badInput);
  const phone = validPhone(call.auth?.token.phone_number);
  if (!phone) throw new HttpsError('failed-precondition', SHARE_PHONE_ERRORS.noPhone);

  const db = getFirestore();
  const chatRef = db.collection('chats').doc(chatId);
  const chat = await chatRef.get();
  if (!chat.exists) throw missingChatError(chatId, me, SHARE_PHONE_ERRORS);
  const { participants, participantDetails, isDebate } = readChat(chatId, chat.data() ?? {});
  if (!participants.includes(me)) {
    throw new HttpsError('permission-denied', SHARE_PHONE_ERRORS.notParticipant);
  }
  // A debate's details are written when it is accepted (the two debated each other).
  if (isDebate) return { outcome: 'debate' };
  const other = participants.find((p) => p !== me);
  if (!other) return { outcome: 'not-written' };
  if (participantDetails[me]?.phoneNumber === phone) {
    return { outcome: 'already-shown' };
  }
  if (await blockedEitherWay(me, other)) return { outcome: 'blocked' };
  const written = await chatRef.collection('messages').where('senderId', '==', me).limit(1).get();
  if (written.empty) return { outcome: 'not-written' };

  await grantPhoneAccess({ owner: me, viewer: other, phone, reason: 'wrote' });
  return { outcome: 'shared' };
});
