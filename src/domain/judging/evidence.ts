/**
 * Quoted scorecards (docs/judges.md "A verdict you can check"): every score of a ballot
 * rests on the debaters' own words. A judge quotes, for each criterion and debater, a short
 * passage of the transcript it read; the server keeps a quote only when it is there
 * (whitespace and case normalised), tied to the message it comes from, and counts the ones
 * that are not. The same check keeps the consensus's turning points honest.
 *
 * Read defensively like the rest of a ballot (verdict.ts): a quote is a string, or a list of
 * them; anything else is no quote. Quotes of fewer than MIN_QUOTE_WORDS words are dropped as
 * not found: 'the' is in every transcript and backs nothing.
 */

import { isRecord } from '../documents/fields';
import { clipText } from './bounds';
import { CRITERIA, type CriterionKey } from './criteria';

/** A quote the result keeps, and a turning point's reason or a tip, at most this long. */
export const MAX_QUOTE_CHARS = 200;
export const MAX_REASON_CHARS = 300;
/** Quotes kept per criterion and debater on one ballot. */
export const MAX_QUOTES_PER_CRITERION = 2;
export const TURNING_POINTS = 2;
export const MIN_QUOTE_WORDS = 2;
/** A ballot's raw lists are cut here before any is checked (a misbehaving server's thousands). */
const MAX_RAW_ITEMS = 8;

/** A message as the judge read it: its id, who wrote it, its text as shown in the prompt. */
export interface ShownMessage {
  id: string;
  senderId: string;
  text: string;
}

/** A verified quote: the words (as the judge quoted them), and the message they come from. */
export interface Quote {
  text: string;
  messageId: string;
  /** Who wrote that message (a debater's uid). */
  speakerId: string;
}

export type CriteriaQuotes = Record<CriterionKey, Quote[]>;

/** A ballot's verified quotes, participant1 first once mapped back (blind.ts). */
export interface BallotEvidence {
  participant1: CriteriaQuotes;
  participant2: CriteriaQuotes;
}

export interface TurningPoint {
  quote: Quote;
  /** One sentence: why it turned the debate. */
  why: string;
}

/** One concrete tip per debater, participant1 first once mapped back. */
export interface DebateTips {
  participant1: string | null;
  participant2: string | null;
}

/** What a judge wrote, before the check: quotes per criterion per seat. */
export interface RawQuotes {
  participant1: Record<CriterionKey, string[]>;
  participant2: Record<CriterionKey, string[]>;
}

export interface RawTurningPoint {
  quote: string;
  why: string;
}

function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .slice(0, MAX_RAW_ITEMS)
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

function rawSide(value: unknown): Record<CriterionKey, string[]> {
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(CRITERIA.map((c) => [c.key, strings(source[c.key])])) as Record<
    CriterionKey,
    string[]
  >;
}

/** A ballot's `quotes` ({ participant1: { evidence: [...] }, ... }), read defensively. */
export function parseRawQuotes(value: unknown): RawQuotes {
  const source = isRecord(value) ? value : {};
  return { participant1: rawSide(source.participant1), participant2: rawSide(source.participant2) };
}

/** A ballot's `turningPoints` ([{ quote, why }]), read defensively. */
export function parseRawTurningPoints(value: unknown): RawTurningPoint[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_RAW_ITEMS).flatMap((item) => {
    if (!isRecord(item) || typeof item.quote !== 'string' || !item.quote.trim()) return [];
    return [{ quote: item.quote, why: typeof item.why === 'string' ? item.why.trim() : '' }];
  });
}

function tipText(value: unknown): string | null {
  return typeof value === 'string' && value.trim()
    ? clipText(value.trim().replace(/\s+/g, ' '), MAX_REASON_CHARS)
    : null;
}

/** A ballot's `tips` ({ participant1, participant2 }), read defensively. */
export function parseTips(value: unknown): DebateTips {
  const source = isRecord(value) ? value : {};
  return { participant1: tipText(source.participant1), participant2: tipText(source.participant2) };
}

/** Quotation marks and ellipses a judge puts around a quote are not part of it. */
const WRAPPING = /^(?:[\s"'“”‘’«»„…]|\.{3})+|(?:[\s"'“”‘’«»„…]|\.{3})+$/g;

function unwrapped(quote: string): string {
  return quote.replace(WRAPPING, '');
}

/** Compared as the quote check compares: whitespace collapsed, case folded. */
function normalizeQuote(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The quote as kept: unwrapped, one line, at most MAX_QUOTE_CHARS. */
function keptText(quote: string): string {
  const plain = unwrapped(quote).replace(/\s+/g, ' ').trim();
  return clipText(plain, MAX_QUOTE_CHARS);
}

/**
 * The message a quote comes from: one of `preferred`'s messages first (a debater's scores
 * rest on their own words), else any; null when it is in none, or too short to back anything.
 */
export function findQuote(
  quote: string,
  messages: readonly ShownMessage[],
  preferred?: string,
): ShownMessage | null {
  const wanted = normalizeQuote(unwrapped(quote));
  if (wanted.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length < MIN_QUOTE_WORDS) {
    return null;
  }
  const contains = (m: ShownMessage) => normalizeQuote(m.text).includes(wanted);
  return (
    (preferred ? messages.find((m) => m.senderId === preferred && contains(m)) : undefined) ??
    messages.find(contains) ??
    null
  );
}

function verified(quote: string, message: ShownMessage): Quote {
  return { text: keptText(quote), messageId: message.id, speakerId: message.senderId };
}

interface CheckedBallot {
  /** In the prompt's seat order: participant1 is Debater A. */
  evidence: BallotEvidence;
  turningPoints: TurningPoint[];
  /** Quotes dropped because the transcript does not hold them (turning points' included). */
  quotesNotFound: number;
}

/**
 * A ballot's quotes checked against the messages its judge read (`seats`: the uids of
 * Debater A and Debater B): kept with their message when found, counted when not, at most
 * MAX_QUOTES_PER_CRITERION per criterion and debater, the same message not twice.
 */
export function checkBallotQuotes(
  raw: { quotes?: RawQuotes; turningPoints?: readonly RawTurningPoint[] },
  messages: readonly ShownMessage[],
  seats: readonly [string, string],
): CheckedBallot {
  let notFound = 0;
  const side = (quotes: Record<CriterionKey, string[]> | undefined, uid: string) =>
    Object.fromEntries(
      CRITERIA.map((c) => {
        const kept: Quote[] = [];
        for (const quote of quotes?.[c.key] ?? []) {
          const message = findQuote(quote, messages, uid);
          if (!message) notFound += 1;
          else if (
            kept.length < MAX_QUOTES_PER_CRITERION &&
            !kept.some((k) => k.messageId === message.id && k.text === keptText(quote))
          ) {
            kept.push(verified(quote, message));
          }
        }
        return [c.key, kept];
      }),
    ) as CriteriaQuotes;
  const evidence = {
    participant1: side(raw.quotes?.participant1, seats[0]),
    participant2: side(raw.quotes?.participant2, seats[1]),
  };
  const turningPoints: TurningPoint[] = [];
  for (const point of raw.turningPoints ?? []) {
    const message = findQuote(point.quote, messages);
    if (!message) notFound += 1;
    else if (
      turningPoints.length < TURNING_POINTS &&
      !turningPoints.some((t) => t.quote.messageId === message.id)
    ) {
      turningPoints.push({
        quote: verified(point.quote, message),
        why: clipText(point.why.replace(/\s+/g, ' '), MAX_REASON_CHARS),
      });
    }
  }
  return { evidence, turningPoints, quotesNotFound: notFound };
}

/** No quote at all for any criterion (a ballot from before quotes, or an unparsed one). */
export function emptyEvidence(): BallotEvidence {
  const none = () =>
    Object.fromEntries(CRITERIA.map((c) => [c.key, [] as Quote[]])) as CriteriaQuotes;
  return { participant1: none(), participant2: none() };
}

/** How many quotes a ballot kept. */
export function quoteCount(evidence: BallotEvidence | undefined): number {
  if (!evidence) return 0;
  return [evidence.participant1, evidence.participant2].reduce(
    (sum, side) => sum + CRITERIA.reduce((n, c) => n + (side[c.key]?.length ?? 0), 0),
    0,
  );
}
