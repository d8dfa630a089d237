import { useEffect, useState } from 'react';
import { watchChat } from '@/data/chats';
import { watchMessages } from '@/data/messages';
import { countWatching, markWatching, stopWatching, WATCH_BEAT_MS } from '@/data/public-debates';
import type { Chat, Message } from '@/domain/model';
import { mergeMessages } from './spectate-logic';

/** How often the 'N watching' count is asked again (one aggregation read each time). */
const COUNT_REFRESH_MS = 30_000;

type SpectatedChat =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; chat: Chat };

/** The public debate, live: null/refused reads are 'missing' (private or gone). */
export function useSpectatedChat(chatId: string): SpectatedChat {
  const [state, setState] = useState<{ id: string; value: SpectatedChat } | null>(null);
  useEffect(
    () =>
      watchChat(
        chatId,
        (chat) =>
          setState({
            id: chatId,
            value: chat && chat.isPublic ? { status: 'ready', chat } : { status: 'missing' },
          }),
        () => setState({ id: chatId, value: { status: 'missing' } }),
      ),
    [chatId],
  );
  return state?.id === chatId ? state.value : { status: 'loading' };
}

/**
 * The debate's messages as they arrive (the newest page, then every new one): undefined until
 * the server has answered or messages have come, so that an unread debate never reads as one
 * without arguments; 'refused' once the server will not show them (no longer public, gone).
 */
export function useSpectatedMessages(
  chatId: string,
  enabled: boolean,
): Message[] | undefined | 'refused' {
  const [held, setHeld] = useState<{ id: string; messages: Message[] | undefined | 'refused' }>({
    id: chatId,
    messages: undefined,
  });
  useEffect(() => {
    if (!enabled) return;
    return watchMessages(
      chatId,
      null,
      (added, fromServer) =>
        setHeld((prev) => {
          const before = prev.id === chatId && Array.isArray(prev.messages) ? prev.messages : [];
          const known = fromServer || added.length > 0 || Array.isArray(prev.messages);
          return {
            id: chatId,
            messages: known ? mergeMessages(before, added) : undefined,
          };
        }),
      () => setHeld({ id: chatId, messages: 'refused' }),
    );
  }, [chatId, enabled]);
  return held.id === chatId ? held.messages : undefined;
}

/**
 * Counts this person as watching while the view is open (their own presence document,
 * beaten every minute, taken away on leaving) and reads how many watch. A debater who opens
 * their own debate here is not counted.
 */
export function useWatching(chatId: string, uid: string, counted: boolean): number | null {
  const [count, setCount] = useState<{ id: string; value: number } | null>(null);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      countWatching(chatId).then(
        (value) => alive && setCount({ id: chatId, value }),
        () => undefined,
      );
    const beat = () =>
      counted ? markWatching(chatId, uid).catch(() => undefined) : Promise.resolve();
    void beat().then(refresh);
    const beats = counted ? setInterval(() => void beat(), WATCH_BEAT_MS) : undefined;
    const counts = setInterval(() => void refresh(), COUNT_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(beats);
      clearInterval(counts);
      if (counted) void stopWatching(chatId, uid).catch(() => undefined);
    };
  }, [chatId, uid, counted]);
  return count?.id === chatId ? count.value : null;
}
