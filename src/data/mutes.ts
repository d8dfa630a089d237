/**
 * users/{uid}/mutes/{chatId}: the chats a person muted ('Mute' in the chat header). The push
 * functions send nothing for a muted chat. Writes are Firestore's own: applied on the device
 * at once (the live state follows), queued while offline, sent when back online.
 */
import { deleteDoc, doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { db } from './firestore';
import { countDocumentReads } from './read-meter';

function muteDoc(uid: string, chatId: string) {
  return doc(db(), 'users', uid, 'mutes', chatId);
}

/** Whether this chat is muted, live (one document). */
export function watchMute(
  uid: string,
  chatId: string,
  onMuted: (muted: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    muteDoc(uid, chatId),
    (snapshot) => {
      countDocumentReads(snapshot.metadata);
      onMuted(snapshot.exists());
    },
    onError,
  );
}

/** Mutes or unmutes the chat; resolves when the server has it (not while offline). */
export function setChatMuted(uid: string, chatId: string, muted: boolean): Promise<void> {
  return muted
    ? setDoc(muteDoc(uid, chatId), { mutedAt: serverTimestamp() })
    : deleteDoc(muteDoc(uid, chatId));
}
