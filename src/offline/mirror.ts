/**
 * The mirror: Firestore listeners (only while signed in) write into Dexie, and screens read
 * Dexie. The chat list is mirrored for the whole session; a conversation while it is open.
 */
import { watchMyChats } from '@/data/chats';
import {
  fetchMessagesBefore,
  fetchMessagesByIds,
  MESSAGE_PAGE_SIZE,
  watchMessages,
} from '@/data/messages';
import type { Message } from '@/domain/model';
import { localDb, pendingRange, sentOrder, sentRange, type ArenaDatabase } from './db';

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
    .between(...sentRange(chatId))
    .last();
  return newest?.timestamp ?? null;
}

async function oldestServerTime(db: ArenaDatabase, chatId: string): Promise<number | null> {
  const oldest = await db.messages
    .where('[chatId+order]')
    .between(...sentRange(chatId))
    .first();
  return oldest?.timestamp ?? null;
}

/**
 * Messages a conversation's listener takes in before it is moved up to the newest one. A
 * Firestore listener keeps every document it has matched in its view and does work in
 * proportion to that view on every change, so an open chat that keeps growing (a long
 * debate, a flush of queued messages) would slow down with each message. Messages never
 * change once written, so a listener from the newest one held here misses nothing.
 */
export const MESSAGE_LISTENER_SPAN = 200;

/**
 * This device's messages the server acknowledged but no listener brought back, so their
 * server time is unknown here (they keep their pending place). It happens when a chat's
 * first page is read after they were sent: a page of the latest MESSAGE_PAGE_SIZE can
 * leave out the earlier ones of a long backlog. They are read back by id.
 */
async function backfillUnechoed(db: ArenaDatabase, chatId: string): Promise<void> {
  const ids = (await db.messages
    .where('[chatId+order]')
    .between(...pendingRange(chatId))
    .filter((m) => m.state === 'sent' && m.timestamp === null)
    .primaryKeys()) as string[];
  if (ids.length) await storeServerMessages(db, await fetchMessagesByIds(chatId, ids));
}

interface MirrorControl {
  hold(): void;
  release(): void;
}

const openMirrors = new Map<string, MirrorControl>();

/**
 * Pauses the open conversation's listener while this device sends a backlog of queued
 * messages to it, and returns the function that resumes it. Without the pause every queued
 * message would come back through the listener one batch at a time, each batch re-sorted
 * into the listener's view and mirrored again; resumed afterwards, the listener takes the
 * whole backlog (with the other side's messages of that moment) in one snapshot. A no-op
 * when the conversation is not open on this device.
 */
export function holdMessageMirror(uid: string, chatId: string): () => void {
  const control = openMirrors.get(`${uid}/${chatId}`);
  if (!control) return () => undefined;
  control.hold();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    control.release();
  };
}

/**
 * Mirrors one conversation while it is open: what arrived since the newest message held
 * here, or the latest page for a chat opened for the first time on this device. The
 * listener is moved up to the newest message after the first page and after every
 * MESSAGE_LISTENER_SPAN messages, so its view stays small however long the chat grows.
 */
export function mirrorMessages(
  uid: string,
  chatId: string,
  onError: (error: Error) => void,
): () => void {
  const db = localDb(uid);
  const key = `${uid}/${chatId}`;
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  let holds = 0;
  // Whether the server's latest page is on the device. Once it is, a chat with no server
  // message here was empty then, and everything in it since is new: listen from time zero.
  let pageLoaded = false;

  /** (Re)starts the listener from the newest message held here. */
  const restart = async () => {
    const newest = await newestServerTime(db, chatId);
    if (stopped || holds > 0) return;
    const previous = unsubscribe;
    // The new listener starts before the old one stops: nothing falls between them.
    listen(newest ?? (pageLoaded ? 0 : null));
    previous?.();
  };

  const listen = (since: number | null) => {
    let taken = 0;
    let moving = false;
    unsubscribe = watchMessages(
      chatId,
      since,
      (messages, fromServer) => {
        const firstPage = since === null && fromServer && !pageLoaded;
        if (firstPage) pageLoaded = true;
        taken += messages.length;
        void storeServerMessages(db, messages)
          .then(async () => {
            if (firstPage) {
              if (messages.length < MESSAGE_PAGE_SIZE) {
                await db.chatSync.put({ chatId, historyComplete: true });
              }
              await backfillUnechoed(db, chatId);
            }
            // Only a snapshot from the server is complete up to its time: one from the local
            // cache (this device's own acknowledged writes) may lack messages written in between.
            if (moving || stopped || !fromServer) return;
            if (firstPage || taken >= MESSAGE_LISTENER_SPAN) {
              moving = true;
              await restart();
            }
          })
          .catch(onError);
      },
      onError,
    );
  };

  const control: MirrorControl = {
    hold() {
      holds += 1;
      if (holds === 1) {
        unsubscribe?.();
        unsubscribe = null;
      }
    },
    release() {
      holds = Math.max(0, holds - 1);
      if (holds === 0 && !stopped) restart().catch(onError);
    },
  };
  openMirrors.set(key, control);

  restart().catch(onError);
  return () => {
    stopped = true;
    if (openMirrors.get(key) === control) openMirrors.delete(key);
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
