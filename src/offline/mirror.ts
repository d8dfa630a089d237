/**
 * The mirror: Firestore listeners (only while signed in) write into Dexie, and screens read
 * Dexie. The chat list is mirrored for the whole session; a conversation while it is open.
 */
import { watchMyChats } from '../data/chats';
import { fetchMessagesBefore, MESSAGE_PAGE_SIZE, watchMessages } from '../data/messages';
import type { Message } from '../domain/model';
import { localDb, sentOrder, type ArenaDatabase } from './db';

/** Stores committed messages; their outbox entries (a write that landed before a reload) go. */
export async function storeServerMessages(
  db: ArenaDatabase,
  messages: readonly Message[],
): Promise<void> {
  if (!messages.length) return;
  await db.transaction('rw', db.messages, db.outbox, async () => {
    const existing = await db.messages.bulkGet(messages.map((m) => m.id));
    await db.messages.bulkPut(
      messages.map((m, i) => ({
        ...m,
        state: 'sent' as const,
        error: undefined,
        clientTime: existing[i]?.clientTime ?? m.timestamp ?? Date.now(),
        order: sentOrder(m.timestamp ?? 0, m.id),
      })),
    );
    await db.outbox
      .where('messageId')
      .anyOf(messages.map((m) => m.id))
      .delete();
  });
}

/** Mirrors the user's chats; chats that are gone from the server are removed here too. */
export function mirrorChats(uid: string, onError: (error: Error) => void): () => void {
  const db = localDb(uid);
  return watchMyChats(
    uid,
    (chats, complete) => {
      void db
        .transaction('rw', db.chats, db.messages, db.chatSync, async () => {
          await db.chats.bulkPut(chats);
          if (!complete) return;
          const keep = new Set(chats.map((c) => c.id));
          const gone = (await db.chats.toCollection().primaryKeys()).filter((id) => !keep.has(id));
          if (!gone.length) return;
          await db.chats.bulkDelete(gone);
          await db.chatSync.bulkDelete(gone);
          for (const chatId of gone) {
            await db.messages
              .where('[chatId+order]')
              .between([chatId, ''], [chatId, '\uffff'])
              .and((m) => m.state === 'sent')
              .delete();
          }
        })
        .catch(onError);
    },
    onError,
  );
}

async function newestServerTime(db: ArenaDatabase, chatId: string): Promise<number | null> {
  const newest = await db.messages
    .where('[chatId+order]')
    .between([chatId, '1'], [chatId, '2'])
    .last();
  return newest?.timestamp ?? null;
}

async function oldestServerTime(db: ArenaDatabase, chatId: string): Promise<number | null> {
  const oldest = await db.messages
    .where('[chatId+order]')
    .between([chatId, '1'], [chatId, '2'])
    .first();
  return oldest?.timestamp ?? null;
}

/**
 * Mirrors one conversation while it is open: what arrived since the newest message held
 * here, or the latest page for a chat opened for the first time on this device.
 */
export function mirrorMessages(
  uid: string,
  chatId: string,
  onError: (error: Error) => void,
): () => void {
  const db = localDb(uid);
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  void newestServerTime(db, chatId).then((since) => {
    if (stopped) return;
    let first = true;
    unsubscribe = watchMessages(
      chatId,
      since,
      (messages) => {
        const firstPage = first && since === null;
        first = false;
        void storeServerMessages(db, messages)
          .then(async () => {
            if (firstPage && messages.length < MESSAGE_PAGE_SIZE) {
              await db.chatSync.put({ chatId, historyComplete: true });
            }
          })
          .catch(onError);
      },
      onError,
    );
  }, onError);
  return () => {
    stopped = true;
    unsubscribe?.();
  };
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
