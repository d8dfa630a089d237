import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  Timestamp,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { adminEnvironment, signInApp } from './support';
import { chatRange, localDb } from '@/offline/db';
import { OUTBOX_BATCH_SIZE } from '@/domain/limits';
import { enqueueMessage, OutboxEngine } from '@/offline/outbox';
import { commitMessages } from '@/data/messages';
import { fetchChatFromServer } from '@/data/chats';

setLogLevel('silent');

let env: RulesTestEnvironment;
let uid: string;
const phone = `+1555${String(Date.now()).slice(-7)}`;
let engine: OutboxEngine;

async function seedChat(id: string, participants: string[], extra: Record<string, unknown> = {}) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'chats', id), {
      participants,
      participantDetails: {},
      isDebate: false,
      status: 'active',
      createdAt: Timestamp.now(),
      ...extra,
    });
  });
}

/** Types `content` into `chatId` on this device, as the signed-in user. */
function queue(chatId: string, content: string): Promise<string> {
  return enqueueMessage({ chatId, senderId: uid, senderPhone: phone, content });
}

async function serverMessages(chatId: string) {
  let contents: { id: string; content: string; senderId: string }[] = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    const snapshot = await getDocs(
      query(collection(ctx.firestore(), 'chats', chatId, 'messages'), orderBy('timestamp')),
    );
    contents = snapshot.docs.map((d) => ({
      id: d.id,
      content: d.data().content,
      senderId: d.data().senderId,
    }));
  });
  return contents;
}

beforeAll(async () => {
  env = await adminEnvironment();
  uid = await signInApp(phone);
  engine = new OutboxEngine(uid);
  await engine.start();
});

afterAll(async () => {
  engine.stop();
  await env.cleanup();
});

describe('the outbox', () => {
  test('delivers queued messages once each, in the order they were typed', async () => {
    const chatId = `outbox-order-${Date.now()}`;
    await seedChat(chatId, [uid, 'bob']);
    for (let i = 0; i < 60; i++) {
      await queue(chatId, `message ${i}`);
    }
    await engine.idle();
    const stored = await serverMessages(chatId);
    expect(stored.map((m) => m.content)).toEqual(
      Array.from({ length: 60 }, (_, i) => `message ${i}`),
    );
    expect(new Set(stored.map((m) => m.id)).size).toBe(60);
    const local = await localDb(uid)
      .messages.where('[chatId+order]')
      .between(...chatRange(chatId))
      .toArray();
    expect(local.every((m) => m.state === 'sent')).toBe(true);
  });

  test('marks a refused message failed with its reason and goes on with the rest', async () => {
    const mine = `outbox-mine-${Date.now()}`;
    const foreign = `outbox-foreign-${Date.now()}`;
    await seedChat(mine, [uid, 'bob']);
    await seedChat(foreign, ['carol', 'dave']);
    await queue(mine, 'before');
    const refused = await queue(foreign, 'intrusion');
    await queue(mine, 'after');
    await engine.idle();
    expect((await serverMessages(mine)).map((m) => m.content)).toEqual(['before', 'after']);
    expect(await serverMessages(foreign)).toEqual([]);
    const failed = await localDb(uid).messages.get(refused);
    expect(failed?.state).toBe('failed');
    expect(failed?.error).toMatch(/^Not delivered: /);
    expect(await localDb(uid).outbox.count()).toBe(0);
  });

  test('says why a message was refused: a block, or a debate that is over', async () => {
    const blocked = `outbox-blocked-${Date.now()}`;
    const over = `outbox-over-${Date.now()}`;
    // Dora blocked this user (the other tests write to Bob, whom nobody blocks).
    await seedChat(blocked, [uid, 'dora']);
    await seedChat(over, [uid, 'bob'], {
      isDebate: true,
      debateStatus: 'in_progress',
      debateEndTime: Timestamp.fromMillis(Date.now() - 60_000),
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'users', 'dora', 'blocks', uid), {
        blockedAt: Timestamp.now(),
        displayName: 'Me',
      });
    });
    const toDora = await queue(blocked, 'are you there?');
    const late = await queue(over, 'a point made too late');
    await engine.idle();
    expect(await localDb(uid).messages.get(toDora)).toMatchObject({
      state: 'failed',
      refusal: 'blocked',
      error: 'Not delivered: you can’t message this person.',
    });
    expect(await localDb(uid).messages.get(late)).toMatchObject({
      state: 'failed',
      refusal: 'closed',
      error: expect.stringMatching(/^Not delivered: you can no longer write in this chat/),
    });
  });

  test("a refusal whose cause is slow to read holds back only its own chat's later messages", async () => {
    const over = `outbox-slow-over-${Date.now()}`;
    const other = `outbox-slow-other-${Date.now()}`;
    await seedChat(over, [uid, 'bob'], {
      isDebate: true,
      debateStatus: 'in_progress',
      debateEndTime: Timestamp.fromMillis(Date.now() - 60_000),
    });
    await seedChat(other, [uid, 'bob']);
    engine.stop();
    // The server's copy of the refused chat is asked for and answered only when the test says.
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slow = new OutboxEngine(uid, undefined, undefined, async (chatId) => {
      asked.push(chatId);
      await answered;
      return fetchChatFromServer(chatId, 10_000);
    });
    const late = await queue(over, 'too late');
    const alsoLate = await queue(over, 'also too late');
    await queue(other, 'on time');
    await slow.start();
    try {
      await expect.poll(() => serverMessages(other), { timeout: 20_000 }).toHaveLength(1);
      expect(asked).toEqual([over]);
      // The refused message and the one after it in its chat wait for the cause.
      expect((await localDb(uid).messages.get(late))?.state).toBe('queued');
      expect((await localDb(uid).messages.get(alsoLate))?.state).toBe('queued');
      answer();
      await slow.idle();
      for (const id of [late, alsoLate]) {
        expect(await localDb(uid).messages.get(id)).toMatchObject({
          state: 'failed',
          refusal: 'closed',
        });
      }
      expect(asked).toEqual([over, over]);
      expect(await serverMessages(over)).toEqual([]);
    } finally {
      slow.stop();
      engine = new OutboxEngine(uid);
      await engine.start();
    }
  });

  test('a refusal this device fails to record is not sent again before the backoff, then recorded', async () => {
    const over = `outbox-unrecorded-${Date.now()}`;
    await seedChat(over, [uid, 'bob'], {
      isDebate: true,
      debateStatus: 'in_progress',
      debateEndTime: Timestamp.fromMillis(Date.now() - 60_000),
    });
    engine.stop();
    // Each explanation of the refusal reads the server's chat once: when, is what is asked.
    const explained: number[] = [];
    const counting = new OutboxEngine(uid, undefined, undefined, (chatId) => {
      explained.push(Date.now());
      return fetchChatFromServer(chatId, 10_000);
    });
    const late = await queue(over, 'a point nobody records');
    // The device's database fails the first time the refusal is to be recorded.
    const db = localDb(uid);
    const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    let failedAt = 0;
    const patched = db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
    patched.transaction = (...args: unknown[]) => {
      if (failedAt || explained.length === 0) return transaction(...args);
      failedAt = Date.now();
      return Promise.reject(new Error('QuotaExceededError: the device is full'));
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await counting.start();
    try {
      await expect.poll(() => explained.length, { timeout: 20_000 }).toBe(2);
      await counting.idle();
      expect(failedAt).toBeGreaterThan(0);
      // Not sent again at once (which would repeat the refusal, and its reads, in a loop):
      // the drain stopped and the next try came with the backoff's first step, 1 s.
      expect(explained[1]! - failedAt).toBeGreaterThanOrEqual(950);
      expect(logged).toHaveBeenCalledWith('Outbox refusal not recorded', expect.any(Error));
      expect(await localDb(uid).messages.get(late)).toMatchObject({
        state: 'failed',
        refusal: 'closed',
      });
      expect(await serverMessages(over)).toEqual([]);
    } finally {
      delete (patched as { transaction?: unknown }).transaction;
      logged.mockRestore();
      counting.stop();
      engine = new OutboxEngine(uid);
      await engine.start();
    }
  });

  test('treats the replay of a message the server already has as delivered: no duplicate, and what follows a sent batch runs', async () => {
    const chatId = `outbox-replay-${Date.now()}`;
    await seedChat(chatId, [uid, 'bob']);
    engine.stop();
    const id = await queue(chatId, 'landed before the reload');
    // The write reached the server, then the tab was closed before the outbox heard back.
    await commitMessages(chatId, [
      { id, chatId, senderId: uid, senderPhone: phone, content: 'landed before the reload' },
    ]);
    // What follows a sent batch (the push, the phone's share) had not run for it: it runs now.
    const batchesSent: string[] = [];
    engine = new OutboxEngine(uid, undefined, (sentTo) => batchesSent.push(sentTo));
    await engine.start();
    await engine.idle();
    const stored = await serverMessages(chatId);
    expect(stored).toHaveLength(1);
    expect((await localDb(uid).messages.get(id))?.state).toBe('sent');
    expect(batchesSent).toEqual([chatId]);
  });

  test('in a practice debate, a batch of messages asks the AI debater once, for its newest', async () => {
    const chatId = `practice-outbox-${Date.now()}`;
    await seedChat(chatId, [uid, 'ai-debater'], { phoneless: true });
    await commitMessages(chatId, [
      { id: `${chatId}-a`, chatId, senderId: uid, senderPhone: '', content: 'first point' },
      { id: `${chatId}-b`, chatId, senderId: uid, senderPhone: '', content: 'second point' },
    ]);
    let asks: string[] = [];
    await env.withSecurityRulesDisabled(async (ctx) => {
      const snapshot = await getDocs(collection(ctx.firestore(), 'chats', chatId, 'aiAsks'));
      asks = snapshot.docs.map((d) => d.id);
    });
    expect(asks).toEqual([`${chatId}-b`]);
    expect(await serverMessages(chatId)).toHaveLength(2);
  });

  test('pauses the open conversation while it sends more than a batch there, and only then', async () => {
    const small = `outbox-small-${Date.now()}`;
    const backlog = `outbox-backlog-${Date.now()}`;
    await seedChat(small, [uid, 'bob']);
    await seedChat(backlog, [uid, 'bob']);
    engine.stop();
    const send = async (chatId: string, count: number) => {
      for (let i = 0; i < count; i++) {
        await queue(chatId, `m${i}`);
      }
      const holds: string[] = [];
      const releases: string[] = [];
      engine = new OutboxEngine(uid, (held) => {
        holds.push(held);
        return () => releases.push(held);
      });
      await engine.start();
      await engine.idle();
      engine.stop();
      expect(await serverMessages(chatId)).toHaveLength(count);
      return { holds, releases };
    };
    expect(await send(small, OUTBOX_BATCH_SIZE)).toEqual({ holds: [], releases: [] });
    const count = OUTBOX_BATCH_SIZE + 20;
    expect(await send(backlog, count)).toEqual({ holds: [backlog], releases: [backlog] });
    engine = new OutboxEngine(uid);
    await engine.start();
  });

  test("sends batches of a debate's messages within the rules' access limits", async () => {
    const chatId = `outbox-debate-${Date.now()}`;
    await seedChat(chatId, [uid, 'bob'], {
      isDebate: true,
      debateStatus: 'in_progress',
      debateEndTime: Timestamp.fromMillis(Date.now() + 600_000),
    });
    for (let i = 0; i < 20; i++) {
      await queue(chatId, `point ${i}`);
    }
    await engine.idle();
    expect(await serverMessages(chatId)).toHaveLength(20);
  });
});
