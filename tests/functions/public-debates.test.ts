/**
 * Public debates on the emulators (docs/decisions/0014-arena.md §3): createDebateRequest carries
 * isPublic onto the request and acceptDebateRequest onto the chat, whose participantDetails then
 * hold no phone. A signed-in stranger ("me": the app's own data modules) lists public debates, sees
 * no phone number in them, counts as one spectator, and cannot flip a debate private or read a
 * private one.
 */
import { type DocumentData } from 'firebase-admin/firestore';
import { doc, getDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInApp } from '../data/support';
import { admin, callFunction, phoneAccount, uniquePhone, type Account } from './support';

const { db } = await import('@/data/firestore');
const { watchPublicDebates, markWatching, stopWatching, countWatching } =
  await import('@/data/public-debates');
const { watchDebateRequest } = await import('@/data/debate-requests');

setLogLevel('silent');

let me: string;
let requester: Account;
let acceptor: Account;

const REQUEST = { topic: 'Tea beats coffee', stance: 'Calmer and kinder', timeLimit: 15 };

async function create(data: Record<string, unknown>): Promise<string> {
  const answer = await callFunction('createDebateRequest', requester.idToken, {
    ...REQUEST,
    ...data,
  });
  expect(answer.status).toBe(200);
  return String(answer.body.result?.requestId);
}

async function accept(requestId: string): Promise<string> {
  const answer = await callFunction('acceptDebateRequest', acceptor.idToken, { requestId });
  expect(answer.status).toBe(200);
  return String(answer.body.result?.chatId);
}

async function data(path: string): Promise<DocumentData | undefined> {
  return (await admin().doc(path).get()).data();
}

function listPublic(): Promise<DocumentData[]> {
  return new Promise((resolve, reject) => {
    const stop = watchPublicDebates(
      me,
      (chats, complete) => {
        if (!complete) return;
        stop();
        resolve(chats);
      },
      reject,
    );
  });
}

function readRequest(id: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const stop = watchDebateRequest(
      id,
      (request) => {
        stop();
        resolve(request);
      },
      reject,
    );
  });
}

beforeAll(async () => {
  me = await signInApp(uniquePhone('+1557'));
  requester = await phoneAccount(uniquePhone('+1557'));
  acceptor = await phoneAccount(uniquePhone('+1557'));
  await admin().doc(`users/${requester.uid}`).set({ uid: requester.uid, displayName: 'Rita' });
  await admin().doc(`users/${acceptor.uid}`).set({ uid: acceptor.uid });
});

afterAll(async () => {
  const { auth } = await import('@/data/auth');
  await auth().signOut();
});

describe('isPublic', () => {
  test('is carried by the request only when exactly true (off by default)', async () => {
    const yes = await create({ isPublic: true });
    const no = await create({});
    const odd = await create({ isPublic: 'yes' });
    expect((await data(`debateRequests/${yes}`))?.isPublic).toBe(true);
    expect((await data(`debateRequests/${no}`))?.isPublic).toBe(false);
    expect((await data(`debateRequests/${odd}`))?.isPublic).toBe(false);
    for (const id of [yes, no, odd]) await admin().doc(`debateRequests/${id}`).delete();
  });

  test('a public debate is listed to a stranger without any phone number', async () => {
    const chatId = await accept(await create({ isPublic: true }));
    const chat = await data(`chats/${chatId}`);
    expect(chat?.isPublic).toBe(true);
    expect(Object.keys(chat?.participantDetails ?? {})).toHaveLength(2);
    expect(JSON.stringify(chat?.participantDetails)).not.toMatch(/phoneNumber|\+1557/);

    const listed = await listPublic();
    expect(listed.map((c) => c.id)).toContain(chatId);
    const text = JSON.stringify(listed);
    console.log(
      `public debates listed to a stranger: ${listed.length}; phone numbers in them: ${
        [requester.phone, acceptor.phone].filter((p) => text.includes(p)).length
      }`,
    );
    expect(text).not.toContain(requester.phone);
    expect(text).not.toContain(acceptor.phone);
    // The matched request (which names the acceptor's phone) stays its owner's.
    const requestId = String(chat?.debateRequestId);
    expect(await readRequest(requestId)).toBeNull();

    // Nobody but the functions flips it: not a stranger.
    await expect(updateDoc(doc(db(), 'chats', chatId), { isPublic: false })).rejects.toThrow();
    expect((await data(`chats/${chatId}`))?.isPublic).toBe(true);
  });

  test('a stranger counts once as watching, and leaving takes it back', async () => {
    const chatId = await accept(await create({ isPublic: true }));
    expect(await countWatching(chatId)).toBe(0);
    await markWatching(chatId, me);
    expect(await countWatching(chatId)).toBe(1);
    // A second beat within 30 s is refused: one account cannot churn writes.
    await expect(markWatching(chatId, me)).rejects.toThrow();
    expect(await countWatching(chatId)).toBe(1);
    await stopWatching(chatId, me);
    expect(await countWatching(chatId)).toBe(0);
  });

  test('a private debate stays its debaters’ own, with their phones', async () => {
    const chatId = await accept(await create({}));
    const chat = await data(`chats/${chatId}`);
    expect(chat?.isPublic).toBe(false);
    expect(JSON.stringify(chat?.participantDetails)).toContain(acceptor.phone);
    await expect(getDoc(doc(db(), 'chats', chatId))).rejects.toThrow();
    await expect(markWatching(chatId, me)).rejects.toThrow();
    expect((await listPublic()).map((c) => c.id)).not.toContain(chatId);
  });
});
