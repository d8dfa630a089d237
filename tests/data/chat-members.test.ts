/**
 * Read marks, unread counts, viewing and typing through the app's own modules
 * (docs/decisions/0013-chat.md §2, §3): src/offline/members.ts in a running SyncSession against the
 * emulators, the other participant played by an admin writer.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { adminEnvironment, signInApp } from './support';
import { readCount, resetReadCount } from '@/data/read-meter';
import { READ_MARK_INTERVAL_MS, unreadCount } from '@/domain/chat-live';
import { liveQuery } from 'dexie';
import { localDb } from '@/offline/db';
import { sameData } from '@/domain/same-data';
import { memberWriteCount, READ_MARK_REFUSAL_RETRIES } from '@/offline/members';
import { SyncSession } from '@/offline/sync-session';

setLogLevel('silent');

let env: RulesTestEnvironment;
let uid: string;
let session: SyncSession;
const phone = `+1558${String(Date.now()).slice(-7)}`;
const OTHER = 'members-other';

/** Runs `work` as a writer the rules do not govern (the other participant's devices). */
async function admin<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    result = await work(ctx.firestore() as unknown as Firestore);
  });
  return result as T;
}

async function seedChat(id: string, participants = [uid, OTHER]) {
  await admin((db) =>
    setDoc(doc(db, 'chats', id), {
      participants,
      participantDetails: {},
      isDebate: false,
      status: 'active',
      createdAt: Timestamp.now(),
    }),
  );
}

/** A message from the other participant, written as their outbox does (with their count). */
async function theySend(chatId: string, id: string) {
  await admin(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'chats', chatId, 'messages', id), {
      senderId: OTHER,
      senderPhone: '+15550009999',
      content: id,
      chatId,
      timestamp: serverTimestamp(),
      n: 1,
    });
    batch.update(doc(db, 'chats', chatId), {
      lastMessage: id,
      lastMessageTime: serverTimestamp(),
      lastMessageId: id,
      [`messageCounts.${OTHER}`]: increment(1),
    });
    await batch.commit();
  });
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function unreadHere(chatId: string): Promise<number | undefined> {
  const db = localDb(uid);
  const chat = await db.chats.get(chatId);
  const own = await db.members.get([chatId, uid]);
  return chat && own ? unreadCount(chat, uid, own) : undefined;
}

async function serverReadUpTo(chatId: string): Promise<number | null> {
  return admin(async (db) => {
    const snapshot = await getDoc(doc(db, 'chats', chatId, 'members', uid));
    const value = snapshot.data()?.readUpTo as Timestamp | undefined;
    return value ? value.toMillis() : null;
  });
}

beforeAll(async () => {
  env = await adminEnvironment();
  uid = await signInApp(phone);
  session = new SyncSession(uid);
  session.start();
});

afterAll(async () => {
  session?.stop();
  await env?.cleanup();
});

describe('unread counts', () => {
  test('come from the chat list’s mirror: a received message costs no extra read', async () => {
    const chatId = `${uid}_unread`;
    await seedChat(chatId);
    await until(async () => (await unreadHere(chatId)) === 0);
    resetReadCount();
    for (const id of ['u1', 'u2', 'u3']) {
      const before = readCount();
      await theySend(chatId, id);
      await until(async () => (await localDb(uid).chats.get(chatId))?.lastMessage === id);
      // The chat list's own listener: one read for the chat document, nothing more.
      expect(readCount() - before).toBe(1);
    }
    expect(await unreadHere(chatId)).toBe(3);
    console.log(`reads per received message (chat list open): ${readCount() / 3} (0 extra)`);

    // Reading the chat brings it to 0 at once, and the mark reaches the server.
    const chat = (await localDb(uid).chats.get(chatId))!;
    await session.members.markRead(chat, chat.lastMessageTime ?? null);
    expect(await unreadHere(chatId)).toBe(0);
    await until(async () => (await serverReadUpTo(chatId)) === chat.lastMessageTime);
  });

  test('a device without read state sets it up once from the server', async () => {
    const chatId = `${uid}_setup`;
    // Not this user's chat yet: its history is written before this device first sees it.
    await seedChat(chatId, [OTHER, 'nobody']);
    await theySend(chatId, 's1');
    await theySend(chatId, 's2');
    // Read elsewhere up to s1 (another device of the same person).
    const s1 = await admin(async (db) =>
      (
        (await getDoc(doc(db, 'chats', chatId, 'messages', 's1'))).data()!.timestamp as Timestamp
      ).toMillis(),
    );
    await admin((db) =>
      setDoc(doc(db, 'chats', chatId, 'members', uid), { readUpTo: Timestamp.fromMillis(s1) }),
    );
    await admin((db) => updateDoc(doc(db, 'chats', chatId), { participants: [uid, OTHER] }));
    await until(async () => (await unreadHere(chatId)) !== undefined);
    expect(await unreadHere(chatId)).toBe(1);
  });
});

describe('read marks', () => {
  test('at most one write per 2 s while reading, only forward, queued offline', async () => {
    const chatId = `${uid}_marks`;
    await seedChat(chatId);
    await until(async () => !!(await localDb(uid).chats.get(chatId)));
    const chat = (await localDb(uid).chats.get(chatId))!;
    const t0 = Date.now() - 60_000;
    const writes = memberWriteCount();

    // Marks every 100 ms for 5 s (a fast conversation): writes are 1 + one per interval.
    const started = Date.now();
    let mark = t0;
    while (Date.now() - started < 5_000) {
      mark += 10;
      await session.members.markRead(chat, mark);
      await new Promise((r) => setTimeout(r, 100));
    }
    await until(async () => (await serverReadUpTo(chatId)) === mark, 5_000);
    const made = memberWriteCount() - writes;
    const elapsed = Date.now() - started;
    console.log(
      `read marks: ${made} writes in ${elapsed} ms of reading (≤ ${Math.ceil(elapsed / READ_MARK_INTERVAL_MS) + 1}); per minute ≤ ${60_000 / READ_MARK_INTERVAL_MS}`,
    );
    expect(made).toBeLessThanOrEqual(Math.ceil(elapsed / READ_MARK_INTERVAL_MS) + 1);
    expect(made).toBeGreaterThanOrEqual(2);

    // Never backwards: an older mark changes nothing.
    await session.members.markRead(chat, t0);
    expect((await localDb(uid).members.get([chatId, uid]))?.pendingReadUpTo).toBeUndefined();

    // Offline: the mark waits on the device, and goes out when the device is back online.
    vi.stubGlobal('navigator', { onLine: false });
    await new Promise((r) => setTimeout(r, READ_MARK_INTERVAL_MS + 100));
    await session.members.markRead(chat, mark + 500);
    await new Promise((r) => setTimeout(r, READ_MARK_INTERVAL_MS + 300));
    expect((await localDb(uid).members.get([chatId, uid]))?.pendingReadUpTo).toBe(mark + 500);
    expect(await serverReadUpTo(chatId)).toBe(mark);
    vi.unstubAllGlobals();
    await session.members.flushPending();
    await until(async () => (await serverReadUpTo(chatId)) === mark + 500, 5_000);
    await until(
      async () => (await localDb(uid).members.get([chatId, uid]))?.pendingReadUpTo === undefined,
    );
  });
});

describe('a read mark the rules pace', () => {
  test('refused because another device marked the chat a moment ago, it goes out again an interval later', async () => {
    const chatId = `${uid}_paced`;
    await seedChat(chatId);
    await until(async () => !!(await localDb(uid).chats.get(chatId)));
    const chat = (await localDb(uid).chats.get(chatId))!;
    const t0 = Date.now() - 60_000;
    // The same person's other device: a mark stamped a second from now, so the rules refuse
    // this device's next mark for two seconds (a mark at most once a second).
    await admin((db) =>
      setDoc(doc(db, 'chats', chatId, 'members', uid), {
        readUpTo: Timestamp.fromMillis(t0),
        readAt: Timestamp.fromMillis(Date.now() + 1_000),
      }),
    );
    const writes = memberWriteCount();
    await session.members.markRead(chat, t0 + 100);
    await until(async () => (await serverReadUpTo(chatId)) === t0 + 100, 15_000);
    const made = memberWriteCount() - writes;
    console.log(
      `[limit] a paced read mark: written on try ${made} (at most ${READ_MARK_REFUSAL_RETRIES + 1} tries, ${READ_MARK_INTERVAL_MS} ms apart)`,
    );
    // The first try was refused and the mark was not dropped: the second wrote it.
    expect(made).toBe(2);
    await until(
      async () => (await localDb(uid).members.get([chatId, uid]))?.pendingReadUpTo === undefined,
    );
  });
});

describe('the other participant’s document and typing', () => {
  test('mirrored while open; typing written only when they view, once per 3 s', async () => {
    const chatId = `${uid}_typing`;
    await seedChat(chatId);
    const stop = session.members.watchOther(chatId, OTHER);
    await until(async () => (await localDb(uid).members.get([chatId, OTHER])) !== undefined);
    await admin((db) =>
      setDoc(doc(db, 'chats', chatId, 'members', OTHER), {
        readUpTo: Timestamp.fromMillis(Date.now() - 1_000),
        viewing: true,
        viewingAt: serverTimestamp(),
        typingAt: null,
      }),
    );
    await until(async () => (await localDb(uid).members.get([chatId, OTHER]))?.viewing === true);
    stop();

    // Opened again, the document's first snapshot repeats the row held here: nothing is
    // written, so nothing that reads it wakes up.
    let wakeUps = -1; // the first emission is the subscription's own
    const watching = liveQuery(() => localDb(uid).members.get([chatId, OTHER])).subscribe(
      () => (wakeUps += 1),
    );
    const looked = vi.spyOn(localDb(uid).members, 'get');
    const again = session.members.watchOther(chatId, OTHER);
    await until(async () => looked.mock.calls.some(([key]) => sameData(key, [chatId, OTHER])));
    await Promise.all(looked.mock.results.map((result) => result.value));
    await new Promise((r) => setTimeout(r, 300));
    again();
    looked.mockRestore();
    watching.unsubscribe();
    expect(wakeUps).toBe(0);

    const writes = memberWriteCount();
    session.members.typed(chatId, false);
    expect(memberWriteCount() - writes).toBe(0);
    for (let i = 0; i < 10; i += 1) session.members.typed(chatId, true);
    expect(memberWriteCount() - writes).toBe(1);
    await until(async () =>
      admin(async (db) => {
        const data = (await getDoc(doc(db, 'chats', chatId, 'members', uid))).data();
        return data?.typingAt instanceof Timestamp;
      }),
    );
    vi.stubGlobal('navigator', { onLine: false });
    await new Promise((r) => setTimeout(r, 3_100));
    session.members.typed(chatId, true);
    expect(memberWriteCount() - writes).toBe(1);
    vi.unstubAllGlobals();
    session.members.typed(chatId, true);
    expect(memberWriteCount() - writes).toBe(2);
  });
});
