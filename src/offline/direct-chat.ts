/** Opening the normal chat of two users, offline first. */
import { openDirectChat } from '@/data/chats';
import { directChatId } from '@/domain/ids';
import { localDb } from './db';

/**
 * The pair's chat id: straight from the device when the chat is already there (so it opens
 * offline, with no call), otherwise from the openDirectChat function, which creates the
 * chat if needed.
 */
export async function openDirectChatOfflineFirst(myUid: string, otherUid: string): Promise<string> {
  const id = directChatId(myUid, otherUid);
  if (await localDb(myUid).chats.get(id)) return id;
  return openDirectChat(otherUid);
}
