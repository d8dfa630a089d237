/**
 * The local demo debater (docs/decisions/0025-never-alone.md §3): what the demo server answers to
 * an AI debater prompt (src/domain/debater-prompt.ts), so practice works offline on a fresh
 * machine. Not an AI model: a deterministic reply built from the motion, its side's position and
 * the person's last message. Same prompt, same reply.
 */
import {
  DEBATER_MAX_REPLY_CHARS,
  readDebaterPrompt,
  type ChatTurn,
  type ReadDebaterPrompt,
} from '@/domain/debater-prompt';
import { DEMO_DEBATER_MODEL } from '@/domain/practice';

export { DEMO_DEBATER_MODEL };

const OPENINGS = [
  'I hear you, but',
  'That is a fair point, yet',
  'Let me answer that directly:',
  'I disagree, and here is why:',
  'You raise something real, but',
  'Consider the other half of the picture:',
];

const REASONS = [
  'Look at what happens in practice, not only in theory: the people most affected pay the price first.',
  'The evidence from places that tried the other way points to costs that were not expected at the start.',
  'A rule should be judged by its results for ordinary people, and here they favour my side.',
  'Long-term effects matter more than short-term convenience, and over years my case only grows stronger.',
  'Fairness is the test: my side treats the many better, not only the few who argue loudest.',
  'Every change has trade-offs, and on balance the trade-offs here fall in my favour.',
];

const CLOSINGS = [
  'What would you say to that?',
  'How does your case answer it?',
  'That is the point your side still has to meet.',
  'I do not think your argument gets past it.',
];

/** FNV-1a over the text: the same prompt always picks the same words. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length] as T;
}

/** The person's point, quoted short: their first few words. */
function theirPoint(message: string): string | null {
  const words = message.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const quoted = words.slice(0, 10).join(' ').replace(/["“”]/g, '');
  return words.length > 10 ? `${quoted}…` : quoted;
}

export function demoDebaterReply(prompt: ReadDebaterPrompt): string {
  const seed = hash(`${prompt.motion}|${prompt.replies}|${prompt.lastMessage}`);
  const point = theirPoint(prompt.lastMessage);
  const opening = point ? `${pick(OPENINGS, seed)} you say "${point}".` : 'Let me open my case.';
  const stance = prompt.side === 'for' ? 'I support the motion' : 'I oppose the motion';
  const reply = [
    opening,
    `${stance}: ${prompt.position}`,
    pick(REASONS, seed >>> 3),
    pick(CLOSINGS, seed >>> 7),
  ].join(' ');
  return reply.slice(0, DEBATER_MAX_REPLY_CHARS);
}

/** The demo's answer to a chat-completions request's messages, or null for a judge's. */
export function demoDebaterAnswer(messages: unknown): string | null {
  const turns: ChatTurn[] = (Array.isArray(messages) ? messages : []).flatMap((m: unknown) => {
    const message = m as { role?: unknown; content?: unknown } | null;
    const role = message?.role;
    if (
      (role !== 'system' && role !== 'user' && role !== 'assistant') ||
      typeof message?.content !== 'string'
    ) {
      return [];
    }
    return [{ role, content: message.content }];
  });
  const prompt = readDebaterPrompt(turns);
  return prompt ? demoDebaterReply(prompt) : null;
}
