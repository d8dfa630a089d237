/**
 * The fixed debates `npm run judges:check` measures the judges on (debates.json, written for
 * it), read defensively: a broken file stops the check before any judge is paid.
 */

import type { DebateParticipant } from '@/domain/judging/participants';
import type { TranscriptMessage } from '@/domain/judging/prompt';

export type Side = 'A' | 'B';

export interface CheckDebate {
  id: string;
  topic: string;
  /** The side whose arguments are better: the one a sound judge names. */
  winner: Side;
  /** Both sides argue well and the margin is small. */
  close: boolean;
  messages: { side: Side; text: string }[];
}

/** Fewer would make every figure a coin toss. */
export const MIN_DEBATES = 12;

/**
 * The debaters as the judges get them. Names no debate uses as a word: blind.ts scrubs each
 * name from the messages, which must reach the judges unchanged.
 */
export const PARTICIPANTS: Record<Side, DebateParticipant> = {
  A: { id: 'side-a', displayName: 'Quillon' },
  B: { id: 'side-b', displayName: 'Mossbank' },
};

const isSide = (value: unknown): value is Side => value === 'A' || value === 'B';
const isText = (value: unknown): value is string => typeof value === 'string' && !!value.trim();

function readDebate(value: unknown, index: number): CheckDebate {
  const debate = value as Partial<CheckDebate> | null;
  const where = `debate ${index + 1}${isText(debate?.id) ? ` (${debate.id})` : ''}`;
  if (!isText(debate?.id) || !isText(debate.topic)) throw new Error(`${where}: no id or topic`);
  if (!isSide(debate.winner)) throw new Error(`${where}: winner must be "A" or "B"`);
  const messages = Array.isArray(debate.messages) ? debate.messages : [];
  for (const side of ['A', 'B'] as const) {
    if (messages.filter((m) => m?.side === side && isText(m.text)).length < 2) {
      throw new Error(`${where}: side ${side} needs at least 2 messages`);
    }
  }
  if (!messages.every((m) => isSide(m?.side) && isText(m.text))) {
    throw new Error(`${where}: every message needs a side ("A" or "B") and a text`);
  }
  return {
    id: debate.id,
    topic: debate.topic,
    winner: debate.winner,
    close: debate.close === true,
    messages: messages.map((m) => ({ side: m.side, text: m.text })),
  };
}

/** The debates of a debates.json, or an error saying what is wrong with it. */
export function readDebates(data: unknown): CheckDebate[] {
  const list = (data as { debates?: unknown } | null)?.debates;
  if (!Array.isArray(list)) throw new Error('debates.json has no "debates" list');
  const debates = list.map(readDebate);
  if (debates.length < MIN_DEBATES) {
    throw new Error(
      `debates.json holds ${debates.length} debates; at least ${MIN_DEBATES} are needed`,
    );
  }
  const ids = new Set(debates.map((d) => d.id));
  if (ids.size !== debates.length) throw new Error('debates.json repeats a debate id');
  return debates;
}

export const otherSide = (side: Side): Side => (side === 'A' ? 'B' : 'A');

/** The transcript as the evaluation reads it, with the loser's messages rewritten by `pad`. */
export function transcriptOf(
  debate: CheckDebate,
  pad?: (text: string) => string,
): TranscriptMessage[] {
  const loser = otherSide(debate.winner);
  return debate.messages.map((m, i) => ({
    id: `m${i + 1}`,
    senderId: PARTICIPANTS[m.side].id,
    content: pad && m.side === loser ? pad(m.text) : m.text,
  }));
}
