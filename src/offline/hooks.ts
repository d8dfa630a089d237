/**
 * What screens read: the device's copy (Dexie), live. Each hook works offline and answers
 * from IndexedDB at once; `undefined` means the first read is still under way.
 */
import { startTransition, useEffect, useState } from 'react';
import { readChatFromServer, watchChat } from '@/data/chats';
import { restartListenStream } from '@/data/firestore';
import type { Chat } from '@/domain/model';
import { useLiveQuery } from './live-query';
import {
  CHAT_LIST_SYNC_KEY,
  chatRange,
  localDb,
  putChanged,
  type LocalChat,
  type LocalMessage,
} from './db';
import { loadOlderMessages } from './mirror';
import { conversationWrittenAt, openConversation } from './sync-session';

export function useLocalChats(uid: string): LocalChat[] | undefined {
  return useLiveQuery(() => localDb(uid).chats.toArray(), [uid]);
}

export function useLocalChat(uid: string, chatId: string): LocalChat | null | undefined {
  return useLiveQuery(async () => (await localDb(uid).chats.get(chatId)) ?? null, [uid, chatId]);
}

interface MessageWindow {
  messages: LocalMessage[];
  /** Whether the device holds older messages of the chat than these. */
  moreHeld: boolean;
}

/**
 * The newest `size` messages of a chat in display order, and whether the device holds more.
 * One bounded read: the query re-runs on every change to the chat's messages (a flush of
 * queued messages is hundreds), so it never counts the whole history.
 */
export function useMessageWindow(
  uid: string,
  chatId: string,
  size: number,
): MessageWindow | undefined {
  return useLiveQuery(async () => {
    const newest = await localDb(uid)
      .messages.where('[chatId+order]')
      .between(...chatRange(chatId))
      .reverse()
      .limit(size + 1)
      .toArray();
    const moreHeld = newest.length > size;
    return { messages: (moreHeld ? newest.slice(0, size) : newest).reverse(), moreHeld };
  }, [uid, chatId, size]);
}

export function useOutboxCount(uid: string): number {
  return useLiveQuery(() => localDb(uid).outbox.count(), [uid], 0);
}

type ChatAccess = 'checking' | 'ok' | 'missing' | 'denied' | 'offline';

/** Whether a read past the listener could help now: the page is on view and online. */
function pageLooking(): boolean {
  return document.visibilityState === 'visible' && navigator.onLine;
}

/** How long an open chat waits for its listener's answer from the server before reading it. */
export const SERVER_ANSWER_GRACE_MS = 4_000;

/** The longest wait between two reads of a chat whose listener and reads have not answered. */
export const SERVER_ANSWER_LATEST_MS = 32_000;

/**
 * While a chat is on screen, visible and online, and its listener has brought nothing from the
 * server for this long, the chat is read once past the listener (one document read) to tell a
 * quiet chat from a listener that fell silent after it answered (the e2e suite saw an open
 * chat's stream stop delivering, with no error, so the other side's messages and read marks
 * never came). A chat in use is heard from long before, and costs no read.
 */
export const SILENCE_PROBE_MS = 20_000;

/** How long the listener then has to bring what that read found before its stream is restarted. */
export const CATCH_UP_GRACE_MS = 3_000;

/**
 * Keeps an open chat current: mirrors its document, and its messages through the sync
 * session, into the device's copy while the screen is open, and says whether the server
 * lets this user see it at all. Nothing starts while `start` is false (the screen shows the
 * device's copy first).
 */
export function useOpenChat(uid: string, chatId: string, start = true): ChatAccess {
  const [answer, setAnswer] = useState<{ chatId: string; access: ChatAccess } | null>(null);
  useEffect(() => {
    if (!start) return;
    const db = localDb(uid);
    // The server's answer arrives while the screen renders from the device's copy: as a
    // transition it joins that render rather than forcing the whole screen at once.
    const set = (access: ChatAccess) => startTransition(() => setAnswer({ chatId, access }));
    let stopMessages: (() => void) | null = null;
    let stopped = false;
    let serverAnswered = false;
    // What the listener last brought from the server with none of this device's writes
    // pending in it, and when: what a probe's read is compared with.
    let heard: { at: number; chat: Chat | null } | null = null;
    const onChat = (chat: Chat | null, fromServer: boolean, settled = fromServer) => {
      if (fromServer) serverAnswered = true;
      if (fromServer && settled) heard = { at: Date.now(), chat };
      if (chat) {
        set('ok');
        void putChanged(db.chats, chat.id, chat);
        stopMessages ??= openConversation(uid, chatId, (error) =>
          console.error('Message sync failed', error),
        );
        // From the cache too: a lastMessageTime is the server's (a pending one reads null),
        // and a listener not yet in step with the server reports its changes as cached.
        conversationWrittenAt(uid, chatId, chat.lastMessageTime);
      } else if (fromServer) {
        set('missing');
        void db.chats.delete(chatId);
      }
    };
    const onError = (error: unknown) => {
      serverAnswered = true;
      // A listener that failed has stopped: there is nothing left to compare a read with.
      heard = null;
      const code = (error as { code?: string }).code ?? '';
      set(code.includes('permission-denied') ? 'denied' : 'offline');
    };
    const stopChat = watchChat(chatId, onChat, onError);
    // A listener can stay quiet about one document (seen with the emulator): when it has not
    // answered from the server in time, the chat is read from the server. A read that fails
    // (not a refusal) or hangs is asked again, each time twice as late (up to
    // SERVER_ANSWER_LATEST_MS), until the listener or a read answers: once was not enough, a CI
    // run's missing chat said nothing for 15 s. While the page is hidden or offline nothing is
    // read (the turn comes again as late); the screen keeps the device's copy.
    let grace: ReturnType<typeof setTimeout> | undefined;
    const askServer = (delay: number) => {
      grace = setTimeout(() => {
        if (stopped || serverAnswered) return;
        if (!pageLooking()) {
          askServer(delay);
          return;
        }
        askServer(Math.min(delay * 2, SERVER_ANSWER_LATEST_MS));
        readChatFromServer(chatId).then(
          (chat) => {
            if (stopped || serverAnswered) return;
            console.warn(
              `The chat ${chatId} was read from the server: its listener did not answer`,
            );
            restartListenStream(`chat ${chatId}'s listener did not answer`);
            onChat(chat, true);
          },
          (error: unknown) => {
            if (stopped || serverAnswered) return;
            if (((error as { code?: string }).code ?? '').includes('permission-denied')) {
              onError(error);
            }
          },
        );
      }, delay);
    };
    askServer(SERVER_ANSWER_GRACE_MS);
    let probe: ReturnType<typeof setTimeout> | undefined;
    const probeIn = (ms: number) => {
      probe = setTimeout(probeSilence, ms);
    };
    const probeSilence = () => {
      if (stopped) return;
      const quietFor = heard ? Date.now() - heard.at : 0;
      // Nothing heard yet is the first answer's grace to handle; a missing chat has no news.
      if (!heard || heard.chat === null || !pageLooking()) {
        probeIn(SILENCE_PROBE_MS);
        return;
      }
      if (quietFor < SILENCE_PROBE_MS) {
        probeIn(SILENCE_PROBE_MS - quietFor);
        return;
      }
      const readAt = Date.now();
      readChatFromServer(chatId).then(
        (chat) => {
          if (stopped) return;
          // Compared only here, at most once per SILENCE_PROBE_MS: not on every snapshot.
          if (heard && JSON.stringify(chat) === JSON.stringify(heard.chat)) {
            probeIn(SILENCE_PROBE_MS);
            return;
          }
          // The server holds what the listener has not brought: it gets a grace to bring it.
          probe = setTimeout(() => {
            if (stopped) return;
            if (heard && heard.at > readAt) {
              probeIn(SILENCE_PROBE_MS);
              return;
            }
            console.warn(`The chat ${chatId} was read from the server: its listener fell silent`);
            restartListenStream(`chat ${chatId}'s listener fell silent`);
            onChat(chat, true);
            probeIn(SILENCE_PROBE_MS);
          }, CATCH_UP_GRACE_MS);
        },
        // Offline, or refused: the listener says which; look again later.
        () => {
          if (!stopped) probeIn(SILENCE_PROBE_MS);
        },
      );
    };
    probeIn(SILENCE_PROBE_MS);
    return () => {
      stopped = true;
      clearTimeout(grace);
      clearTimeout(probe);
      stopChat();
      stopMessages?.();
    };
  }, [uid, chatId, start]);
  return answer?.chatId === chatId ? answer.access : 'checking';
}

export { loadOlderMessages };

/**
 * Whether the device holds the user's whole chat list, as the server answered it on this
 * device (see mirrorChats): until then an empty copy may only mean the list is not here yet.
 */
export function useChatListKnown(uid: string): boolean | undefined {
  return useLiveQuery(
    async () => (await localDb(uid).chatSync.get(CHAT_LIST_SYNC_KEY))?.historyComplete ?? false,
    [uid],
  );
}

/** Whether the device holds a chat's whole history (so there is nothing older to load). */
export function useHistoryComplete(uid: string, chatId: string): boolean {
  return useLiveQuery(
    async () => (await localDb(uid).chatSync.get(chatId))?.historyComplete ?? false,
    [uid, chatId],
    false,
  );
}
