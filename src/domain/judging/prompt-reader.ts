/**
 * The judging prompt read back: what buildJudgePrompt (prompt.ts) wrote into the user
 * message. The local demo judge reads debates this way, so the writer and the reader of the
 * format live side by side and a round-trip test keeps them in step.
 */

import { PROMPT_LINES, transcriptMarkers } from './prompt';

export interface ReadParticipant {
  label: string;
  stance: string | null;
}

export interface ReadMessage {
  speaker: string;
  content: string;
}

export interface ReadPrompt {
  topic: string;
  participants: ReadParticipant[];
  /** Only the fenced lines spoken by a listed participant. */
  messages: ReadMessage[];
  /** False when the message holds no complete fenced transcript. */
  fenced: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TOPIC = new RegExp(`^${escapeRegExp(PROMPT_LINES.topic)}(".*")$`, 'm');
const PARTICIPANT = new RegExp(`^${escapeRegExp(PROMPT_LINES.participant)}(\\d+): (.+)$`);
const STANCE = new RegExp(`^${escapeRegExp(PROMPT_LINES.stance)}(".*")$`);
const FENCE_START = new RegExp(
  `^${escapeRegExp(transcriptMarkers('NONCE').start).replace('NONCE', '([A-Za-z0-9_-]+)')}$`,
);

function parseJsonString(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function readParticipants(lines: readonly string[]): ReadParticipant[] {
  return lines.flatMap((line, i) => {
    const match = PARTICIPANT.exec(line);
    if (!match?.[2]) return [];
    const stance = STANCE.exec(lines[i + 1] ?? '')?.[1];
    return [{ label: match[2], stance: stance ? parseJsonString(stance) : null }];
  });
}

/** The lines between the first start marker and its own end marker; null without both. */
function fencedLines(lines: readonly string[]): string[] | null {
  const startIndex = lines.findIndex((l) => FENCE_START.test(l));
  const nonce = startIndex === -1 ? undefined : FENCE_START.exec(lines[startIndex] ?? '')?.[1];
  if (!nonce) return null;
  const endIndex = lines.indexOf(transcriptMarkers(nonce).end, startIndex);
  return endIndex === -1 ? null : lines.slice(startIndex + 1, endIndex);
}

/** Topic, participants and transcript of a user message buildJudgePrompt wrote. */
export function readJudgePrompt(userMessage: string): ReadPrompt {
  const lines = userMessage.split('\n');
  const topic = parseJsonString(TOPIC.exec(userMessage)?.[1] ?? '') ?? '';
  const participants = readParticipants(lines);
  const fenced = fencedLines(lines);
  const messages: ReadMessage[] = [];
  for (const line of fenced ?? []) {
    const speaker = line.slice(0, line.indexOf(PROMPT_LINES.speaker));
    const content = parseJsonString(line.slice(speaker.length + PROMPT_LINES.speaker.length));
    if (content !== null && participants.some((p) => p.label === speaker)) {
      messages.push({ speaker, content });
    }
  }
  return { topic, participants, messages, fenced: fenced !== null };
}
