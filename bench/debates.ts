/**
 * Whole debates driven as the app drives them (bench/clients.ts): the cost of one
 * (docs/decisions/0016-performance.md §4) and many at once (§5). Function invocations are counted
 * in the emulators' output (DA_EMULATOR_LOG, set by scripts/bench/run.mjs): one "Beginning
 * execution of" line each.
 */
import { readFileSync, statSync } from 'node:fs';
import { getApps as adminApps, initializeApp as adminInit } from 'firebase-admin/app';
import { getFirestore as adminFirestore, Timestamp } from 'firebase-admin/firestore';
import { admin, client, messageId, percentile, projectClient, type Client } from './clients';

function adminDb() {
  return adminFirestore(admin());
}

/** Where the emulators' output ends now: count invocations after it. */
export function logMark(): number {
  const file = process.env.DA_EMULATOR_LOG;
  return file ? statSync(file).size : 0;
}

/** Function invocations by name since `mark`, from the emulators' output. */
export function invocationsSince(mark: number): Record<string, number> {
  const file = process.env.DA_EMULATOR_LOG;
  if (!file) throw new Error('DA_EMULATOR_LOG is not set: run the bench with npm run bench');
  const text = readFileSync(file).subarray(mark).toString('utf8');
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/Beginning execution of "(?:[\w-]+-)?(\w+)"/g)) {
    const name = match[1] as string;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/**
 * Waits until the emulators start no function for `quietMs` (at most `maxMs`): triggers of
 * earlier writes (an account's set-up) run late on a loaded machine and must not be counted.
 */
export async function functionsQuiet(quietMs = 5000, maxMs = 90_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  const mark = logMark();
  let count = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = sum(invocationsSince(mark));
    if (now !== count) {
      count = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const sum = (counts: Record<string, number>) =>
  Object.values(counts).reduce((a, b) => a + b, 0);

async function until<T>(what: string, read: () => T | undefined, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A debater's readiness or agreement: the callables of docs/decisions/0013-chat.md §1 when the
 * functions have them, else the direct write the rules allowed before.
 */
async function setFlag(
  who: Client,
  chatId: string,
  callable: 'setDebateReadiness' | 'setEvaluationAgreement',
  field: 'participantReadiness' | 'evaluationReadiness',
  extra: Record<string, unknown> = {},
): Promise<void> {
  const data = callable === 'setDebateReadiness' ? { ready: true } : { agreed: true };
  try {
    await who.call(callable, { chatId, ...data });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (!/not-found|internal|unimplemented/.test(code)) throw error;
    if (Object.keys(extra).length) {
      await adminDb().doc(`chats/${chatId}`).update(extra);
    }
    await who.setField(chatId, field, who.uid, true);
  }
}

export interface DebateCost {
  chatId: string;
  clientReads: number;
  clientWrites: number;
  invocations: Record<string, number>;
  /** Invocations while the messages were sent (one batch each), notifyNewMessages included. */
  messageInvocations: Record<string, number>;
  /** The evaluateDebate call, as its caller waited for it. */
  evaluationMs: number;
}

/**
 * request → accept → both ready → `messages` messages (one batch each, alternating) →
 * request, agree, evaluate. `onStarted` runs once the debate has started (the bench opens
 * the room in the app there).
 */
export async function scriptedDebate(
  a: Client,
  b: Client,
  {
    messages = 40,
    onStarted,
  }: { messages?: number; onStarted?: (chatId: string) => Promise<void> } = {},
): Promise<DebateCost> {
  await functionsQuiet();
  const mark = logMark();
  let messageInvocations: Record<string, number> = {};
  let evaluationMs = 0;
  const reads0 = a.reads + b.reads;
  const writes0 = a.writes + b.writes;
  const { requestId } = await a.call<{ requestId: string }>('createDebateRequest', {
    topic: 'Should cities ban private cars from their centres?',
    stance: 'Yes: streets are for people',
    timeLimit: 15,
    isPublic: false,
  });
  const { chatId } = await b.call<{ chatId: string }>('acceptDebateRequest', { requestId });
  // Both debaters sit in the room: the chat and its messages, live.
  const chats = new Map<Client, Record<string, unknown> | undefined>();
  const received = new Map<Client, Set<string>>([
    [a, new Set()],
    [b, new Set()],
  ]);
  const stops = [a, b].flatMap((who) => [
    who.watchChat(chatId, (data) => chats.set(who, data)),
    who.watchMessages(chatId, (id) => received.get(who)?.add(id)),
  ]);
  try {
    await setFlag(a, chatId, 'setDebateReadiness', 'participantReadiness');
    await setFlag(b, chatId, 'setDebateReadiness', 'participantReadiness');
    await until('the debate to start', () =>
      chats.get(a)?.debateStatus === 'in_progress' && chats.get(b)?.debateStatus === 'in_progress'
        ? true
        : undefined,
    );
    await onStarted?.(chatId);
    const messagesMark = logMark();
    for (let i = 0; i < messages; i++) {
      const from = i % 2 ? b : a;
      await from.send(chatId, [
        `Argument ${i + 1}: ${'evidence and reasons '.repeat(4 + (i % 5))}`,
      ]);
    }
    await until('every message on both sides', () =>
      received.get(a)?.size === messages && received.get(b)?.size === messages ? true : undefined,
    );
    // Triggers the batches started have begun within a moment.
    await new Promise((r) => setTimeout(r, 3000));
    messageInvocations = invocationsSince(messagesMark);
    await setFlag(a, chatId, 'setEvaluationAgreement', 'evaluationReadiness', {
      evaluationRequested: true,
    });
    await setFlag(b, chatId, 'setEvaluationAgreement', 'evaluationReadiness');
    const evaluationStarted = Date.now();
    await a.call('evaluateDebate', { chatId });
    evaluationMs = Date.now() - evaluationStarted;
    await until('the verdict on both sides', () =>
      chats.get(a)?.winner !== undefined && chats.get(b)?.winner !== undefined ? true : undefined,
    );
  } finally {
    stops.forEach((stop) => stop());
  }
  // Triggers the last writes started finish within a moment.
  await new Promise((r) => setTimeout(r, 3000));
  return {
    chatId,
    clientReads: a.reads + b.reads - reads0,
    clientWrites: a.writes + b.writes - writes0,
    invocations: invocationsSince(mark),
    messageInvocations,
    evaluationMs,
  };
}

export interface ManyDebatesFigures {
  debates: number;
  /** evaluateDebate calls that answered (not an error), of `debates`. */
  answered: number;
  messages: number;
  p50Ms: number;
  p95Ms: number;
  lost: number;
  duplicated: number;
  evaluated: number;
  evaluationP95Ms: number;
  wallMs: number;
}

interface Pair {
  a: Client;
  b: Client;
  chatId: string;
}

/** The debate room's chat document for a pair, running since a second ago. */
function runningDebate<T>(a: Client, b: Client, at: (millis: number) => T) {
  return {
    participants: [a.uid, b.uid],
    participantDetails: {
      [a.uid]: { phoneNumber: a.phone },
      [b.uid]: { phoneNumber: b.phone },
    },
    isDebate: true,
    status: 'active',
    createdAt: at(Date.now()),
    debateTopic: 'Is remote work better for cities?',
    creatorStance: 'Yes',
    debateTimeLimit: 15,
    debateStartTime: at(Date.now() - 1000),
    debateEndTime: at(Date.now() + 15 * 60_000),
    debateStatus: 'in_progress',
    participantReadiness: { [a.uid]: true, [b.uid]: true },
  };
}

/**
 * Every pair argues at once, `perDebate` messages each (alternating, one batch each, ~250 ms
 * apart per side): the time from a send to the other side's snapshot, and whether every
 * message arrived exactly once.
 */
async function argue(pairs: readonly Pair[], perDebate: number) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const arrivals = new Map<string, number>();
  const stops = pairs.flatMap(({ a, b, chatId }) =>
    [a, b].map((who) =>
      who.watchMessages(chatId, (id, data) => {
        if (data.senderId === who.uid) return;
        arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
        const sent = sentAt.get(id);
        if (sent !== undefined && arrivals.get(id) === 1) latencies.push(Date.now() - sent);
      }),
    ),
  );
  const sentIds: string[] = [];
  await Promise.all(
    pairs.map(async ({ a, b, chatId }, p) => {
      await new Promise((r) => setTimeout(r, (p * 37) % 250));
      for (let i = 0; i < perDebate; i++) {
        const from = i % 2 ? b : a;
        const id = messageId();
        sentAt.set(id, Date.now());
        sentIds.push(id);
        await from.send(chatId, [`Point ${i + 1} of debate ${p}: reasons and evidence`], [id]);
        await new Promise((r) => setTimeout(r, 125));
      }
    }),
  );
  const expected = pairs.length * perDebate;
  const deadline = Date.now() + 120_000;
  while (arrivals.size < expected && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  stops.forEach((stop) => stop());
  return {
    expected,
    latencies,
    lost: sentIds.filter((id) => !arrivals.has(id)).length,
    duplicated: [...arrivals.values()].filter((n) => n > 1).length,
  };
}

/**
 * The emulator keeps every listen a project ever had: each write there is matched against
 * the listens of earlier rounds too, though their clients unsubscribed and closed (measured:
 * 50 listens a round, and the same round's emulator CPU grew 7 → 16 s over 8 rounds in one
 * project, and stayed at 3–4 s with a project per round). A later round would time the rounds
 * before it. So each series round gets a project of its own (`projectId`): the app's rules
 * (`rules`) or rules that allow everything, loaded with the emulator's rules endpoint.
 */
async function loadRules(projectId: string, rules: 'app' | 'open'): Promise<void> {
  const host = `127.0.0.1:${process.env.DA_FIRESTORE_PORT || 8080}`;
  const content =
    rules === 'app'
      ? readFileSync('firestore.rules', 'utf8')
      : [
          "rules_version = '2';",
          'service cloud.firestore {',
          '  match /databases/{database}/documents {',
          '    match /{document=**} { allow read, write: if true; }',
          '  }',
          '}',
        ].join('\n');
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: `${rules}.rules`, content }] } }),
  });
  if (!response.ok) throw new Error(`${rules} rules: ${response.status} ${await response.text()}`);
}

/**
 * Send→other side p95 of `count` debates arguing at once in a new project (`projectId`, see
 * loadRules), `perDebate` messages each: with the app's rules (each client signed in as its
 * debater; the rules read the chat, bans and blocks as in the app's project), or, as the floor,
 * with rules that allow everything, so what is left is the emulator, the SDK and the machine.
 * The arguing starts once no function has started for 5 s (the app's triggers of the rounds
 * before must not load this one's).
 */
async function seriesP95(
  rules: 'app' | 'open',
  projectId: string,
  count: number,
  perDebate: number,
): Promise<number> {
  await loadRules(projectId, rules);
  const pairs = await Promise.all(
    Array.from({ length: count }, async (_, i): Promise<Pair> => {
      const [a, b] = [projectClient(projectId), projectClient(projectId)];
      const chatId = `bench-many-${Date.now().toString(36)}-${i}`;
      await projectAdmin(projectId)
        .doc(`chats/${chatId}`)
        .set(runningDebate(a, b, (ms) => Timestamp.fromMillis(ms)));
      return { a, b, chatId };
    }),
  );
  try {
    await functionsQuiet();
    return percentile((await argue(pairs, perDebate)).latencies, 0.95);
  } finally {
    await Promise.all(pairs.flatMap(({ a, b }) => [a.close(), b.close()]));
  }
}

/** The Admin SDK on `projectId` (one app per project). */
function projectAdmin(projectId: string) {
  const name = `bench-admin-${projectId}`;
  return adminFirestore(
    adminApps().find((app) => app.name === name) ?? adminInit({ projectId }, name),
  );
}

/** The many-debates floor: see seriesP95 (rules that allow everything). */
export function manyDebatesFloor(count: number, perDebate: number, projectId: string) {
  return seriesP95('open', projectId, count, perDebate);
}

/** The app's side of the many-debates ratio rows: see seriesP95 (the app's rules). */
export function manyDebatesP95(count: number, perDebate: number, projectId: string) {
  return seriesP95('app', projectId, count, perDebate);
}

/**
 * `count` pairs of app clients in running debates. Each new account's set-up triggers (its
 * profile, search index, leaderboard) and an earlier round's evaluations run in the
 * functions for seconds after: the arguing starts once no function has started for 5 s, so a
 * round measures its messages, not the round before's tail.
 */
async function appPairs(count: number): Promise<Pair[]> {
  const db = adminDb();
  const pairs = await Promise.all(
    Array.from({ length: count }, async (_, i): Promise<Pair> => {
      const [a, b] = await Promise.all([client({ name: `Ada ${i}` }), client({ name: `Bo ${i}` })]);
      const chatId = `bench-many-${Date.now().toString(36)}-${i}`;
      await db.doc(`chats/${chatId}`).set(runningDebate(a, b, (ms) => Timestamp.fromMillis(ms)));
      return { a, b, chatId };
    }),
  );
  await functionsQuiet();
  return pairs;
}

/**
 * `count` debates at once, 2 clients each, `perDebate` messages each (argue), then all
 * evaluations at once to their results.
 */
export async function manyDebates(count: number, perDebate = 20): Promise<ManyDebatesFigures> {
  const db = adminDb();
  const pairs = await appPairs(count);
  const started = Date.now();
  const { expected, latencies, lost, duplicated } = await argue(pairs, perDebate);

  // All evaluations at once.
  const evalTimes: number[] = [];
  await Promise.all(
    pairs.map(({ chatId, a, b }) =>
      db.doc(`chats/${chatId}`).update({
        evaluationRequested: true,
        evaluationReadiness: { [a.uid]: true, [b.uid]: true },
        status: 'completed',
      }),
    ),
  );
  const results = await Promise.allSettled(
    pairs.map(async ({ a, chatId }) => {
      const t0 = Date.now();
      await a.call('evaluateDebate', { chatId });
      evalTimes.push(Date.now() - t0);
    }),
  );
  const stored = await Promise.all(
    pairs.map(({ chatId }) => db.doc(`debateResults/${chatId}`).get()),
  );
  const evaluated = stored.filter((s) => s.exists).length;
  await Promise.all(pairs.flatMap(({ a, b }) => [a.close(), b.close()]));
  const failures = results.filter((r) => r.status === 'rejected');
  if (failures.length) console.warn(`${failures.length} evaluations failed:`, failures[0]);
  return {
    debates: count,
    answered: results.length - failures.length,
    messages: expected,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    lost,
    duplicated,
    evaluated,
    evaluationP95Ms: percentile(evalTimes, 0.95),
    wallMs: Date.now() - started,
  };
}
