/**
 * The blind jury (docs/decisions/0014-arena.md §5): judges see the debaters only as 'Debater A' and
 * 'Debater B', seated in an order drawn at random per judge, so neither a name nor the first place
 * sways a verdict. Names and phone numbers of the debaters are scrubbed from everything the judges
 * read, and a ballot is mapped back to the real debaters: its vote (SPEC §4 "the winner is matched
 * by name", here the seat's name), its stances and scores, and its texts.
 */

import { clipText } from './bounds';
import { swapScores } from './criteria';
import { MAX_QUOTE_CHARS, MAX_REASON_CHARS, type CriteriaQuotes, type Quote } from './evidence';
import { labelParticipants, normalizeVerdictWinner } from './participants';
import type { DebateParticipant, JudgedParticipant } from './participants';
import type { JudgeJudgment } from '@/domain/model';
import { DRAW, MAX_VERDICT_TEXT_CHARS } from './verdict';

export const DEBATER_LABELS = ['Debater A', 'Debater B'] as const;
/** What a debater's own phone number reads as in the prompt. */
export const PHONE_PLACEHOLDER = '[phone number]';

interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** A fair coin from Web Crypto (Math.random without it): true seats participant2 as A. */
export function drawSwapped(): boolean {
  const byte = new Uint8Array(1);
  const source = (globalThis as { crypto?: RandomSource }).crypto;
  if (source) source.getRandomValues(byte);
  else byte[0] = Math.floor(Math.random() * 256);
  return ((byte[0] ?? 0) & 1) === 1;
}

/** The two debaters in seat order (A first), labelled 'Debater A' and 'Debater B'. */
export function seatParticipants(
  participants: readonly DebateParticipant[],
  swapped: boolean,
): JudgedParticipant[] {
  const [one, two] = participants;
  if (!one || !two || participants.length !== 2) {
    throw new Error('A debate has exactly two participants');
  }
  const seated = swapped ? [two, one] : [one, two];
  return seated.map((p, i) => ({ ...p, label: DEBATER_LABELS[i] ?? `Debater ${i + 1}` }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}_])';

/** A name as a pattern: its words in order, any run of spaces between them. */
function namePattern(name: string): string {
  return name.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
}

/**
 * A phone number as a pattern: its digits in order, with up to two spaces, dots, dashes
 * or brackets between any two, with '+' and the country code, or without them (the last
 * 10 digits, after an optional trunk '0').
 */
function phonePatterns(phone: string | undefined): string[] {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 6) return [];
  const spaced = (d: string) => [...d].join('[\\s().-]{0,2}');
  const patterns = [`(?<!\\d)\\+?${spaced(digits)}(?!\\d)`];
  if (digits.length > 10) {
    patterns.push(`(?<!\\d)(?:0[\\s().-]{0,2})?${spaced(digits.slice(-10))}(?!\\d)`);
  }
  return patterns;
}

/** The words of a name worth scrubbing alone: 3+ letters, matched with the same case. */
function nameWords(name: string): string[] {
  const words = name.trim().split(/\s+/);
  return words.length < 2 ? [] : words.filter((w) => [...w].length >= 3);
}

/**
 * Text with the debaters' names and phone numbers replaced: each debater's display name
 * (any case) and each word of a several-word name (its own case, so 'Will' is scrubbed but
 * 'will' is not) by their seat's label, their phone numbers by '[phone number]'.
 */
export function scrubIdentity(text: string, seats: readonly JudgedParticipant[]): string {
  // A private-use character marks a replacement until every pass is done.
  const token = (i: number) => `\uE000${i}\uE000`;
  const replacements: string[] = [];
  const pass = (source: string, patterns: { pattern: string; to: string }[], flags: string) => {
    const sorted = patterns
      .filter((p) => p.pattern)
      .sort((a, b) => b.pattern.length - a.pattern.length);
    if (sorted.length === 0) return source;
    const combined = new RegExp(sorted.map((p) => `(${p.pattern})`).join('|'), flags);
    return source.replace(combined, (...groups: unknown[]) => {
      const index = sorted.findIndex((_, i) => groups[i + 1] !== undefined);
      replacements.push(sorted[index]?.to ?? '');
      return token(replacements.length - 1);
    });
  };
  const fullNames = seats.flatMap((seat) => [
    ...phonePatterns(seat.phoneNumber).map((pattern) => ({ pattern, to: PHONE_PLACEHOLDER })),
    ...(seat.displayName.trim()
      ? [
          {
            pattern: `${NOT_WORD_BEFORE}${namePattern(seat.displayName)}${NOT_WORD_AFTER}`,
            to: seat.label,
          },
        ]
      : []),
  ]);
  const words = seats.flatMap((seat) =>
    nameWords(seat.displayName).map((word) => ({
      pattern: `${NOT_WORD_BEFORE}${escapeRegExp(word)}${NOT_WORD_AFTER}`,
      to: seat.label,
    })),
  );
  const scrubbed = pass(pass(text, fullNames, 'giu'), words, 'gu');
  return scrubbed.replace(/\uE000(\d+)\uE000/g, (_, i: string) => replacements[Number(i)] ?? '');
}

/** The seat a vote names ('Debater A', any case and spacing), else null. */
function seatOf(vote: unknown, seats: readonly JudgedParticipant[]): JudgedParticipant | null {
  if (typeof vote !== 'string') return null;
  const key = vote.trim().replace(/\s+/g, ' ').toLowerCase();
  return seats.find((seat) => seat.label.toLowerCase() === key) ?? null;
}

/**
 * A blind vote as the participant's public label (their display name, made unique, as
 * labelParticipants gives it) or 'Draw'. A vote naming a real display name is matched too
 * (only possible if a name slipped through); anything else is 'Draw' (SPEC §4).
 */
export function unblindVote(
  vote: unknown,
  seats: readonly JudgedParticipant[],
  participants: readonly DebateParticipant[],
): string {
  const seat = seatOf(vote, seats);
  if (!seat) return normalizeVerdictWinner(vote, participants);
  return labelParticipants(participants).find((p) => p.id === seat.id)?.label ?? DRAW;
}

/** A judge's text with 'Debater A' / 'Debater B' read back as the debaters' names. */
function unblindText(
  text: string,
  seats: readonly JudgedParticipant[],
  participants: readonly DebateParticipant[],
): string {
  const names = new Map(labelParticipants(participants).map((p) => [p.id, p.label]));
  const replaced = text.replace(/\bDebater ([AB])\b/g, (match, letter: string) => {
    const seat = seats[letter === 'A' ? 0 : 1];
    return (seat && names.get(seat.id)) ?? match;
  });
  return clipText(replaced, MAX_VERDICT_TEXT_CHARS);
}

/**
 * A ballot from a blind prompt as one about the real debaters: the vote mapped to the
 * participant's label, participant1/2 stances and scores put back in the debate's order
 * (the prompt's participant1 is Debater A), the seat names in its texts read as names.
 */
export function unblindJudgment(
  judgment: JudgeJudgment,
  seats: readonly JudgedParticipant[],
  participants: readonly DebateParticipant[],
): JudgeJudgment {
  const swapped = seats[0]?.id !== participants[0]?.id;
  const text = (value: string) => unblindText(value, seats, participants);
  const [stanceA, stanceB] = [judgment.participant1Stance, judgment.participant2Stance];
  const inOrder = <T>(pair: { participant1: T; participant2: T }) =>
    swapped ? { participant1: pair.participant2, participant2: pair.participant1 } : pair;
  // Names are longer than seats: kept texts are clipped again, so a result stays bounded.
  const quote = (q: Quote): Quote => ({ ...q, text: clipText(text(q.text), MAX_QUOTE_CHARS) });
  const reason = (value: string) => clipText(text(value), MAX_REASON_CHARS);
  const evidence = judgment.evidence && inOrder(judgment.evidence);
  const tips = judgment.tips && inOrder(judgment.tips);
  return {
    ...judgment,
    winner: unblindVote(judgment.winner, seats, participants),
    analysis: text(judgment.analysis),
    participant1Stance: text(swapped ? stanceB : stanceA),
    participant2Stance: text(swapped ? stanceA : stanceB),
    winnerReason: text(judgment.winnerReason),
    loserReason: text(judgment.loserReason),
    ...(judgment.scores ? { scores: swapped ? swapScores(judgment.scores) : judgment.scores } : {}),
    ...(evidence
      ? {
          evidence: {
            participant1: mapQuotes(evidence.participant1, quote),
            participant2: mapQuotes(evidence.participant2, quote),
          },
        }
      : {}),
    ...(judgment.turningPoints
      ? {
          turningPoints: judgment.turningPoints.map((t) => ({
            quote: quote(t.quote),
            why: reason(t.why),
          })),
        }
      : {}),
    ...(tips
      ? {
          tips: {
            participant1: tips.participant1 && reason(tips.participant1),
            participant2: tips.participant2 && reason(tips.participant2),
          },
        }
      : {}),
  };
}

function mapQuotes(side: CriteriaQuotes, map: (quote: Quote) => Quote): CriteriaQuotes {
  return Object.fromEntries(
    Object.entries(side).map(([key, quotes]) => [key, quotes.map(map)]),
  ) as CriteriaQuotes;
}
