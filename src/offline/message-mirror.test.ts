import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Message } from '@/domain/model';

/** Each listener the mirror starts: where from, its snapshots, and whether it was stopped. */
interface FakeListener {
  since: number | null;
  emit(messages: Message[], fromServer: boolean): void;
  stopped: boolean;
}
const listeners: FakeListener[] = [];
/** What the next read from the server answers. */
const fromServer: Message[] = [];

vi.mock('@/data/messages', () => ({
  MESSAGE_PAGE_SIZE: 100,
  fetchMessagesByIds: vi.fn(async () => []),
  fetchMessagesFromServer: vi.fn(async () => fromServer.splice(0)),
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

vi.mock('@/data/firestore', () => ({ restartListenStream: vi.fn() }));

const { ECHO_GRACE_MS, MessageMirror, MESSAGE_GAP_GRACE_MS } = await import('./message-mirror');
const { restartListenStream } = await import('@/data/firestore');
const { fetchMessagesFromServer } = await import('@/data/messages');
let warn: ReturnType<typeof vi.spyOn>;
const { localDb, pendingOrder } = await import('./db');

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
  vi.mocked(restartListenStream).mockClear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  warn.mockRestore();
});

describe('MessageMirror: a message the chat names but no listener brought', () => {
  test('is read from the server, and the listener started again from it, once the grace has passed', async () => {
    const onError = vi.fn();
    const mirror = await mirrorAfterFirstPage(onError);
    vi.mocked(fetchMessagesFromServer).mockClear();
    // The chat says a message was written at 2000; the listener from 1000 never brings it.
    mirror.chatWrittenAt(2000);
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS - 1);
    await settle();
    expect(listeners).toHaveLength(2);
    expect(fetchMessagesFromServer).not.toHaveBeenCalled();

    fromServer.push(message('m1', 1000), message('m2', 2000));
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    // The read from the newest message held, and a listener from the newest after it.
    expect(fetchMessagesFromServer).toHaveBeenCalledExactlyOnceWith('c1', 1000);
    const held = await localDb('me')
      .messages.filter((m) => m.chatId === 'c1')
      .primaryKeys();
    expect(held.sort()).toEqual(['m1', 'm2']);
    expect(listeners.map((l) => l.since)).toEqual([null, 1000, 2000]);
    expect(listeners[1]!.stopped).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
    // The server had what the listener did not bring: the listen stream is restarted.
    expect(restartListenStream).toHaveBeenCalledOnce();
    mirror.stop();
  });

  test('restarts nothing when the listener brings it while the server is read', async () => {
    const mirror = await mirrorAfterFirstPage();
    mirror.chatWrittenAt(2000);
    vi.mocked(fetchMessagesFromServer).mockImplementationOnce(async () => {
      listeners[1]!.emit([message('m2', 2000)], true);
      await settle();
      return [message('m1', 1000), message('m2', 2000)];
    });
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS);
    await settle();
    await settle();
    expect(fetchMessagesFromServer).toHaveBeenCalledWith('c1', 1000);
    // The gap is closed (the listener started again from it), with no restart.
    expect(listeners.map((l) => l.since)).toEqual([null, 1000, 2000]);
    expect(restartListenStream).not.toHaveBeenCalled();
    mirror.stop();
  });

  test('restarts nothing when the server has no message that new either', async () => {
    const mirror = await mirrorAfterFirstPage();
    mirror.chatWrittenAt(2000);
    fromServer.push(message('m1', 1000));
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS);
    await settle();
    expect(fetchMessagesFromServer).toHaveBeenCalledWith('c1', 1000);
    expect(restartListenStream).not.toHaveBeenCalled();
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

  test('a first page that never came is read from the server as the latest page', async () => {
    const mirror = new MessageMirror('me', 'c1', vi.fn());
    mirror.start();
    await settle();
    expect(listeners.map((l) => l.since)).toEqual([null]);
    mirror.chatWrittenAt(2000);
    fromServer.push(message('m1', 1000), message('m2', 2000));
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_GRACE_MS);
    await settle();
    expect(fetchMessagesFromServer).toHaveBeenLastCalledWith('c1', null);
    // Two of a page of 100: the whole history.
    expect((await localDb('me').chatSync.get('c1'))?.historyComplete).toBe(true);
    expect(listeners.map((l) => l.since)).toEqual([null, 2000]);
    mirror.stop();
  });
});

/** One of this device's messages the server acknowledged, its server copy not yet brought back. */
async function sentByMe(id: string) {
  await localDb('me').messages.put({
    ...message(id, 0),
    senderId: 'me',
    timestamp: null,
    state: 'sent',
    clientTime: 1500,
    order: pendingOrder(1500, id),
  });
}

describe("MessageMirror: this device's own message, acknowledged, that the listener never brings back", () => {
  test('is read from the server a grace after the answer, and the stream restarted', async () => {
    const mirror = await mirrorAfterFirstPage();
    vi.mocked(fetchMessagesFromServer).mockClear();
    await sentByMe('mine');
    mirror.batchSent(['mine']);
    // The other side wrote meanwhile, and the silent listener brought that neither.
    fromServer.push(message('theirs', 1800), { ...message('mine', 2000), senderId: 'me' });
    await vi.advanceTimersByTimeAsync(ECHO_GRACE_MS - 1);
    await settle();
    expect(fetchMessagesFromServer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(fetchMessagesFromServer).toHaveBeenCalledExactlyOnceWith('c1', 1000);
    expect(restartListenStream).toHaveBeenCalledOnce();
    const mine = await localDb('me').messages.get('mine');
    expect(mine?.timestamp).toBe(2000);
    expect(await localDb('me').messages.get('theirs')).toBeDefined();
    // The listener starts again from the newest message now held.
    expect(listeners.map((l) => l.since)).toEqual([null, 1000, 2000]);
    mirror.stop();
  });

  test('asks nothing when the listener brought it back in time', async () => {
    const mirror = await mirrorAfterFirstPage();
    vi.mocked(fetchMessagesFromServer).mockClear();
    await sentByMe('mine');
    mirror.batchSent(['mine']);
    listeners[1]!.emit([{ ...message('mine', 2000), senderId: 'me' }], true);
    await settle();
    await vi.advanceTimersByTimeAsync(ECHO_GRACE_MS);
    await settle();
    expect(fetchMessagesFromServer).not.toHaveBeenCalled();
    expect(restartListenStream).not.toHaveBeenCalled();
    expect(listeners).toHaveLength(2);
    mirror.stop();
  });

  test('restarts nothing when the listener brings it back while the server is read', async () => {
    const mirror = await mirrorAfterFirstPage();
    await sentByMe('mine');
    mirror.batchSent(['mine']);
    vi.mocked(fetchMessagesFromServer).mockImplementationOnce(async () => {
      listeners[1]!.emit([{ ...message('mine', 2000), senderId: 'me' }], true);
      await settle();
      return [{ ...message('mine', 2000), senderId: 'me' }];
    });
    await vi.advanceTimersByTimeAsync(ECHO_GRACE_MS);
    await settle();
    await settle();
    expect(fetchMessagesFromServer).toHaveBeenCalledWith('c1', 1000);
    expect(restartListenStream).not.toHaveBeenCalled();
    mirror.stop();
  });

  test('each batch gets its own grace: one the server took just before a check waits for its own', async () => {
    const mirror = await mirrorAfterFirstPage();
    vi.mocked(fetchMessagesFromServer).mockClear();
    await sentByMe('first');
    mirror.batchSent(['first']);
    listeners[1]!.emit([{ ...message('first', 1500), senderId: 'me' }], true);
    await settle();
    await vi.advanceTimersByTimeAsync(ECHO_GRACE_MS - 100);
    await sentByMe('second');
    mirror.batchSent(['second']);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    // The first came back; the second has had 100 ms of its grace.
    expect(fetchMessagesFromServer).not.toHaveBeenCalled();
    fromServer.push({ ...message('second', 2000), senderId: 'me' });
    await vi.advanceTimersByTimeAsync(ECHO_GRACE_MS - 100);
    await settle();
    expect(fetchMessagesFromServer).toHaveBeenCalledOnce();
    expect(restartListenStream).toHaveBeenCalledOnce();
    mirror.stop();
  });

  test('a mirror held for a backlog, or closed, checks nothing', async () => {
    const mirror = await mirrorAfterFirstPage();
    vi.mocked(fetchMessagesFromServer).mockClear();
    await sentByMe('mine');
    const release = mirror.hold();
    mirror.batchSent(['mine']);
    await vi.advanceTimersByTimeAsync(ECHO_GRACE_MS);
    await settle();
    release();
    await vi.advanceTimersByTimeAsync(ECHO_GRACE_MS);
    await settle();
    expect(fetchMessagesFromServer).not.toHaveBeenCalled();

    await sentByMe('later');
    mirror.batchSent(['later']);
    mirror.stop();
    await vi.advanceTimersByTimeAsync(ECHO_GRACE_MS);
    await settle();
    expect(fetchMessagesFromServer).not.toHaveBeenCalled();
    expect(restartListenStream).not.toHaveBeenCalled();
  });
});
