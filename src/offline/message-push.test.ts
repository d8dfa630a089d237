import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { directChat } from './chat.fixtures';

vi.mock('@/data/message-push', () => ({ requestMessagePush: vi.fn() }));

const { MessagePushRequests, CLIENT_PUSH_INTERVAL_MS } = await import('./message-push');
const { localDb } = await import('./db');

const NOW = 1_700_000_000_000;
const request = vi.fn(async (_chatId: string) => 'pushed');

async function flush() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  request.mockClear();
  const db = localDb('me');
  await db.chats.clear();
  await db.members.clear();
  await db.chats.put(directChat());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MessagePushRequests', () => {
  test(`calls at once, then at most once per ${CLIENT_PUSH_INTERVAL_MS} ms per chat, the last batch included`, async () => {
    const pushes = new MessagePushRequests('me', request);
    pushes.batchSent('c1');
    await flush();
    expect(request).toHaveBeenCalledTimes(1);

    // Ten batches in the next 10 s: one trailing call at the window's end, none before.
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(1_000);
      pushes.batchSent('c1');
    }
    await flush();
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLIENT_PUSH_INTERVAL_MS);
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
    console.log(
      `[limits] message-push calls for 11 batches in ${(10_000 / 1000).toFixed(0)} s: ${request.mock.calls.length}`,
    );
    pushes.stop();
  });

  test('asks nothing while the other participant is viewing the chat (member doc < 2 min old)', async () => {
    const pushes = new MessagePushRequests('me', request);
    await localDb('me').members.put({
      chatId: 'c1',
      uid: 'bob',
      readUpTo: 0,
      viewing: true,
      viewingAt: NOW - 60_000,
    });
    pushes.batchSent('c1');
    await flush();
    expect(request).not.toHaveBeenCalled();

    // A viewing flag older than two minutes is stale (a closed tab): pushed.
    await localDb('me').members.put({
      chatId: 'c1',
      uid: 'bob',
      readUpTo: 0,
      viewing: true,
      viewingAt: NOW - 3 * 60_000,
    });
    pushes.batchSent('c1');
    await flush();
    expect(request).toHaveBeenCalledTimes(1);
    pushes.stop();
  });

  test('a failed call is only logged, and chats are throttled apart', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    request.mockRejectedValueOnce(new Error('offline'));
    const pushes = new MessagePushRequests('me', request);
    pushes.batchSent('c1');
    pushes.batchSent('c2');
    await flush();
    expect(request.mock.calls.map((c) => c[0]).sort()).toEqual(['c1', 'c2']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    pushes.stop();
  });
});
