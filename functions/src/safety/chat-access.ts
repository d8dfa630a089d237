/**
 * The answer for a chat that does not exist. Under another pair's id (directChatId of two
 * uids, neither the caller's) it is the answer their existing chat gets, "not a
 * participant", so nobody learns whether two other people talk by asking a callable for
 * their chat (firestore.rules answers a `get` the same way). Debates have random ids.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { StoredData } from '@/domain/documents/fields';
import { isDocumentId, isOthersPairChatId } from '@/domain/ids';

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

/** A flag's change to a chat: what to write (null: nothing, as for a retried call). */
interface FlagChange {
  update: Record<string, unknown> | null;
}

/**
 * A debater's own yes or no on a chat ({ chatId, flag }: readiness, agreeing to the
 * evaluation), set in one transaction: `change` reads the stored chat and says what to write,
 * and it is written when it says anything. Refuses an id that is not one or a flag that is not
 * a boolean (errors.badInput), and a chat that is not there or not theirs (missingChatError).
 */
export async function setOwnChatFlag<C extends FlagChange>(
  input: { chatId: unknown; flag: unknown },
  me: string,
  errors: ChatAccessErrors & { badInput: string },
  change: (chat: StoredData, flag: boolean) => C,
): Promise<{ chatId: string; flag: boolean; outcome: C; chat: StoredData }> {
  const { chatId, flag } = input;
  if (!isDocumentId(chatId) || typeof flag !== 'boolean') {
    throw new HttpsError('invalid-argument', errors.badInput);
  }
  const db = getFirestore();
  const ref = db.collection('chats').doc(chatId);
  return db.runTransaction(async (tx) => {
    const chat = (await tx.get(ref)).data();
    if (!chat) throw missingChatError(chatId, me, errors);
    const outcome = change(chat, flag);
    if (outcome.update) tx.update(ref, outcome.update);
    return { chatId, flag, outcome, chat };
  });
}
