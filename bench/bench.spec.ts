/**
 * `npm run bench`: measures the production build against the emulators on this machine and
 * writes bench/results.json. Figures are ratios to the floor (bench/floor) where they can be.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { searchIndexDoc } from '@/domain/search';
import { callFunction, phoneAccount } from '../tests/functions/support';
import { startFakeJudgeServer, type FakeJudgeServer } from '../tests/support/fake-judge-server';
import { databaseName, pendingOrder, sentOrder } from '@/offline/db';
import { OUTBOX_BATCH_SIZE } from '@/domain/limits';
import { lastMessageOf } from '@/domain/chat-list';
import { batchPlace } from '@/domain/message-batch';
import { adminDb, uidForPhone } from '../tests/e2e/support/admin';
import { client } from './clients';
import {
  functionsQuiet,
  manyDebates,
  manyDebatesFloor,
  manyDebatesP95,
  scriptedDebate,
  sum,
} from './debates';
import { calibrationText, lighthouse, signedInProfile } from './lighthouse';
import { costPerThousand, PRICES_AS_OF } from './prices';
import { mergePartial, performancePage, type BenchReport } from './performance-page';
import { practiceDebate, timeToPair, timeToPairFloor, type PairingFigures } from './quick-match';
import { DEMO_DEBATER_MODEL } from '@/domain/practice';
import { ratingFields } from '@/domain/rating';
import { backgroundTriggers } from '../tests/support/emulator-hub';
import { FIREBASE_SDKS, importBundled } from '../scripts/lib/bundle.mjs';
import type { evaluateDebate as EvaluateDebate } from '../functions/src/evaluation/evaluate-debate';
import { signIn } from '../tests/e2e/support/sign-in';
import { authPort, firestorePort } from '../tests/e2e/support/emulators';
import {
  gzipBytes,
  idbWaitEmpty,
  idbPut,
  jsHeapAfterGc,
  median,
  pageReads,
  resetPageReads,
  recordScripts,
  scriptsSettled,
  sourceBytes,
  type Row,
} from './support';

/** functions/src/evaluation/judge-env.ts's emulator-only judge override (a CommonJS module here). */
const EMULATOR_JUDGES_DOC = 'emulatorConfig/judges';
/** The evaluation rows' debate: long enough on both sides to be judged at all. */
const EVALUATED_DEBATE: [sender: 'ada' | 'grace', content: string][] = [
  [
    'ada',
    'Private cars cause most urban air pollution: road traffic produces about 39% of NO2 in cities, for example near schools, where children breathe it every day.',
  ],
  [
    'grace',
    'Buses need roads anyway, and many people cannot reach work or a hospital without a car, so a ban would hurt exactly the people who have no other way.',
  ],
  [
    'ada',
    'A bus carries 40 people in the space of 3 cars, and cities such as Oslo that cut car traffic saw fewer asthma admissions and faster buses for everyone.',
  ],
  [
    'grace',
    'Oslo is rich and small. Most cities would need years of new lines first, and until then a ban only moves the traffic and the pollution to the suburbs.',
  ],
];
/**
 * A scripted judge server, with the emulator's functions pointed at it (its judges' time-out
 * `timeoutMs`, no retries); delete EMULATOR_JUDGES_DOC and close it after.
 */
async function judgesPointedAt(timeoutMs = 20_000): Promise<FakeJudgeServer> {
  const fake = await startFakeJudgeServer();
  await adminDb()
    .doc(EMULATOR_JUDGES_DOC)
    .set({
      JUDGE_BASE_URL: fake.baseURL,
      JUDGE_TIMEOUT_MS: String(timeoutMs),
      JUDGE_MAX_RETRIES: '0',
    });
  return fake;
}

type Debater = Awaited<ReturnType<typeof phoneAccount>>;

/** New phone accounts with profiles of these names (the judges' prompt names the debaters). */
async function withProfiles<const Names extends readonly string[]>(
  names: Names,
): Promise<{ [K in keyof Names]: Debater }> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const accounts = await Promise.all(
    names.map(async (name) => {
      const who = await phoneAccount();
      await adminDb().doc(`users/${who.uid}`).set({
        uid: who.uid,
        phoneNumber: who.phone,
        displayName: name,
        createdAt: Timestamp.now(),
        lastActive: Timestamp.now(),
      });
      return who;
    }),
  );
  return accounts as { [K in keyof Names]: Debater };
}

/**
 * A running debate of `ada` (its creator) and `grace`, both agreed to evaluate, seeded with
 * EVALUATED_DEBATE's messages, or `messages` of its own.
 */
async function seedEvaluatedDebate(
  ada: Debater,
  grace: Debater,
  chatId: string,
  options: { isPublic?: boolean; messages?: number } = {},
): Promise<void> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const db = adminDb();
  const ref = db.doc(`chats/${chatId}`);
  await ref.set({
    participants: [ada.uid, grace.uid],
    participantDetails: {
      [ada.uid]: { phoneNumber: ada.phone },
      [grace.uid]: { phoneNumber: grace.phone },
    },
    isDebate: true,
    ...(options.isPublic ? { isPublic: true } : {}),
    status: 'completed',
    createdAt: Timestamp.now(),
    debateTopic: 'Should cities ban private cars?',
    creatorStance: 'Yes',
    debateTimeLimit: 15,
    debateStartTime: Timestamp.fromMillis(Date.now() - 600_000),
    debateEndTime: Timestamp.fromMillis(Date.now() + 300_000),
    debateStatus: 'in_progress',
    participantReadiness: { [ada.uid]: true, [grace.uid]: true },
    evaluationRequested: true,
    evaluationReadiness: { [ada.uid]: true, [grace.uid]: true },
  });
  // Two messages and over 40 words a side: a shorter debate ends 'No contest' without a
  // judge (src/domain/judging/no-contest.ts), and would measure nothing.
  const count = options.messages ?? EVALUATED_DEBATE.length;
  const writer = db.bulkWriter();
  for (let i = 0; i < count; i++) {
    const [sender, content] = EVALUATED_DEBATE[i % EVALUATED_DEBATE.length]!;
    const who = sender === 'ada' ? ada : grace;
    void writer.set(ref.collection('messages').doc(`m${i}`), {
      senderId: who.uid,
      senderPhone: who.phone,
      content,
      chatId,
      timestamp: Timestamp.fromMillis(Date.now() - 590_000 + i * 100),
    });
  }
  await writer.close();
}

/** Both readings of each judge (the order check seats the sides both ways, at once), after its latency. */
function scriptJudges(fake: FakeJudgeServer, latencies: Record<string, number>) {
  for (const [model, delayMs] of Object.entries(latencies)) {
    const reading = {
      delayMs,
      verdict: {
        winner: 'Ada',
        analysis: 'Evidence won.',
        participant1Stance: 'Ban',
        participant2Stance: 'Keep',
        winnerReason: 'Evidence',
        loserReason: 'Evidence',
        confidence: 80,
      },
    };
    fake.script(model, [reading, reading]);
  }
}

/** The scripted judges' models and latencies for the debates the bench runs through. */
const JUDGE_MODELS: Record<string, number> = { 'gpt-4': 600, 'deepseek-chat': 900, 'grok-3': 1200 };
const root = path.resolve(import.meta.dirname, '..');
const appDist = process.env.APP_DIST ?? path.join(root, 'dist');
const floorDist = path.join(root, 'bench/floor/dist');
const rows: Row[] = [];
const FRAME_BUDGET_MS = 16.7;
const FRAME_JITTER_MS = 0.5;
const results: Record<string, unknown> = {};

function row(
  figure: string,
  value: string,
  budget: string,
  ok: boolean | null,
  raw?: Record<string, unknown>,
) {
  rows.push({ figure, value, budget, ok, raw });
  results[figure] = { value, budget, ok, ...raw };
  // As measured too: a run stopped part-way still shows what it got.
  console.log(
    `[row] ${ok === null ? ' ' : ok ? '✔' : '✘'} ${figure}: ${value} (budget ${budget || '—'})`,
  );
}

/**
 * Runs a measurement whose failure must not stop the run (the tests share the table, so a
 * failed one would skip the rest): its error becomes a ✘ row.
 */
async function guarded(figure: string, measure: () => Promise<void>): Promise<void> {
  try {
    await measure();
  } catch (error) {
    // The row says what failed; the stack says where.
    console.error(error);
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    row(figure, `not measured: ${message?.slice(0, 160)}`, '', false);
  }
}

/**
 * Serves a built floor on an origin of its own. `spa`: a path with no file gets index.html
 * (the signed-in floor is opened at any path, as the app is).
 */
function serveStatic(
  dir: string,
  { spa = false, cacheAssets = false }: { spa?: boolean; cacheAssets?: boolean } = {},
): Promise<{ server: Server; origin: string }> {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      let file = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
      if (spa && !existsSync(path.join(dir, file))) file = 'index.html';
      try {
        const body = readFileSync(path.join(dir, file));
        const type = file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.html')
            ? 'text/html'
            : 'application/octet-stream';
        res.writeHead(200, {
          'content-type': type,
          // Hashed names: a visit's copy serves the next, as the app's worker serves its own.
          ...(cacheAssets && file.startsWith('assets/')
            ? { 'cache-control': 'public, max-age=31536000, immutable' }
            : {}),
        });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

const floorListDist = path.join(root, 'bench/floor/list/dist');
const floorSignedInDist = path.join(root, 'bench/floor/signed-in/dist');

/**
 * The signed-in Lighthouse rows' floor, run as they are (the same calibration, a profile
 * signed in first): bench/floor/signed-in, React 19 with firebase Auth restoring the stored
 * sign-in and one Firestore listener, on the same emulators. What this stack's own start
 * costs on this machine, beside the app's pages (stated: the app's rows keep their budget).
 */
async function floorLighthouse(): Promise<void> {
  // Its bundle from the HTTP cache on every run, as the app's scripts come from its worker
  // after the first: Lighthouse's simulation gives a cached script no download time, and an
  // uncached 720 KB bundle at its 1.6 Mbit/s put the floor's first paint after all its work.
  const floor = await serveStatic(floorSignedInDist, { spa: true, cacheAssets: true });
  // Not at /: the Lighthouse runs take a page at / for the app's sign-in page (not signed in).
  const url = `${floor.origin}/floor?auth=${authPort}&firestore=${firestorePort}`;
  try {
    const profile = await signedInProfile(async (page) => {
      await signIn(page);
      await page.goto(url);
      await expect(page.getByText(/^Signed in: /)).toBeVisible();
    }, floor.origin);
    try {
      const run = await lighthouse(url, { userDataDir: profile, label: 'signed-in-floor' });
      const tbt = run.blocking.map((b) => b.tbt);
      const { performance: perf } = run.scores;
      row(
        "Lighthouse mobile on the floor, signed in (React 19, firebase Auth and one Firestore listener): Total Blocking Time, and its traces' long tasks by wall and by CPU time",
        `${median(tbt)} ms (runs ${tbt.join(', ')}); tasks past 50 ms at ${run.cpuSlowdown}×: ${median(run.blocking.map((b) => b.trace.byWall))} ms by wall time, ${median(run.blocking.map((b) => b.trace.byCpu))} ms by CPU time (medians); its score ${perf.median} (not a bar)`,
        'stated',
        null,
        { runs: perf.runs, blocking: run.blocking, cpuSlowdown: run.cpuSlowdown },
      );
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  } finally {
    floor.server.close();
  }
}

/**
 * Opening a chat may take this many times a bare virtual list of the same Dexie rows: the bar
 * the absolute budget set before (150 ms) over this machine's floor (14–15 ms). The app's side
 * also routes, renders its header and composer, and starts the chat's server side (in the
 * frame after the first paint, src/features/conversation/use-chat-screen.ts).
 */
const OPEN_FLOOR_RATIO = 10;

/**
 * How many times the chat is opened on each side (the rows compare medians). The app's runs
 * spread widely (53–158 ms in one run, after a first of about 360 ms), and with seven runs a
 * side the ratio of the medians was 5.2–11.5 × over four runs. Until the sync session carried
 * on across screens, each open also restarted the chat list's, the outbox's and the read
 * marks' listeners (15 runs: 5.7–11.5 × over four full runs; since: 6.6–6.7 × in two partial
 * runs).
 */
const OPEN_RUNS = 15;

/**
 * The chat-open floor, measured in the same run: the same messages in a Dexie table shaped like
 * the app's, shown by a bare React virtual list (bench/floor/list), timed the same way: from
 * the tap that opens it to the mark in the frame after its first render, OPEN_RUNS times.
 */
async function floorFirstPaints(
  browser: Browser,
  messages: readonly FloorMessage[],
): Promise<number[]> {
  const floor = await floorList(browser, messages);
  try {
    const page = await floor.context.newPage();
    await page.goto(`${floor.url}&tap`);
    const runs: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run++) {
      runs.push(
        await page.evaluate(async () => {
          performance.clearMarks('floor-first-paint');
          const button = document.querySelector('button') as HTMLButtonElement;
          const t0 = performance.now();
          button.click();
          for (;;) {
            const mark = performance.getEntriesByName('floor-first-paint').at(-1);
            if (mark) return mark.startTime - t0;
            await new Promise((r) => setTimeout(r, 5));
          }
        }),
      );
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Open' }).waitFor();
    }
    return runs;
  } finally {
    await floor.close();
  }
}

/**
 * The message-list floor (bench/floor/list) served in a context of its own, its Dexie table
 * holding `messages`; `url` shows their chat.
 */
async function floorList(browser: Browser, messages: readonly FloorMessage[]) {
  const server = await serveStatic(floorListDist);
  const context = await browser.newContext();
  const url = `${server.origin}/?chat=${encodeURIComponent(messages[0]?.chatId ?? '')}`;
  const close = async () => {
    await context.close();
    server.server.close();
  };
  try {
    const setup = await context.newPage();
    await setup.goto(`${url}&tap`);
    await setup.locator('body[data-db="open"]').waitFor({ state: 'attached' });
    for (let i = 0; i < messages.length; i += 1000) {
      await idbPut(setup, 'floor-list', 'messages', messages.slice(i, i + 1000));
    }
    await setup.close();
  } catch (error) {
    await close();
    throw error;
  }
  return { context, url, close };
}

/** 25 debates' message latency may be this many times the floor's (bench/debates.ts). */
const MANY_DEBATES_FLOOR_RATIO = 6;
/** From 5 to 25 debates their p95 may grow this many times as much as the floor’s p95. */
const MANY_DEBATES_GROWTH_RATIO = 2;
/** How many times each p95 of the two ratio rows is measured (their medians are compared). */
const MANY_DEBATES_ROUNDS = 3;

/** A message as the message-list floor stores it (bench/floor/list/main.tsx). */
interface FloorMessage {
  id: string;
  chatId: string;
  order: string;
  senderId: string;
  content: string;
}

/** A cold start may take this many times the floor's: a bare list page reading Dexie. */
const COLD_FLOOR_RATIO = 5;

/** How many cold starts each side makes (the rows compare medians; five left 3.9–4.7 ×). */
const COLD_RUNS = 9;

/**
 * The cold-start floor, measured in the same run: the message-list floor (bench/floor/list)
 * loaded in a new page of one context, each start timed from navigation to the mark in the
 * frame after it drew the chat's messages from Dexie. `start()` makes one; the app's cold
 * starts take turns with it, so a machine that slows down during the test slows both sides.
 */
async function floorColdStarts(browser: Browser, messages: readonly FloorMessage[]) {
  const floor = await floorList(browser, messages);
  const start = async (): Promise<number> => {
    const cold = await floor.context.newPage();
    await cold.goto(floor.url);
    const ms = await cold.evaluate(async () => {
      for (;;) {
        const mark = performance.getEntriesByName('floor-first-paint')[0];
        if (mark) return mark.startTime;
        await new Promise((r) => setTimeout(r, 5));
      }
    });
    await cold.close();
    return ms;
  };
  return { start, close: floor.close };
}

/**
 * The demo judge's verdict may take this many times reading its prompt (a fraction of a
 * millisecond): the judging is several passes over the same words
 * (scripts/judge-server/heuristic.ts); 40 × to 89 × here.
 */
const DEMO_JUDGE_FLOOR_RATIO = 100;
/** The demo judge's row: batches of at least this many ms, and this many of each. */
const DEMO_JUDGE_BATCH_MS = 10;
const DEMO_JUDGE_TURNS = 15;

/**
 * Quick Match's p95 time to pair may be this many times the floor's: the same people's
 * places written and paired by one matchmaker that never contends (bench/quick-match.ts).
 * The app's pairing is many callers at once, each reading the pool and reaching for
 * partners others may take, and a person not paired at once waits for their screen's next
 * refresh (POOL_REFRESH_MS). Measured here (medians of PAIRING_ROUNDS, each round in a
 * project of its own): 6.3–6.7 × at 2 people, 8.9–9.8 × at 20, 13.1–16.3 × at 200 (7.7–9.0 s
 * against 0.55–0.6 s). The budget was 15 × while the floor's timing held its client's
 * connection (10.4–12.7 × at 200, the app's p95 the same 7.7–10.6 s); the floor no longer
 * counts it, so the same bar is a larger ratio: 20 × keeps the headroom the absolute budget
 * this replaces (p95 ≤ 10 s) left over 7.0 s on a faster machine.
 */
const PAIRING_FLOOR_RATIO = 20;

/**
 * How many rounds Quick Match pairs at each size (each row compares medians). One round at
 * 20 people gave 5.4–18.4 × over four runs: the floor's p95 there is about 0.1 s.
 */
const PAIRING_ROUNDS: ReadonlyArray<readonly [people: number, rounds: number]> = [
  [2, 9],
  [20, 7],
  [200, 3],
];

/** The app's flush may take this many times the same writes sent as plain SDK batches. */
const FLUSH_FLOOR_RATIO = 1.5;

/**
 * The flush's floor, measured in the same run: the same 500 messages and chat updates the
 * outbox commits (src/data/messages.ts commitMessages, OUTBOX_BATCH_SIZE to a batch), sent
 * in turn as plain SDK batches by a client signed in as the same person, with no device
 * copy, outbox or screen behind them.
 */
async function flushFloor(uid: string, chatId: string): Promise<{ ms: number }> {
  const { doc, increment, serverTimestamp, writeBatch } = await import('firebase/firestore');
  const writer = await client({ uid });
  const now = Date.now().toString(36);
  try {
    const t0 = Date.now();
    for (let start = 0; start < 500; start += OUTBOX_BATCH_SIZE) {
      const batch = writeBatch(writer.db);
      const ids = Array.from(
        { length: Math.min(OUTBOX_BATCH_SIZE, 500 - start) },
        (_, i) => `floor${now}${String(start + i).padStart(5, '0')}`,
      );
      ids.forEach((id, i) => {
        batch.set(doc(writer.db, 'chats', chatId, 'messages', id), {
          senderId: uid,
          senderPhone: writer.phone,
          content: `floor ${start + i}`,
          chatId,
          timestamp: serverTimestamp(),
          ...batchPlace(
            ids.map((each) => ({ id: each })),
            i,
          ),
        });
      });
      batch.update(doc(writer.db, 'chats', chatId), {
        lastMessage: lastMessageOf(`floor ${start + ids.length - 1}`),
        lastMessageTime: serverTimestamp(),
        lastMessageId: ids.at(-1),
        [`messageCounts.${uid}`]: increment(ids.length),
      });
      await batch.commit();
    }
    return { ms: Date.now() - t0 };
  } finally {
    await writer.close();
  }
}

async function scriptsOf(browser: Browser, url: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page, new URL(url).origin);
  await page.goto(url);
  await ready(page);
  await scriptsSettled(scripts);
  await context.close();
  return scripts;
}

let floorBytes = 0;

test.describe.serial('Debate Arena benchmark', () => {
  test.afterAll(() => {
    const table = rows.map(
      (r) =>
        `${r.ok === null ? ' ' : r.ok ? '✔' : '✘'} ${r.figure.padEnd(58)} ${r.value.padEnd(34)} ${r.budget}`,
    );
    console.log(`\n${'figure'.padEnd(60)} ${'measured'.padEnd(34)} budget\n${table.join('\n')}\n`);
    const measured: BenchReport = {
      measuredAt: new Date().toISOString(),
      machine: `${process.platform} ${cpus().length} cores`,
      rows,
    };
    const readReport = (file: string): BenchReport | null =>
      existsSync(path.join(root, file))
        ? (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as BenchReport)
        : null;
    // The page shows the last full run; partial runs since then replace the rows they measured
    // again (each partial run adds to the ones before it).
    const full = process.env.BENCH_PARTIAL ? readReport('bench/results.json') : measured;
    const report =
      process.env.BENCH_PARTIAL && full
        ? mergePartial(readReport('bench/results.partial.json'), measured, full.measuredAt)
        : measured;
    writeFileSync(
      path.join(
        root,
        process.env.BENCH_PARTIAL ? 'bench/results.partial.json' : 'bench/results.json',
      ),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    const notes = readFileSync(path.join(root, 'bench/performance-notes.md'), 'utf8');
    writeFileSync(
      path.join(root, 'docs/performance.md'),
      performancePage(full ?? measured, notes, process.env.BENCH_PARTIAL ? report : undefined),
    );
  });

  // The server rows first, on emulators no page has used yet: after the browser rows the
  // emulators still serve those pages' closed listeners for a while, and the same rows
  // measured the residue (evaluation overhead 0.85 s instead of 0.3 s; 25 debates 6.3 ×
  // instead of 2.8 × the 5-debate p95). The many-debates test is the third (see
  // bench/performance-notes.md): run last, its debates met every row's listens.
  test('evaluation wall time with judges of 2 s, 4 s and 6 s', async () => {
    test.setTimeout(5 * 60_000);
    // The triggers of the rows before (thousands of seeded documents) finish first.
    await functionsQuiet();
    const fake = await judgesPointedAt();
    const db = adminDb();
    const [ada, grace] = await withProfiles(['Ada', 'Grace']);
    const latencies = { 'gpt-4': 2_000, 'deepseek-chat': 4_000, 'grok-3': 6_000 };
    let runs = 0;
    const evaluateOnce = async () => {
      runs += 1;
      const chatId = `bench-eval-${Date.now().toString(36)}-${runs}`;
      await seedEvaluatedDebate(ada, grace, chatId);
      scriptJudges(fake, latencies);
      const started = Date.now();
      const answer = await callFunction('evaluateDebate', ada.idToken, { chatId });
      if (answer.status !== 200)
        throw new Error(`evaluateDebate failed: ${JSON.stringify(answer.body)}`);
      if (JSON.stringify(answer.body).includes('"noContest":true'))
        throw new Error('evaluateDebate ended the debate as no contest: no judge was asked');
      return Date.now() - started;
    };
    const cold = await evaluateOnce();
    const warm: number[] = [];
    for (let run = 0; run < 5; run++) warm.push(await evaluateOnce());
    await db.doc(EMULATOR_JUDGES_DOC).delete();
    await fake.close();
    const t = median(warm);
    row(
      'evaluation wall time, judges of 2 s / 4 s / 6 s (warm function)',
      `${(t / 1000).toFixed(2)} s median (cold start: ${(cold / 1000).toFixed(1)} s)`,
      '≤ slowest judge + 1.5 s = 7.5 s',
      t <= 7_500,
      { runs: warm, cold },
    );
    const slowest = Math.max(...Object.values(latencies));
    const overhead = t - slowest;
    row(
      'evaluation overhead over the slowest judge (warm function)',
      `${(overhead / 1000).toFixed(2)} s median (runs ${warm.map((w) => ((w - slowest) / 1000).toFixed(2)).join(', ')} s)`,
      '≤ 0.6 s',
      overhead <= 600,
      { runs: warm.map((w) => w - slowest) },
    );
    row(
      'evaluation cold start: first call to a new function instance, over the slowest judge',
      `${((cold - slowest) / 1000).toFixed(2)} s`,
      'stated',
      null,
      { cold },
    );
  });

  /**
   * What 20 refused evaluateDebate calls at once (a stranger's, on a long public debate) add to
   * another pair's evaluation, against 20 calls that read only what any refusal must (the
   * caller's ban, the chat and its result): the abuse suite proves the refusals read those
   * three documents, commit nothing and wait for no one; this is the time they cost.
   */
  test("another pair's evaluation beside 20 refused calls on a 2,100-message public debate", async () => {
    test.setTimeout(5 * 60_000);
    const figure =
      "another pair's evaluation beside 20 refused calls (2,100-message public debate): time added";
    await guarded(figure, async () => {
      await functionsQuiet();
      const fake = await judgesPointedAt();
      const db = adminDb();
      try {
        const [ada, grace, stranger] = await withProfiles(['Ada', 'Grace', 'Stranger']);
        const publicDebate = `bench-public-${Date.now().toString(36)}`;
        await seedEvaluatedDebate(ada, grace, publicDebate, { isPublic: true, messages: 2_100 });
        // The callable's handler in this process (firebase-functions' `run`): deployed, each
        // call is its own instance, so what one can take from another pair is Firestore's
        // time, not the CPU the emulator spends starting a worker per concurrent HTTP call.
        const { evaluateDebate } = (await importBundled(
          'functions/src/evaluation/evaluate-debate.ts',
          {
            tsconfig: 'functions/tsconfig.json',
            external: FIREBASE_SDKS,
            name: 'bench-evaluate',
            dirname: 'functions/lib',
          },
        )) as { evaluateDebate: typeof EvaluateDebate };
        const refused = async () => {
          const started = Date.now();
          const request = {
            data: { chatId: publicDebate },
            auth: { uid: stranger.uid, token: {} },
          };
          const outcome = await evaluateDebate.run(request as never).then(
            () => 'not refused',
            (error: unknown) => (error as Error).message,
          );
          if (outcome !== 'You are not a participant in this debate')
            throw new Error(`a stranger's evaluateDebate call: ${outcome}`);
          return Date.now() - started;
        };
        const floor = async () => {
          const started = Date.now();
          await Promise.all([
            db.doc(`bans/${stranger.uid}`).get(),
            db.getAll(db.doc(`chats/${publicDebate}`), db.doc(`debateResults/${publicDebate}`)),
          ]);
          return Date.now() - started;
        };
        let runs = 0;
        /** One evaluation of a new debate of the pair over HTTP, judges of 300 ms; its ms. */
        const pairEvaluation = async () => {
          runs += 1;
          const chatId = `bench-pair-${Date.now().toString(36)}-${runs}`;
          await seedEvaluatedDebate(ada, grace, chatId);
          scriptJudges(fake, { 'gpt-4': 300, 'deepseek-chat': 300, 'grok-3': 300 });
          const started = Date.now();
          const answer = await callFunction('evaluateDebate', ada.idToken, { chatId });
          if (answer.status !== 200 || JSON.stringify(answer.body).includes('"noContest":true'))
            throw new Error(`evaluateDebate: ${JSON.stringify(answer.body)}`);
          return Date.now() - started;
        };
        const beside = async (calls: () => Promise<number>, times: number[]) => {
          const [each, ms] = await Promise.all([
            Promise.all(Array.from({ length: 20 }, calls)),
            pairEvaluation(),
          ]);
          times.push(...each);
          return ms;
        };
        // Warm: the first call starts the emulator's worker for the function.
        await pairEvaluation();
        const refusedTimes: number[] = [];
        const floorTimes: number[] = [];
        const withRefusals: number[] = [];
        const withFloor: number[] = [];
        const delays: number[] = [];
        // Taken in turn, each round in the other order: a machine busy for a moment slows
        // both halves of a round alike.
        for (let round = 0; round < 5; round++) {
          const halves = [
            async () => withRefusals.push(await beside(refused, refusedTimes)),
            async () => withFloor.push(await beside(floor, floorTimes)),
          ];
          for (const half of round % 2 ? halves.reverse() : halves) await half();
          delays.push(withRefusals[round]! - withFloor[round]!);
        }
        const delay = median(delays);
        row(
          figure,
          `${delay} ms median of 5 rounds (${delays.join(', ')} ms): the pair took ${median(withRefusals)} ms beside the refusals, ${median(withFloor)} ms beside 20 calls reading the ban, chat and result; a refused call ${median(refusedTimes)} ms median`,
          '≤ 0.6 s (the evaluation overhead budget)',
          delay <= 600,
          { delays, withRefusals, withFloor, refusedTimes, floorTimes },
        );
      } finally {
        await db.doc(EMULATOR_JUDGES_DOC).delete();
        await fake.close();
      }
    });
  });

  test('cost of one debate: request, accept, ready, 40 messages, evaluation', async ({ page }) => {
    test.setTimeout(10 * 60_000);
    await guarded('one debate (40 messages): function invocations', async () => {
      const fake = await judgesPointedAt();
      const db = adminDb();
      // A verdict of a real judge's length (about 1,600 characters of JSON), for the tokens.
      const verdict = {
        winner: 'Draw',
        analysis:
          `${'Both debaters argued with evidence; the first cited studies, the second answered each point. '.repeat(10)}`.trim(),
        participant1Stance: 'Ban private cars from city centres',
        participant2Stance: 'Keep cars, improve transit first',
        winnerReason: 'Evidence and direct answers to the other side.',
        loserReason: 'Claims without sources, and points left unanswered.',
        confidence: 55,
      };
      for (const model of Object.keys(JUDGE_MODELS)) fake.script(model, { verdict });
      const me = await signIn(page);
      // The creator has the app open on the chat list before the debate: its start (the
      // sign-in's lastActive write and its trigger) is not a cost of the debate, and
      // scriptedDebate waits for the functions to be quiet before it counts.
      await page.goto('/home?section=chats');
      const a = await client({ uid: await uidForPhone(me.e164) });
      const b = await client({ name: 'Bo Bench' });
      let roomReads = Number.NaN;
      const cost = await scriptedDebate(a, b, {
        messages: 40,
        onStarted: async (chatId) => {
          // The debate room opened from the live chat list, as the creator would.
          const link = page.locator(`a[href="/debate/${chatId}"]`);
          await expect(link).toBeVisible();
          await page.waitForTimeout(2500);
          await resetPageReads(page);
          await link.click();
          await expect(
            page.getByText('Should cities ban private cars from their centres?').first(),
          ).toBeVisible();
          await page.waitForTimeout(2500);
          roomReads = await pageReads(page);
          await page.goto('about:blank');
        },
      });
      await Promise.all([a.close(), b.close()]);
      const tokens = Object.fromEntries(
        Object.keys(JUDGE_MODELS).map((model) => {
          const calls = fake.callsFor(model);
          const prompt = calls.reduce(
            (n, c) => n + Math.ceil(JSON.stringify(c.messages).length / 4),
            0,
          );
          const completion = calls.length * Math.ceil(JSON.stringify(verdict).length / 4);
          return [model, { calls: calls.length, prompt, completion }];
        }),
      );
      await db.doc(EMULATOR_JUDGES_DOC).delete();
      await fake.close();
      const invocations = sum(cost.invocations);
      const byKind = Object.entries(cost.invocations)
        .sort((x, y) => y[1] - x[1])
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      row(
        'one debate (40 messages): function invocations',
        `${invocations} (${byKind})`,
        '≤ 10 per debate',
        invocations <= 10,
        { invocations: cost.invocations },
      );
      const batchInvocations = sum(cost.messageInvocations) / 40;
      row(
        'function invocations per message batch (both debaters in the room)',
        `${batchInvocations.toFixed(2)} (${sum(cost.messageInvocations)} over 40 batches)`,
        '≤ 1',
        batchInvocations <= 1,
        { messageInvocations: cost.messageInvocations },
      );
      row(
        'one debate (40 messages): the debaters’ Firestore reads and writes (SDK, both rooms open)',
        `${cost.clientReads} reads, ${cost.clientWrites} writes`,
        'stated',
        null,
        { reads: cost.clientReads, writes: cost.clientWrites },
      );
      row(
        'one debate: judges’ tokens (prompt / completion, ≈ 4 characters a token)',
        Object.entries(tokens)
          .map(([model, t]) => `${model} ${t.prompt} / ${t.completion}`)
          .join(', '),
        'stated',
        null,
        tokens,
      );
      const dollars = costPerThousand({
        reads: cost.clientReads,
        writes: cost.clientWrites,
        invocations,
        evaluationSeconds: cost.evaluationMs / 1000,
        tokens,
      });
      row(
        'one debate: cost per 1,000 debates (debaters’ Firestore, functions, judges)',
        `$${dollars.total?.toFixed(2)} (${Object.entries(dollars)
          .filter(([part]) => part !== 'total')
          .map(([part, usd]) => `${part} $${usd.toFixed(2)}`)
          .join(', ')}; ${PRICES_AS_OF})`,
        'stated',
        null,
        dollars,
      );
      // The judges read each debate twice by default, seats swapped (docs/judges.md "A verdict
      // you can check"); JUDGE_ORDER_CHECK=off keeps one reading: half the judges' tokens.
      const judgesOn = Object.keys(tokens).reduce((usd, model) => usd + (dollars[model] ?? 0), 0);
      const judgesOff = judgesOn / 2;
      row(
        'one debate: judges’ cost per 1,000 debates, order check on (default) / off',
        `$${judgesOn.toFixed(2)} / $${judgesOff.toFixed(2)} (off: one reading per judge, half the tokens)`,
        'stated',
        null,
        { on: judgesOn, off: judgesOff },
      );
      row(
        'Firestore reads to open a debate room (from the chat list)',
        String(roomReads),
        '≤ 15',
        roomReads <= 15,
        { reads: roomReads },
      );
    });
  });

  test('many debates at once: 5, 10 and 25 (two SDK clients each, 20 messages each)', async () => {
    test.setTimeout(20 * 60_000);
    await guarded('many debates at once', async () => {
      const fake = await judgesPointedAt(60_000);
      const db = adminDb();
      for (const count of [5, 10, 25]) {
        fake.reset();
        for (const [model, delayMs] of Object.entries(JUDGE_MODELS))
          fake.script(
            model,
            Array.from({ length: count }, () => ({ delayMs })),
          );
        const f = await manyDebates(count, 20);
        const ok =
          f.lost === 0 &&
          f.duplicated === 0 &&
          f.evaluated === f.debates &&
          f.answered === f.debates;
        row(
          `${count} debates at once (${count * 2} clients, 20 messages each)`,
          `send→other side p95 ${f.p95Ms} ms (p50 ${f.p50Ms}); ${f.evaluated}/${f.debates} evaluated (p95 ${(f.evaluationP95Ms / 1000).toFixed(1)} s), ${f.answered}/${f.debates} callers answered; lost ${f.lost}, duplicated ${f.duplicated}`,
          'all evaluated and answered, none lost or duplicated',
          ok,
          { ...f },
        );
      }
      await db.doc(EMULATOR_JUDGES_DOC).delete();
      await fake.close();
      // The ratio rows divide p95s of a few hundred messages (tens of ms at 5 debates), which
      // swing from run to run: each series is measured MANY_DEBATES_ROUNDS times and each row
      // holds the medians. Every series round argues in a new project of its own
      // (bench/debates.ts loadRules): the emulator keeps each project's old listens, so the
      // app's project, after the rounds above and every row before, would time them too.
      const app5: number[] = [];
      const app25: number[] = [];
      const floor5: number[] = [];
      const floor25: number[] = [];
      const runId = Date.now().toString(36);
      for (let round = 0; round < MANY_DEBATES_ROUNDS; round++) {
        const project = (series: string) => `demo-bench-${series}-${runId}-${round}`;
        app5.push(await manyDebatesP95(5, 20, project('app5')));
        app25.push(await manyDebatesP95(25, 20, project('app25')));
        floor5.push(await manyDebatesFloor(5, 20, project('floor5')));
        floor25.push(await manyDebatesFloor(25, 20, project('floor25')));
      }
      const [app5Ms = 0, app25Ms = 0, floor5Ms = 0, floor25Ms = 0] = [
        app5,
        app25,
        floor5,
        floor25,
      ].map(median);
      const rounds = (values: number[]) => values.join(', ');
      // No collapse: from 5 to 25 debates the app's p95 may grow at most twice as much as the
      // same clients' p95 on the bare emulator (which says what this machine does with 5 ×
      // the load; an absolute growth budget held on one machine and not another).
      const appGrowth = app25Ms / Math.max(1, app5Ms);
      const floorGrowth = floor25Ms / Math.max(1, floor5Ms);
      const shape = appGrowth / Math.max(0.01, floorGrowth);
      row(
        'many debates: p95 growth from 5 to 25 debates (5 × the load), against the floor’s',
        `${shape.toFixed(2)} × the floor’s growth: ${app5Ms} → ${app25Ms} ms (${appGrowth.toFixed(2)} ×) against ${floor5Ms} → ${floor25Ms} ms (${floorGrowth.toFixed(2)} ×); medians of ${MANY_DEBATES_ROUNDS} rounds (app ${rounds(app5)} → ${rounds(app25)}; floor ${rounds(floor5)} → ${rounds(floor25)})`,
        `≤ ${MANY_DEBATES_GROWTH_RATIO} × the floor’s growth (no collapse)`,
        shape <= MANY_DEBATES_GROWTH_RATIO,
        { shape, appGrowth, floorGrowth, app5, app25, floor5, floor25 },
      );
      const overFloor = app25Ms / Math.max(1, floor25Ms);
      row(
        'many debates: send→other side p95 at 25 debates, against the same clients without the app’s rules',
        `${overFloor.toFixed(2)} × floor: ${app25Ms} ms against ${floor25Ms} ms; medians of ${MANY_DEBATES_ROUNDS} rounds`,
        `≤ ${MANY_DEBATES_FLOOR_RATIO} × floor`,
        overFloor <= MANY_DEBATES_FLOOR_RATIO,
        { p95Ms: app25Ms, floorP95Ms: floor25Ms, ratio: overFloor },
      );
    });
  });

  test('Quick Match: time to pair at 2, 20 and 200 people joining at once', async () => {
    test.setTimeout(15 * 60_000);
    await guarded('Quick Match: time to pair', async () => {
      const seconds = (ms: number) =>
        ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
      const runId = Date.now().toString(36);
      for (const [count, rounds] of PAIRING_ROUNDS) {
        // Each round pairs the floor's people, then the app's, each in a project of its own
        // (bench/quick-match.ts adminApp), so no round meets an earlier one's listens. A
        // small size's p95 is a tenth of a second or less on the floor, and swings from
        // round to round: the row compares the medians of `rounds` rounds.
        const floors: PairingFigures[] = [];
        const apps: PairingFigures[] = [];
        for (let round = 0; round < rounds; round++) {
          const project = (side: string) => `demo-bench-pool-${side}-${count}-${runId}-${round}`;
          floors.push(await timeToPairFloor(count, project('floor')));
          apps.push(await timeToPair(count, project('app')));
        }
        const everyone = (x: PairingFigures) =>
          x.twice === 0 && x.waiting === 0 && x.debates === count / 2;
        const p95 = (xs: PairingFigures[]) => median(xs.map((x) => x.p95Ms));
        const p50 = (xs: PairingFigures[]) => median(xs.map((x) => x.p50Ms));
        const ratio = p95(apps) / p95(floors);
        const debates = apps.reduce((n, x) => n + x.debates, 0);
        const twice = apps.reduce((n, x) => n + x.twice, 0);
        const waiting = apps.reduce((n, x) => n + x.waiting, 0);
        const each = (xs: PairingFigures[]) => xs.map((x) => seconds(x.p95Ms)).join(', ');
        row(
          `Quick Match: time to pair, ${count} people joining at once (joinPool in-process), against the same pairing without the app’s code`,
          `${ratio.toFixed(2)} × floor: p95 ${seconds(p95(apps))} against ${seconds(p95(floors))} (p50 ${seconds(p50(apps))} against ${seconds(p50(floors))}), medians of ${rounds} round${rounds === 1 ? '' : 's'} (app ${each(apps)}; floor ${each(floors)}); ${debates} debates, ${twice} in two, ${waiting} left waiting`,
          `everyone paired once; p95 ≤ ${PAIRING_FLOOR_RATIO} × floor (the floor faster)`,
          // A floor slower than the app measured something else (a stalled listener).
          apps.every(everyone) &&
            floors.every(everyone) &&
            ratio >= 1 &&
            ratio <= PAIRING_FLOOR_RATIO,
          {
            people: count,
            rounds,
            p95Ms: p95(apps),
            p50Ms: p50(apps),
            floorP95Ms: p95(floors),
            floorP50Ms: p50(floors),
            debates,
            twice,
            waiting,
            ratio,
            app: apps,
            floor: floors,
          },
        );
      }
    });
  });

  test('Practice with AI: the AI debater’s reply overhead and the cost of a practice debate', async () => {
    test.setTimeout(10 * 60_000);
    await guarded('Practice with AI: AI reply overhead over the provider', async () => {
      const fake = await judgesPointedAt();
      const db = adminDb();
      const messages = 20;
      // A reply of a real debater's length (about 600 characters), one provider second each.
      const reply =
        'Banning phones treats a symptom. Schools that teach focused use keep the benefits: research, calculators, reaching parents. '.repeat(
          5,
        );
      fake.script(
        DEMO_DEBATER_MODEL,
        Array.from({ length: messages }, () => ({ content: reply, delayMs: 1000 })),
      );
      const verdict = {
        winner: 'Draw',
        analysis:
          `${'Both sides argued with examples; the person cited schools, the AI answered each point. '.repeat(10)}`.trim(),
        participant1Stance: 'Ban smartphones in schools',
        participant2Stance: 'Teach focused use instead',
        winnerReason: 'Evidence and direct answers to the other side.',
        loserReason: 'Claims without sources.',
        confidence: 55,
      };
      for (const model of Object.keys(JUDGE_MODELS)) fake.script(model, { verdict });
      const person = await client({ name: 'Pat Practice' });
      const f = await practiceDebate(person, messages);
      await person.close();
      const debaterCalls = fake.callsFor(DEMO_DEBATER_MODEL);
      const debaterTokens = {
        prompt: debaterCalls.reduce(
          (n, c) => n + Math.ceil(JSON.stringify(c.messages).length / 4),
          0,
        ),
        completion: debaterCalls.length * Math.ceil(reply.length / 4),
      };
      const judgeTokens = Object.fromEntries(
        Object.keys(JUDGE_MODELS).map((model) => {
          const calls = fake.callsFor(model);
          return [
            model,
            {
              prompt: calls.reduce(
                (n, c) => n + Math.ceil(JSON.stringify(c.messages).length / 4),
                0,
              ),
              completion: calls.length * Math.ceil(JSON.stringify(verdict).length / 4),
            },
          ];
        }),
      );
      await db.doc(EMULATOR_JUDGES_DOC).delete();
      await fake.close();
      row(
        'Practice with AI: AI reply overhead over the provider’s time (20 replies)',
        `p50 ${f.overheadP50Ms} ms, p95 ${f.overheadP95Ms} ms (provider p50 ${f.providerP50Ms} ms; ${f.replies}/${messages} answered)`,
        'all answered; p95 ≤ 2 s',
        f.replies === messages && f.overheadP95Ms <= 2000,
        { ...f },
      );
      const invocations = sum(f.invocations);
      // The AI's tokens priced as its default model with an OpenAI key (gpt-4o-mini).
      const dollars = costPerThousand({
        reads: f.clientReads,
        writes: f.clientWrites,
        invocations,
        evaluationSeconds: f.evaluationMs / 1000,
        tokens: { ...judgeTokens, 'gpt-4o-mini': debaterTokens },
      });
      row(
        'Practice with AI: cost per 1,000 practice debates (20 messages, 20 AI replies, verdict)',
        `$${dollars.total?.toFixed(2)} (${Object.entries(dollars)
          .filter(([part]) => part !== 'total')
          .map(
            ([part, usd]) =>
              `${part === 'gpt-4o-mini' ? 'AI debater (gpt-4o-mini)' : part} $${usd.toFixed(2)}`,
          )
          .join(
            ', ',
          )}; ${invocations} invocations, ${f.clientReads} reads, ${f.clientWrites} writes; ${PRICES_AS_OF})`,
        'stated',
        null,
        { ...dollars, invocations: f.invocations, debaterTokens, judgeTokens },
      );
    });
  });

  test('the local demo judge: its verdict on a 200-message debate', async () => {
    await guarded('the local demo judge: a 200-message debate', async () => {
      const { judgeDebate } = await import('../scripts/judge-server/heuristic');
      const { buildJudgePrompt } = await import('@/domain/judging/prompt');
      const { readJudgePrompt } = await import('@/domain/judging/prompt-reader');
      const messages = Array.from({ length: 200 }, (_, i) => ({
        senderId: i % 2 ? 'uid-bob' : 'uid-alice',
        content: `Point ${i}: because of reason ${i}, for example case ${i}, the other side misses ${'detail '.repeat(10)}`,
      }));
      const prompt = buildJudgePrompt({
        topic: 'Cars',
        participants: [
          { id: 'uid-alice', displayName: 'Alice', stance: 'Cities should ban private cars' },
          { id: 'uid-bob', displayName: 'Bob' },
        ],
        messages,
        maxTranscriptChars: 100_000,
      });
      // What the server does per request: read the prompt, then judge it; the floor is the
      // reading alone. Each is warmed up, then timed in batches of at least 10 ms (the reading
      // takes a tenth of a millisecond), the two taking turns, and each side's median batch
      // is per call. Eleven single calls of each, the floor's first: 47× to 258× in 16 tries
      // here with two busy loops beside them, as the floor caught the reading still
      // unoptimised or not; this way 40× to 89× in the same tries.
      const floor = () => readJudgePrompt(prompt.user);
      const judged = () => judgeDebate(readJudgePrompt(prompt.user));
      const perCall = (run: () => void, calls: number) => {
        const started = performance.now();
        for (let call = 0; call < calls; call++) run();
        return (performance.now() - started) / calls;
      };
      const batchFor = (run: () => void) => {
        let calls = 1;
        while (perCall(run, calls) * calls < DEMO_JUDGE_BATCH_MS) calls *= 2;
        return calls;
      };
      for (let warm = 0; warm < 10; warm++) {
        floor();
        judged();
      }
      const floorBatch = batchFor(floor);
      const judgedBatch = batchFor(judged);
      const floorRuns: number[] = [];
      const judgedRuns: number[] = [];
      for (let turn = 0; turn < DEMO_JUDGE_TURNS; turn++) {
        floorRuns.push(perCall(floor, floorBatch));
        judgedRuns.push(perCall(judged, judgedBatch));
      }
      const floorMs = median(floorRuns);
      const ms = median(judgedRuns);
      const ratio = ms / floorMs;
      row(
        `the local demo judge: its verdict on a 200-message debate (in-process, median of ${DEMO_JUDGE_TURNS} batches), against reading the prompt alone`,
        `${ratio.toFixed(2)} × floor: ${ms.toFixed(1)} ms against ${floorMs.toFixed(1)} ms`,
        `≤ ${DEMO_JUDGE_FLOOR_RATIO} × floor`,
        ratio <= DEMO_JUDGE_FLOOR_RATIO,
        { ms, floorMs, ratio, floorBatch, judgedBatch },
      );
    });
  });

  test('JS the sign-in page loads, against the floor', async ({ browser }) => {
    const floor = await serveStatic(floorDist);
    const floorScripts = await scriptsOf(browser, floor.origin, async (page) => {
      await expect(page.getByRole('heading', { name: 'Floor' })).toBeVisible();
    });
    floor.server.close();
    floorBytes = gzipBytes(floorDist, floorScripts);
    const appUrl = process.env.APP_URL as string;
    const signIn = await scriptsOf(browser, `${appUrl}/`, async (page) => {
      await expect(page.getByRole('button', { name: 'Send Verification Code' })).toBeVisible();
    });
    const bytes = gzipBytes(appDist, signIn);
    const ratio = bytes / floorBytes;
    row(
      'JS the sign-in page loads (gzip)',
      `${(bytes / 1024).toFixed(1)} KB = ${ratio.toFixed(2)} × floor`,
      '≤ 0.6 × floor',
      ratio <= 0.6,
      {
        bytes,
        floorBytes,
        files: [...signIn],
      },
    );
    row(
      'floor: Vite + React 19 + firebase app/auth/firestore (gzip)',
      `${(floorBytes / 1024).toFixed(1)} KB`,
      '',
      null,
    );
  });

  test('JS /home loads when signed in, against the floor', async ({ page, context }) => {
    await signIn(page);
    const fresh = await context.newPage();
    const scripts = recordScripts(fresh, new URL(process.env.APP_URL as string).origin);
    await fresh.goto('/home');
    await expect(fresh.getByRole('button', { name: 'Start a Debate' })).toBeVisible();
    await scriptsSettled(scripts);
    const bytes = gzipBytes(appDist, scripts);
    const ratio = bytes / floorBytes;
    row(
      'JS /home loads, signed in (gzip)',
      `${(bytes / 1024).toFixed(1)} KB = ${ratio.toFixed(2)} × floor`,
      '≤ 1.3 × floor',
      ratio <= 1.3,
      {
        bytes,
        files: [...scripts],
      },
    );

    // What the SVG icons and the photo picker add, by the build's source maps: in what /home
    // loads, and in the whole app (the picker loads with the profile editor and the first run).
    const everything = readdirSync(path.join(appDist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/assets/${file}`);
    const icons = /node_modules\/lucide-react\//;
    const picker = /src\/components\/photo-(picker|square)/;
    const homeIcons = sourceBytes(appDist, scripts, icons);
    const allIcons = sourceBytes(appDist, everything, icons);
    const thePicker = sourceBytes(appDist, everything, picker);
    const iconCount = allIcons.sources.filter((source) => source.includes('/icons/')).length;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    row(
      'JS of the SVG icons (lucide-react) and the photo picker (gzip, each compressed on its own)',
      `icons ${kb(homeIcons.gzip)} of the ${kb(bytes)} /home loads (${kb(allIcons.gzip)} for all ${iconCount} icons in the app); the picker ${kb(thePicker.gzip)}, loaded by the profile editor and the first run only`,
      'stated',
      null,
      { homeIcons, allIcons, picker: thePicker },
    );
  });

  test('Lighthouse mobile on / (signed out), median of 3', async () => {
    test.setTimeout(10 * 60_000);
    const run = await lighthouse(`${process.env.APP_URL}/`, { label: 'signed-out' });
    const perf = run.scores.performance;
    const a11y = run.scores.accessibility;
    const bp = run.scores['best-practices'];
    const calibrated = {
      benchmarkIndex: run.benchmarkIndex,
      calibrationIndexes: run.calibrationIndexes,
      cpuSlowdown: run.cpuSlowdown,
    };
    row(
      'Lighthouse mobile on / : performance',
      `${perf.median} (${calibrationText(run)})`,
      '≥ 97',
      perf.median >= 97,
      { runs: perf.runs, failing: run.failing, ...calibrated },
    );
    row('Lighthouse mobile on / : accessibility', String(a11y.median), '100', a11y.median === 100, {
      runs: a11y.runs,
    });
    row('Lighthouse mobile on / : best practices', String(bp.median), '≥ 96', bp.median >= 96, {
      runs: bp.runs,
    });
  });

  test('a chat of 5,000 messages: open from Dexie to first paint, scroll, and a 500-message flush', async ({
    page,
    browser,
  }) => {
    test.setTimeout(10 * 60_000);
    const me = await signIn(page);
    const uid = await uidForPhone(me.e164);
    const otherContext = await browser.newContext();
    const other = await signIn(await otherContext.newPage());
    const otherUid = await uidForPhone(other.e164);
    await otherContext.close();
    const participants = [uid, otherUid].sort();
    const chatId = `${participants[0]}_${participants[1]}`;
    const { FieldValue } = await import('firebase-admin/firestore');
    await adminDb()
      .doc(`chats/${chatId}`)
      .set({
        participants,
        participantDetails: {
          [uid]: { phoneNumber: me.e164 },
          [otherUid]: { phoneNumber: other.e164 },
        },
        isDebate: false,
        status: 'active',
        createdAt: FieldValue.serverTimestamp(),
      });
    await page.goto(`/chat/${chatId}`);
    await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();
    // Memory (docs/decisions/0016-performance.md §6): the same page with the chat empty, then full
    // and scrolled.
    await page.waitForTimeout(1000);
    const emptyHeap = await jsHeapAfterGc(page);

    const start = Date.now() - 5_000 * 60_000;
    const messages = Array.from({ length: 5_000 }, (_, i) => {
      const id = `m${String(i).padStart(6, '0')}`;
      const timestamp = start + i * 60_000;
      const mine = i % 3 === 0;
      return {
        id,
        chatId,
        senderId: mine ? uid : otherUid,
        senderPhone: mine ? me.e164 : other.e164,
        content: `Message ${i}: ${'a thoughtful argument '.repeat(1 + (i % 7))}`.trim(),
        timestamp,
        state: 'sent',
        clientTime: timestamp,
        order: sentOrder(timestamp, id),
      };
    });
    const db = databaseName(uid);
    for (let i = 0; i < messages.length; i += 1000)
      await idbPut(page, db, 'messages', messages.slice(i, i + 1000));
    await idbPut(page, db, 'chatSync', [{ chatId, historyComplete: true }]);

    // Open: from the tap on the chat in the list to the first paint of its messages. Back to
    // the list in the app, as a user goes: a page load per run would leave the emulator
    // serving the abandoned page's listeners (it keeps a dropped connection's listen stream
    // alive), which then slows every later write in this run.
    const opens: number[] = [];
    await page.goto('/chats');
    for (let run = 0; run < OPEN_RUNS; run++) {
      if (run > 0) await page.goBack();
      const link = page.locator(`a[href="/chat/${chatId}"]`);
      await expect(link).toBeVisible();
      const ms = await page.evaluate(async (href) => {
        performance.clearMarks('chat-first-paint');
        const anchor = document.querySelector(`a[href="${href}"]`) as HTMLAnchorElement;
        const t0 = performance.now();
        anchor.click();
        for (;;) {
          const mark = performance.getEntriesByName('chat-first-paint').at(-1);
          if (mark) return mark.startTime - t0;
          await new Promise((r) => setTimeout(r, 5));
        }
      }, `/chat/${chatId}`);
      await expect(page.getByText('Message 4999:')).toBeVisible();
      opens.push(ms);
    }
    const open = median(opens);
    const floorOpens = await floorFirstPaints(browser, messages);
    const floorOpen = median(floorOpens);
    const openRatio = open / floorOpen;
    row(
      'open a chat of 5,000 messages from Dexie to first paint',
      `${openRatio.toFixed(2)} × floor: ${open.toFixed(0)} ms median against ${floorOpen.toFixed(0)} ms for a bare list (${opens.length} runs each)`,
      `≤ ${OPEN_FLOOR_RATIO} × floor`,
      openRatio <= OPEN_FLOOR_RATIO,
      { runs: opens, floorRuns: floorOpens, ratio: openRatio },
    );

    // Scroll from the newest to the oldest message, one scripted step per frame.
    const frames = await page.evaluate(async () => {
      const list = document.querySelector('[data-testid="message-list"]') as HTMLElement;
      const deltas: number[] = [];
      let last = performance.now();
      let steady = 0;
      await new Promise<void>((resolve) => {
        const step = (now: number) => {
          deltas.push(now - last);
          last = now;
          const before = list.scrollTop;
          list.scrollTop = Math.max(0, list.scrollTop - 240);
          steady = list.scrollTop === before ? steady + 1 : 0;
          if (steady > 30 || deltas.length > 20_000) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
      return deltas.slice(1);
    });
    await expect(page.getByText('Message 0:', { exact: false })).toBeVisible();
    // rAF timestamps are vsync-aligned: an on-time frame reads 16.67 ms, give or take timer
    // jitter (16.700000001, 16.8). A frame over budget is one past 16.7 ms by more than that
    // jitter; an idle page, measured the same way, shows the measurement itself is clean.
    const overBudget = (deltas: number[]) =>
      deltas.filter((d) => d > FRAME_BUDGET_MS + FRAME_JITTER_MS).length;
    const idle = await page.evaluate(async () => {
      const deltas: number[] = [];
      let last = performance.now();
      await new Promise<void>((resolve) => {
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          if (deltas.length > 300) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      return deltas.slice(1);
    });
    const fullHeap = await jsHeapAfterGc(page);
    const heapGrowthMb = (fullHeap - emptyHeap) / 1024 / 1024;
    row(
      'JS heap: the 5,000-message chat opened and scrolled end to end, over the empty chat',
      `+${heapGrowthMb.toFixed(1)} MB (${(emptyHeap / 1048576).toFixed(1)} → ${(fullHeap / 1048576).toFixed(1)} MB, after GC)`,
      '≤ +25 MB',
      heapGrowthMb <= 25,
      { emptyHeap, fullHeap },
    );
    const slow = overBudget(frames);
    const share = (slow / frames.length) * 100;
    const idleShare = (overBudget(idle) / idle.length) * 100;
    row(
      'scroll the 5,000-message chat: frames over 16.7 ms',
      `${share.toFixed(1)} % of ${frames.length} frames (idle page: ${idleShare.toFixed(1)} %)`,
      '≤ 5 %',
      share <= 5,
      { slow, frames: frames.length, idleShare, worstMs: Math.max(...frames) },
    );

    // Flush: 500 messages queued offline, drained when the network returns, with the reader at
    // the newest message (where messages are typed). Timed on the second of two flushes: the
    // emulator's JVM compiles its rules engine over the first few hundred writes, which a
    // deployed Firestore does not.
    await page.evaluate(() => {
      const list = document.querySelector('[data-testid="message-list"]') as HTMLElement;
      list.scrollTop = list.scrollHeight;
    });
    await expect(page.getByText('Message 4999:')).toBeVisible();
    const flush = async (label: string) => {
      await page.context().setOffline(true);
      const now = Date.now();
      const queued = Array.from({ length: 500 }, (_, i) => {
        const id = `${label}${now.toString(36)}${String(i).padStart(5, '0')}`;
        return {
          id,
          chatId,
          senderId: uid,
          senderPhone: me.e164,
          content: `${label} ${i}`,
          timestamp: null,
          state: 'queued',
          clientTime: now + i,
          order: pendingOrder(now + i, id),
        };
      });
      await idbPut(page, db, 'messages', queued);
      await idbPut(
        page,
        db,
        'outbox',
        queued.map((m, i) => ({ messageId: m.id, chatId, enqueuedAt: now + i })),
      );
      const t0 = Date.now();
      await page.context().setOffline(false);
      await idbWaitEmpty(page, db, 'outbox');
      const ms = Date.now() - t0;
      const stored = await adminDb()
        .collection(`chats/${chatId}/messages`)
        .orderBy('timestamp')
        .get();
      const order = stored.docs
        .map((d) => d.data().content as string)
        .filter((c) => c.startsWith(`${label} `));
      return { ms, inOrder: order.length === 500 && order.every((c, i) => c === `${label} ${i}`) };
    };
    // Each flush is slower than the one before (in one run 12.5 s, the floor 25.5 s, the
    // timed flush 34.0 s, the floor again 42.6 s; the cause is not found, and reloading the
    // rules before each did not stop it), so the timed flush sits between two floors and is
    // held against their mean: a steady drift moves both sides alike.
    const warmUp = await flush('warmup');
    const before = await flushFloor(uid, chatId);
    const timed = await flush('queued');
    const after = await flushFloor(uid, chatId);
    const floor = { ms: (before.ms + after.ms) / 2 };
    const ratio = timed.ms / floor.ms;
    row(
      'flush 500 queued messages to the emulator (order checked)',
      `${ratio.toFixed(2)} × floor: ${(timed.ms / 1000).toFixed(2)} s against ${(floor.ms / 1000).toFixed(2)} s as plain SDK batches (${(before.ms / 1000).toFixed(2)} s before, ${(after.ms / 1000).toFixed(2)} s after), ${timed.inOrder && warmUp.inOrder ? 'in order, once each' : 'OUT OF ORDER'} (first flush: ${(warmUp.ms / 1000).toFixed(2)} s)`,
      `≤ ${FLUSH_FLOOR_RATIO} × floor`,
      ratio <= FLUSH_FLOOR_RATIO && timed.inOrder && warmUp.inOrder,
      {
        ms: timed.ms,
        floorMs: floor.ms,
        floorBeforeMs: before.ms,
        floorAfterMs: after.ms,
        ratio,
        warmUpMs: warmUp.ms,
      },
    );
  });

  test('Firestore reads for one user search at 1,000 and 10,000 users', async ({ page }) => {
    const SEARCHED_PHONE = '+19990000042';
    test.setTimeout(15 * 60_000);
    await signIn(page);
    const db = adminDb();
    let seeded = 0;
    const seedTo = async (count: number) => {
      const writer = db.bulkWriter();
      for (; seeded < count; seeded++) {
        const uid = `bench-user-${String(seeded).padStart(5, '0')}`;
        const phoneNumber = `+1999${String(seeded).padStart(7, '0')}`;
        const user = {
          displayName: `Bench Debater ${seeded}`,
          fallbackName: fallbackDisplayName(phoneNumber),
          bio: `Loves debating topic ${seeded % 97} and arguing with evidence`,
        };
        // The public index entry (no phone). An exact-phone search looks the number up in the
        // owner-only accounts (docs/search.md): only the searched one is seeded, since every
        // account write starts a trigger and the lookup's reads depend on matches, not on size.
        void writer.set(db.doc(`userIndex/${uid}`), { uid, ...user, ...searchIndexDoc(user) });
        if (phoneNumber === SEARCHED_PHONE) {
          void writer.set(db.doc(`users/${uid}/private/account`), { phoneNumber });
        }
      }
      await writer.close();
    };
    const searchReads = async (query: string) => {
      await page.goto('/home?section=find-users');
      const box = page.getByRole('searchbox', { name: 'Search users' });
      await expect(box).toBeVisible();
      await resetPageReads(page);
      await box.fill(query);
      await box.press('Enter');
      await expect(page.getByText(/\d+ found/)).toBeVisible();
      return pageReads(page);
    };
    const figures: Record<string, number> = {};
    for (const size of [1_000, 10_000]) {
      await seedTo(size);
      figures[`name ${size}`] = await searchReads('debater');
      figures[`bio ${size}`] = await searchReads('evidence');
      figures[`phone ${size}`] = await searchReads(SEARCHED_PHONE);
    }
    const worst = Math.max(...Object.values(figures));
    row(
      'Firestore reads for one user search, by the searchUsers function (1,000 / 10,000 users)',
      `${figures['name 1000']} / ${figures['name 10000']} (worst of name, bio, phone: ${worst})`,
      '≤ 20 at both',
      worst <= 20,
      figures,
    );
  });

  test('Firestore reads to open /home and the chat list, with few and many old messages', async ({
    browser,
  }) => {
    test.setTimeout(10 * 60_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    const me = await signIn(page);
    const uid = await uidForPhone(me.e164);
    const db = adminDb();
    const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
    const chatIds: string[] = [];
    for (let c = 0; c < 5; c++) {
      const id = `bench-home-${uid}-${c}`;
      chatIds.push(id);
      await db.doc(`chats/${id}`).set({
        participants: [uid, `bench-user-0000${c}`].sort(),
        participantDetails: {
          [uid]: { phoneNumber: me.e164 },
          [`bench-user-0000${c}`]: { phoneNumber: `+1999000000${c}` },
        },
        isDebate: false,
        status: 'active',
        createdAt: FieldValue.serverTimestamp(),
        lastMessage: 'hello',
        lastMessageTime: FieldValue.serverTimestamp(),
      });
    }
    const addMessages = async (chatId: string, count: number) => {
      const writer = db.bulkWriter();
      for (let i = 0; i < count; i++) {
        void writer.set(db.doc(`chats/${chatId}/messages/old${String(i).padStart(6, '0')}`), {
          senderId: uid,
          senderPhone: me.e164,
          content: `old ${i}`,
          chatId,
          timestamp: Timestamp.fromMillis(Date.now() - (count - i) * 1000),
        });
      }
      await writer.close();
    };
    const openHome = async () => {
      const fresh = await context.newPage();
      await fresh.goto('/home?section=chats');
      await expect(fresh.locator('a[href^="/chat/bench-home-"]')).toHaveCount(5);
      // Let the listeners and profile look-ups of the first screen finish.
      await fresh.waitForTimeout(2500);
      const reads = await pageReads(fresh);
      await fresh.close();
      return reads;
    };
    await addMessages(chatIds[0] as string, 20);
    const few = await openHome();
    await addMessages(chatIds[0] as string, 3000);
    const many = await openHome();
    row(
      'Firestore reads to open /home and the chat list (5 chats)',
      `${few} with 20 old messages, ${many} with 3,000`,
      'stated; not growing with old messages',
      many <= few,
      {
        few,
        many,
      },
    );
    await context.close();
  });

  test('cold start to the chat list and an open chat, offline and online (installed worker)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const me = await signIn(page);
    const uid = await uidForPhone(me.e164);
    const { FieldValue } = await import('firebase-admin/firestore');
    await adminDb()
      .doc(`chats/bench-cold-${uid}`)
      .set({
        participants: [uid, 'bench-user-00001'].sort(),
        participantDetails: {
          [uid]: { phoneNumber: me.e164 },
          'bench-user-00001': { phoneNumber: '+19990000001' },
        },
        isDebate: false,
        status: 'active',
        createdAt: FieldValue.serverTimestamp(),
        lastMessage: 'See you at the debate tonight',
        lastMessageTime: FieldValue.serverTimestamp(),
      });
    await adminDb()
      .doc(`chats/bench-cold-${uid}/messages/hello`)
      .set({
        senderId: 'bench-user-00001',
        senderPhone: '+19990000001',
        content: 'See you at the debate tonight',
        chatId: `bench-cold-${uid}`,
        timestamp: FieldValue.serverTimestamp(),
      });
    const chatLink = (p: Page) => p.locator(`a[href="/chat/bench-cold-${uid}"]`);
    await page.goto('/chats');
    await expect(chatLink(page)).toBeVisible();
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
    await page.reload();
    await expect(chatLink(page)).toBeVisible();
    // Open the chat once, as a returning user has: its messages are on the device.
    await chatLink(page).click();
    await expect(page.getByText('See you at the debate tonight').last()).toBeVisible();
    await page.goto('/chats');
    const floor = await floorColdStarts(browser, [
      {
        id: 'hello',
        chatId: `bench-cold-${uid}`,
        order: sentOrder(Date.now(), 'hello'),
        senderId: 'bench-user-00001',
        content: 'See you at the debate tonight',
      },
    ]);
    // Each of the app's cold starts is followed by one of the floor's: each row holds its
    // runs against the floor's runs made between them (measured after all the app's, the
    // floor's median moved from 145 to 295 ms between two quiet runs).
    const coldStarts = async (path: string, mark: string, ready: (p: Page) => Promise<void>) => {
      const runs: number[] = [];
      const floorRuns: number[] = [];
      for (let run = 0; run < COLD_RUNS; run++) {
        const cold = await context.newPage();
        await cold.goto(path);
        await ready(cold);
        runs.push(
          await cold.evaluate(
            (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN,
            mark,
          ),
        );
        await cold.close();
        floorRuns.push(await floor.start());
      }
      return { runs, floorRuns };
    };
    const listReady = (p: Page) => expect(chatLink(p)).toBeVisible();
    const messageReady = (p: Page) =>
      expect(p.getByText('See you at the debate tonight').last()).toBeVisible();
    let offline, online, chatOnline;
    try {
      await context.setOffline(true);
      offline = await coldStarts('/chats', 'chat-list-paint', listReady);
      await context.setOffline(false);
      online = await coldStarts('/chats', 'chat-list-paint', listReady);
      chatOnline = await coldStarts(`/chat/bench-cold-${uid}`, 'chat-first-paint', messageReady);
    } finally {
      await floor.close();
      await context.close();
    }
    const coldRow = (
      figure: string,
      { runs, floorRuns }: { runs: number[]; floorRuns: number[] },
    ) => {
      const t = median(runs);
      const floorCold = median(floorRuns);
      const ratio = t / floorCold;
      row(
        figure,
        `${ratio.toFixed(2)} × floor: ${t.toFixed(0)} ms median against ${floorCold.toFixed(0)} ms for a bare list page (${runs.length} runs each, taking turns)`,
        `≤ ${COLD_FLOOR_RATIO} × floor`,
        ratio <= COLD_FLOOR_RATIO,
        { runs, floorRuns, ratio },
      );
    };
    coldRow('cold start offline to the chat list (installed worker)', offline);
    coldRow('cold start online to the chat list (returning user, installed worker)', online);
    coldRow('cold start online to the first message of an open chat (returning user)', chatOnline);
  });
  test('signed in: Lighthouse mobile on /home and an open chat, and the JS to open a chat from /home', async ({
    browser,
  }) => {
    test.setTimeout(15 * 60_000);
    await guarded('Lighthouse mobile on /home and an open chat, signed in', async () => {
      const appUrl = process.env.APP_URL as string;
      let uid = '';
      const chatId = () => `bench-lh-${uid}`;
      const seedChat = async (phone: string) => {
        const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
        const db = adminDb();
        await db.doc(`chats/${chatId()}`).set({
          participants: [uid, 'bench-user-00002'].sort(),
          participantDetails: {
            [uid]: { phoneNumber: phone },
            'bench-user-00002': { phoneNumber: '+19990000002' },
          },
          isDebate: false,
          status: 'active',
          createdAt: FieldValue.serverTimestamp(),
          lastMessage: 'Message 29',
          lastMessageTime: FieldValue.serverTimestamp(),
        });
        const writer = db.bulkWriter();
        for (let i = 0; i < 30; i++) {
          void writer.set(db.doc(`chats/${chatId()}/messages/lh${String(i).padStart(3, '0')}`), {
            senderId: i % 2 ? uid : 'bench-user-00002',
            senderPhone: i % 2 ? phone : '+19990000002',
            content: `Message ${i}: ${'a point with evidence '.repeat(1 + (i % 4))}`,
            chatId: chatId(),
            timestamp: Timestamp.fromMillis(Date.now() - (30 - i) * 60_000),
          });
        }
        await writer.close();
      };
      const profile = await signedInProfile(async (page) => {
        const me = await signIn(page);
        uid = await uidForPhone(me.e164);
        await seedChat(me.e164);
        // Opened once, as a returning user has.
        await page.goto(`/chat/${chatId()}`);
        await expect(page.getByText('Message 29:')).toBeVisible();
        await page.goto('/home');
        await expect(page.getByRole('button', { name: 'Start a Debate' })).toBeVisible();
      }, appUrl);
      for (const [label, url] of [
        ['/home', `${appUrl}/home`],
        ['an open chat', `${appUrl}/chat/${chatId()}`],
      ] as const) {
        // The account's set-up functions done first, so they do not run beside the page.
        await functionsQuiet();
        const run = await lighthouse(url, {
          userDataDir: profile,
          label: `signed-in-${label.length}`,
        });
        const { performance: perf, accessibility: a11y } = run.scores;
        const bp = run.scores['best-practices'];
        const failing = Object.values(run.failing).join('; ');
        row(
          `Lighthouse mobile on ${label}, signed in: performance`,
          `${perf.median} (${calibrationText(run)})`,
          '≥ 95',
          perf.median >= 95,
          {
            runs: perf.runs,
            failing: run.failing,
            benchmarkIndex: run.benchmarkIndex,
            calibrationIndexes: run.calibrationIndexes,
            cpuSlowdown: run.cpuSlowdown,
          },
        );
        // What the score's Total Blocking Time is made of: the simulation scales each task's
        // wall time; the same tasks counted by the main thread's own CPU time (docs/performance.md).
        const tbt = run.blocking.map((b) => b.tbt);
        const byWall = median(run.blocking.map((b) => b.trace.byWall));
        const byCpu = median(run.blocking.map((b) => b.trace.byCpu));
        row(
          `Lighthouse mobile on ${label}, signed in: Total Blocking Time, and its traces' long tasks by wall and by CPU time`,
          `${median(tbt)} ms (runs ${tbt.join(', ')}); the traces' main-thread tasks past 50 ms at ${run.cpuSlowdown}×: ${byWall} ms by wall time, ${byCpu} ms by the thread's CPU time (medians)`,
          'stated',
          null,
          { blocking: run.blocking },
        );
        row(
          `Lighthouse mobile on ${label}, signed in: accessibility`,
          String(a11y.median),
          '100',
          a11y.median === 100,
          {
            runs: a11y.runs,
          },
        );
        row(
          `Lighthouse mobile on ${label}, signed in: best practices`,
          String(bp.median),
          '100',
          bp.median === 100,
          {
            runs: bp.runs,
          },
        );
        if (failing) console.log(`Lighthouse on ${label}, audits under 0.9: ${failing}`);
      }
      rmSync(profile, { recursive: true, force: true });

      // The JS a signed-in person loads from a cold /home to an open chat.
      const context = await browser.newContext();
      const page = await context.newPage();
      const me = await signIn(page);
      uid = await uidForPhone(me.e164);
      await seedChat(me.e164);
      const fresh = await context.newPage();
      const scripts = recordScripts(fresh, new URL(appUrl).origin);
      await fresh.goto('/home?section=chats');
      await expect(fresh.locator(`a[href="/chat/${chatId()}"]`)).toBeVisible();
      await scriptsSettled(scripts);
      const homeFiles = new Set(scripts);
      await fresh.locator(`a[href="/chat/${chatId()}"]`).click();
      await expect(fresh.getByText('Message 29:')).toBeVisible();
      await scriptsSettled(scripts);
      await context.close();
      const home = gzipBytes(appDist, homeFiles);
      const total = gzipBytes(appDist, scripts);
      row(
        'JS to open a chat from /home, signed in (gzip)',
        // (A partial run that skipped the floor's row has no floor to compare with.)
        `${(total / 1024).toFixed(1)} KB = /home ${(home / 1024).toFixed(1)} KB + chat ${((total - home) / 1024).toFixed(1)} KB${floorBytes ? ` (${(total / floorBytes).toFixed(2)} × floor)` : ''}`,
        'stated',
        null,
        { bytes: total, homeBytes: home, files: [...scripts] },
      );
    });
    // Its own guard: a floor that fails to measure costs only its own row.
    await guarded('Lighthouse mobile on the floor, signed in', floorLighthouse);
  });

  test('docs/decisions/0014-arena.md: Firestore reads to open the leaderboard at 1,000 and 10,000 users', async ({
    browser,
  }) => {
    test.setTimeout(15 * 60_000);
    await guarded('Firestore reads to open /leaderboard (1,000 / 10,000 rated users)', async () => {
      const { FieldValue } = await import('firebase-admin/firestore');
      const db = adminDb();
      // Rated public profiles, all above the viewer (the worst case: the viewer is not in the
      // top 50, so their rank is read too), and the rating histogram the functions keep.
      let seeded = 0;
      const ratingOf = (i: number) => 1300 + (i % 700);
      // Ten thousand profile writes would each start onUserWritten (the search index, and a
      // rebuild of the leaderboard's top each time): the triggers pause while they are
      // seeded, and one rating change after rebuilds the top once.
      const seedTo = async (count: number) => {
        await backgroundTriggers(false);
        try {
          await seedRated(count);
        } finally {
          await backgroundTriggers(true);
        }
        // onUserWritten rebuilds the top (leaderboard/top) as for any rating that moved: the
        // last one seeded moves to first (the histogram still counts them above the viewer).
        const mover = `bench-rated-${String(count - 1).padStart(5, '0')}`;
        await db
          .doc(`users/${mover}`)
          .update(ratingFields({ rating: 2100 + count, deviation: 80, volatility: 0.06 }));
        const firstOfTop = async () =>
          (
            (await db.doc('leaderboard/top').get()).get('rows') as { uid: string }[] | undefined
          )?.[0]?.uid;
        // Resuming the triggers reloads the functions first; on a machine still busy with
        // the rows before this one that took over a minute once (the full run of 05:21).
        await expect.poll(firstOfTop, { timeout: 180_000 }).toBe(mover);
      };
      const seedRated = async (count: number) => {
        const writer = db.bulkWriter();
        const buckets = new Map<string, number>();
        for (; seeded < count; seeded++) {
          const uid = `bench-rated-${String(seeded).padStart(5, '0')}`;
          const rating = ratingOf(seeded);
          buckets.set(String(rating), (buckets.get(String(rating)) ?? 0) + 1);
          void writer.set(db.doc(`users/${uid}`), {
            uid,
            fallbackName: `Rated${seeded}`,
            // Established ratings (deviation ≤ 110): only those are listed in the top.
            ...ratingFields({ rating, deviation: 80, volatility: 0.06 }),
            medals: [],
            medalCount: 0,
            debateStats: { totalDebates: 4, wins: 2, losses: 2, draws: 0 },
          });
        }
        await writer.close();
        await db.doc('ratingStats/counts').set(
          {
            counts: Object.fromEntries(
              [...buckets].map(([rating, n]) => [rating, FieldValue.increment(n)]),
            ),
          },
          { merge: true },
        );
      };
      // A new person (1200, below every seeded one: their own rank is read too) on a phone of
      // their own each time: an open leaderboard's live query, which the emulator answers by
      // re-running it over every profile at each write, would slow the next seed past its
      // deadline.
      const openReads = async () => {
        const context = await browser.newContext({
          ...devices['Pixel 7'],
          serviceWorkers: 'block',
        });
        try {
          return await leaderboardReads(await context.newPage());
        } finally {
          await context.close();
        }
      };
      const leaderboardReads = async (page: Page) => {
        await signIn(page);
        await page.goto('/home');
        await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
        await page.waitForTimeout(1_500);
        await resetPageReads(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('menuitem', { name: 'Leaderboard' }).click();
        await expect(page.getByRole('table', { name: 'Top 50 debaters by rating' })).toBeVisible();
        await expect(page.getByRole('table', { name: 'Your rank' })).toBeVisible();
        await page.waitForTimeout(1_000);
        const reads = await pageReads(page);
        // Leaving the page unsubscribes its queries over the open connection at once (a
        // closed tab's listeners linger on the emulator until its connection times out).
        await page.getByRole('link', { name: 'Back to home' }).click();
        await expect(page).toHaveURL(/\/home$/);
        await page.waitForTimeout(2_000);
        return reads;
      };
      const figures: Record<string, number> = {};
      for (const size of [1_000, 10_000]) {
        await seedTo(size);
        figures[`users ${size}`] = await openReads();
      }
      const worst = Math.max(...Object.values(figures));
      row(
        'Firestore reads to open /leaderboard (1,000 / 10,000 rated users)',
        `${figures['users 1000']} / ${figures['users 10000']}`,
        '≤ 60 at both',
        worst <= 60,
        figures,
      );
    });
  });

  test('docs/decisions/0013-chat.md: reads per received message and read-mark writes per minute', async ({
    browser,
  }) => {
    test.setTimeout(5 * 60_000);
    await guarded(
      'reads per received message, chat list open (over its own chat read)',
      async () => {
        const { readsPerReceivedMessage, readMarkWritesPerMinute } =
          await import('../tests/e2e/support/live-measures');
        const context = await browser.newContext();
        const page = await context.newPage();
        const me = await signIn(page);
        const uid = await uidForPhone(me.e164);
        const other = 'bench-user-00003';
        const chatId = `bench-live-${uid}`;
        const { FieldValue } = await import('firebase-admin/firestore');
        await adminDb()
          .doc(`chats/${chatId}`)
          .set({
            participants: [uid, other].sort(),
            participantDetails: {
              [uid]: { phoneNumber: me.e164 },
              [other]: { phoneNumber: '+19990000003' },
            },
            isDebate: false,
            status: 'active',
            createdAt: FieldValue.serverTimestamp(),
            lastMessage: 'hello',
            lastMessageTime: FieldValue.serverTimestamp(),
          });
        await page.goto('/home?section=chats');
        await expect(page.locator(`a[href="/chat/${chatId}"]`)).toBeVisible();
        const received = await readsPerReceivedMessage(page, chatId, other, 5);
        row(
          'reads per received message, chat list open (over its own chat read)',
          `${received.extraPerMessage.toFixed(2)} extra (${received.reads} reads for ${received.messages} messages; the warm-up message before them: ${received.warmUpReads})`,
          '0 extra',
          // Exactly 0, as chat-live.spec.ts asserts: below 0 means the meter saw nothing.
          received.extraPerMessage === 0,
          received,
        );
        await page.goto(`/chat/${chatId}`);
        await expect(page.getByText('hello').first()).toBeVisible();
        // Over a whole minute, as the e2e test counts: a 20 s window scaled up counted each
        // mark at its ends three times over (7 to 11 writes in 20–21 s on the same code).
        const reading = await readMarkWritesPerMinute(page, chatId, other, 60_000, 500);
        row(
          'writes per minute of reading (read marks, viewing, typing), a message every 0.5 s',
          `${reading.perMinute.toFixed(1)} (${reading.writes} in ${(reading.durationMs / 1000).toFixed(0)} s)`,
          '≤ 30',
          // No write at all would mean the reader marked nothing read: no figure.
          reading.writes > 0 && reading.perMinute <= 30,
          reading,
        );
        await context.close();
      },
    );
  });
});
