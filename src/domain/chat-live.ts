/**
 * Unread counts, seen marks and typing (docs/decisions/0013-chat.md §2, §3): the rules the app
 * applies to the chat documents' messageCounts and the members documents
 * (chats/{id}/members/{uid}).
 */
import type { Chat } from './model';

/**
 * A read mark is written at most this often while a chat is being read: the "at
 * most once per 2 s", with room so that a reader who also opens the chat (one viewing
 * write) stays within 30 member writes a minute.
 */
export const READ_MARK_INTERVAL_MS = 2_500;
/** A typist writes a typing signal at most this often. */
export const TYPING_INTERVAL_MS = 3_000;
/** The typing line goes this long after the last signal arrived. */
export const TYPING_IDLE_MS = 5_000;
/** While a chat stays open, 'viewing' is written again this often (it counts for 2 min). */
export const VIEWING_REFRESH_MS = 60_000;
/**
 * The rules take a change of 'viewing' at most once a second (leaving at any time): the
 * device leaves twice that between its own, for the network's jitter.
 */
export const VIEWING_MIN_GAP_MS = 2_000;

/** What this device knows of its own reading of a chat (LocalMember's fields). */
interface OwnReadState {
  /** The other person's message count when the chat was last read here. */
  readCount?: number;
}

/** The participant who is not `myUid`, or null. */
function otherOf(chat: Pick<Chat, 'participants'>, myUid: string): string | null {
  return chat.participants.find((uid) => uid !== myUid) ?? null;
}

/** How many messages the other person has sent in the chat (from the chat document). */
export function theirMessageCount(
  chat: Pick<Chat, 'participants' | 'messageCounts'>,
  myUid: string,
): number {
  const other = otherOf(chat, myUid);
  return (other && chat.messageCounts?.[other]) || 0;
}

/**
 * Unread messages of a chat: the other person's messages since it was last read here. No
 * read state yet (a chat this device has not set up): 0, not a guess.
 */
export function unreadCount(
  chat: Pick<Chat, 'participants' | 'messageCounts'>,
  myUid: string,
  own: OwnReadState | undefined,
): number {
  if (own?.readCount === undefined) return 0;
  return Math.max(0, theirMessageCount(chat, myUid) - own.readCount);
}

/** '1 unread message', '3 unread messages'. */
export function unreadLabel(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}

/** The number shown on a badge: '99+' past 99. */
export function badgeNumber(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export type DeliveryState = 'queued' | 'sent' | 'seen' | 'failed';

/** An own message's state: seen once the other's read mark reaches its server time. */
export function deliveryState(
  message: { state: 'queued' | 'sent' | 'failed'; timestamp: number | null },
  otherReadUpTo: number,
): DeliveryState {
  if (message.state !== 'sent') return message.state;
  return message.timestamp !== null && otherReadUpTo >= message.timestamp ? 'seen' : 'sent';
}

/** Milliseconds to wait before the next write, given the last one (0: write now). */
export function throttleDelay(lastWriteAt: number | null, now: number, intervalMs: number): number {
  if (lastWriteAt === null) return 0;
  return Math.max(0, lastWriteAt + intervalMs - now);
}

/**
 * Whether a typing signal still stands: it is newer than the typist's last message (sending
 * clears it) and arrived less than TYPING_IDLE_MS ago on this device (its own clock, so a
 * phone whose clock is off still shows it).
 */
export function typingShown(
  signal: { typingAt: number | null; receivedAt: number } | null,
  theirLastMessageAt: number | null,
  now: number,
): boolean {
  if (!signal || signal.typingAt === null) return false;
  if (theirLastMessageAt !== null && theirLastMessageAt >= signal.typingAt) return false;
  return now - signal.receivedAt < TYPING_IDLE_MS;
}

/**
 * Whether a typist writes a signal now: online, the other person is in the chat, and the
 * last signal is at least TYPING_INTERVAL_MS old.
 */
export function shouldSendTyping(options: {
  online: boolean;
  otherViewing: boolean;
  lastSentAt: number | null;
  now: number;
}): boolean {
  return (
    options.online &&
    options.otherViewing &&
    throttleDelay(options.lastSentAt, options.now, TYPING_INTERVAL_MS) === 0
  );
}

/** 'Name is typing…'. */
export function typingText(name: string): string {
  return `${name} is typing…`;
}
