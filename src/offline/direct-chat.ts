/** Opening the normal chat of two users, offline first. */
import { openDirectChat, type ChatMember } from '@/data/chats';
import { directChatId } from '@/domain/ids';
import { localDb } from './db';

/**
 * The pair's chat id: straight from the device when the chat is already there (so it opens
 * offline, with no read), otherwise from the server, creating the chat if needed.
 */
export async function openDirectChatOfflineFirst(
  me: ChatMember,
  other: ChatMember,
): Promise<string> {
  const id = directChatId(me.uid, other.uid);
  if (await localDb(me.uid).chats.get(id)) return id;
  return openDirectChat(me, other);
}
