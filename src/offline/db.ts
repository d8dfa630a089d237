/**
 * The device's copy of the user's data (Dexie over IndexedDB), one database per signed-in
 * user. Screens render from here, so chats and opened conversations show instantly and
 * offline; Firestore listeners (mirror.ts, message-mirror.ts) keep it current and the outbox
 * (outbox.ts) carries messages typed here to the server.
 */
import Dexie, { type IndexableType, type Table } from 'dexie';
import type { LeaderboardRow } from '@/data/leaderboard';
import type { MessageRefusal } from '@/domain/message-refusal';
import type { Chat, Message, UserProfile } from '@/domain/model';
import { sameData } from '@/domain/same-data';

/**
 * queued: in the outbox, not yet confirmed by the server (a write may be under way: it is
 * not recorded, so a reload simply sends again under the same id); sent: committed (its
 * `timestamp` arrives with the listener's echo); failed: refused by the server, with
 * `error` saying why, until the user retries or discards it.
 */
type MessageState = 'queued' | 'sent' | 'failed';

export interface LocalMessage extends Message {
  state: MessageState;
  error?: string;
  /** Why the server refused it (a failed message): the chat screen locks its composer for 'blocked'. */
  refusal?: MessageRefusal;
  /** When it was typed on this device (epoch ms). */
  clientTime: number;
  /**
   * Sort key within the chat: committed messages by server time, then those still on
   * their way by the time they were typed, each tie broken by id.
   */
  order: string;
}

export type LocalChat = Chat;

interface OutboxItem {
  seq?: number;
  messageId: string;
  chatId: string;
  enqueuedAt: number;
}

/**
 * A cached copy of another user's public profile (titles, participant cards). Copies made before
 * docs/decisions/0012-safety.md may lack fallbackName and medalCount until they are refreshed.
 */
export type LocalProfile = Omit<UserProfile, 'fallbackName' | 'medalCount'> &
  Partial<Pick<UserProfile, 'fallbackName' | 'medalCount'>> & {
    /** When this copy was read from the server; `missing` when the user does not exist. */
    fetchedAt: number;
    missing?: boolean;
  };

/**
 * chats/{chatId}/members/{uid} as last seen: a participant's read mark ("read up to" this
 * server time), whether they have the chat open, and when they last typed. Our own row may
 * carry a read mark not yet written (`pendingReadUpTo`), sent when the device is online.
 */
export interface LocalMember {
  chatId: string;
  uid: string;
  /** Server time (epoch ms) of the newest message this person has read; 0 for none. */
  readUpTo: number;
  /** This device's own read mark still waiting to be written (own row only). */
  pendingReadUpTo?: number;
  /**
   * Own row only: the other person's message count (the chat's messageCounts) when this
   * person last read the chat; unread = their count now minus this. Absent until set up.
   */
  readCount?: number;
  viewing?: boolean;
  /** Server time of the viewing flag's last write. */
  viewingAt?: number | null;
  /** Server time of the last typing signal, null when cleared. */
  typingAt?: number | null;
  /**
   * When this device received that signal (its own clock; a signal found when the chat
   * opened counts from its server time): the typing line goes TYPING_IDLE_MS after it.
   */
  typingSeenAt?: number;
}

/**
 * A debate result this person has seen (their own debates and watched public ones): the
 * 'Debate history' on /profile, readable offline.
 */
export interface LocalResult {
  chatId: string;
  topic: string;
  /** Both sides as the result shows them. */
  participants: { uid: string; name: string; stance: string }[];
  /** The winner's name or 'Draw'. */
  winner: string;
  decidedAt: number;
  /** When this device first kept it. */
  seenAt: number;
  /** Whether the person took part (false: watched). */
  own: boolean;
  /** A practice debate against the AI debater (unrated): history says so. */
  practice?: boolean;
  /** The full result document as shown in the results modal (domain shape). */
  detail?: unknown;
}

/**
 * A person's picture as this device last read it (avatars/{uid}): current while `at` is not
 * older than their profile's avatarAt. `bytes` null: at that time they had none.
 */
export interface LocalPicture {
  uid: string;
  /** The picture's server time (the profile's avatarAt when it was read). */
  at: number;
  type: string;
  bytes: Uint8Array | null;
  fetchedAt: number;
}

/** A cached copy of the leaderboard (one row per rank) so it reads offline once seen. */
export type LocalLeaderboardEntry = LeaderboardRow;

interface ChatSyncState {
  chatId: string;
  /** The oldest message the device holds is the chat's first. */
  historyComplete: boolean;
}

/**
 * The chatSync row of the chat list itself: its historyComplete says the device holds the
 * user's whole list as the server last answered it. No chat can have this id (Firestore
 * refuses ids of the form __.*__).
 */
export const CHAT_LIST_SYNC_KEY = '__chat-list__';

const TIME_WIDTH = 15;
// A message's place in its chat: committed ones by server time, then this device's pending
// ones (queued, failed, or acknowledged before the server time came back) by typing time.
const SENT = '1';
const PENDING = '2';
const AFTER_PENDING = '3';

export function sentOrder(timestamp: number, id: string): string {
  return `${SENT}${String(timestamp).padStart(TIME_WIDTH, '0')}${id}`;
}

export function pendingOrder(clientTime: number, id: string): string {
  return `${PENDING}${String(clientTime).padStart(TIME_WIDTH, '0')}${id}`;
}

/** Bounds for `.between(...)` on the `[chatId+order]` index: lower included, upper not. */
type OrderRange = [[string, string], [string, string]];

/** Bounds of the `[chatId+order]` index over all of a chat's messages, in display order. */
export function chatRange(chatId: string): OrderRange {
  return [
    [chatId, SENT],
    [chatId, AFTER_PENDING],
  ];
}

/** Bounds of the `[chatId+order]` index over a chat's messages with their server time. */
export function sentRange(chatId: string): OrderRange {
  return [
    [chatId, SENT],
    [chatId, PENDING],
  ];
}

/** Bounds of the `[chatId+order]` index over a chat's messages still in their typed place. */
export function pendingRange(chatId: string): OrderRange {
  return [
    [chatId, PENDING],
    [chatId, AFTER_PENDING],
  ];
}

export class ArenaDatabase extends Dexie {
  chats!: Table<LocalChat, string>;
  messages!: Table<LocalMessage, string>;
  outbox!: Table<OutboxItem, number>;
  profiles!: Table<LocalProfile, string>;
  chatSync!: Table<ChatSyncState, string>;
  members!: Table<LocalMember, [string, string]>;
  results!: Table<LocalResult, string>;
  leaderboard!: Table<LocalLeaderboardEntry, number>;
  pictures!: Table<LocalPicture, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      chats: 'id',
      messages: 'id, [chatId+order], state',
      outbox: '++seq, chatId, messageId',
      profiles: 'uid',
      chatSync: 'chatId',
    });
    // docs/decisions/0013-chat.md/14: read marks and typing per chat member, seen results, the
    // leaderboard.
    this.version(2).stores({
      members: '[chatId+uid], chatId',
      results: 'chatId, seenAt',
      leaderboard: 'rank, uid',
    });
    // People's pictures (docs/pictures.md), so avatars show offline and are read once.
    this.version(3).stores({
      pictures: 'uid',
    });
  }
}

const databases = new Map<string, ArenaDatabase>();

export function databaseName(uid: string): string {
  return `debate-arena-${uid}`;
}

/** The signed-in user's database (opened once per user). */
export function localDb(uid: string): ArenaDatabase {
  let db = databases.get(uid);
  if (!db) {
    db = new ArenaDatabase(databaseName(uid));
    databases.set(uid, db);
  }
  return db;
}

/** Removes a user's local copy (at sign-out, so the next person on the device sees nothing). */
export async function deleteLocalDb(uid: string): Promise<void> {
  const db = localDb(uid);
  databases.delete(uid);
  db.close();
  await Dexie.delete(databaseName(uid));
}

/**
 * Stores `row` under `key` unless this device already holds the same. Every write wakes the
 * live queries that read the table, and a listener's first snapshot mostly repeats what is
 * stored: written regardless, each would redraw the screens reading it for nothing.
 */
export async function putChanged<T, K extends IndexableType>(
  table: Table<T, K>,
  key: NoInfer<K>,
  row: T,
): Promise<void> {
  await table.db.transaction('rw', table, async () => {
    if (!sameData(await table.get(key), row)) await table.put(row);
  });
}
