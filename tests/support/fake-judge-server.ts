/**
 * A scripted OpenAI-compatible judge for tests, on loopback and a random free port.
 * Behaviours queue per model, so a retry can get a different answer than the first try;
 * an unscripted request gets a valid verdict for the debater with a stated stance (the
 * creator, whichever seat the blind prompt gives them), else participant1.
 */

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers only once `after` settles: a request held open until the test lets it go. */
type Gated = { after?: Promise<unknown> };

export type FakeBehaviour =
  | ((
      | { verdict: Record<string, unknown>; delayMs?: number }
      /** A verdict written for the prompt it answers (the blind seating is drawn per judge). */
      | { respond: (userMessage: string) => Record<string, unknown>; delayMs?: number }
      | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
      | { content: string | null; delayMs?: number }
      | { delayMs: number }
    ) &
      Gated)
  | { hang: true };

export interface RecordedCall {
  path: string;
  model: string;
  messages: { role: string; content: string }[];
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  /** Date.now() when the request arrived. */
  time: number;
}

export interface FakeJudgeServer {
  /** With /v1, as a provider's base URL. */
  baseURL: string;
  calls: RecordedCall[];
  callsFor(model: string): RecordedCall[];
  script(model: string, behaviour: FakeBehaviour | FakeBehaviour[]): void;
  /**
   * Behaviours for one seating's requests only (the order check reads each debate both ways
   * at once, so one shared queue would be dealt out in whatever order the two readings ask);
   * tried before the model's shared queue.
   */
  scriptSeating(model: string, seating: Seating, behaviour: FakeBehaviour | FakeBehaviour[]): void;
  /**
   * Scripts one answer that is held until the returned function is called: a test that
   * needs the judges to finish in a given order lets them go one at a time.
   */
  hold(model: string, behaviour: Exclude<FakeBehaviour, { hang: true }>): () => void;
  /** Forgets calls and scripts, and drops hanging requests. */
  reset(): void;
  close(): Promise<void>;
}

/** Which debater the blind prompt lists first: the creator (who stated a stance) or not. */
export type Seating = 'creatorFirst' | 'creatorSecond';

/** Errors ask the client to retry soon, so retry tests stay fast. */
const ERROR_HEADERS = { 'retry-after-ms': '10' };

/**
 * The seat of the debater who stated a stance (the creator: the judges see no names, and
 * the seating is drawn per judge), else participant1.
 */
function stanceHolder(userMessage: string): string | undefined {
  const withStance = /^- participant\d+: (.+)\n {2}stated stance: /m.exec(userMessage)?.[1];
  return withStance ?? /^- participant1: (.+)$/m.exec(userMessage)?.[1];
}

/** True when the debater who stated a stance (the creator) sits as participant2. */
export function creatorListedSecond(userMessage: string): boolean {
  return /^- participant2: .+\n {2}stated stance: /m.test(userMessage);
}

/**
 * A verdict whose participant1Stance / participant2Stance and scores are written for the
 * creator first, put in the order of the prompt it answers.
 */
export function seatedVerdict(
  creatorFirst: Record<string, unknown>,
): (userMessage: string) => Record<string, unknown> {
  return (userMessage) => {
    if (!creatorListedSecond(userMessage)) return creatorFirst;
    const scores = creatorFirst.scores as { participant1?: unknown; participant2?: unknown };
    return {
      ...creatorFirst,
      participant1Stance: creatorFirst.participant2Stance,
      participant2Stance: creatorFirst.participant1Stance,
      ...(scores
        ? { scores: { participant1: scores.participant2, participant2: scores.participant1 } }
        : {}),
    };
  };
}

export function defaultVerdict(userMessage: string): Record<string, unknown> {
  const winner = stanceHolder(userMessage) ?? 'Draw';
  return {
    winner,
    analysis: 'Fake judge: the debater who stated a stance argued better.',
    participant1Stance: 'Fake stance one',
    participant2Stance: 'Fake stance two',
    winnerReason: 'Fake winner reason',
    loserReason: 'Fake loser reason',
    confidence: 70,
  };
}

function completion(model: string, content: string | null): string {
  return JSON.stringify({
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: string, headers = {}): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

function seatingKey(model: string, seating: Seating): string {
  return `${model}\u0000${seating}`;
}

export async function startFakeJudgeServer(): Promise<FakeJudgeServer> {
  const calls: RecordedCall[] = [];
  const scripts = new Map<string, FakeBehaviour[]>();
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<http.ServerResponse>();

  const later = (ms: number, run: () => void) => {
    if (ms <= 0) return run();
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const respond = (res: http.ServerResponse, call: RecordedCall) => {
    pending.add(res);
    res.on('close', () => pending.delete(res));
    const user = call.messages.find((m) => m.role === 'user')?.content ?? '';
    const seating: Seating = creatorListedSecond(user) ? 'creatorSecond' : 'creatorFirst';
    const behaviour = scripts.get(seatingKey(call.model, seating))?.shift() ??
      scripts.get(call.model)?.shift() ?? { delayMs: 0 };
    if ('hang' in behaviour) return;
    if (behaviour.after) void behaviour.after.then(() => respondWith(res, call, user, behaviour));
    else respondWith(res, call, user, behaviour);
  };

  const respondWith = (
    res: http.ServerResponse,
    call: RecordedCall,
    user: string,
    behaviour: Exclude<FakeBehaviour, { hang: true }>,
  ) => {
    later(behaviour.delayMs ?? 0, () => {
      if ('status' in behaviour) {
        const body = behaviour.body ?? { error: { message: 'fake failure', type: 'server_error' } };
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        send(res, behaviour.status, text, { ...ERROR_HEADERS, ...behaviour.headers });
      } else if ('content' in behaviour) {
        send(res, 200, completion(call.model, behaviour.content));
      } else {
        const verdict =
          'respond' in behaviour
            ? behaviour.respond(user)
            : 'verdict' in behaviour
              ? behaviour.verdict
              : defaultVerdict(user);
        send(res, 200, completion(call.model, JSON.stringify(verdict)));
      }
    });
  };

  const server = http.createServer((req, res) => {
    void readBody(req).then((text) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method !== 'POST' || !/^(\/v1)?\/chat\/completions$/.test(path)) {
        return send(res, 404, JSON.stringify({ error: { message: `No route ${path}` } }));
      }
      const body = JSON.parse(text) as Record<string, unknown>;
      const call: RecordedCall = {
        path,
        model: String(body.model),
        messages: body.messages as RecordedCall['messages'],
        body,
        headers: req.headers,
        time: Date.now(),
      };
      calls.push(call);
      respond(res, call);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Only sockets with an unanswered request: idle keep-alive ones stay for the client. */
  const dropPending = () => {
    timers.forEach(clearTimeout);
    timers.clear();
    pending.forEach((res) => res.destroy());
    pending.clear();
  };

  const script = (model: string, behaviour: FakeBehaviour | FakeBehaviour[]) => {
    const queue = scripts.get(model) ?? [];
    queue.push(...(Array.isArray(behaviour) ? behaviour : [behaviour]));
    scripts.set(model, queue);
  };

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    callsFor: (model) => calls.filter((c) => c.model === model),
    script,
    scriptSeating(model, seating, behaviour) {
      const key = seatingKey(model, seating);
      const queue = scripts.get(key) ?? [];
      queue.push(...(Array.isArray(behaviour) ? behaviour : [behaviour]));
      scripts.set(key, queue);
    },
    hold(model, behaviour) {
      let release = () => {};
      script(model, { ...behaviour, after: new Promise<void>((resolve) => (release = resolve)) });
      return () => release();
    },
    reset() {
      calls.length = 0;
      scripts.clear();
      dropPending();
    },
    close() {
      dropPending();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
