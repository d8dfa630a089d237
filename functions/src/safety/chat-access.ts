/**
 * The answer for a chat that does not exist. Under another pair's id (directChatId of two
 * uids, neither the caller's) it is the answer their existing chat gets, "not a
 * participant", so nobody learns whether two other people talk by asking a callable for
 * their chat (firestore.rules answers a `get` the same way). Debates have random ids.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { isOthersPairChatId } from '@/domain/ids';

export interface ChatAccessErrors {
  chatNotFound: string;
  notParticipant: string;
}

export function missingChatError(
  chatId: string,
  uid: string,
  errors: ChatAccessErrors,
): HttpsError {
  return isOthersPairChatId(chatId, uid)
    ? new HttpsError('permission-denied', errors.notParticipant)
    : new HttpsError('not-found', errors.chatNotFound);
}
