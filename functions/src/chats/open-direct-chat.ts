/**
 * openDirectChat({ otherUid }): the normal chat of two people (SPEC §5 "Normal chat
 * creation"), under the pair's fixed id (directChatId), so it is reused whoever opens it.
 *
 * Clients cannot create chats (docs/decisions/0012-safety.md): a chat made by a client could name
 * anyone and pad participantDetails. Here the details are read on the server (participants.ts), a
 * banned caller or a blocked pair is refused, and new chats are a per-account quota. Reopening an
 * existing chat costs nothing.
 *
 * Opening a chat shows nobody's phone by itself: each side's number is in the details only
 * where its owner consented already (contacts/phone-access.ts), and arrives later when they
 * add the other or write (sharePhone).
 */
import { FieldValue, getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { readChat, storedParticipantCount } from '@/domain/documents/chat';
import { directChatId } from '@/domain/ids';
import { QUOTAS } from '@/domain/limits';
import { isValidUid } from '@/domain/validation';
import { assertNotBlocked } from '../safety/account';
import { signedInCallable } from '../safety/callable';
import { takeQuota } from '../safety/quota';
import { phoneAccessRef } from '../contacts/phone-access';
import { detailsOf, participantFrom, readParticipants } from './participants';

export const CHAT_ERRORS = {
  userNotFound: 'User not found',
  invalidContact: 'Invalid contact data',
  self: 'You cannot start a chat with yourself',
  noPhone: 'Your account has no phone number.',
  notYours: 'You cannot open this chat.',
} as const;

/** The existing chat must be exactly this pair's normal chat. */
function assertPairChat(chat: DocumentSnapshot, me: string, other: string): void {
  const data = chat.data() ?? {};
  const { participants, isDebate } = readChat(chat.id, data);
  // Two entries as stored: an extra entry that is not a uid (readChat drops it) still makes it
  // some other chat.
  const pair =
    storedParticipantCount(data) === 2 && participants.includes(me) && participants.includes(other);
  if (!pair || isDebate) {
    throw new HttpsError('permission-denied', CHAT_ERRORS.notYours);
  }
}

export const openDirectChat = signedInCallable('openDirectChat', async (call, me) => {
  const other: unknown = call.data?.otherUid;
  // Two uids that join to the same id are told apart by the participants check (assertPairChat).
  if (!isValidUid(other)) {
    throw new HttpsError('invalid-argument', CHAT_ERRORS.userNotFound);
  }
  if (other === me) throw new HttpsError('invalid-argument', CHAT_ERRORS.self);
  await assertNotBlocked(me, other);

  const db = getFirestore();
  const chatId = directChatId(me, other);
  const ref = db.collection('chats').doc(chatId);
  const existing = await ref.get();
  if (existing.exists) {
    assertPairChat(existing, me, other);
    return { chatId, created: false };
  }

  await takeQuota(me, QUOTAS.directChatOpen);
  const tokenPhone = call.auth?.token.phone_number;
  return db.runTransaction(async (tx) => {
    const chat = await tx.get(ref);
    if (chat.exists) {
      assertPairChat(chat, me, other);
      return { chatId, created: false };
    }
    const [mine, theirs] = await readParticipants(tx, [me, other], { [me]: tokenPhone });
    const [theyShowMe, iShowThem] = await tx.getAll(
      phoneAccessRef(me, other),
      phoneAccessRef(other, me),
    );
    if (!theirs) throw new HttpsError('not-found', CHAT_ERRORS.userNotFound);
    if (!theirs.phoneNumber) {
      throw new HttpsError('failed-precondition', CHAT_ERRORS.invalidContact);
    }
    // A first sign-in may not have written the profile yet: the token has the phone.
    const self = mine ?? participantFrom(me, undefined, undefined, tokenPhone);
    if (!self.phoneNumber) throw new HttpsError('failed-precondition', CHAT_ERRORS.noPhone);

    tx.create(ref, {
      participants: [me, other].sort(),
      participantDetails: {
        [me]: detailsOf(self, { showPhone: iShowThem?.exists === true }),
        [other]: detailsOf(theirs, { showPhone: theyShowMe?.exists === true }),
      },
      isDebate: false,
      status: 'active',
      createdAt: FieldValue.serverTimestamp(),
    });
    return { chatId, created: true };
  });
});
