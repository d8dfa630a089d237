/**
 * docs/decisions/0013-chat.md cost figures for unread counts and read marks, measured on a real
 * phone page (the built app): tests/e2e/chat-live.spec.ts proves them, `npm run bench` may print
 * them (see /work/team/bench-requests.md).
 *
 * - readsPerReceivedMessage: Firestore reads the receiver's app makes per message that
 *   arrives while its chat list is open (window.__debateArenaReads). The chat list already
 *   listens to the chat document, which the message's batch updates: that is the 1 read a
 *   received message costs; the unread count adds none (`extra` must be 0).
 * - readMarkWritesPerMinute: member-document writes (read marks, viewing, typing;
 *   window.__debateArenaMemberWrites) of a reader with the chat open while messages keep
 *   arriving, per minute (must be ≤ 30).
 */
import { expect, type Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { READ_MARK_INTERVAL_MS } from '@/domain/chat-live';
import { adminDb } from './admin';

/** Reads the chat list itself makes per received message: the updated chat document. */
export const CHAT_LIST_READS_PER_MESSAGE = 1;

/** Writes a message as the sender's outbox does (message, preview, their count), with the Admin SDK. */
export async function sendAs(chatId: string, senderId: string, content: string): Promise<void> {
  const db = adminDb();
  const id = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const batch = db.batch();
  batch.set(db.doc(`chats/${chatId}/messages/${id}`), {
    senderId,
    content,
    chatId,
    timestamp: FieldValue.serverTimestamp(),
  });
  batch.update(db.doc(`chats/${chatId}`), {
    lastMessage: content,
    lastMessageTime: FieldValue.serverTimestamp(),
    lastMessageId: id,
    [`messageCounts.${senderId}`]: FieldValue.increment(1),
  });
  await batch.commit();
}

async function pageReads(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __debateArenaReads: { count(): number } }).__debateArenaReads.count(),
  );
}

async function pageMemberWrites(page: Page): Promise<number> {
  return page.evaluate(() =>
    (
      window as unknown as { __debateArenaMemberWrites: { count(): number } }
    ).__debateArenaMemberWrites.count(),
  );
}

/**
 * Resolves once the functions have completed both people's profiles (the generated name and
 * the starting rating, written after a first sign-in, behind the emulator's other triggers):
 * that write reaches the receiver's page as a read, and must not land inside the count.
 * Returns how long it took.
 */
async function profilesCompleted(chatId: string, senderId: string): Promise<number> {
  const started = Date.now();
  const chat = await adminDb().doc(`chats/${chatId}`).get();
  const participants = chat.get('participants') as string[];
  await expect
    .poll(
      async () => {
        const profiles = await Promise.all(
          participants.map((uid) => adminDb().doc(`users/${uid}`).get()),
        );
        // A sender with no profile document at all (the bench's, a seeded index entry) gets
        // no completion either.
        return profiles.every(
          (p) =>
            (p.id === senderId && !p.exists) ||
            (typeof p.get('fallbackName') === 'string' && typeof p.get('rating') === 'number'),
        );
      },
      { timeout: 60_000, message: 'both profiles completed by the functions' },
    )
    .toBe(true);
  return Date.now() - started;
}

/** The page's read count once it has held still for a second (at most `timeoutMs`). */
async function settledReads(page: Page, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last = await pageReads(page);
  for (;;) {
    await page.waitForTimeout(1_000);
    const now = await pageReads(page);
    if (now === last || Date.now() > deadline) return now;
    last = now;
  }
}

/**
 * `receiver` shows its chat list (not the chat); `count` messages arrive one at a time from
 * `senderId`, each waited for on the receiver's row. Returns reads per message, the extra
 * over the chat list's own read of the chat document, and what the uncounted warm-up
 * message cost.
 */
export async function readsPerReceivedMessage(
  receiver: Page,
  chatId: string,
  senderId: string,
  count = 5,
): Promise<{
  messages: number;
  reads: number;
  perMessage: number;
  extraPerMessage: number;
  warmUpReads: number;
  profilesWait: number;
}> {
  // Let the list settle first (its first snapshot, the profiles it fetches, the functions'
  // completion of both new profiles), and let one message arrive uncounted: the first message
  // a device ever sees in a chat sets up its unread count once (one read of its own member
  // document), which is not a per-message cost. That one-time read is returned (warmUpReads)
  // so the figure printed says what it left out.
  const profilesWait = await profilesCompleted(chatId, senderId);
  const settled = await settledReads(receiver);
  const warmUp = `warm-up ${Date.now()}`;
  await sendAs(chatId, senderId, warmUp);
  await receiver.getByText(warmUp).first().waitFor();
  const before = await settledReads(receiver);
  for (let i = 0; i < count; i += 1) {
    const text = `measure ${i} ${Date.now()}`;
    await sendAs(chatId, senderId, text);
    await receiver.getByText(text).first().waitFor();
  }
  await receiver.waitForTimeout(500);
  const reads = (await pageReads(receiver)) - before;
  const perMessage = reads / count;
  return {
    messages: count,
    reads,
    perMessage,
    extraPerMessage: perMessage - CHAT_LIST_READS_PER_MESSAGE,
    warmUpReads: before - settled,
    profilesWait,
  };
}

/**
 * Resolves once `page` has made no member-document write for longer than a read mark's
 * interval: what opening the chat writes (its viewing flag, the mark for the messages already
 * there) is done. Returns how many writes that was.
 */
async function memberWritesSettled(page: Page): Promise<number> {
  const first = await pageMemberWrites(page);
  let count = first;
  let changedAt = Date.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() - changedAt < READ_MARK_INTERVAL_MS + 1_000) {
    if (Date.now() > deadline) throw new Error('the chat kept writing its member document');
    await page.waitForTimeout(250);
    const now = await pageMemberWrites(page);
    if (now !== count) [count, changedAt] = [now, Date.now()];
  }
  return count - first;
}

/**
 * `reader` has the chat open and visible; once what opening it writes is done, a message
 * from `senderId` arrives every `everyMs` for `durationMs`. Returns the member-document
 * writes the reader made meanwhile and the rate per minute. A window of 20 s scaled up to a
 * minute counted each write at its ends three times over: 7 to 11 writes in 20–21 s on the
 * same code (21 to 31 a minute; 9 on a quiet machine, a mark at each end of eight
 * intervals), where a whole minute holds about 24 marks.
 */
export async function readMarkWritesPerMinute(
  reader: Page,
  chatId: string,
  senderId: string,
  durationMs = 60_000,
  everyMs = 500,
): Promise<{ writes: number; durationMs: number; perMinute: number; openWrites: number }> {
  const openWrites = await memberWritesSettled(reader);
  const before = await pageMemberWrites(reader);
  const started = Date.now();
  let i = 0;
  while (Date.now() - started < durationMs) {
    await sendAs(chatId, senderId, `reading ${i} ${Date.now()}`);
    i += 1;
    await reader.waitForTimeout(everyMs);
  }
  const elapsed = Date.now() - started;
  const writes = (await pageMemberWrites(reader)) - before;
  return { writes, durationMs: elapsed, perMinute: (writes * 60_000) / elapsed, openWrites };
}
