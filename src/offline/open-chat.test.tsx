import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Chat } from '@/domain/model';
import { directChat } from './chat.fixtures';
import { localDb } from './db';
import { liveQuery } from 'dexie';
import { UNDER_LOAD } from '@/lib/under-load.fixtures';

const watchers = vi.hoisted(
  () =>
    [] as {
      onChat: (chat: Chat | null, fromServer: boolean, settled?: boolean) => void;
      onError: (error: unknown) => void;
    }[],
);
vi.mock('@/data/chats', () => ({
  watchChat: (
    _chatId: string,
    onChat: (chat: Chat | null, fromServer: boolean) => void,
    onError: (error: unknown) => void,
  ) => {
    watchers.push({ onChat, onError });
    return () => undefined;
  },
  readChatFromServer: vi.fn(),
}));
vi.mock('@/data/firestore', () => ({ restartListenStream: vi.fn() }));
vi.mock('./sync-session', () => ({
  openConversation: vi.fn(() => () => undefined),
  conversationWrittenAt: vi.fn(),
}));

const {
  CATCH_UP_GRACE_MS,
  SERVER_ANSWER_GRACE_MS,
  SERVER_ANSWER_LATEST_MS,
  SILENCE_PROBE_MS,
  useOpenChat,
} = await import('./hooks');
const { readChatFromServer } = await import('@/data/chats');
const { restartListenStream } = await import('@/data/firestore');
const { conversationWrittenAt } = await import('./sync-session');

const CHAT = directChat();

function Access() {
  return <p>{useOpenChat('me', 'c1')}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.mocked(readChatFromServer).mockReset();
  vi.mocked(restartListenStream).mockClear();
  watchers.length = 0;
});

describe('useOpenChat', () => {
  test('says whether the server lets this user see the chat', async () => {
    render(<Access />);
    expect(screen.getByText('checking')).toBeInTheDocument();
    await act(async () => watchers[0]!.onChat(CHAT, true));
    expect(screen.getByText('ok')).toBeInTheDocument();
    await act(async () => watchers[0]!.onChat(null, true));
    expect(screen.getByText('missing')).toBeInTheDocument();
    await act(async () => watchers[0]!.onError({ code: 'permission-denied' }));
    expect(screen.getByText('denied')).toBeInTheDocument();
  });

  test('tells the open conversation when the chat says it was last written, from the server or the cache', async () => {
    vi.mocked(conversationWrittenAt).mockClear();
    render(<Access />);
    // A listener not yet in step with the server reports the server's changes as cached.
    await act(async () => watchers[0]!.onChat({ ...CHAT, lastMessageTime: 1500 }, false));
    expect(conversationWrittenAt).toHaveBeenLastCalledWith('me', 'c1', 1500);
    await act(async () => watchers[0]!.onChat({ ...CHAT, lastMessageTime: 2000 }, true));
    expect(conversationWrittenAt).toHaveBeenLastCalledWith('me', 'c1', 2000);
  });

  test("the server's answer renders as a transition: the screen on show stays until the new one is ready", async () => {
    const forever = new Promise<never>(() => undefined);
    function Screen() {
      const access = useOpenChat('me', 'c1');
      if (access === 'ok') use(forever);
      return <p>{access}</p>;
    }
    render(
      <Suspense fallback={<p>placeholder</p>}>
        <Screen />
      </Suspense>,
    );
    await act(async () => watchers[0]!.onChat(CHAT, true));
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  test('stores the server copy of the chat only when it differs from the one held here', async () => {
    const db = localDb('me');
    await db.chats.put(CHAT);
    let wakeUps = -1; // the first emission is the subscription's own
    const watching = liveQuery(() => db.chats.get('c1')).subscribe(() => (wakeUps += 1));
    try {
      await vi.waitFor(() => expect(wakeUps).toBe(0), UNDER_LOAD);
      render(<Access />);
      // The first snapshot repeats what this device holds: nothing is written.
      await act(async () => watchers[0]!.onChat({ ...CHAT }, true));
      await new Promise((r) => setTimeout(r, 100));
      expect(wakeUps).toBe(0);
      // A change is stored, once.
      await act(async () => watchers[0]!.onChat({ ...CHAT, lastMessage: 'new' }, true));
      await vi.waitFor(
        async () => expect((await db.chats.get('c1'))?.lastMessage).toBe('new'),
        UNDER_LOAD,
      );
      await new Promise((r) => setTimeout(r, 100));
      expect(wakeUps).toBe(1);
    } finally {
      watching.unsubscribe();
    }
  });

  describe('when the listener does not answer from the server in time', () => {
    test('reads the chat once from the server: a chat that is not there is missing', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.mocked(readChatFromServer).mockResolvedValue(null);
      render(<Access />);
      // The cache has no copy, and the server never says so.
      await act(async () => watchers[0]!.onChat(null, false));
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS - 1));
      expect(readChatFromServer).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      expect(readChatFromServer).toHaveBeenCalledExactlyOnceWith('c1');
      expect(screen.getByText('missing')).toBeInTheDocument();
      // The server answered where the listen stream did not: the stream is restarted.
      expect(restartListenStream).toHaveBeenCalledOnce();
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS * 3));
      expect(readChatFromServer).toHaveBeenCalledTimes(1);
    });

    test("a chat the user may not read is denied; offline the device's copy stays on show", async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      vi.mocked(readChatFromServer).mockRejectedValueOnce({ code: 'permission-denied' });
      const { unmount } = render(<Access />);
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS));
      expect(screen.getByText('denied')).toBeInTheDocument();
      unmount();

      vi.mocked(readChatFromServer).mockRejectedValueOnce({ code: 'unavailable' });
      render(<Access />);
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS));
      expect(readChatFromServer).toHaveBeenCalledTimes(2);
      expect(screen.getByText('checking')).toBeInTheDocument();
      expect(restartListenStream).not.toHaveBeenCalled();
    });

    test('a read that fails or hangs is asked again, twice as late each time, until one answers', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const hang = new Promise<never>(() => undefined);
      vi.mocked(readChatFromServer)
        .mockRejectedValueOnce({ code: 'unavailable' })
        .mockReturnValueOnce(hang)
        .mockResolvedValueOnce(null);
      render(<Access />);
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS));
      expect(readChatFromServer).toHaveBeenCalledTimes(1);
      expect(screen.getByText('checking')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS * 2 - 1));
      expect(readChatFromServer).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTime(1));
      // The second read hangs: the third is asked all the same.
      expect(readChatFromServer).toHaveBeenCalledTimes(2);
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS * 4));
      expect(readChatFromServer).toHaveBeenCalledTimes(3);
      expect(screen.getByText('missing')).toBeInTheDocument();
      expect(restartListenStream).toHaveBeenCalledOnce();
      // Answered: nothing more is read.
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_LATEST_MS * 4));
      expect(readChatFromServer).toHaveBeenCalledTimes(3);
    });

    test(`reads that keep failing are asked at most once per SERVER_ANSWER_LATEST_MS (${SERVER_ANSWER_LATEST_MS} ms)`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      vi.mocked(readChatFromServer).mockRejectedValue({ code: 'unavailable' });
      render(<Access />);
      // 4, 12, 28, 60 s, then every 32 s: 92, 124, … 316 s.
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(readChatFromServer).toHaveBeenCalledTimes(4);
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_LATEST_MS * 8 - 1));
      expect(readChatFromServer).toHaveBeenCalledTimes(11);
      // The listener answers at last: the reads stop.
      await act(async () => watchers[0]!.onChat(CHAT, true));
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_LATEST_MS * 4));
      expect(readChatFromServer).toHaveBeenCalledTimes(11);
      expect(screen.getByText('ok')).toBeInTheDocument();
    });

    test('asks nothing while the page is hidden or offline: the next turn after it is back reads', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      vi.mocked(readChatFromServer).mockResolvedValue(null);
      const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const offline = vi.spyOn(navigator, 'onLine', 'get');
      try {
        render(<Access />);
        await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS * 10));
        hidden.mockRestore();
        offline.mockReturnValue(false);
        await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS * 10));
        expect(readChatFromServer).not.toHaveBeenCalled();
      } finally {
        hidden.mockRestore();
        offline.mockRestore();
      }
      // Away, the turn stayed at its first wait: back, the chat is read within it.
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS));
      expect(readChatFromServer).toHaveBeenCalledExactlyOnceWith('c1');
      expect(screen.getByText('missing')).toBeInTheDocument();
    });

    test('asks nothing when the server answered, or an error came, or the screen closed', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const first = render(<Access />);
      await act(async () => watchers[0]!.onChat(null, true));
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS));
      first.unmount();
      const second = render(<Access />);
      await act(async () => watchers[1]!.onError({ code: 'unavailable' }));
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS));
      second.unmount();
      render(<Access />).unmount();
      await act(async () => vi.advanceTimersByTime(SERVER_ANSWER_GRACE_MS));
      expect(readChatFromServer).not.toHaveBeenCalled();
    });
  });

  describe('a listener that falls silent after it answered', () => {
    const NEWER = { ...CHAT, lastMessage: 'line two', lastMessageTime: 5_000 };

    function heardAtOpen() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.mocked(conversationWrittenAt).mockClear();
      render(<Access />);
      return act(async () => watchers[0]!.onChat(CHAT, true, true));
    }

    test('is found by one read after SILENCE_PROBE_MS of quiet: the stream restarts and the read is taken in', async () => {
      await heardAtOpen();
      vi.mocked(readChatFromServer).mockResolvedValue(NEWER);
      await act(async () => vi.advanceTimersByTime(SILENCE_PROBE_MS - 1));
      expect(readChatFromServer).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      expect(readChatFromServer).toHaveBeenCalledExactlyOnceWith('c1');
      // The listener gets a grace to bring it, and brings nothing.
      await act(async () => vi.advanceTimersByTime(CATCH_UP_GRACE_MS - 1));
      expect(restartListenStream).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      expect(restartListenStream).toHaveBeenCalledOnce();
      // The conversation hears of the newer message, and reads it past its listener.
      expect(conversationWrittenAt).toHaveBeenLastCalledWith('me', 'c1', 5_000);
      expect(screen.getByText('ok')).toBeInTheDocument();
    });

    test('a quiet chat costs one read per SILENCE_PROBE_MS and restarts nothing', async () => {
      await heardAtOpen();
      vi.mocked(readChatFromServer).mockResolvedValue({ ...CHAT });
      await act(() => vi.advanceTimersByTimeAsync(2 * SILENCE_PROBE_MS + CATCH_UP_GRACE_MS));
      expect(readChatFromServer).toHaveBeenCalledTimes(2);
      expect(restartListenStream).not.toHaveBeenCalled();
    });

    test('reads nothing while the listener keeps bringing changes, or while the page is hidden', async () => {
      await heardAtOpen();
      vi.mocked(readChatFromServer).mockResolvedValue(NEWER);
      await act(async () => vi.advanceTimersByTime(SILENCE_PROBE_MS / 2));
      await act(async () => watchers[0]!.onChat({ ...CHAT, lastMessage: 'a' }, true, true));
      await act(async () => vi.advanceTimersByTime(SILENCE_PROBE_MS / 2));
      expect(readChatFromServer).not.toHaveBeenCalled();
      // This device's own write, not yet brought back by the stream, is no sign of life.
      await act(async () => watchers[0]!.onChat({ ...CHAT, lastMessage: 'b' }, true, false));
      await act(async () => vi.advanceTimersByTime(SILENCE_PROBE_MS / 2));
      expect(readChatFromServer).toHaveBeenCalledOnce();

      const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      try {
        await act(async () => vi.advanceTimersByTime(3 * SILENCE_PROBE_MS));
        expect(readChatFromServer).toHaveBeenCalledOnce();
      } finally {
        hidden.mockRestore();
      }
    });

    test('reads nothing once the listener has failed (it has stopped)', async () => {
      await heardAtOpen();
      await act(async () => watchers[0]!.onError({ code: 'permission-denied' }));
      await act(() => vi.advanceTimersByTimeAsync(3 * SILENCE_PROBE_MS));
      expect(readChatFromServer).not.toHaveBeenCalled();
      expect(screen.getByText('denied')).toBeInTheDocument();
    });

    test('restarts nothing when the listener brings what the read found within the grace', async () => {
      await heardAtOpen();
      vi.mocked(readChatFromServer).mockResolvedValue(NEWER);
      await act(async () => vi.advanceTimersByTime(SILENCE_PROBE_MS));
      expect(readChatFromServer).toHaveBeenCalledOnce();
      await act(async () => vi.advanceTimersByTime(CATCH_UP_GRACE_MS / 2));
      await act(async () => watchers[0]!.onChat(NEWER, true, true));
      await act(async () => vi.advanceTimersByTime(CATCH_UP_GRACE_MS));
      expect(restartListenStream).not.toHaveBeenCalled();
    });
  });
});
