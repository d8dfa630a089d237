import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Chat } from '@/domain/model';
import { directChat } from './chat.fixtures';
import { UNDER_LOAD } from '@/lib/under-load.fixtures';

vi.mock('@/data/chat-members', () => ({
  writeViewing: vi.fn(async () => undefined),
  writeReadMark: vi.fn(async () => undefined),
  writeTyping: vi.fn(async () => undefined),
  watchMember: vi.fn(() => () => undefined),
  fetchMember: vi.fn(async () => null),
  countMessagesAfter: vi.fn(async () => 0),
}));
const signOutHooks: Array<(uid: string) => unknown> = [];
vi.mock('@/data/session', () => ({
  onSignOut: vi.fn((hook: (uid: string) => unknown) => signOutHooks.push(hook)),
}));
const stopChatList = vi.fn();
const mirrorChats = vi.fn(() => stopChatList);
vi.mock('./mirror', () => ({ mirrorChats }));
/** The conversations' mirrors the session made, in order. */
const mirrors: Array<{ chatId: string; chatWrittenAt: ReturnType<typeof vi.fn> }> = [];
vi.mock('./message-mirror', () => ({
  MessageMirror: vi.fn(function (_uid: string, chatId: string) {
    const mirror = { chatId, start: vi.fn(), stop: vi.fn(), chatWrittenAt: vi.fn() };
    mirrors.push(mirror);
    return mirror;
  }),
}));
vi.mock('./outbox', () => ({
  OutboxEngine: class {
    async start() {}
    stop() {}
  },
}));

const { useSignedInSync, memberSync, openConversation, SESSION_LINGER_MS } =
  await import('./sync-session');

/** A signed-in route: each holds the session (src/app/signed-in.tsx). */
function Route({ uid }: { uid: string }) {
  useSignedInSync(uid);
  return null;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the sync session across signed-in screens', () => {
  test('going from one screen to the next keeps the running session: nothing restarts', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Route key="chats" uid="ann" />);
    const session = memberSync('ann');
    expect(session).toBeDefined();
    // A new key: React unmounts the list's route and mounts the chat's in one commit.
    rerender(<Route key="chat" uid="ann" />);
    vi.advanceTimersByTime(SESSION_LINGER_MS * 2);
    expect(memberSync('ann')).toBe(session);
    expect(mirrorChats).toHaveBeenCalledTimes(1);
    expect(stopChatList).not.toHaveBeenCalled();
  });

  test(`it stops ${SESSION_LINGER_MS / 1000} s after the last signed-in screen goes, and a screen in between keeps it`, () => {
    vi.useFakeTimers();
    const first = render(<Route uid="bea" />);
    const session = memberSync('bea');
    first.unmount();
    vi.advanceTimersByTime(SESSION_LINGER_MS - 1);
    const second = render(<Route uid="bea" />);
    vi.advanceTimersByTime(SESSION_LINGER_MS);
    expect(memberSync('bea')).toBe(session);
    second.unmount();
    vi.advanceTimersByTime(SESSION_LINGER_MS - 1);
    expect(stopChatList).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stopChatList).toHaveBeenCalledTimes(1);
    expect(memberSync('bea')).toBeUndefined();
  });

  test('signing out stops the session at once, before the screens go', async () => {
    render(<Route uid="cat" />);
    expect(memberSync('cat')).toBeDefined();
    await vi.waitFor(() => expect(mirrorChats).toHaveBeenCalledTimes(1), UNDER_LOAD);
    await Promise.all(signOutHooks.map((hook) => hook('cat')));
    expect(stopChatList).toHaveBeenCalledTimes(1);
    expect(memberSync('cat')).toBeUndefined();
    // The screens unmount afterwards: nothing runs twice, and a new sign-in starts afresh.
    cleanup();
    render(<Route uid="cat" />);
    await vi.waitFor(() => expect(mirrorChats).toHaveBeenCalledTimes(2), UNDER_LOAD);
    expect(memberSync('cat')).toBeDefined();
  });

  test('the session starts in the task after the first screen mounts; signing out before then starts nothing', async () => {
    vi.useFakeTimers();
    render(<Route uid="dan" />);
    // Registered at once (the screen's conversation reaches it), its listeners not yet.
    expect(memberSync('dan')).toBeDefined();
    expect(mirrorChats).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(mirrorChats).toHaveBeenCalledTimes(1);
    cleanup();
    vi.advanceTimersByTime(SESSION_LINGER_MS);
    expect(stopChatList).toHaveBeenCalledTimes(1);
    expect(memberSync('dan')).toBeUndefined();
  });

  test('signing out before the session’s start task ran starts nothing', async () => {
    render(<Route uid="eve" />);
    // The hooks run as sign-out begins: the session ends before any later task.
    const signedOut = Promise.all(signOutHooks.map((hook) => hook('eve')));
    expect(memberSync('eve')).toBeUndefined();
    await signedOut;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mirrorChats).not.toHaveBeenCalled();
    expect(memberSync('eve')).toBeUndefined();
  });

  test("the chat list's answer tells an open conversation when its chat was last written", async () => {
    render(<Route uid="kim" />);
    await vi.waitFor(() => expect(mirrorChats).toHaveBeenCalledTimes(1), UNDER_LOAD);
    const close = openConversation('kim', 'c1', vi.fn());
    const [mirror] = mirrors.filter((m) => m.chatId === 'c1');
    const onStored = (mirrorChats.mock.calls[0] as unknown[])[2] as (chats: Chat[]) => void;
    // Nothing from the other person: their read state starts at 0 (MemberSync.setUp).
    const mine = { participants: ['kim', 'lee'], messageCounts: { lee: 0 } };
    onStored([
      directChat({ ...mine, id: 'c1', lastMessageTime: 2000 }),
      directChat({ ...mine, id: 'c2', lastMessageTime: 3000 }),
    ]);
    expect(mirror!.chatWrittenAt).toHaveBeenCalledExactlyOnceWith(2000);
    close();
  });
});
