import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Message } from '@/domain/model';

/** Each listener the mirror starts: where from, its snapshots, and whether it was stopped. */
interface FakeListener {
  since: number | null;
  emit(messages: Message[], fromServer: boolean): void;
  stopped: boolean;
}
const listeners: FakeListener[] = [];

vi.mock('@/data/messages', () => ({
  MESSAGE_PAGE_SIZE: 100,
  fetchMessagesByIds: vi.fn(async () => []),
  watchMessages: vi.fn(
    (
      _chatId: string,
      since: number | null,
      onMessages: (messages: Message[], fromServer: boolean) => void,
    ) => {
      const listener: FakeListener = { since, emit: onMessages, stopped: false };
      listeners.push(listener);
      return () => {
        listener.stopped = true;
      };
    },
  ),
}));

const { MessageMirror, MESSAGE_GAP_GRACE_MS } = await import('./message-mirror');
const { localDb } = await import('./db');

function message(id: string, timestamp: number): Message {
  return { id, chatId: 'c1', senderId: 'bob', senderPhone: '', content: id, timestamp };
}

/** Lets the mirror's IndexedDB work (fake-indexeddb runs on setImmediate) finish. */
async function settle() {
  for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
}

/** A mirror whose first page (one message at t=1000) is in, listening from it. */
async function mirrorAfterFirstPage(onError = vi.fn()) {
  const mirror = new MessageMirror('me', 'c1', onError);
  mirror.start();
  await settle();
  listeners[0]!.emit([message('m1', 1000)], true);
  await settle();
  expect(listeners.map((l) => l.since)).toEqual([null, 1000]);
  return mirror;
}

beforeEach(async () => {
  listeners.length = 0;
  await localDb('me').messages.clear();
  await localDb('me').chatSync.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MessageMirror: a message the chat names but no listener brought', () => {
  test('is read by listening again from the newest message held, once the grace has passed', async () => {
    const onError = vi.fn();
    const mirror = await mirrorAfterFirstPage(onError);
    // The chat says a message was written at 2000; the listener from 1000 never brings it.
    mirror.chatWrittenAt(2000);
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS - 1);
    await settle();
    expect(listeners).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(listeners.map((l) => l.since)).toEqual([null, 1000, 1000]);
    expect(listeners[1]!.stopped).toBe(true);
    listeners[2]!.emit([message('m1', 1000), message('m2', 2000)], true);
    await settle();
    const held = await localDb('me')
      .messages.filter((m) => m.chatId === 'c1')
      .primaryKeys();
    expect(held.sort()).toEqual(['m1', 'm2']);
    expect(onError).not.toHaveBeenCalled();
    mirror.stop();
  });

  test('asks nothing when the listener brought it in time', async () => {
    const mirror = await mirrorAfterFirstPage();
    mirror.chatWrittenAt(2000);
    listeners[1]!.emit([message('m2', 2000)], true);
    await settle();
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS);
    await settle();
    expect(listeners).toHaveLength(2);
    expect(listeners[1]!.stopped).toBe(false);
    mirror.stop();
  });

  test('looks at each write once, a grace after it, and not after the screen closed', async () => {
    const mirror = await mirrorAfterFirstPage();
    mirror.chatWrittenAt(2000);
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS / 2);
    // A later write while the first is waiting is looked at a grace after the first check.
    mirror.chatWrittenAt(3000);
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS / 2);
    await settle();
    expect(listeners).toHaveLength(3);
    listeners[2]!.emit([message('m1', 1000), message('m2', 2000)], true);
    await settle();
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS - 1);
    await settle();
    expect(listeners).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(listeners.map((l) => l.since)).toEqual([null, 1000, 1000, 2000]);
    // The same write reported again (another change of the chat) starts nothing more.
    mirror.chatWrittenAt(3000);
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS);
    await settle();
    expect(listeners).toHaveLength(4);

    mirror.chatWrittenAt(4000);
    mirror.stop();
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS);
    await settle();
    expect(listeners).toHaveLength(4);
  });
});
