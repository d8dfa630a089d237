import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Message } from '@/domain/model';

// The messages listener the hook starts: the test answers as Firestore would.
const listener = vi.hoisted(() => ({
  onMessages: null as null | ((messages: Message[], fromServer: boolean) => void),
  onError: null as null | ((error: Error) => void),
}));

vi.mock('@/data/messages', () => ({
  watchMessages: (
    _chatId: string,
    _since: number | null,
    onMessages: (messages: Message[], fromServer: boolean) => void,
    onError: (error: Error) => void,
  ) => {
    listener.onMessages = onMessages;
    listener.onError = onError;
    return () => undefined;
  },
}));
vi.mock('@/data/chats', () => ({ watchChat: () => () => undefined }));
vi.mock('@/data/public-debates', () => ({
  countWatching: async () => 0,
  markWatching: async () => undefined,
  stopWatching: async () => undefined,
  WATCH_BEAT_MS: 60_000,
}));

const { useSpectatedMessages } = await import('./use-spectate');

const message = (id: string, timestamp: number): Message => ({
  id,
  chatId: 'd1',
  senderId: 'ana',
  senderPhone: '',
  content: `argument ${id}`,
  timestamp,
});

afterEach(() => {
  cleanup();
  listener.onMessages = null;
  listener.onError = null;
});

test('nothing is known until the server answers: an empty cache is not an empty debate', () => {
  const { result } = renderHook(() => useSpectatedMessages('d1', true));
  expect(result.current).toBeUndefined();

  act(() => listener.onMessages!([], false));
  expect(result.current).toBeUndefined();

  act(() => listener.onMessages!([], true));
  expect(result.current).toEqual([]);
});

test('messages show as they come, from the cache too, and new ones join them', () => {
  const { result } = renderHook(() => useSpectatedMessages('d1', true));
  act(() => listener.onMessages!([message('m1', 1)], false));
  expect(result.current).toEqual([message('m1', 1)]);

  act(() => listener.onMessages!([message('m2', 2)], true));
  expect(result.current).toEqual([message('m1', 1), message('m2', 2)]);
});

test('a refusal (no longer public, or gone) is told apart from an empty debate', () => {
  const { result } = renderHook(() => useSpectatedMessages('d1', true));
  act(() => listener.onError!(new Error('permission-denied')));
  expect(result.current).toBe('refused');
});

test('no listener before the debate itself is known', () => {
  renderHook(() => useSpectatedMessages('d1', false));
  expect(listener.onMessages).toBeNull();
});
