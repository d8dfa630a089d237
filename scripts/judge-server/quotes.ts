/**
 * The demo judge's evidence (docs/judges.md "A verdict you can check"): for each criterion
 * and side, the sentence of that side's messages that shows the criterion's signal most
 * (signals.ts), quoted word for word, so the server's quote check keeps it; the two messages
 * that scored most as the turning points; and the stances, summarised from the creator's
 * declared stance and its opposite. Deterministic: same transcript, same quotes.
 */

import { CRITERIA, type CriterionKey } from '@/domain/judging/criteria';
import { MAX_QUOTE_CHARS, MIN_QUOTE_WORDS, TURNING_POINTS } from '@/domain/judging/evidence';
import type { ReadMessage, ReadParticipant } from '@/domain/judging/prompt-reader';
import { JUDGE_TEXT } from '@/domain/judging/verdict';
import { answersOpponent, countEvidence, REBUTTAL, substantiveWords } from './signals';

const STANCE_MAX_CHARS = 160;
const REASONING = /\b(because|therefore|thus|so|since|consequently|if|then|which means)\b/g;

/**
 * A message's sentences long enough to quote (a sentence ends at . ! or ? followed by a
 * space; the quote check wants MIN_QUOTE_WORDS words).
 */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => (s.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) >= MIN_QUOTE_WORDS);
}

/** The first MAX_QUOTE_CHARS of a sentence, cut at a space: still a passage of the message. */
function quotable(sentence: string): string {
  const chars = [...sentence];
  if (chars.length <= MAX_QUOTE_CHARS) return sentence;
  const cut = chars.slice(0, MAX_QUOTE_CHARS).join('');
  const space = cut.lastIndexOf(' ');
  return (space > 40 ? cut.slice(0, space) : cut).trim();
}

interface Candidate {
  text: string;
  /** Each criterion's signal in this sentence (signals.ts), counted once. */
  signals: Record<CriterionKey, number>;
}

function count(text: string, pattern: RegExp): number {
  return text.toLowerCase().match(pattern)?.length ?? 0;
}

/** Every sentence of this side, with how strongly it shows each criterion. */
function candidates(
  label: string,
  opponent: string,
  messages: readonly ReadMessage[],
  topic: string,
): Candidate[] {
  const topicWords = new Set(substantiveWords(topic));
  const found: Candidate[] = [];
  let previous: string | null = null;
  for (const message of messages) {
    if (message.speaker === opponent) previous = message.content;
    if (message.speaker !== label) continue;
    for (const text of sentences(message.content)) {
      const words = substantiveWords(text);
      const distinct = new Set(words).size;
      const evidence = countEvidence(text);
      const rebuts = previous !== null && answersOpponent(text, opponent, previous) ? 1 : 0;
      found.push({
        text,
        signals: {
          evidence,
          logic: count(text, REASONING),
          clarity: distinct / Math.max(1, text.split(/\s+/).length),
          relevance: words.filter((w) => topicWords.has(w)).length,
          rebuttal: rebuts + (REBUTTAL.test(text.toLowerCase()) ? 1 : 0),
          overall: evidence * 4 + rebuts * 5 + distinct,
        },
      });
    }
  }
  return found;
}

/** Per criterion, the one sentence of this side that shows it most (the earliest on a tie). */
export function quotesFor(
  label: string,
  opponent: string,
  messages: readonly ReadMessage[],
  topic: string,
): Record<CriterionKey, string[]> {
  const pool = candidates(label, opponent, messages, topic);
  return Object.fromEntries(
    CRITERIA.map((c) => {
      const best = pool.reduce<Candidate | null>(
        (top, candidate) =>
          !top || candidate.signals[c.key] > top.signals[c.key] ? candidate : top,
        null,
      );
      return [c.key, best ? [quotable(best.text)] : []];
    }),
  ) as Record<CriterionKey, string[]>;
}

/** The two messages that scored most, in debate order, each with one sentence why. */
export function turningPoints(
  participants: readonly ReadParticipant[],
  messages: readonly ReadMessage[],
): { quote: string; why: string }[] {
  const labels = participants.map((p) => p.label);
  const last = new Map<string, string>();
  const scored = messages.flatMap((message, order) => {
    const opponent = labels.find((l) => l !== message.speaker) ?? '';
    const before = last.get(opponent) ?? null;
    last.set(message.speaker, message.content);
    const evidence = countEvidence(message.content);
    const answers = before !== null && answersOpponent(message.content, opponent, before);
    const best = sentences(message.content).sort(
      (a, b) => countEvidence(b) - countEvidence(a) || b.length - a.length,
    )[0];
    if (!best) return [];
    const words = new Set(substantiveWords(message.content)).size;
    const score = evidence * 4 + (answers ? 5 : 0) + words;
    const why = reason(message.speaker, opponent, evidence, answers);
    return [{ order, score, quote: quotable(best), why }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, TURNING_POINTS)
    .sort((a, b) => a.order - b.order)
    .map(({ quote, why }) => ({ quote, why }));
}

function reason(speaker: string, opponent: string, evidence: number, answers: boolean): string {
  const backed =
    evidence > 0
      ? `backed the case with ${evidence} evidence marker${evidence === 1 ? '' : 's'}`
      : 'set out a position';
  return answers
    ? `${speaker} ${backed} while answering ${opponent} directly, the strongest exchange by the demo judge's count.`
    : `${speaker} ${backed}, one of the two highest-scoring messages by the demo judge's count.`;
}

function summary(text: string): string {
  const first = sentences(text.replace(/\s+/g, ' '))[0] ?? text.trim();
  const chars = [...first];
  return chars.length > STANCE_MAX_CHARS
    ? `${chars.slice(0, STANCE_MAX_CHARS).join('')}...`
    : first;
}

/**
 * Both stances: the creator's declared stance, summarised, and its opposite for the other
 * side (the acceptor argues against it). Without a declared stance, each side's first
 * message stands in.
 */
export function stances(
  participants: readonly ReadParticipant[],
  messages: readonly ReadMessage[],
): [string, string] {
  const declared = participants.find((p) => p.stance?.trim());
  return participants.slice(0, 2).map((p) => {
    if (declared?.stance) {
      const stated = summary(declared.stance);
      return p === declared ? stated : `Opposes: "${stated}"`;
    }
    const first = messages.find((m) => m.speaker === p.label)?.content;
    return first?.trim() ? summary(first) : JUDGE_TEXT.noStance;
  }) as [string, string];
}
