#!/usr/bin/env node
/**
 * The local demo judge: an OpenAI-compatible chat-completions server that lets the whole
 * evaluation flow run offline (JUDGE_BASE_URL). It is not an AI model: it reads the fenced
 * transcript of the prompt made by src/domain/judging.ts and scores each side with a
 * transparent heuristic, deterministically, and says so in every verdict.
 *
 *   node scripts/judge-server.mjs --port 7071 [--host 127.0.0.1]
 *   JUDGE_BASE_URL=http://127.0.0.1:7071/v1
 */

import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const DEMO_JUDGE_MODEL = 'local-demo-judge';
export const DEMO_JUDGE_NAME = 'Local demo judge (not an AI model)';

const MAX_BODY_BYTES = 2_000_000;
/** Scores closer than this share of the higher one are a Draw. */
const DRAW_MARGIN = 0.1;
const POINTS = { word: 1, evidence: 4, response: 5 };
const STANCE_MAX_CHARS = 160;

const STOPWORDS = new Set(
  `that this with have from they will would there their what about which when your were been
  more than then them some just like also into only very because could should does doesn
  dont didn isnt arent wasnt here where while these those being other such much many most
  even still over under after before again same both each every over well yeah okay sure
  think know really thing things something anything going want make made said says
  youre theyre thats it's that's don't can't won't i'm you're`
    .split(/\s+/)
    .filter(Boolean),
);

const EVIDENCE = [
  /\b\d[\d,.]*\s*(%|percent\b)?/g,
  /\bbecause\b/g,
  /\bfor (example|instance)\b/g,
  /\bsuch as\b/g,
  /\baccording to\b/g,
  /\b(study|studies|research|data|evidence|statistics|survey|report|source)\b/g,
  /\b(therefore|thus|consequently)\b/g,
];

const REBUTTAL =
  /\b(you said|you claim|your (point|argument|claim)|however|but|on the contrary|that ignores|disagree|counter|actually|not true|misses)\b/;

// ---------------------------------------------------------------------------------------
// Reading the prompt
// ---------------------------------------------------------------------------------------

function parseJsonString(text) {
  try {
    const value = JSON.parse(text);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Topic, participants and transcript from the user message buildJudgePrompt writes. */
export function readDebate(userMessage) {
  const lines = userMessage.split('\n');
  const topic = parseJsonString(/^Topic: (".*")$/m.exec(userMessage)?.[1] ?? '') ?? '';
  const participants = [];
  lines.forEach((line, i) => {
    const match = /^- participant(\d+): (.+)$/.exec(line);
    if (!match) return;
    const stance = /^ {2}stated stance: (".*")$/.exec(lines[i + 1] ?? '')?.[1];
    participants.push({ label: match[2], stance: stance ? parseJsonString(stance) : null });
  });
  const startPattern = /^<<<DEBATE_TRANSCRIPT_([A-Za-z0-9_-]+)>>>$/;
  const startIndex = lines.findIndex((l) => startPattern.test(l));
  const nonce = startIndex === -1 ? null : startPattern.exec(lines[startIndex])[1];
  const endIndex = nonce ? lines.indexOf(`<<<END_DEBATE_TRANSCRIPT_${nonce}>>>`, startIndex) : -1;
  const messages = [];
  for (const line of endIndex === -1 ? [] : lines.slice(startIndex + 1, endIndex)) {
    const speaker = line.slice(0, line.indexOf(': '));
    const content = parseJsonString(line.slice(speaker.length + 2));
    if (content !== null && participants.some((p) => p.label === speaker)) {
      messages.push({ speaker, content });
    }
  }
  return { topic, participants, messages, fenced: endIndex !== -1 };
}

// ---------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------

function substantiveWords(text) {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return words.filter((w) => [...w].length >= 4 && !STOPWORDS.has(w) && !/^\d/.test(w));
}

function countEvidence(text) {
  const lower = text.toLowerCase();
  return EVIDENCE.reduce((sum, pattern) => sum + (lower.match(pattern)?.length ?? 0), 0);
}

function answersOpponent(content, opponentLabel, previous) {
  const lower = content.toLowerCase();
  if (REBUTTAL.test(lower) || lower.includes(opponentLabel.toLowerCase())) return true;
  const theirs = new Set(substantiveWords(previous));
  return new Set(substantiveWords(content).filter((w) => theirs.has(w))).size >= 2;
}

function scoreSide(label, opponentLabel, messages) {
  const words = new Set();
  let evidence = 0;
  let responses = 0;
  let count = 0;
  let lastFromOpponent = null;
  for (const message of messages) {
    if (message.speaker !== label) {
      if (message.speaker === opponentLabel) lastFromOpponent = message.content;
      continue;
    }
    count += 1;
    substantiveWords(message.content).forEach((w) => words.add(w));
    evidence += countEvidence(message.content);
    if (
      lastFromOpponent !== null &&
      answersOpponent(message.content, opponentLabel, lastFromOpponent)
    ) {
      responses += 1;
    }
  }
  const score = words.size * POINTS.word + evidence * POINTS.evidence + responses * POINTS.response;
  return { label, count, words: words.size, evidence, responses, score };
}

// ---------------------------------------------------------------------------------------
// Writing the verdict
// ---------------------------------------------------------------------------------------

function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

function describe(side, opponent) {
  return (
    `${side.label} wrote ${plural(side.count, 'message')} with ${plural(side.words, 'distinct substantive word')}, ` +
    `${plural(side.evidence, 'evidence marker')} ` +
    `and answered ${opponent.label} in ${plural(side.responses, 'message')}, scoring ${side.score}.`
  );
}

function stanceOf(side, participant, messages) {
  const first = messages
    .find((m) => m.speaker === side.label)
    ?.content.replace(/\s+/g, ' ')
    .trim();
  const text = first || participant?.stance?.trim();
  if (!text) return 'Position not clearly identified';
  const chars = [...text];
  return chars.length > STANCE_MAX_CHARS ? `${chars.slice(0, STANCE_MAX_CHARS).join('')}...` : text;
}

function strengths(winner, loser) {
  const led = [];
  if (winner.evidence > loser.evidence)
    led.push(
      `backed claims with more evidence (${winner.evidence} to ${plural(loser.evidence, 'marker')})`,
    );
  if (winner.responses > loser.responses)
    led.push(
      `answered the other side more often (${winner.responses} to ${plural(loser.responses, 'reply', 'replies')})`,
    );
  if (winner.words > loser.words)
    led.push(
      `developed the case in more depth (${winner.words} to ${plural(loser.words, 'distinct substantive word')})`,
    );
  return led.length ? led.join('; ') : 'kept pace on every measure';
}

function advice(loser, winner) {
  const tips = [];
  if (loser.evidence <= winner.evidence)
    tips.push('support each claim with numbers, sources or concrete examples');
  if (loser.responses <= winner.responses)
    tips.push(`answer ${winner.label}'s points directly before adding new ones`);
  if (loser.words <= winner.words)
    tips.push('develop each argument further instead of restating it');
  return tips.length ? tips.join('; ') : 'keep building on the same strengths';
}

/** The verdict for a debate read from the prompt: same transcript, same verdict. */
export function judgeDebate(debate) {
  const [p1, p2] = debate.participants;
  if (!p1 || !p2 || !debate.fenced) {
    return {
      winner: 'Draw',
      analysis: `${DEMO_JUDGE_NAME}: no debate transcript was found in the prompt, so neither side could be scored.`,
      participant1Stance: 'Position not clearly identified',
      participant2Stance: 'Position not clearly identified',
      winnerReason: 'No transcript to score.',
      loserReason: 'No transcript to score.',
      confidence: 50,
    };
  }
  const one = scoreSide(p1.label, p2.label, debate.messages);
  const two = scoreSide(p2.label, p1.label, debate.messages);
  const high = Math.max(one.score, two.score);
  const margin = high === 0 ? 0 : Math.abs(one.score - two.score) / high;
  const draw = margin < DRAW_MARGIN;
  const [winner, loser] = one.score >= two.score ? [one, two] : [two, one];
  const outcome = draw
    ? `The scores are within ${DRAW_MARGIN * 100}% of each other, so the demo judge calls it a Draw.`
    : `${winner.label} leads by ${Math.round(margin * 100)}%, so the demo judge awards ${winner.label} the debate.`;
  return {
    winner: draw ? 'Draw' : winner.label,
    analysis:
      `${DEMO_JUDGE_NAME}: this verdict comes from a transparent heuristic (${POINTS.word} point per distinct substantive word, ` +
      `${POINTS.evidence} per evidence marker such as a number, 'because' or 'for example', ${POINTS.response} per message answering the other side), not from understanding the arguments` +
      `${debate.topic ? ` about ${JSON.stringify(debate.topic)}` : ''}. ${describe(one, two)} ${describe(two, one)} ${outcome}`,
    participant1Stance: stanceOf(one, p1, debate.messages),
    participant2Stance: stanceOf(two, p2, debate.messages),
    winnerReason: draw
      ? `Both sides were evenly matched: ${one.label} scored ${one.score} and ${two.label} ${two.score}.`
      : `${winner.label} ${strengths(winner, loser)}.`,
    loserReason: draw
      ? `To break the tie, either side could ${advice(one, two)}.`
      : `${loser.label} could ${advice(loser, winner)}.`,
    confidence: draw ? 50 : Math.min(95, Math.max(55, Math.round(50 + margin * 50))),
  };
}

// ---------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function apiError(res, status, message, type = 'invalid_request_error') {
  sendJson(res, status, { error: { message, type, param: null, code: null } });
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES)
        reject(Object.assign(new Error('Request too large'), { status: 413 }));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function userText(messages) {
  const texts = (Array.isArray(messages) ? messages : [])
    .filter((m) => m && m.role === 'user')
    .map((m) =>
      typeof m.content === 'string'
        ? m.content
        : Array.isArray(m.content)
          ? m.content.map((part) => part?.text ?? '').join('\n')
          : '',
    );
  return texts.join('\n');
}

function completion(content, body) {
  const promptChars = JSON.stringify(body.messages ?? []).length;
  const created = Math.floor(Date.now() / 1000);
  return {
    id: `chatcmpl-demo-${created}-${Math.floor(Math.random() * 1e9).toString(36)}`,
    object: 'chat.completion',
    created,
    model: DEMO_JUDGE_MODEL,
    system_fingerprint: DEMO_JUDGE_MODEL,
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

async function chatCompletions(req, res) {
  const body = JSON.parse(await readBody(req));
  if (body.stream) {
    apiError(res, 400, 'The local demo judge does not stream: send stream: false.');
    return { model: body.model, note: 'stream refused' };
  }
  const verdict = judgeDebate(readDebate(userText(body.messages)));
  sendJson(res, 200, completion(JSON.stringify(verdict), body));
  return {
    model: body.model,
    note: `winner=${JSON.stringify(verdict.winner)} confidence=${verdict.confidence}`,
  };
}

function listModels(res) {
  const created = Math.floor(Date.now() / 1000);
  const data = [DEMO_JUDGE_MODEL, 'gpt-4', 'deepseek-chat', 'grok-3'].map((id) => ({
    id,
    object: 'model',
    created,
    owned_by: 'local-demo-judge',
  }));
  sendJson(res, 200, { object: 'list', data });
}

async function route(req, res) {
  const path = (req.url ?? '/').split('?')[0].replace(/^\/v1(?=\/|$)/, '') || '/';
  if (req.method === 'POST' && path === '/chat/completions') return chatCompletions(req, res);
  if (req.method === 'GET' && path === '/models') return listModels(res);
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

/** Starts the demo judge; url is its base URL (with /v1), ready for JUDGE_BASE_URL. */
export async function startJudgeServer({
  port = 7071,
  host = '127.0.0.1',
  log = console.log,
} = {}) {
  const server = http.createServer(async (req, res) => {
    const started = performance.now();
    let details = {};
    try {
      details = (await route(req, res)) ?? {};
    } catch (error) {
      const status = error.status ?? (error instanceof SyntaxError ? 400 : 500);
      if (!res.headersSent)
        apiError(
          res,
          status,
          error.message,
          status === 500 ? 'server_error' : 'invalid_request_error',
        );
      details = { note: error.message };
    }
    const ms = (performance.now() - started).toFixed(1);
    const model = details.model ? ` model=${details.model}` : '';
    log(
      `[judge-server] ${new Date().toISOString()} ${req.method} ${req.url} ${res.statusCode}${model} ${ms}ms${details.note ? ` ${details.note}` : ''}`,
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/v1`;
  return {
    url,
    port: actualPort,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function argValue(args, name) {
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

async function main(args) {
  const port = Number(argValue(args, 'port') ?? process.env.JUDGE_SERVER_PORT ?? 7071);
  const host = argValue(args, 'host') ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid --port: ${argValue(args, 'port')}`);
    process.exit(2);
  }
  const server = await startJudgeServer({ port, host });
  console.log(`${DEMO_JUDGE_NAME} listening on ${server.url} (use it as JUDGE_BASE_URL)`);
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
