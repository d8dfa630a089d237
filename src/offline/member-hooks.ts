/**
 * What screens read of read marks, unread counts and typing (docs/decisions/0013-chat.md §2, §3),
 * from the device's copy, and what an open chat does while it is on screen (members.ts writes).
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { typingShown, TYPING_IDLE_MS, unreadCount } from '@/domain/chat-live';
import { viewingNow } from '@/domain/push';
import { useLiveQuery } from './live-query';
import { localDb, sentRange, type LocalChat } from './db';
import type { MemberSync } from './members';
import { memberSync } from './sync-session';

/** Each chat's unread count (chat id → count), from the chat list's mirror and own read rows. */
async function readUnreadCounts(uid: string): Promise<Map<string, number>> {
  const db = localDb(uid);
  const [chats, own] = await Promise.all([
    db.chats.toArray(),
    db.members.filter((m) => m.uid === uid).toArray(),
  ]);
  const rows = new Map(own.map((m) => [m.chatId, m]));
  return new Map(chats.map((chat) => [chat.id, unreadCount(chat, uid, rows.get(chat.id))]));
}

export function useUnreadCounts(uid: string): Map<string, number> | undefined {
  return useLiveQuery(() => readUnreadCounts(uid), [uid]);
}

/**
 * All unread messages of the user (the menu entry, the tab and the app badge); undefined
 * until the device's copy answers. A number, not the counts: each write to the chat list
 * re-reads it, and the screen holding it re-renders only when the total changes.
 */
export function useUnreadTotalOnDevice(uid: string): number | undefined {
  return useLiveQuery(async () => {
    let total = 0;
    for (const n of (await readUnreadCounts(uid)).values()) total += n;
    return total;
  }, [uid]);
}

export function useUnreadTotal(uid: string): number {
  return useUnreadTotalOnDevice(uid) ?? 0;
}

/** The running session's member sync; waits for the session to start (it starts with the screens). */
function useMemberSync(uid: string): MemberSync | undefined {
  const [, setTick] = useState(0);
  const sync = memberSync(uid);
  useEffect(() => {
    if (sync) return;
    // A transition: an urgent render here would render the whole chat screen at once.
    const timer = setTimeout(() => startTransition(() => setTick((t) => t + 1)), 50);
    return () => clearTimeout(timer);
  });
  return sync;
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** The server time of the chat's newest message held here (from `senderId` only, if given). */
function useNewestTime(uid: string, chatId: string, senderId?: string | null): number | null {
  return (
    useLiveQuery(async () => {
      if (senderId === null) return null;
      const newest = localDb(uid)
        .messages.where('[chatId+order]')
        .between(...sentRange(chatId))
        .reverse();
      const found = await (
        senderId ? newest.filter((m) => m.senderId === senderId) : newest
      ).first();
      return found?.timestamp ?? null;
    }, [uid, chatId, senderId]) ?? null
  );
}

interface ChatLive {
  /** The other person's read mark (server time): own messages up to it are seen. */
  otherReadUpTo: number;
  /** The other person is typing now. */
  typing: boolean;
  /** Call on each keystroke in the composer. */
  onTyping(): void;
}

/**
 * While a chat is on screen: mirrors the other participant's member document, says
 * 'viewing' while the page is visible, marks what arrives read, and sends typing signals.
 * Does nothing for someone who is not a participant (a spectator).
 */
export function useChatLive(
  uid: string,
  chatId: string,
  chat: LocalChat | null | undefined,
): ChatLive {
  const sync = useMemberSync(uid);
  const visible = usePageVisible();
  const participant = chat?.participants.includes(uid) === true;
  const otherUid = participant ? (chat?.participants.find((p) => p !== uid) ?? null) : null;
  const other = useLiveQuery(
    async () => (otherUid ? localDb(uid).members.get([chatId, otherUid]) : undefined),
    [uid, chatId, otherUid],
  );
  const newest = useNewestTime(uid, chatId);
  const theirLast = useNewestTime(uid, chatId, otherUid);

  useEffect(() => {
    if (!sync || !otherUid) return;
    return sync.watchOther(chatId, otherUid);
  }, [sync, chatId, otherUid]);

  // A chat gone from the device (null: the server said it no longer exists) is forgotten
  // before the effects below clean up (a layout effect runs first), so closing its screen
  // writes nothing the server would refuse.
  const gone = chat === null;
  useLayoutEffect(() => {
    if (sync && gone) sync.forget(chatId);
  }, [sync, gone, chatId]);

  useEffect(() => {
    if (!sync || !participant) return;
    const leave = () => sync.setViewing(chatId, false);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [sync, chatId, participant]);

  useEffect(() => {
    if (!sync || !participant) return;
    sync.setViewing(chatId, visible);
    if (!visible) return;
    // setViewing writes again only when the refresh is due.
    const timer = setInterval(() => sync.setViewing(chatId, true), 15_000);
    return () => clearInterval(timer);
  }, [sync, chatId, participant, visible]);

  useEffect(() => {
    if (!sync || !participant || !visible || !chat) return;
    void sync.markRead(chat, newest);
  }, [sync, participant, visible, chat, newest]);

  const typing = useTypingSignal(other?.typingAt ?? null, other?.typingSeenAt, theirLast);
  const otherViewing = viewingNow(other);
  const onTyping = useCallback(() => {
    if (sync && participant) sync.typed(chatId, otherViewing);
  }, [sync, participant, chatId, otherViewing]);

  return { otherReadUpTo: other?.readUpTo ?? 0, typing, onTyping };
}

/** Whether the other person's typing signal stands (typingShown), re-checked when it lapses. */
function useTypingSignal(
  typingAt: number | null,
  seenAt: number | undefined,
  theirLast: number | null,
): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (typingAt === null || seenAt === undefined) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.max(0, seenAt + TYPING_IDLE_MS - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [typingAt, seenAt]);
  const signal = seenAt === undefined ? null : { typingAt, receivedAt: seenAt };
  return typingShown(signal, theirLast, now);
}
