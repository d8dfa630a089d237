/**
 * Read marks, viewing and typing (docs/decisions/0013-chat.md §2, §3), owned by the sync session.
 *
 * - Read marks: reading a chat stores the mark on the device at once (the unread count drops
 *   offline too) as `pendingReadUpTo` on the user's own `members` row, and writes it to
 *   chats/{id}/members/{uid} at most once per READ_MARK_INTERVAL_MS per chat, only forward;
 *   a mark made offline waits in Dexie and goes out on reconnect (or at the next start).
 * - Unread counts come from the chat documents the chat list already mirrors (messageCounts)
 *   and `readCount` on the own row: receiving a message costs no extra read. A chat this
 *   device has never set up is set up once from the server (its member document, and a
 *   count aggregation when it was read only partly elsewhere).
 * - Viewing and typing are written only online, never queued: they are about now.
 * - While a chat is open, the other participant's member document is mirrored into Dexie
 *   (their read mark for ✓✓, viewing for the message push, typing for the typing line).
 */
import { FirebaseError } from 'firebase/app';
import {
  countMessagesAfter,
  fetchMember,
  watchMember,
  writeReadMark,
  writeTyping,
  writeViewing,
} from '@/data/chat-members';
import {
  READ_MARK_INTERVAL_MS,
  shouldSendTyping,
  theirMessageCount,
  throttleDelay,
  VIEWING_MIN_GAP_MS,
  VIEWING_REFRESH_MS,
} from '@/domain/chat-live';
import type { Chat } from '@/domain/model';
import { localDb, putChanged, type ArenaDatabase, type LocalMember } from './db';

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Refusals no retry fixes: the chat is gone, or the mark on the server is already further. */
function permanent(error: unknown): boolean {
  const code = error instanceof FirebaseError ? error.code.replace(/^firestore\//, '') : '';
  return code === 'permission-denied' || code === 'not-found' || code === 'invalid-argument';
}

/**
 * A refusal that may be the rules' pace (a read mark once a second per person, so another
 * device of theirs may just have written one): tried again this many times, an interval
 * apart, before the mark is given up.
 */
export const READ_MARK_REFUSAL_RETRIES = 2;

function pacingRefusal(error: unknown): boolean {
  return (
    error instanceof FirebaseError && error.code.replace(/^firestore\//, '') === 'permission-denied'
  );
}

/** Writes of the member documents, counted (for the bench and the tests). */
let memberWrites = 0;

/** How many member-document writes this tab has made (read marks, viewing, typing). */
export function memberWriteCount(): number {
  return memberWrites;
}

function resetMemberWriteCount(): void {
  memberWrites = 0;
}

if (typeof window !== 'undefined') {
  Object.defineProperty(window, '__debateArenaMemberWrites', {
    value: { count: memberWriteCount, reset: resetMemberWriteCount },
    configurable: true,
  });
}

/** One user's read marks, viewing flags and typing signals on this device. */
export class MemberSync {
  private readonly db: ArenaDatabase;
  private stopped = false;
  private readonly lastMarkWrite = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly inFlight = new Set<string>();
  /** Read marks refused in a row, by chat (pacingRefusal). */
  private readonly refusals = new Map<string, number>();
  private readonly viewing = new Map<string, boolean>();
  private readonly lastViewingWrite = new Map<string, number>();
  private readonly lastTyping = new Map<string, number>();
  private readonly settingUp = new Set<string>();
  private readonly onOnline = () => void this.resend();

  constructor(private readonly uid: string) {
    this.db = localDb(uid);
  }

  start(): void {
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    void this.resend();
  }

  /** flushPending, for callers that do not wait: a session ended meanwhile (its copy deleted at sign-out) reads nothing more. */
  private async resend(): Promise<void> {
    try {
      await this.flushPending();
    } catch (error) {
      if (!this.stopped) console.error('Read marks could not be resent', error);
    }
  }

  stop(): void {
    // A chat still on screen is being left: the session ends (sign-out, or the signed-in
    // screens left) before the chat screen's cleanup could say so (useChatLive).
    for (const chatId of [...this.viewing.keys()]) this.setViewing(chatId, false);
    this.stopped = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * The user has read the chat up to `upTo` (the server time of its newest message, null
   * when it has none): the unread count drops now, the mark is written when due.
   */
  async markRead(chat: Chat, upTo: number | null): Promise<void> {
    if (!chat.participants.includes(this.uid)) return;
    const theirs = theirMessageCount(chat, this.uid);
    const changed = await this.db.transaction('rw', this.db.members, async () => {
      const own = await this.ownRow(chat.id);
      const next: LocalMember = { ...own };
      if ((own.readCount ?? -1) < theirs) next.readCount = theirs;
      if (upTo !== null && upTo > Math.max(own.readUpTo, own.pendingReadUpTo ?? 0)) {
        next.pendingReadUpTo = upTo;
      }
      if (next.readCount === own.readCount && next.pendingReadUpTo === own.pendingReadUpTo) {
        return false;
      }
      await this.db.members.put(next);
      return true;
    });
    if (changed) this.schedule(chat.id);
  }

  /**
   * The chat is gone (deleted on the server, so from the device: a debater exited before
   * the start): nothing more is written for it, not even 'viewing: false' as its screen
   * closes. Its member documents' rules read the chat, so the server would refuse it.
   */
  forget(chatId: string): void {
    this.viewing.delete(chatId);
    clearTimeout(this.timers.get(chatId));
    this.timers.delete(chatId);
  }

  /** Whether the chat is open on a visible screen; written when it changes (and refreshed). */
  setViewing(chatId: string, viewing: boolean): void {
    const before = this.viewing.get(chatId);
    this.viewing.set(chatId, viewing);
    if (!viewing) this.viewing.delete(chatId);
    if (this.stopped || !online()) return;
    const last = this.lastViewingWrite.get(chatId) ?? null;
    const refreshDue = throttleDelay(last, Date.now(), VIEWING_REFRESH_MS) === 0;
    if (before === viewing && (!viewing || !refreshDue)) return;
    if (before === undefined && !viewing) return;
    // Back within a moment of the last write: the rules would refuse it; the refresh says it.
    if (viewing && last !== null && Date.now() - last < VIEWING_MIN_GAP_MS) return;
    this.lastViewingWrite.set(chatId, Date.now());
    memberWrites += 1;
    writeViewing(chatId, this.uid, viewing).catch((error: unknown) =>
      console.warn('Could not write viewing', error),
    );
  }

  /** A keystroke in the chat's composer: a typing signal when due (see shouldSendTyping). */
  typed(chatId: string, otherViewing: boolean): void {
    const now = Date.now();
    const send = shouldSendTyping({
      online: online(),
      otherViewing,
      lastSentAt: this.lastTyping.get(chatId) ?? null,
      now,
    });
    if (!send || this.stopped) return;
    this.lastTyping.set(chatId, now);
    memberWrites += 1;
    writeTyping(chatId, this.uid).catch((error: unknown) =>
      console.warn('Could not write typing', error),
    );
  }

  /** Mirrors the other participant's member document into Dexie until the function is called. */
  watchOther(chatId: string, otherUid: string): () => void {
    let last: { typingAt: number | null; seenAt: number } | null = null;
    return watchMember(
      chatId,
      otherUid,
      (member) => {
        const seenAt =
          last === null
            ? (member.typingAt ?? 0)
            : last.typingAt === member.typingAt
              ? last.seenAt
              : Date.now();
        last = { typingAt: member.typingAt, seenAt };
        const row = { chatId, ...member, typingSeenAt: seenAt };
        void putChanged(this.db.members, [chatId, otherUid], row).catch((error: unknown) => {
          console.error('Member sync failed', error);
        });
      },
      (error) => console.error('Member sync failed', error),
    );
  }

  /**
   * Sets up read state for chats this device has none for (called with each chat-list
   * snapshot): a chat with nothing from the other person starts at 0 without a read.
   */
  async setUp(chats: readonly Chat[]): Promise<void> {
    const rows = await this.db.members.bulkGet(chats.map((c) => [c.id, this.uid]));
    for (const [i, chat] of chats.entries()) {
      if (rows[i]?.readCount !== undefined || this.settingUp.has(chat.id)) continue;
      if (!chat.participants.includes(this.uid)) continue;
      this.settingUp.add(chat.id);
      this.setUpChat(chat)
        .catch((error: unknown) => console.warn('Could not set up read state', error))
        .finally(() => this.settingUp.delete(chat.id));
    }
  }

  private async setUpChat(chat: Chat): Promise<void> {
    const theirs = theirMessageCount(chat, this.uid);
    let readCount = 0;
    let readUpTo = 0;
    if (theirs > 0) {
      if (!online()) return;
      const server = await fetchMember(chat.id, this.uid);
      readUpTo = server?.readUpTo ?? 0;
      if (server && readUpTo >= (chat.lastMessageTime ?? Number.POSITIVE_INFINITY)) {
        readCount = theirs;
      } else if (server && readUpTo > 0) {
        const other = chat.participants.find((p) => p !== this.uid) ?? '';
        readCount = Math.max(0, theirs - (await countMessagesAfter(chat.id, other, readUpTo)));
      }
    }
    await this.db.transaction('rw', this.db.members, async () => {
      const own = await this.ownRow(chat.id);
      if (own.readCount !== undefined) return;
      await this.db.members.put({ ...own, readCount, readUpTo: Math.max(own.readUpTo, readUpTo) });
    });
  }

  private async ownRow(chatId: string): Promise<LocalMember> {
    return (
      (await this.db.members.get([chatId, this.uid])) ?? { chatId, uid: this.uid, readUpTo: 0 }
    );
  }

  /** Writes every read mark still waiting (start, reconnect). */
  async flushPending(): Promise<void> {
    const waiting = await this.db.members
      .filter((m) => m.uid === this.uid && (m.pendingReadUpTo ?? 0) > m.readUpTo)
      .toArray();
    for (const row of waiting) this.schedule(row.chatId);
  }

  private schedule(chatId: string): void {
    if (this.stopped || this.timers.has(chatId) || this.inFlight.has(chatId)) return;
    const delay = throttleDelay(
      this.lastMarkWrite.get(chatId) ?? null,
      Date.now(),
      READ_MARK_INTERVAL_MS,
    );
    this.timers.set(
      chatId,
      setTimeout(() => {
        this.timers.delete(chatId);
        void this.flush(chatId);
      }, delay),
    );
  }

  private async flush(chatId: string): Promise<void> {
    if (this.stopped || !online()) return;
    const row = await this.db.members.get([chatId, this.uid]);
    const upTo = row?.pendingReadUpTo;
    if (!row || upTo === undefined || upTo <= row.readUpTo) return;
    this.inFlight.add(chatId);
    this.lastMarkWrite.set(chatId, Date.now());
    // While the chat is on screen the mark also refreshes 'viewing' (one write, not two),
    // unless 'viewing' was written a moment ago (the rules pace it).
    const lastViewing = this.lastViewingWrite.get(chatId);
    const viewing =
      this.viewing.get(chatId) === true &&
      (lastViewing === undefined || Date.now() - lastViewing >= VIEWING_MIN_GAP_MS)
        ? true
        : undefined;
    if (viewing) this.lastViewingWrite.set(chatId, Date.now());
    memberWrites += 1;
    try {
      await writeReadMark(chatId, this.uid, upTo, viewing);
      this.refusals.delete(chatId);
      await this.settle(chatId, upTo, true);
    } catch (error) {
      const refusals = (this.refusals.get(chatId) ?? 0) + 1;
      if (pacingRefusal(error) && refusals <= READ_MARK_REFUSAL_RETRIES) {
        // Another device of the same person marked this chat a moment ago, and the rules
        // pace the marks: the mark stays pending and goes out again an interval later.
        this.refusals.set(chatId, refusals);
      } else if (permanent(error)) {
        this.refusals.delete(chatId);
        await this.settle(chatId, upTo, false);
      } else console.warn('Could not write the read mark', error);
    } finally {
      this.inFlight.delete(chatId);
      // The next mark waits an interval from when this one was answered, not sent: on a slow
      // connection two marks sent an interval apart can reach the server under the rules'
      // one-second pace, and the second would be refused and sent again.
      this.lastMarkWrite.set(chatId, Date.now());
    }
    const after = await this.db.members.get([chatId, this.uid]);
    if (after && (after.pendingReadUpTo ?? 0) > after.readUpTo) this.schedule(chatId);
  }

  /** Records a written (or refused) mark; a newer one made meanwhile stays pending. */
  private async settle(chatId: string, upTo: number, written: boolean): Promise<void> {
    await this.db.transaction('rw', this.db.members, async () => {
      const own = await this.ownRow(chatId);
      const next: LocalMember = {
        ...own,
        readUpTo: written ? Math.max(own.readUpTo, upTo) : own.readUpTo,
      };
      if ((own.pendingReadUpTo ?? 0) <= upTo) delete next.pendingReadUpTo;
      await this.db.members.put(next);
    });
  }
}
