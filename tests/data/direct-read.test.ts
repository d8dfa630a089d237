/**
 * Reads past a silent listener (src/data/direct-read.ts): a profile (fetchUserProfileDirect, the
 * participant card's fallback: src/offline/profiles.ts), a chat (readChatFromServer, useOpenChat's)
 * and the messages a conversation's listener missed (fetchMessagesFromServer, the mirror's gap
 * read), through the app's own modules signed in as a phone user, under the real rules. They read
 * what the listen stream reads, one billed read per document (one for an empty answer), refuse
 * what the rules refuse, and answer with the full SDK's network off: they share nothing with the
 * listen stream, so a target it leaves unanswered cannot hold them.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  disableNetwork,
  doc,
  enableNetwork,
  setDoc,
  setLogLevel,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminEnvironment, signInApp } from './support';
import { readChatFromServer } from '@/data/chats';
import { db } from '@/data/firestore';
import { fetchMessagesFromServer } from '@/data/messages';
import { fetchUserProfile, fetchUserProfileDirect } from '@/data/users';
import { readCount, resetReadCount } from '@/data/read-meter';

setLogLevel('silent');
// A refused read is what one test expects: not worth a log line.
setLiteLogLevel('silent');

let env: RulesTestEnvironment;
let uid: string;
const run = Date.now();
const OTHER = 'direct-read-other';

async function admin(work: (db: Firestore) => Promise<void>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await work(ctx.firestore() as unknown as Firestore);
  });
}

async function seedChat(id: string, participants: string[], times: number[]): Promise<void> {
  await admin(async (store) => {
    await setDoc(doc(store, 'chats', id), {
      participants,
      participantDetails: {},
      isDebate: false,
      status: 'active',
      createdAt: Timestamp.now(),
      lastMessage: `m${times.length}`,
      lastMessageTime: Timestamp.fromMillis(times.at(-1) ?? run),
    });
    for (const [i, at] of times.entries()) {
      await setDoc(doc(store, 'chats', id, 'messages', `m${i + 1}`), {
        senderId: OTHER,
        content: `m${i + 1}`,
        chatId: id,
        timestamp: Timestamp.fromMillis(at),
        n: 1,
      });
    }
  });
}

beforeAll(async () => {
  env = await adminEnvironment();
  uid = await signInApp(`+1558${String(run).slice(-7)}`);
});

afterAll(async () => {
  await enableNetwork(db());
  await env?.cleanup();
});

test('a profile: what getDoc reads, and "no such user" as null, one read each', async () => {
  const other = `direct-read-${run}`;
  await admin((store) =>
    setDoc(doc(store, 'users', other), {
      uid: other,
      fallbackName: 'SharpMind0101',
      bio: 'Reads a lot.',
      medals: [],
      createdAt: Timestamp.now(),
    }),
  );

  resetReadCount();
  const direct = await fetchUserProfileDirect(other);
  expect(readCount()).toBe(1);
  expect(direct).toMatchObject({ uid: other, fallbackName: 'SharpMind0101', bio: 'Reads a lot.' });
  expect(direct).toEqual(await fetchUserProfile(other));

  resetReadCount();
  expect(await fetchUserProfileDirect(`${other}-nobody`)).toBeNull();
  expect(readCount()).toBe(1);
});

test('a chat and its missed messages; a chat one is not in is refused', async () => {
  const chatId = `direct-read-chat-${run}`;
  const base = run - 60_000;
  await seedChat(chatId, [uid, OTHER], [base, base + 1_000, base + 2_000]);

  resetReadCount();
  const chat = await readChatFromServer(chatId);
  expect(chat).toMatchObject({ id: chatId, participants: [uid, OTHER], lastMessage: 'm3' });
  expect(readCount()).toBe(1);

  resetReadCount();
  const since = await fetchMessagesFromServer(chatId, base + 1_000);
  expect(since.map((m) => [m.id, m.timestamp])).toEqual([
    ['m2', base + 1_000],
    ['m3', base + 2_000],
  ]);
  expect(readCount()).toBe(2);

  // Without a time, the latest page, oldest first.
  expect((await fetchMessagesFromServer(chatId, null)).map((m) => m.id)).toEqual([
    'm1',
    'm2',
    'm3',
  ]);

  resetReadCount();
  expect(await readChatFromServer(`${chatId}-gone`)).toBeNull();
  expect(await fetchMessagesFromServer(chatId, base + 10_000)).toEqual([]);
  expect(readCount()).toBe(2);

  const strangers = `direct-read-strangers-${run}`;
  await seedChat(strangers, [OTHER, 'direct-read-third'], [base]);
  await expect(readChatFromServer(strangers)).rejects.toMatchObject({
    code: 'permission-denied',
  });
  await expect(fetchMessagesFromServer(strangers, null)).rejects.toMatchObject({
    code: 'permission-denied',
  });
});

test('they answer while the listen stream is off', async () => {
  const chatId = `direct-read-silent-${run}`;
  await seedChat(chatId, [uid, OTHER], [run - 5_000]);
  await admin((store) => setDoc(doc(store, 'users', OTHER), { uid: OTHER, medals: [] }));
  // The full SDK offline: its listeners, getDoc and getDocFromServer get no answer from the
  // server; the direct reads are not on its stream.
  await disableNetwork(db());
  try {
    expect(await readChatFromServer(chatId)).toMatchObject({ id: chatId, lastMessage: 'm1' });
    expect((await fetchMessagesFromServer(chatId, null)).map((m) => m.content)).toEqual(['m1']);
    expect(await fetchUserProfileDirect(OTHER)).toMatchObject({ uid: OTHER });
  } finally {
    await enableNetwork(db());
  }
});
