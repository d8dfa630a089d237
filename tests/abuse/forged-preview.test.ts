/**
 * A forged chat preview or count. The chat list shows `lastMessage` and the message push is
 * built from it, so a sender who writes one message and a preview that says something else (a
 * phone number to call, a link) would show the victim text that was never sent. With the plain
 * SDK, Mallory tries batches whose preview differs from the message they name; the rules
 * (lastMessageUpdate in firestore.rules) accept only the message itself or a cut of its start
 * of at least 100 characters, as the app writes it (lastMessageOf), emoji included.
 * The sender's message count is the victim's unread badge: Mallory tries to raise it by more
 * than the messages sent (placedInBatch and messageCountsStep in firestore.rules).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { doc, increment, serverTimestamp, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lastMessageOf } from '@/domain/chat-list';
import { batchPlace } from '@/domain/message-batch';
import { messagePushBody } from '@/domain/push';
import { admin, uniquePhone } from '../functions/support';
import { attempt, signInAttacker, type Attacker } from './attacker';
import { seedPerson } from './block-ban-world';

let mallory: Attacker;
let victim: Attacker;
let chatId: string;
let sent = 0;

/** One message and the chat's preview naming it, in one batch, as the outbox writes them. */
function sendWithPreview(content: string, preview: string) {
  return sendBatch([{ content }], preview, 1);
}

/**
 * Messages (each with the place in the batch it claims, the app's own by default) and the
 * chat update naming the last, raising Mallory's count by `rise`, in one batch.
 */
function sendBatch(
  messages: { content: string; place?: Record<string, unknown> }[],
  preview: string,
  rise: number,
) {
  const ids = messages.map(() => {
    sent += 1;
    return `fp${Date.now().toString(36)}${sent}`;
  });
  const batch = writeBatch(mallory.db);
  messages.forEach(({ content, place }, i) => {
    batch.set(doc(mallory.db, 'chats', chatId, 'messages', ids[i]!), {
      senderId: mallory.uid,
      senderPhone: mallory.phone,
      content,
      chatId,
      timestamp: serverTimestamp(),
      ...(place ??
        batchPlace(
          ids.map((id) => ({ id })),
          i,
        )),
    });
  });
  batch.update(doc(mallory.db, 'chats', chatId), {
    lastMessage: preview,
    lastMessageTime: serverTimestamp(),
    lastMessageId: ids.at(-1),
    [`messageCounts.${mallory.uid}`]: increment(rise),
  });
  return attempt(() => batch.commit());
}

async function malloryCount(): Promise<number> {
  const chat = await admin().doc(`chats/${chatId}`).get();
  return (chat.get(`messageCounts.${mallory.uid}`) as number | undefined) ?? 0;
}

beforeAll(async () => {
  [mallory, victim] = await Promise.all([
    signInAttacker(uniquePhone('+1554')),
    signInAttacker(uniquePhone('+1554')),
  ]);
  await Promise.all([seedPerson(mallory, 'Mallory'), seedPerson(victim, 'Victor')]);
  chatId = `fp-${mallory.uid}`;
  await admin()
    .doc(`chats/${chatId}`)
    .set({
      participants: [mallory.uid, victim.uid].sort(),
      participantDetails: {
        [mallory.uid]: { phoneNumber: mallory.phone },
        [victim.uid]: { phoneNumber: victim.phone },
      },
      isDebate: false,
      status: 'active',
      createdAt: FieldValue.serverTimestamp(),
    });
  const token = `tok-${victim.uid}`;
  await admin().doc(`users/${victim.uid}/fcmTokens/${token}`).set({
    token,
    createdAt: FieldValue.serverTimestamp(),
    lastSeen: FieldValue.serverTimestamp(),
    userAgent: 'test',
  });
});

afterAll(async () => {
  await Promise.all([mallory, victim].map((p) => p?.close()));
});

describe('a forged chat preview', () => {
  test('is refused: the preview and the push say what the named message says', async () => {
    const long = `${'Tea is better than coffee, and here is why. '.repeat(6)}🙂🙂🙂`;
    const forgeries: [string, string][] = [
      ['See you at noon', 'Urgent: call me at +1 555 0100'],
      ['hi', 'hi there'],
      ['hi', ''],
      [long, long.slice(0, 50)],
      [long, `X${long.slice(1, 200)}`],
      [long, `${long.slice(0, 150)} Call +1 555 0100`],
    ];
    const outcomes = [];
    for (const [content, preview] of forgeries)
      outcomes.push(await sendWithPreview(content, preview));
    const accepted = outcomes.filter((o) => o.ok).length;
    console.log(
      `[abuse] chat previews that differ from the message they name, accepted: ${accepted} of ${forgeries.length}`,
    );
    expect(outcomes.map((o) => (o.ok ? 'accepted' : o.code))).toEqual(
      forgeries.map(() => 'permission-denied'),
    );

    // The app's own preview is accepted, long and emoji-laden or short.
    const emoji = `x${'🙂'.repeat(150)}${'x'.repeat(100)}`;
    for (const content of ['Shall we meet at noon?', long, emoji]) {
      expect(await sendWithPreview(content, lastMessageOf(content))).toEqual({
        ok: true,
        data: undefined,
      });
    }
    const chat = (await admin().doc(`chats/${chatId}`).get()).data()!;
    const named = (
      await admin()
        .doc(`chats/${chatId}/messages/${chat.lastMessageId as string}`)
        .get()
    ).data()!;
    expect(named.content).toBe(emoji);
    expect(chat.lastMessage).toBe(lastMessageOf(emoji));
    expect(emoji.startsWith(chat.lastMessage as string)).toBe(true);
    expect((chat.lastMessage as string).length).toBeGreaterThanOrEqual(199);

    // The push the victim gets is built from that preview: the message's own words.
    const asked = await mallory.call('notifyNewMessages', { chatId });
    expect(asked).toMatchObject({ ok: true, data: { outcome: 'pushed' } });
    const pushes = await admin()
      .collection('pushLog')
      .where('tokens', 'array-contains', `tok-${victim.uid}`)
      .get();
    const bodies = pushes.docs.map((d) => d.data().data.body as string);
    console.log(
      `[abuse] push texts that differ from the stored message: ${bodies.filter((b) => b !== messagePushBody('Mallory', named.content as string)).length} of ${bodies.length}`,
    );
    expect(bodies).toEqual([messagePushBody('Mallory', named.content as string)]);
  }, 60_000);

  test('is refused for the unread count: one message raises it by exactly 1', async () => {
    const before = await malloryCount();
    const forgeries = [
      sendBatch([{ content: 'one' }], 'one', 2),
      sendBatch([{ content: 'one', place: { n: 50 } }], 'one', 50),
      sendBatch(
        [
          { content: 'a', place: { n: 1 } },
          { content: 'b', place: { n: 1 } },
        ],
        'b',
        2,
      ),
    ];
    const outcomes = [];
    for (const forgery of forgeries) outcomes.push(await forgery);
    const accepted = outcomes.filter((o) => o.ok).length;
    expect(outcomes.map((o) => (o.ok ? 'accepted' : o.code))).toEqual(
      forgeries.map(() => 'permission-denied'),
    );
    expect(await malloryCount()).toBe(before);
    // The app's own batches: one message, then three, raise it by 1 and by 3.
    expect(await sendBatch([{ content: 'hi' }], 'hi', 1)).toMatchObject({ ok: true });
    expect(
      await sendBatch([{ content: 'x' }, { content: 'y' }, { content: 'z' }], 'z', 3),
    ).toMatchObject({ ok: true });
    const rise = (await malloryCount()) - before;
    console.log(
      `[abuse] unread-count rise from 4 messages in 2 batches: ${rise} (forged rises accepted: ${accepted} of ${forgeries.length})`,
    );
    expect(rise).toBe(4);
  });
});
