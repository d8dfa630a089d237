import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  disableNetwork,
  doc,
  enableNetwork,
  getDoc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { adminEnvironment, signInApp, until } from './support';
import { db } from '@/data/firestore';
import { CHAT_LIST_SYNC_KEY, chatRange, localDb, type LocalMessage } from '@/offline/db';
import { MESSAGE_LISTENER_SPAN, MessageMirror } from '@/offline/message-mirror';
import { OUTBOX_BATCH_SIZE } from '@/domain/limits';
import { enqueueMessage } from '@/offline/outbox';
import { SyncSession } from '@/offline/sync-session';
import { mirrorChats } from '@/offline/mirror';
import { liveQuery } from 'dexie';

setLogLevel('silent');

let env: RulesTestEnvironment;
let uid: string;
const phone = `+1557${String(Date.now()).slice(-7)}`;
const OTHER = 'mirror-other';

async function seedChat(id: string) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'chats', id), {
      participants: [uid, OTHER],
      participantDetails: {},
      isDebate: false,
      status: 'active',
      createdAt: Timestamp.now(),
    });
  });
}

/** A message from the other participant, written on the server as their device would. */
async function theyWrite(chatId: string, id: string, content: string) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'chats', chatId, 'messages', id), {
      senderId: OTHER,
      senderPhone: '+15550009999',
      content,
      chatId,
      timestamp: serverTimestamp(),
      n: 1,
    });
  });
}

async function storedCounts(chatId: string): Promise<unknown> {
  let counts: unknown;
  await env.withSecurityRulesDisabled(async (ctx) => {
    counts = (await getDoc(doc(ctx.firestore(), 'chats', chatId))).get('messageCounts');
  });
  return counts;
}

function localMessages(chatId: string): Promise<LocalMessage[]> {
  return localDb(uid)
    .messages.where('[chatId+order]')
    .between(...chatRange(chatId))
    .toArray();
}

const held = async (chatId: string, id: string) =>
  (await localDb(uid).messages.get(id))?.chatId === chatId;

beforeAll(async () => {
  env = await adminEnvironment();
  uid = await signInApp(phone);
});

afterAll(async () => {
  await env.cleanup();
});

// First in the file: the user has no chat yet.
describe('the chat list’s mirror', () => {
  const listKnown = async () =>
    (await localDb(uid).chatSync.get(CHAT_LIST_SYNC_KEY))?.historyComplete === true;

  test('an empty list is known only once the server says so, though it only confirms the cache', async () => {
    await disableNetwork(db());
    const answers: number[] = [];
    const stop = mirrorChats(
      uid,
      (error) => {
        throw error;
      },
      (chats) => answers.push(chats.length),
    );
    try {
      // Offline: the cache's empty answer is stored, and is not taken for 'no chats'.
      await until(async () => answers.length > 0);
      expect(await listKnown()).toBe(false);
      // Online, the server's answer is the same empty list: no document changes, and still the
      // moment the list is known.
      await enableNetwork(db());
      await until(listKnown);
      expect(answers).toEqual([0, 0]);
      // A chat arriving later is one more answer; the list stays known.
      const chatId = `mirror-list-${Date.now()}`;
      await seedChat(chatId);
      await until(async () => (await localDb(uid).chats.get(chatId)) !== undefined);
      expect(await listKnown()).toBe(true);
    } finally {
      stop();
      await enableNetwork(db());
    }
  });
});

describe('the open conversation’s mirror', () => {
  test('a held listener takes nothing in, and on release catches up with all it missed', async () => {
    const chatId = `mirror-hold-${Date.now()}`;
    await seedChat(chatId);
    const mirror = new MessageMirror(uid, chatId, (error) => {
      throw error;
    });
    mirror.start();
    try {
      // The chat is empty when it opens: the first page is empty, and what comes next arrives.
      await until(async () => (await localDb(uid).chatSync.get(chatId))?.historyComplete === true);
      await theyWrite(chatId, 'm1', 'first');
      await until(() => held(chatId, 'm1'));

      const release = mirror.hold();
      await theyWrite(chatId, 'm2', 'while held');
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await held(chatId, 'm2')).toBe(false);

      release();
      release(); // a second call changes nothing
      await until(() => held(chatId, 'm2'));
      const m2 = await localDb(uid).messages.get('m2');
      expect(m2?.state).toBe('sent');
      expect(m2?.timestamp).toEqual(expect.any(Number));

      // Live again after the release.
      await theyWrite(chatId, 'm3', 'after');
      await until(() => held(chatId, 'm3'));
    } finally {
      mirror.stop();
    }
  });

  test('opening a chat again, and a new session, write nothing this device already holds', async () => {
    const chatId = `mirror-again-${Date.now()}`;
    await seedChat(chatId);
    for (const n of [1, 2, 3]) await theyWrite(chatId, `${chatId}-m${n}`, `message ${n}`);
    const fail = (error: Error) => {
      throw error;
    };
    // The first visit: the chat list and the chat's messages come to this device.
    const stopChats = mirrorChats(uid, fail);
    await until(async () => (await localDb(uid).chats.get(chatId)) !== undefined);
    stopChats();
    const first = new MessageMirror(uid, chatId, fail);
    first.start();
    await until(() => held(chatId, `${chatId}-m3`));
    first.stop();

    // What the screens read wakes up on every write to it: count its wake-ups from here.
    const db = localDb(uid);
    let wakeUps = -1; // the first emission is the subscription's own
    const watching = liveQuery(() =>
      Promise.all([localMessages(chatId), db.chats.get(chatId)]),
    ).subscribe({ next: () => (wakeUps += 1), error: fail });
    const take = vi.spyOn(
      MessageMirror.prototype as unknown as { take: () => Promise<void> },
      'take',
    );
    try {
      await until(async () => wakeUps === 0);
      // The chat opened again: its listener starts at the newest message held here, and the
      // server sends that one again.
      const again = new MessageMirror(uid, chatId, fail);
      again.start();
      await until(async () => take.mock.calls.some((call) => (call as unknown[])[2] === true));
      await Promise.all(take.mock.results.map((result) => result.value));
      // A new session's first chat list repeats the stored chats.
      await new Promise<void>((resolve) => {
        const stop = mirrorChats(uid, fail, () => {
          stop();
          resolve();
        });
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(wakeUps).toBe(0);

      // A new message is still written, once.
      await theyWrite(chatId, `${chatId}-m4`, 'message 4');
      await until(() => held(chatId, `${chatId}-m4`));
      await new Promise((r) => setTimeout(r, 300));
      expect(wakeUps).toBe(1);
      again.stop();
    } finally {
      take.mockRestore();
      watching.unsubscribe();
    }
  });

  test('a backlog flushed with the chat open lands once, in typed order, with server times, and the other side’s message too', async () => {
    const chatId = `mirror-backlog-${Date.now()}`;
    await seedChat(chatId);
    // The session mirrors the open chat. Its outbox starts once the whole backlog is queued,
    // so it sees one backlog, and pauses the chat's mirror (once) while it sends it.
    const session = new SyncSession(uid);
    session.openConversation(chatId, (error) => {
      throw error;
    });
    const count = Math.max(OUTBOX_BATCH_SIZE * 2, MESSAGE_LISTENER_SPAN) + 50;
    expect(count).toBeGreaterThan(MESSAGE_LISTENER_SPAN);
    const hold = vi.spyOn(MessageMirror.prototype, 'hold');
    try {
      await until(async () => (await localDb(uid).chatSync.get(chatId))?.historyComplete === true);
      for (let i = 0; i < count; i++) {
        await enqueueMessage({ chatId, senderId: uid, senderPhone: phone, content: `queued ${i}` });
      }
      session.start();
      await theyWrite(chatId, 'theirs-during', 'written during the flush');
      await session.outbox.idle();
      expect(hold).toHaveBeenCalledTimes(1);
      await until(async () => {
        const local = await localMessages(chatId);
        return local.length === count + 1 && local.every((m) => m.timestamp !== null);
      });
      const local = await localMessages(chatId);
      const mine = local.filter((m) => m.senderId === uid);
      expect(mine.map((m) => m.content)).toEqual(
        Array.from({ length: count }, (_, i) => `queued ${i}`),
      );
      expect(local.every((m) => m.state === 'sent' && m.order.startsWith('1'))).toBe(true);
      expect(local.some((m) => m.id === 'theirs-during')).toBe(true);
      // Sent in batches of OUTBOX_BATCH_SIZE, each raising the count by its own size
      // (firestore.rules proves it), so the other side's unread count is exactly the backlog.
      expect(await storedCounts(chatId)).toEqual({ [uid]: count });

      // The listener, moved up past the backlog, still hears what comes next.
      await theyWrite(chatId, 'theirs-after', 'after the flush');
      await until(() => held(chatId, 'theirs-after'));
    } finally {
      hold.mockRestore();
      session.stop();
    }
  });

  test('a backlog sent before the chat’s first page is read still gets its server times', async () => {
    const chatId = `mirror-early-${Date.now()}`;
    await seedChat(chatId);
    const session = new SyncSession(uid);
    session.openConversation(chatId, (error) => {
      throw error;
    });
    // Held before its first page: the page, read afterwards, holds only the latest messages.
    const release = session.holdConversation(chatId);
    const count = OUTBOX_BATCH_SIZE * 2 + 10;
    try {
      for (let i = 0; i < count; i++) {
        await enqueueMessage({ chatId, senderId: uid, senderPhone: phone, content: `early ${i}` });
      }
      session.start();
      await session.outbox.idle();
      release();
      await until(async () => {
        const local = await localMessages(chatId);
        return local.length === count && local.every((m) => m.timestamp !== null);
      });
      const local = await localMessages(chatId);
      expect(local.map((m) => m.content)).toEqual(
        Array.from({ length: count }, (_, i) => `early ${i}`),
      );
      expect(local.every((m) => m.state === 'sent' && m.order.startsWith('1'))).toBe(true);
    } finally {
      session.stop();
    }
  });
});
