/**
 * callableOptions: App Check enforcement switched by APPCHECK_ENFORCE, proved on real
 * firebase-functions callables served over HTTP the way Cloud Functions calls them, and a
 * source check that every callable in functions/src is built by signedInCallable, which
 * declares it with them; signedInCallable's own refusals before the handler runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CALLABLE_TEXT } from '@/domain/callable-errors';
import { CALLABLE_NAMES } from '@/domain/callables';
import { callableOptions, signedInCallable } from './callable';

// firebase-functions reads FIREBASE_DEBUG_MODE once, when it loads, and the debug features
// on each request: with the mode on and no features (every test but the emulator's), it
// verifies tokens exactly as in production.
vi.hoisted(() => {
  process.env.FIREBASE_DEBUG_MODE = 'true';
});

type HttpHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The few Express methods the callable handler uses, on Node's own request and response. */
function expressLike(req: IncomingMessage, res: ServerResponse, body: unknown) {
  const request = Object.assign(req, {
    body,
    header: (name: string) => req.headers[name.toLowerCase()],
  });
  const response = Object.assign(res, {
    status(code: number) {
      res.statusCode = code;
      return response;
    },
    send(payload: unknown) {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(payload));
      return response;
    },
  });
  return [request, response] as const;
}

/** Calls a callable once over loopback HTTP, as the client SDK would. */
async function call(handler: HttpHandler, headers: Record<string, string> = {}) {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => void handler(...expressLike(req, res, JSON.parse(raw || '{}'))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ data: { hello: 'world' } }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A callable declared as every callable in functions/src is, counting the handler's runs. */
async function probeCallable() {
  const { onCall } = await import('firebase-functions/v2/https');
  const runs = { count: 0 };
  const fn = onCall(callableOptions(), () => {
    runs.count += 1;
    return 'ran';
  });
  return { handler: fn as unknown as HttpHandler, runs };
}

/**
 * A token shaped like App Check's for the demo project (right algorithm, audience, issuer,
 * subject and lifetime) but signed by nobody: only a signature check tells it apart.
 */
function forgedAppCheckToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = part({ alg: 'RS256', typ: 'JWT', kid: 'forged' });
  const payload = part({
    sub: '1:123:web:abc',
    aud: ['projects/123', 'projects/demo-debate-arena'],
    iss: 'https://firebaseappcheck.googleapis.com/123',
    iat: now,
    exp: now + 3600,
  });
  return `${header}.${payload}.${Buffer.from('not a signature').toString('base64url')}`;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('callableOptions', () => {
  test('enforces App Check only when APPCHECK_ENFORCE is exactly "true"', () => {
    vi.stubEnv('APPCHECK_ENFORCE', undefined);
    expect(callableOptions().enforceAppCheck).toBe(false);
    for (const value of ['', 'false', '1', 'TRUE', 'yes', ' true']) {
      vi.stubEnv('APPCHECK_ENFORCE', value);
      expect(callableOptions().enforceAppCheck, JSON.stringify(value)).toBe(false);
    }
    vi.stubEnv('APPCHECK_ENFORCE', 'true');
    expect(callableOptions().enforceAppCheck).toBe(true);
  });

  test("keeps each callable's own options beside it", () => {
    vi.stubEnv('APPCHECK_ENFORCE', 'true');
    expect(
      callableOptions({ timeoutSeconds: 120, memory: '512MiB', region: 'europe-west1' }),
    ).toEqual({
      enforceAppCheck: true,
      timeoutSeconds: 120,
      memory: '512MiB',
      region: 'europe-west1',
    });
  });
});

describe('a callable declared with callableOptions', () => {
  test('refuses a request without an App Check token when enforcement is on', async () => {
    vi.stubEnv('APPCHECK_ENFORCE', 'true');
    const { handler, runs } = await probeCallable();
    const response = await call(handler);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
    });
    expect(runs.count).toBe(0);
  });

  test('refuses a token it cannot verify when enforcement is on', async () => {
    vi.stubEnv('APPCHECK_ENFORCE', 'true');
    vi.stubEnv('GCLOUD_PROJECT', 'demo-debate-arena');
    const { handler, runs } = await probeCallable();
    const forged = await call(handler, { 'X-Firebase-AppCheck': forgedAppCheckToken() });
    expect(forged.status).toBe(401);
    expect(runs.count).toBe(0);
  });

  test('serves the same request when enforcement is off', async () => {
    vi.stubEnv('APPCHECK_ENFORCE', 'false');
    const { handler, runs } = await probeCallable();
    expect(await call(handler)).toEqual({ status: 200, body: { result: 'ran' } });
    expect(runs.count).toBe(1);
  });

  test('under the emulator, takes any token-shaped header unverified (what it cannot prove)', async () => {
    // The functions emulator runs every function with FIREBASE_DEBUG_MODE=true and this.
    vi.stubEnv('FIREBASE_DEBUG_FEATURES', JSON.stringify({ skipTokenVerification: true }));
    vi.stubEnv('APPCHECK_ENFORCE', 'true');
    const { handler, runs } = await probeCallable();
    expect((await call(handler)).status).toBe(401);
    const forged = await call(handler, { 'X-Firebase-AppCheck': forgedAppCheckToken() });
    expect(forged).toEqual({ status: 200, body: { result: 'ran' } });
    expect(runs.count).toBe(1);
  });
});

describe('every callable in functions/src', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  }

  /** The first argument of each onCall(...) in the text, with type arguments skipped. */
  function onCallFirstArguments(text: string): string[] {
    const found: string[] = [];
    for (const match of text.matchAll(/\bonCall\b/g)) {
      let i = match.index + 'onCall'.length;
      while (/\s/.test(text[i] ?? '')) i += 1;
      if (text[i] === '<') {
        let depth = 0;
        for (; i < text.length; i += 1) {
          if (text[i] === '<') depth += 1;
          else if (text[i] === '>' && text[i - 1] !== '=') depth -= 1;
          if (depth === 0) break;
        }
        i += 1;
        while (/\s/.test(text[i] ?? '')) i += 1;
      }
      if (text[i] !== '(') continue; // the import, or a mention in a comment
      found.push(text.slice(i + 1, i + 80).trimStart());
    }
    return found;
  }

  test('is built by signedInCallable, whose one onCall has callableOptions: APPCHECK_ENFORCE covers them all', () => {
    const onCalls: string[] = [];
    const without: string[] = [];
    for (const file of sourceFiles(src)) {
      for (const argument of onCallFirstArguments(readFileSync(file, 'utf8'))) {
        const name = path.relative(src, file);
        onCalls.push(name);
        if (!argument.startsWith('callableOptions(')) without.push(name);
      }
    }
    expect(onCalls).toEqual([path.join('safety', 'callable.ts')]);
    expect(without).toEqual([]);
  });

  test('is exported under its name in the callables map, and the map names no other', () => {
    const built: [string, string][] = [];
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/export const (\w+) = signedInCallable\(\s*'(\w+)'/g)) {
        built.push([m[1]!, m[2]!]);
      }
    }
    expect(built.filter(([exported, name]) => exported !== name)).toEqual([]);
    expect(built.map(([name]) => name).sort()).toEqual([...CALLABLE_NAMES].sort());
    // And deployed: functions/src/index.ts exports each.
    const index = readFileSync(path.join(src, 'index.ts'), 'utf8');
    const exported = [...index.matchAll(/export \{ ([^}]+) \}/g)].flatMap((m) =>
      m[1]!.split(',').map((name) => name.trim()),
    );
    expect(CALLABLE_NAMES.filter((name) => !exported.includes(name))).toEqual([]);
  });
});

const signedOut = { data: {}, rawRequest: {} } as unknown as CallableRequest<never>;
const signedIn = {
  data: { x: 1 },
  rawRequest: {},
  auth: { uid: 'ann', token: {} },
} as unknown as CallableRequest<never>;

describe('signedInCallable', () => {
  test('refuses a signed-out caller before the handler runs', async () => {
    const handler = vi.fn();
    const callable = signedInCallable('serverTime', handler);
    await expect(callable.run(signedOut)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: CALLABLE_TEXT.notAuthenticated,
    });
    expect(handler).not.toHaveBeenCalled();
  });

  test('says what the callable chose to say to a signed-out caller', async () => {
    const callable = signedInCallable('createDebateRequest', vi.fn(), {
      signedOut: 'Please sign in to start a debate',
    });
    await expect(callable.run(signedOut)).rejects.toMatchObject({
      message: 'Please sign in to start a debate',
    });
  });

  test('hands the handler the request and the caller; one that writes nothing reads no ban', async () => {
    const handler = vi.fn((_request: unknown, me: string) => ({ now: me.length }));
    const callable = signedInCallable('serverTime', handler, { writesNothing: true });
    await expect(callable.run(signedIn)).resolves.toEqual({ now: 3 });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ data: { x: 1 } }), 'ann');
  });

  test('shares the options every callable has, beside its own', () => {
    const callable = signedInCallable('evaluateDebate', vi.fn(), { options: { memory: '512MiB' } });
    expect(callable.__endpoint.availableMemoryMb).toBe(512);
  });
});
