import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LocalChat } from '@/offline/db';
import { directChat } from '@/offline/chat.fixtures';

// What the screen hands its server side on each render: whether the chat's listeners run
// (useOpenChat's start) and the chat useChatLive keeps its read marks and typing for.
const device = vi.hoisted(() => ({
  chat: undefined as LocalChat | null | undefined,
  window: undefined as { messages: { id: string }[]; moreHeld: boolean } | undefined,
  historyComplete: false,
}));
const serverSide = vi.hoisted(() => ({
  starts: [] as boolean[],
  liveChats: [] as (LocalChat | null | undefined)[],
}));

vi.mock('@/hooks/use-session', () => ({
  useSignedInUser: () => ({ uid: 'me', phoneNumber: '+15550000001' }),
}));
vi.mock('@/offline/hooks', () => ({
  useLocalChat: () => device.chat,
  useOpenChat: (_uid: string, _chatId: string, start: boolean) => {
    serverSide.starts.push(start);
    return start ? 'ok' : 'checking';
  },
  useMessageWindow: () => device.window,
  useHistoryComplete: () => device.historyComplete,
  loadOlderMessages: async () => false,
}));
vi.mock('@/offline/member-hooks', () => ({
  useChatLive: (_uid: string, _chatId: string, chat: LocalChat | null | undefined) => {
    serverSide.liveChats.push(chat);
    return {};
  },
}));
const followed = vi.hoisted(() => ({ calls: [] as [string | null | undefined, boolean][] }));
vi.mock('@/offline/profiles', () => ({
  useCachedProfile: () => ({ state: 'loading' }),
  useFollowedProfile: (_viewer: string, uid: string | null | undefined, active: boolean) => {
    followed.calls.push([uid, active]);
  },
}));

const { useChatScreen } = await import('./use-chat-screen');

const CHAT = directChat();

const last = <T,>(list: T[]) => list[list.length - 1];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  device.chat = undefined;
  device.window = undefined;
  device.historyComplete = false;
  vi.unstubAllGlobals();
  serverSide.starts.length = 0;
  serverSide.liveChats.length = 0;
  followed.calls.length = 0;
});

describe("an open chat's server side", () => {
  test("waits for the device's copy to be painted, then starts", async () => {
    device.chat = CHAT;
    const { result } = renderHook(() => useChatScreen('c1'));

    expect(serverSide.starts.length).toBeGreaterThan(0);
    expect(serverSide.starts.every((start) => !start)).toBe(true);
    expect(serverSide.liveChats.every((chat) => chat === undefined)).toBe(true);
    expect(result.current.access).toBe('checking');

    await act(async () => result.current.onPainted());

    expect(last(serverSide.starts)).toBe(true);
    expect(last(serverSide.liveChats)).toBe(CHAT);
    expect(result.current.access).toBe('ok');
  });

  test('starts after 1 s at the latest when the copy is never painted', () => {
    vi.useFakeTimers();
    device.chat = CHAT;
    renderHook(() => useChatScreen('c1'));

    act(() => vi.advanceTimersByTime(999));
    expect(serverSide.starts.every((start) => !start)).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(last(serverSide.starts)).toBe(true);
    expect(last(serverSide.liveChats)).toBe(CHAT);
  });

  test('starts at once for a chat whose messages are not on the device yet, and stays started', async () => {
    device.chat = directChat({ lastMessage: 'Hi', lastMessageTime: 5 });
    device.window = { messages: [], moreHeld: false };
    const { result, rerender } = renderHook(() => useChatScreen('c1'));
    expect(serverSide.starts[0]).toBe(true);

    // The first page arrives: the list will paint, but the listeners are not stopped for it.
    device.window = { messages: [{ id: 'm1' }], moreHeld: false };
    rerender();
    expect(serverSide.starts.every((start) => start)).toBe(true);
    expect(result.current.messages).toEqual([{ id: 'm1' }]);
  });

  test("follows the other person's profile while its server side runs", async () => {
    device.chat = CHAT;
    const { result } = renderHook(() => useChatScreen('c1'));
    expect(followed.calls.every(([uid, active]) => uid === 'bob' && !active)).toBe(true);

    await act(async () => result.current.onPainted());
    expect(last(followed.calls)).toEqual(['bob', true]);
  });

  test('starts at once for a chat the device does not hold', () => {
    device.chat = null;
    renderHook(() => useChatScreen('c1'));

    expect(serverSide.starts[0]).toBe(true);
  });

  test('a chat still being read from the device waits like one that is held', () => {
    vi.useFakeTimers();
    device.chat = undefined;
    renderHook(() => useChatScreen('c1'));

    expect(serverSide.starts.every((start) => !start)).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(last(serverSide.starts)).toBe(true);
  });
});

describe("the screen's handlers", () => {
  test('keep their identity across renders, so the memoised bubbles are not drawn again', async () => {
    device.chat = CHAT;
    const { result, rerender } = renderHook(() => useChatScreen('c1'));
    const first = result.current;
    await act(async () => result.current.onPainted());
    rerender();
    for (const name of ['retry', 'discard', 'loadOlder', 'shrinkWindow', 'send'] as const) {
      expect(result.current[name], name).toBe(first[name]);
    }
  });
});

describe('an empty window: an empty chat, or messages not on this device yet', () => {
  const talked = { lastMessage: 'Hi', lastMessageTime: 5 };
  // What the chat's copy says, whether the phone is online and holds the whole history, with an
  // empty window: what the screen shows.
  test.each([
    [
      'a chat that has had messages, none here yet: still loading',
      talked,
      true,
      false,
      undefined,
      false,
    ],
    ['the same chat opened offline says so', talked, false, false, undefined, true],
    [
      "online, even a copy naming no last message waits for the server's first page",
      {},
      true,
      false,
      undefined,
      false,
    ],
    ['offline, a chat that never had a message is empty', {}, false, false, [], false],
    [
      "once the device holds the chat's whole history, empty is empty",
      talked,
      true,
      true,
      [],
      false,
    ],
  ] as const)('%s', (_, chat, online, historyComplete, messages, messagesOffline) => {
    if (!online) vi.stubGlobal('navigator', { ...navigator, onLine: false });
    device.chat = directChat(chat);
    device.window = { messages: [], moreHeld: false };
    device.historyComplete = historyComplete;
    const { result } = renderHook(() => useChatScreen('c1'));

    expect(result.current.messages).toEqual(messages);
    expect(result.current.messagesOffline).toBe(messagesOffline);
  });

  test('messages held are shown whatever the history', () => {
    device.chat = directChat(talked);
    device.window = { messages: [{ id: 'm1' }], moreHeld: false };
    const { result } = renderHook(() => useChatScreen('c1'));

    expect(result.current.messages).toEqual([{ id: 'm1' }]);
    expect(result.current.messagesOffline).toBe(false);
  });
});
