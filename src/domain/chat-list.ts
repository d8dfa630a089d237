/**
 * The chat list's titles, tabs, ordering, previews and empty states (SPEC §2 "Chat list").
 * Functions take the few chat fields they read, so Firestore documents and Dexie rows both fit.
 */

import { personName } from './fallback-name';
import type { Chat } from './model';

/**
 * What the screen knows of the other participant's profile: still being fetched, found,
 * confirmed absent (no such user document), or failed to fetch (network, permission).
 */
export type ProfileLookup =
  | { state: 'loading' }
  | { state: 'found'; displayName?: string | null; fallbackName?: string | null }
  | { state: 'missing' }
  | { state: 'failed' };

const UNKNOWN_PARTICIPANT = 'Unknown';
const LOADING_TITLE = 'Loading...';
const DEBATE_TITLE_PREFIX = 'Debate: ';
const NO_MESSAGES_PREVIEW = 'No messages yet';

type TitleChat = Pick<Chat, 'isDebate' | 'debateTopic' | 'participants' | 'participantDetails'>;

/** The participant who is not the current user; null when the chat has no such person. */
export function otherParticipantId(
  chat: Pick<Chat, 'participants'>,
  currentUid: string,
): string | null {
  return chat.participants.find((uid) => uid !== currentUid) ?? null;
}

/**
 * 'Debate: <topic>' for a debate. For a normal chat: the other participant's name (or the
 * generated fallback name), 'Loading...' while the profile is fetched, and 'Unknown' when
 * there is no other participant to name.
 *
 * The chat's own participantDetails stand in when the profile is not at hand: their
 * displayName is shown instead of 'Loading...' (so a cached chat renders offline with a
 * name), and their generated name (kept in the details, or made from a phone the chat
 * shows) when the profile is missing or its fetch failed (SPEC §8: a failed name fetch
 * falls back to the generated name).
 */
export function chatTitle(chat: TitleChat, currentUid: string, lookup: ProfileLookup): string {
  if (chat.isDebate) return `${DEBATE_TITLE_PREFIX}${chat.debateTopic ?? ''}`;
  const otherId = otherParticipantId(chat, currentUid);
  if (otherId === null) return UNKNOWN_PARTICIPANT;
  const details = chat.participantDetails[otherId];
  switch (lookup.state) {
    case 'found':
      // A public profile carries its generated name; the chat's copy stands in until then.
      return (
        personName({
          ...lookup,
          fallbackName: lookup.fallbackName || details?.fallbackName,
          phoneNumber: details?.phoneNumber,
        }) || UNKNOWN_PARTICIPANT
      );
    case 'loading':
      return details?.displayName?.trim() || LOADING_TITLE;
    case 'missing':
    case 'failed':
      return (details && personName(details)) || UNKNOWN_PARTICIPANT;
  }
}

/** The route a row opens: /debate/{id} for debates, /chat/{id} otherwise. */
export function chatPath(chat: Pick<Chat, 'id' | 'isDebate'>): string {
  return `${chat.isDebate ? '/debate/' : '/chat/'}${chat.id}`;
}

/** UTF-16 units of a message its chat keeps as `lastMessage` (firestore.rules checks it). */
export const LAST_MESSAGE_LENGTH = 200;

/**
 * The `lastMessage` a sent message gives its chat: the message, or its first
 * LAST_MESSAGE_LENGTH UTF-16 units, one fewer where the cut would split a character (an
 * emoji). The rules accept only the message's own start, so a preview cannot say anything
 * the message does not.
 */
export function lastMessageOf(content: string): string {
  if (content.length <= LAST_MESSAGE_LENGTH) return content;
  const splitsPair = /[\uD800-\uDBFF]/.test(content.charAt(LAST_MESSAGE_LENGTH - 1));
  return content.slice(0, splitsPair ? LAST_MESSAGE_LENGTH - 1 : LAST_MESSAGE_LENGTH);
}

/** The row's preview line: the last message, or 'No messages yet'. */
export function chatPreview(chat: Pick<Chat, 'lastMessage'>): string {
  return chat.lastMessage?.trim() ? chat.lastMessage : NO_MESSAGES_PREVIEW;
}

export type ChatTab = 'all' | 'messages' | 'debates';

export const CHAT_TABS: readonly ChatTab[] = ['all', 'messages', 'debates'];

const TAB_NAMES: Record<ChatTab, string> = { all: 'All', messages: 'Messages', debates: 'Debates' };

/** 'All (n)', 'Messages (n)', 'Debates (n)'. */
export function chatTabLabel(tab: ChatTab, count: number): string {
  return `${TAB_NAMES[tab]} (${count})`;
}

/** Whether a chat belongs on a tab: all of them, normal chats only, or debates only. */
export function chatInTab(chat: Pick<Chat, 'isDebate'>, tab: ChatTab): boolean {
  if (tab === 'messages') return !chat.isDebate;
  if (tab === 'debates') return chat.isDebate;
  return true;
}

export function chatTabCounts(chats: readonly Pick<Chat, 'isDebate'>[]): Record<ChatTab, number> {
  const debates = chats.filter((chat) => chat.isDebate).length;
  return { all: chats.length, messages: chats.length - debates, debates };
}

type ActivityChat = Pick<Chat, 'id' | 'lastMessageTime' | 'createdAt'>;

/**
 * When a chat was last active: its last message, else its creation. A chat whose creation
 * the server has not stamped yet was just made here, so it counts as newest.
 */
export function chatActivityTime(chat: Pick<Chat, 'lastMessageTime' | 'createdAt'>): number {
  return chat.lastMessageTime ?? chat.createdAt ?? Number.POSITIVE_INFINITY;
}

/** A new array, newest activity first; ties keep a stable order by id. */
export function sortChatsByActivity<T extends ActivityChat>(chats: readonly T[]): T[] {
  return [...chats].sort((a, b) => {
    const diff = chatActivityTime(b) - chatActivityTime(a);
    if (diff !== 0 && !Number.isNaN(diff)) return diff;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** The rows of one tab, newest activity first. */
export function chatsForTab<T extends ActivityChat & Pick<Chat, 'isDebate'>>(
  chats: readonly T[],
  tab: ChatTab,
): T[] {
  return sortChatsByActivity(chats.filter((chat) => chatInTab(chat, tab)));
}

/**
 * What the chat list shows of the device's copy: `loading` until it is read, and while it is
 * empty before the server's list first reached this device (`known`, undefined while that is
 * read) and the network may bring it; `offline` when it is empty, never answered and offline
 * (a returning user's new phone); else the rows, or a tab's empty state.
 */
export function chatListState(
  held: number | undefined,
  known: boolean | undefined,
  online: boolean,
): 'loading' | 'offline' | 'shown' {
  if (held === undefined) return 'loading';
  if (held > 0 || known) return 'shown';
  return online || known === undefined ? 'loading' : 'offline';
}

interface EmptyState {
  title: string;
  hint: string;
}

export const CHAT_LIST_EMPTY: Record<ChatTab, EmptyState> = {
  all: {
    title: 'No chats yet',
    hint: 'Start a debate or find someone to talk to. Your conversations will show up here.',
  },
  messages: {
    title: 'No messages yet',
    hint: 'Use Find Users or your contacts and tap Chat to start a conversation.',
  },
  debates: {
    title: 'No debates yet',
    hint: 'Start a debate or join one from the home screen to see it here.',
  },
};
