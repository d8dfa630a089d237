/**
 * The mirror: Firestore listeners (only while signed in) write into Dexie, and screens read
 * Dexie. Here: the chat list (mirrored for the whole session), storing what the server
 * committed, and a chat's older pages on demand. message-mirror.ts mirrors a conversation
 * while it is open.
 */
import { watchMyChats } from '@/data/chats';
import { fetchMessagesBefore, MESSAGE_PAGE_SIZE } from '@/data/messages';
import type { Chat, Message } from '@/domain/model';
import { sameData } from '@/domain/same-data';
import {
  CHAT_LIST_SYNC_KEY,
  chatRange,
  localDb,
  putChanged,
  sentOrder,
  sentRange,
  type ArenaDatabase,
} from './db';

/**
 * Stores committed messages; their outbox entries (a write that landed before a reload) go.
 * Only what changes is written: every write wakes the screens' live queries, and a chat's
 * listener starts by sending again the newest message this device already holds.
 */
export async function storeServerMessages(
  db: ArenaDatabase,
  messages: readonly Message[],
): Promise<void> {
  if (!messages.length) return;
  const ids = messages.map((m) => m.id);
  await db.transaction('rw', db.messages, db.outbox, async () => {
    const existing = await db.messages.bulkGet(ids);
    const stored = messages.map((m, i) => ({
      ...m,
      state: 'sent' as const,
      error: undefined,
      clientTime: existing[i]?.clientTime ?? m.timestamp ?? Date.now(),
      order: sentOrder(m.timestamp ?? 0, m.id),
    }));
    const changed = stored.filter((m, i) => !sameData(m, existing[i]));
    if (changed.length) await db.messages.bulkPut(changed);
    const queued = await db.outbox.where('messageId').anyOf(ids).primaryKeys();
    if (queued.length) await db.outbox.bulkDelete(queued);
  });
}

/**
 * Mirrors the user's chats; chats that are gone from the server are removed here too. Once the
 * server has answered, the device holds the whole list (its mark in chatSync), so an empty
 * copy means no chats rather than none fetched yet.
 */
export function mirrorChats(
  uid: string,
  onError: (error: Error) => void,
  onStored?: (chats: Chat[]) => void,
): () => void {
  const db = localDb(uid);
  return watchMyChats(
    uid,
    (chats, complete) => {
      void db
        .transaction('rw', db.chats, db.messages, db.chatSync, async () => {
          // Only chats that changed: the first snapshot of a session repeats what is here.
          const existing = await db.chats.bulkGet(chats.map((c) => c.id));
          const changed = chats.filter((chat, i) => !sameData(chat, existing[i]));
          if (changed.length) await db.chats.bulkPut(changed);
          if (!complete) return;
          await putChanged(db.chatSync, CHAT_LIST_SYNC_KEY, {
            chatId: CHAT_LIST_SYNC_KEY,
            historyComplete: true,
          });
          const keep = new Set(chats.map((c) => c.id));
          const gone = (await db.chats.toCollection().primaryKeys()).filter((id) => !keep.has(id));
          if (!gone.length) return;
          await db.chats.bulkDelete(gone);
          await db.chatSync.bulkDelete(gone);
          for (const chatId of gone) {
            await db.messages
              .where('[chatId+order]')
              .between(...chatRange(chatId))
              .and((m) => m.state === 'sent')
              .delete();
          }
        })
        .then(() => onStored?.(chats))
        .catch(onError);
    },
    onError,
  );
}

async function oldestServerTime(db: ArenaDatabase, chatId: string): Promise<number | null> {
  const oldest = await db.messages
    .where('[chatId+order]')
    .between(...sentRange(chatId))
    .first();
  return oldest?.timestamp ?? null;
}

/** Loads the page of history before the oldest message held here; false when there is no more. */
export async function loadOlderMessages(uid: string, chatId: string): Promise<boolean> {
  const db = localDb(uid);
  if ((await db.chatSync.get(chatId))?.historyComplete) return false;
  const oldest = await oldestServerTime(db, chatId);
  if (oldest === null) return false;
  const page = await fetchMessagesBefore(chatId, oldest);
  await storeServerMessages(db, page);
  if (page.length < MESSAGE_PAGE_SIZE) {
    await db.chatSync.put({ chatId, historyComplete: true });
    return false;
  }
  return true;
}
