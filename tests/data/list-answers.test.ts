/**
 * The app's live lists started offline (src/data/list-answers.ts): the cache's empty answer is
 * not complete, and once the network is back the server's answer says the list is known even
 * when it only confirms that empty list (no document changed). Without it a screen that holds
 * back an offline empty answer (Browse, the bell, public debates, contacts, the chat list)
 * waited for good.
 */
import {
  disableNetwork,
  doc,
  enableNetwork,
  setDoc,
  setLogLevel,
  Timestamp,
} from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { watchMyChats } from '@/data/chats';
import { watchContacts } from '@/data/contacts';
import { watchDebateRequest, watchDebateRequests } from '@/data/debate-requests';
import { db } from '@/data/firestore';
import { watchNotifications } from '@/data/notifications';
import { watchPublicDebates } from '@/data/public-debates';
import { adminEnvironment, signInApp, until } from './support';

setLogLevel('silent');

let env: RulesTestEnvironment;
let uid: string;

beforeAll(async () => {
  env = await adminEnvironment();
  uid = await signInApp(`+1558${String(Date.now()).slice(-7)}`);
});

afterAll(async () => {
  await enableNetwork(db());
  await env.cleanup();
});

type Answer = (size: number, complete: boolean) => void;
type Fail = (error: Error) => void;

const lists: [string, (on: Answer, fail: Fail) => () => void][] = [
  ['chats', (on, fail) => watchMyChats(uid, (l, c) => on(l.length, c), fail)],
  ['contacts', (on, fail) => watchContacts(uid, (l, c) => on(l.length, c), fail)],
  ['debate requests', (on, fail) => watchDebateRequests(uid, (l, c) => on(l.length, c), fail)],
  ['notifications', (on, fail) => watchNotifications(uid, (l, c) => on(l.length, c), fail)],
  ['public debates', (on, fail) => watchPublicDebates(uid, (l, c) => on(l.length, c), fail)],
];

test('every list started offline is known once the server answers, though nothing changed', async () => {
  await disableNetwork(db());
  const answers = new Map<string, { size: number; complete: boolean }[]>();
  const errors: Error[] = [];
  const stops = lists.map(([name, watch]) => {
    answers.set(name, []);
    return watch(
      (size, complete) => answers.get(name)!.push({ size, complete }),
      (error) => errors.push(error),
    );
  });
  const known = () => [...answers].filter(([, got]) => got.some((a) => a.complete)).map(([n]) => n);
  try {
    // Offline: whatever the cache says, no list is known.
    await new Promise((r) => setTimeout(r, 500));
    expect(known()).toEqual([]);
    await enableNetwork(db());
    await until(() => known().length === lists.length, 15_000).catch(() => undefined);
    expect(known()).toEqual(lists.map(([name]) => name));
    expect(errors).toEqual([]);
  } finally {
    for (const stop of stops) stop();
  }
});

test('a debate request opened offline is not "not found": its answer waits for the server', async () => {
  const requestId = `offline-join-${Date.now()}`;
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'debateRequests', requestId), {
      userId: 'someone-else',
      userPhone: '+15550001111',
      topic: 'Offline links wait for the network',
      stance: 'They do.',
      timeLimit: 15,
      status: 'pending',
      timestamp: Timestamp.now(),
    });
  });
  await disableNetwork(db());
  const answers: (string | null)[] = [];
  const errors: Error[] = [];
  const stop = watchDebateRequest(
    requestId,
    (request) => answers.push(request?.id ?? null),
    (error) => errors.push(error),
  );
  try {
    await new Promise((r) => setTimeout(r, 500));
    expect(answers).toEqual([]);
    await enableNetwork(db());
    await until(() => answers.length > 0, 15_000);
    expect(answers).toEqual([requestId]);
    expect(errors).toEqual([]);
  } finally {
    stop();
  }
});
