/**
 * Quick Match and Practice with AI for the benchmark (functions/src/matchmaking,
 * functions/src/practice): how long people wait to be paired when many join at once, what
 * the AI debater adds over its provider's time, and what one practice debate costs.
 */
import { deleteApp, getApps as adminApps, initializeApp as adminInit } from 'firebase-admin/app';
import { getAuth as adminAuth } from 'firebase-admin/auth';
import {
  getFirestore as adminFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { POOL_REFRESH_MS } from '@/domain/matchmaking';
import { AI_ASKS } from '@/domain/practice';
import type { joinPool as joinPoolType } from '../functions/src/matchmaking/join-pool';
import { FIREBASE_SDKS, importBundled } from '../scripts/lib/bundle.mjs';
import { admin, messageId, percentile, type Client } from './clients';
import { functionsQuiet, invocationsSince, logMark } from './debates';

function adminDb() {
  return adminFirestore(admin());
}

/** The Admin SDK on `projectId`, a project of a pairing round's own (see timeToPair). */
function projectDb(projectId: string) {
  const name = `bench-pool-${projectId}`;
  return adminFirestore(
    adminApps().find((app) => app.name === name) ?? adminInit({ projectId }, name),
  );
}

/**
 * Runs `run` with `projectId` as the Admin SDK's default project, then restores the app's.
 * joinPool reaches Firestore through the db it is given, and also through the default app
 * (its quota, functions/src/safety/quota.ts): an app round's every write lands in its own
 * project this way, none in the app's.
 */
async function asDefaultProject<T>(projectId: string, run: () => Promise<T>): Promise<T> {
  await deleteApp(admin());
  adminInit({ projectId });
  try {
    return await run();
  } finally {
    await deleteApp(admin());
    admin();
  }
}

type JoinPool = typeof joinPoolType;

/**
 * joinQuickMatch's own code. functions/ is a CommonJS package whose TypeScript Playwright's
 * loader will not run as a module ('Cannot use import statement outside a module'), so it is
 * bundled as the scripts bundle the functions' code, sharing this process's firebase-admin.
 */
let joinPoolLoaded: Promise<JoinPool> | undefined;

function loadJoinPool(): Promise<JoinPool> {
  joinPoolLoaded ??= bundleJoinPool();
  return joinPoolLoaded;
}

async function bundleJoinPool(): Promise<JoinPool> {
  const mod = await importBundled('functions/src/matchmaking/join-pool.ts', {
    tsconfig: 'functions/tsconfig.json',
    external: FIREBASE_SDKS,
    name: 'bench-join-pool',
  });
  if (typeof mod.joinPool !== 'function') {
    throw new Error('joinPool not found in functions/src/matchmaking/join-pool');
  }
  return mod.joinPool as JoinPool;
}

let made = 0;

/** People with a profile (rating 1500, established), as many as asked, in parallel. */
async function people(count: number): Promise<string[]> {
  const auth = adminAuth(admin());
  return Promise.all(
    Array.from({ length: count }, async () => {
      made += 1;
      const phone = `+1558${String((Date.now() * 3 + made * 7919) % 10_000_000).padStart(7, '0')}`;
      const { uid } = await auth.createUser({ phoneNumber: phone });
      await adminDb()
        .doc(`users/${uid}`)
        .set({
          uid,
          displayName: `Pool ${made}`,
          rating: 1500,
          ratingDeviation: 60,
          createdAt: Timestamp.now(),
        });
      return uid;
    }),
  );
}

export interface PairingFigures {
  people: number;
  debates: number;
  /** People in more than one debate (must be 0). */
  twice: number;
  /** People still waiting at the end (must be 0: all are compatible). */
  waiting: number;
  p50Ms: number;
  p95Ms: number;
}

/** Each person's time to be paired, from the common start; the debates made for them. */
interface Pairings {
  matchedAt: Map<string, number>;
  chatOf: Map<string, string>;
  started: number;
}

/**
 * Runs `join` for every person at once, as the open screen does: each listens to their place
 * and joins again every POOL_REFRESH_MS until it says 'matched'. `join` answers the debate
 * it found the person, or null.
 */
async function pairEveryone(
  uids: string[],
  place: (uid: string) => DocumentReference,
  join: (uid: string, refresh: boolean) => Promise<string | null>,
): Promise<Pairings> {
  const matchedAt = new Map<string, number>();
  const chatOf = new Map<string, string>();
  const matched = (uid: string, chatId: string) => {
    if (matchedAt.has(uid)) return;
    matchedAt.set(uid, Date.now());
    chatOf.set(uid, chatId);
  };
  const stops = uids.map((uid) =>
    place(uid).onSnapshot((snap) => {
      const chatId = snap.get('chatId');
      if (snap.get('status') === 'matched' && typeof chatId === 'string') matched(uid, chatId);
    }),
  );
  const started = Date.now();
  const deadline = started + 120_000;
  try {
    await Promise.all(
      uids.map(async (uid) => {
        let refresh = false;
        while (!matchedAt.has(uid) && Date.now() < deadline) {
          const chatId = await join(uid, refresh);
          if (chatId) return matched(uid, chatId);
          refresh = true;
          await new Promise((r) => setTimeout(r, POOL_REFRESH_MS));
        }
      }),
    );
  } finally {
    for (const stop of stops) stop();
  }
  return { matchedAt, chatOf, started };
}

/** The figures of a run: every debate read back from its side, so nobody is in two. */
async function pairingFigures(
  db: Firestore,
  count: number,
  chats: string,
  { matchedAt, chatOf, started }: Pairings,
): Promise<PairingFigures> {
  const seats = new Map<string, number>();
  const chatIds = new Set(chatOf.values());
  for (const chatId of chatIds) {
    const participants = ((await db.doc(`${chats}/${chatId}`).get()).get('participants') ??
      []) as string[];
    for (const uid of participants) seats.set(uid, (seats.get(uid) ?? 0) + 1);
  }
  const times = [...matchedAt.values()].map((at) => at - started);
  return {
    people: count,
    debates: chatIds.size,
    twice: [...seats.values()].filter((n) => n > 1).length,
    waiting: count - matchedAt.size,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
  };
}

/**
 * `count` compatible people join the pool at the same instant, as that many function
 * instances would run joinQuickMatch's own code (joinPool) against the emulator's Firestore:
 * in this process, without the functions emulator, which starts one worker per call in flight
 * (two hundred at once would measure its workers starting, not the pairing). Each then acts
 * as the open screen does: listens to its place and refreshes it every POOL_REFRESH_MS until
 * it is paired. A person's time is from their tap to the moment their place says 'matched'.
 * The round runs in `projectId`, a project of its own: the emulator keeps every listen a
 * project ever had, and each write is matched against them, so a round in the app's project
 * would time the rows and rounds before it.
 */
export async function timeToPair(count: number, projectId: string): Promise<PairingFigures> {
  const joinPool = await loadJoinPool();
  return asDefaultProject(projectId, async () => {
    const db = adminDb();
    const uids = await people(count);
    const run = await pairEveryone(
      uids,
      (uid) => db.doc(`matchPool/${uid}`),
      async (uid, refresh) => {
        const { answer } = await joinPool(db, uid, { timeLimit: 15, category: null, refresh });
        return answer.status === 'matched' ? answer.chatId : null;
      },
    );
    return pairingFigures(db, count, 'chats', run);
  });
}

const FLOOR_POOL = 'benchFloorPool';
const FLOOR_CHATS = 'benchFloorChats';

/**
 * The floor for timeToPair: the same number of people joining at once, with the same
 * listeners, and the Firestore work a pairing cannot do without, done by one matchmaker that
 * never contends: each person's place is one plain write; as soon as two places are written
 * the matchmaker commits the debate and both places in one batch (no quota, profile reads,
 * transactions, rating windows, ranking, bans, blocks, names or motion; a refresh is one
 * read of the person's place). Its own collections in the same project. A person's time is
 * from their tap to the moment their place says 'matched', as the app's. The round runs in
 * `projectId`, a project of its own (as timeToPair's).
 */
export async function timeToPairFloor(count: number, projectId: string): Promise<PairingFigures> {
  const db = projectDb(projectId);
  // A new project's client connects on its first request: made here, as the app's round
  // makes it writing its people's profiles, so neither side times its connection.
  await db.collection(FLOOR_POOL).limit(1).get();
  const uids = Array.from({ length: count }, () => `floor-${db.collection(FLOOR_POOL).doc().id}`);
  const place = (uid: string) => db.collection(FLOOR_POOL).doc(uid);
  const waiting: string[] = [];
  const pairs: Promise<unknown>[] = [];
  const run = await pairEveryone(uids, place, async (uid, refresh) => {
    // A refresh reads the place, as the app's refreshing screen learns it was paired: a
    // listener that stalls (once 120 s for one of the two people here) then costs a
    // POOL_REFRESH_MS, as in the app, not the whole run.
    if (refresh) {
      const now = await place(uid).get();
      const chatId = now.get('chatId');
      return now.get('status') === 'matched' && typeof chatId === 'string' ? chatId : null;
    }
    await place(uid).set({ uid, status: 'waiting', joinedAt: Timestamp.now() });
    waiting.push(uid);
    if (waiting.length < 2) return null;
    const [a, b] = waiting.splice(0, 2) as [string, string];
    const chat = db.collection(FLOOR_CHATS).doc();
    const batch = db.batch();
    batch.set(chat, { participants: [a, b], createdAt: Timestamp.now() });
    batch.update(place(a), { status: 'matched', chatId: chat.id, opponentId: b });
    batch.update(place(b), { status: 'matched', chatId: chat.id, opponentId: a });
    const committed = batch.commit();
    pairs.push(committed);
    await committed;
    return uid === a || uid === b ? chat.id : null;
  });
  await Promise.all(pairs);
  return pairingFigures(db, count, FLOOR_CHATS, run);
}

export interface PracticeFigures {
  chatId: string;
  replies: number;
  /** Per reply: from the message's server time to the reply stored, less the provider's time. */
  overheadP50Ms: number;
  overheadP95Ms: number;
  providerP50Ms: number;
  clientReads: number;
  clientWrites: number;
  invocations: Record<string, number>;
  evaluationMs: number;
}

function millis(value: unknown): number {
  return (value as Timestamp).toMillis();
}

/**
 * One practice debate as the app drives it: startPractice, Ready, `messages` messages of the
 * person (each with its ask, as src/data/messages.ts writes them, the next one once the AI
 * has answered), the evaluation request (the AI agreed in advance) and evaluateDebate. The
 * person's client listens to the chat and its messages, as the room does.
 */
export async function practiceDebate(person: Client, messages: number): Promise<PracticeFigures> {
  await functionsQuiet();
  const mark = logMark();
  const reads0 = person.reads;
  const writes0 = person.writes;
  const { chatId } = await person.call<{ chatId: string }>('startPractice', {
    category: 'technology',
    side: 'for',
    timeLimit: 30,
  });
  const received = new Map<string, Record<string, unknown>>();
  const stops = [
    person.watchChat(chatId, () => {}),
    person.watchMessages(chatId, (id, data) => received.set(id, data)),
  ];
  let evaluationMs = 0;
  try {
    await person.call('setDebateReadiness', { chatId, ready: true });
    for (let i = 0; i < messages; i += 1) {
      const id = messageId();
      const content = `Point ${i + 1}: schools that limit phones report better focus, for example in maths.`;
      const batch = writeBatch(person.db);
      batch.set(doc(person.db, 'chats', chatId, 'messages', id), {
        senderId: person.uid,
        content,
        chatId,
        timestamp: serverTimestamp(),
        n: 1,
      });
      batch.update(doc(person.db, 'chats', chatId), {
        lastMessage: content.slice(0, 100),
        lastMessageTime: serverTimestamp(),
        lastMessageId: id,
      });
      batch.set(doc(person.db, 'chats', chatId, AI_ASKS, id), {
        messageId: id,
        at: serverTimestamp(),
      });
      person.writes += 3;
      await batch.commit();
      const deadline = Date.now() + 120_000;
      while (!received.has(`ai-${id}`)) {
        if (Date.now() > deadline) throw new Error(`No AI reply to message ${i + 1}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await person.call('setEvaluationAgreement', { chatId, agreed: true });
    const t0 = Date.now();
    await person.call('evaluateDebate', { chatId });
    evaluationMs = Date.now() - t0;
    // The room shows the result: its one read.
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    for (const stop of stops) stop();
  }
  await functionsQuiet();
  const claims = await adminDb().collection(`chats/${chatId}/aiReplies`).get();
  const overheads: number[] = [];
  const provider: number[] = [];
  for (const claim of claims.docs) {
    const c = claim.data();
    if (c.state !== 'done') continue;
    const providerMs = Number(c.providerMs);
    provider.push(providerMs);
    overheads.push(millis(c.repliedAt) - millis(c.messageAt) - providerMs);
  }
  return {
    chatId,
    replies: overheads.length,
    overheadP50Ms: percentile(overheads, 0.5),
    overheadP95Ms: percentile(overheads, 0.95),
    providerP50Ms: percentile(provider, 0.5),
    clientReads: person.reads - reads0,
    clientWrites: person.writes - writes0,
    invocations: invocationsSince(mark),
    evaluationMs,
  };
}
