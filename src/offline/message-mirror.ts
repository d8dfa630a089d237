/**
 * The mirror of one open conversation: while a chat screen is open, a Firestore listener
 * writes the chat's messages into Dexie. The sync session (sync-session.ts) makes one per
 * open chat and lets its outbox pause it (`hold`) while it sends a backlog to that chat.
 */
import { fetchMessagesByIds, MESSAGE_PAGE_SIZE, watchMessages } from '@/data/messages';
import type { Message } from '@/domain/model';
import { localDb, pendingRange, sentRange, type ArenaDatabase } from './db';
import { storeServerMessages } from './mirror';

/**
 * Messages a conversation's listener takes in before it is moved up to the newest one. A
 * Firestore listener keeps every document it has matched in its view and does work in
 * proportion to that view on every change, so an open chat that keeps growing (a long
 * debate, a flush of queued messages) would slow down with each message. Messages never
 * change once written, so a listener from the newest one held here misses nothing.
 */
export const MESSAGE_LISTENER_SPAN = 200;

/** One Firestore listener of the conversation: where it starts and what it has taken in. */
interface Listener {
  /** The server time it listens from; null: the chat's latest page. */
  readonly since: number | null;
  taken: number;
  /** It has started its successor, so it starts no other. */
  replaced: boolean;
}

/**
 * Mirrors one conversation while it is open: what arrived since the newest message held
 * here, or the latest page for a chat opened for the first time on this device. The
 * listener is moved up to the newest message after the first page and after every
 * MESSAGE_LISTENER_SPAN messages, so its view stays small however long the chat grows.
 */
export class MessageMirror {
  private readonly db: ArenaDatabase;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  private holds = 0;
  // Whether the server's latest page is on the device. Once it is, a chat with no server
  // message here was empty then, and everything in it since is new: listen from time zero.
  private pageLoaded = false;

  constructor(
    uid: string,
    private readonly chatId: string,
    private readonly onError: (error: Error) => void,
  ) {
    this.db = localDb(uid);
  }

  start(): void {
    this.listenFromNewest().catch(this.onError);
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
  }

  /**
   * Pauses the listener while this device sends a backlog of queued messages to the chat,
   * and returns the function that resumes it (calling it again changes nothing). Without
   * the pause every queued message would come back through the listener one batch at a
   * time, each batch re-sorted into the listener's view and mirrored again; resumed
   * afterwards, the listener takes the whole backlog (with the other side's messages of that
   * moment) in one snapshot. Holds nest: the last release resumes.
   */
  hold(): () => void {
    this.holds += 1;
    if (this.holds === 1) {
      this.unsubscribe?.();
      this.unsubscribe = null;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release();
    };
  }

  private release(): void {
    this.holds = Math.max(0, this.holds - 1);
    if (this.holds === 0 && !this.stopped) this.listenFromNewest().catch(this.onError);
  }

  /** (Re)starts the listener from the newest message held here. */
  private async listenFromNewest(): Promise<void> {
    const newest = await this.newestServerTime();
    if (this.stopped || this.holds > 0) return;
    const previous = this.unsubscribe;
    // The new listener starts before the old one stops: nothing falls between them.
    this.listen(newest ?? (this.pageLoaded ? 0 : null));
    previous?.();
  }

  private listen(since: number | null): void {
    const listener: Listener = { since, taken: 0, replaced: false };
    this.unsubscribe = watchMessages(
      this.chatId,
      since,
      (messages, fromServer) => {
        this.take(listener, messages, fromServer).catch(this.onError);
      },
      this.onError,
    );
  }

  /** Stores a snapshot's messages; after a first page, completes it; moves up when due. */
  private async take(listener: Listener, messages: Message[], fromServer: boolean): Promise<void> {
    const firstPage = listener.since === null && fromServer && !this.pageLoaded;
    if (firstPage) this.pageLoaded = true;
    listener.taken += messages.length;
    await storeServerMessages(this.db, messages);
    if (firstPage) await this.completeFirstPage(messages.length);
    // Only a snapshot from the server is complete up to its time: one from the local cache
    // (this device's own acknowledged writes) may lack messages written in between.
    if (listener.replaced || this.stopped || !fromServer) return;
    if (firstPage || listener.taken >= MESSAGE_LISTENER_SPAN) {
      listener.replaced = true;
      await this.listenFromNewest();
    }
  }

  /** A short first page is the whole history; and it may leave out some of our own messages. */
  private async completeFirstPage(pageLength: number): Promise<void> {
    if (pageLength < MESSAGE_PAGE_SIZE) {
      await this.db.chatSync.put({ chatId: this.chatId, historyComplete: true });
    }
    await this.readBackUnechoed();
  }

  /**
   * Reads back by id this device's messages the server acknowledged but no listener brought
   * back, so their server time is unknown here (they keep their pending place). It happens
   * when a chat's first page is read after they were sent: a page of the latest
   * MESSAGE_PAGE_SIZE can leave out the earlier ones of a long backlog.
   */
  private async readBackUnechoed(): Promise<void> {
    const ids = (await this.db.messages
      .where('[chatId+order]')
      .between(...pendingRange(this.chatId))
      .filter((m) => m.state === 'sent' && m.timestamp === null)
      .primaryKeys()) as string[];
    if (ids.length) await storeServerMessages(this.db, await fetchMessagesByIds(this.chatId, ids));
  }

  private async newestServerTime(): Promise<number | null> {
    const newest = await this.db.messages
      .where('[chatId+order]')
      .between(...sentRange(this.chatId))
      .last();
    return newest?.timestamp ?? null;
  }
}
