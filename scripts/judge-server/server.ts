/**
 * The local demo judge as an OpenAI-compatible chat-completions server (JUDGE_BASE_URL), so
 * the whole evaluation flow runs offline: POST /v1/chat/completions answers with the
 * heuristic's json verdict, GET /v1/models lists it; /v1 is optional on every path.
 */

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JUDGES } from '@/domain/judges';
import { readJudgePrompt } from '@/domain/judging/prompt-reader';
import { DEMO_DEBATER_MODEL, demoDebaterAnswer } from './debater';
import { DEMO_JUDGE_MODEL, DEMO_JUDGE_NAME, judgeDebate } from './heuristic';

const MAX_BODY_BYTES = 2_000_000;

/** What a request tells the log line. */
interface Details {
  model?: unknown;
  note?: string;
}

interface ChatRequest {
  model?: unknown;
  stream?: unknown;
  messages?: unknown;
}

class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function apiError(
  res: http.ServerResponse,
  status: number,
  message: string,
  type = 'invalid_request_error',
): void {
  sendJson(res, status, { error: { message, type, param: null, code: null } });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new HttpError('Request too large', 413));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The text of every user message (string content or text parts), one after another. */
function userText(messages: unknown): string {
  const list: unknown[] = Array.isArray(messages) ? messages : [];
  return list
    .flatMap((m) => {
      const message = m as { role?: unknown; content?: unknown } | null;
      if (!message || message.role !== 'user') return [];
      if (typeof message.content === 'string') return [message.content];
      if (!Array.isArray(message.content)) return [''];
      return [
        message.content
          .map((part: unknown) => {
            const text = (part as { text?: unknown } | null)?.text;
            return typeof text === 'string' ? text : '';
          })
          .join('\n'),
      ];
    })
    .join('\n');
}

function completion(content: string, body: ChatRequest, model = DEMO_JUDGE_MODEL) {
  const promptChars = JSON.stringify(body.messages ?? []).length;
  const created = Math.floor(Date.now() / 1000);
  return {
    id: `chatcmpl-demo-${created}-${Math.floor(Math.random() * 1e9).toString(36)}`,
    object: 'chat.completion',
    created,
    model,
    system_fingerprint: model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: {
      prompt_tokens: Math.ceil(promptChars / 4),
      completion_tokens: Math.ceil(content.length / 4),
      total_tokens: Math.ceil(promptChars / 4) + Math.ceil(content.length / 4),
    },
  };
}

async function chatCompletions(
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<Details> {
  const body = JSON.parse(await readBody(req)) as ChatRequest;
  if (body.stream) {
    apiError(res, 400, 'The local demo judge does not stream: send stream: false.');
    return { model: body.model, note: 'stream refused' };
  }
  // An AI debater's prompt (practice) gets the demo debater's reply (./debater.ts).
  const reply = demoDebaterAnswer(body.messages);
  if (reply !== null) {
    sendJson(res, 200, completion(reply, body, DEMO_DEBATER_MODEL));
    return { model: body.model, note: `debater reply of ${reply.length} chars` };
  }
  const verdict = judgeDebate(readJudgePrompt(userText(body.messages)));
  sendJson(res, 200, completion(JSON.stringify(verdict), body));
  return {
    model: body.model,
    note: `winner=${JSON.stringify(verdict.winner)} confidence=${verdict.confidence}`,
  };
}

function listModels(res: http.ServerResponse): void {
  const created = Math.floor(Date.now() / 1000);
  const data = [DEMO_JUDGE_MODEL, DEMO_DEBATER_MODEL, ...JUDGES.map((j) => j.model)].map((id) => ({
    id,
    object: 'model',
    created,
    owned_by: 'local-demo-judge',
  }));
  sendJson(res, 200, { object: 'list', data });
}

async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<Details> {
  const path = (req.url ?? '/').split('?')[0]?.replace(/^\/v1(?=\/|$)/, '') || '/';
  if (req.method === 'POST' && path === '/chat/completions') return chatCompletions(req, res);
  if (req.method === 'GET' && path === '/models') {
    listModels(res);
    return {};
  }
  if (req.method === 'GET' && path === '/') {
    sendJson(res, 200, {
      name: DEMO_JUDGE_NAME,
      endpoints: ['POST /v1/chat/completions', 'GET /v1/models'],
    });
    return {};
  }
  apiError(res, 404, `No route for ${req.method} ${req.url}`);
  return {};
}

function failure(res: http.ServerResponse, error: unknown): Details {
  const message = error instanceof Error ? error.message : String(error);
  const status =
    error instanceof HttpError ? error.status : error instanceof SyntaxError ? 400 : 500;
  if (!res.headersSent) {
    apiError(res, status, message, status === 500 ? 'server_error' : 'invalid_request_error');
  }
  return { note: message };
}

export interface JudgeServerOptions {
  port?: number;
  host?: string;
  log?: (line: string) => void;
}

export interface RunningJudgeServer {
  /** Its base URL, with /v1, ready for JUDGE_BASE_URL. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the demo judge; url is its base URL (with /v1), ready for JUDGE_BASE_URL. */
export async function startJudgeServer({
  port = 7071,
  host = '127.0.0.1',
  log = console.log,
}: JudgeServerOptions = {}): Promise<RunningJudgeServer> {
  const server = http.createServer((req, res) => {
    const started = performance.now();
    void route(req, res)
      .catch((error: unknown) => failure(res, error))
      .then((details) => {
        const ms = (performance.now() - started).toFixed(1);
        const model = details.model ? ` model=${String(details.model)}` : '';
        const note = details.note ? ` ${details.note}` : '';
        log(
          `[judge-server] ${new Date().toISOString()} ${req.method} ${req.url} ${res.statusCode}${model} ${ms}ms${note}`,
        );
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/v1`;
  return {
    url,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
