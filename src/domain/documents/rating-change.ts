/**
 * users/{uid}/ratingHistory/{chatId}, one debate's rating change (functions/src/evaluation/
 * rating-update.ts writes it; docs/ratings.md): a Glicko-2 record, or one kept from the Elo era
 * with no `glicko` values. Only the functions write it; the owner reads it.
 */
import {
  INITIAL_DEVIATION,
  type DebateRatingChange,
  type DebateScore,
  type Glicko2Rating,
  type StoredRatingChange,
} from '../rating';
import { carriedHistoryFields } from '../rating-carry-over';
import type { RatingPoint } from '../rating-series';
import { isRecord, millisOf } from './fields';

function score(value: unknown): DebateScore {
  return value === 1 || value === 0 || value === 0.5 ? value : 0.5;
}

function glickoOf(value: unknown): Glicko2Rating | null {
  if (!isRecord(value)) return null;
  const { rating, deviation, volatility } = value;
  if (typeof rating !== 'number' || typeof deviation !== 'number') return null;
  if (typeof volatility !== 'number') return null;
  return { rating, deviation, volatility };
}

/** The record a history document holds (Glicko-2 or Elo era); null for no document. */
export function readRatingChange(data: unknown): StoredRatingChange | null {
  if (!isRecord(data)) return null;
  const base = {
    uid: String(data.uid),
    opponentId: String(data.opponentId),
    score: score(data.score),
    before: Number(data.before) || 0,
    after: Number(data.after) || 0,
    change: typeof data.change === 'number' ? Math.round(data.change) : 0,
  };
  const glicko = isRecord(data.glicko) ? data.glicko : {};
  const before = glickoOf(glicko.before);
  const after = glickoOf(glicko.after);
  if (!before || !after) return base;
  const change: DebateRatingChange = {
    ...base,
    ratingDeviation: after.deviation,
    glicko: { before, after },
  };
  if (data.unrated === 'pair-limit') change.unrated = 'pair-limit';
  return change;
}

/**
 * An Elo-era record still to be carried onto the Glicko scale (no `glicko`, no `elo`), with
 * its Elo values; null for no document, a Glicko-2 or carried record, or one whose before,
 * after or change is not a number.
 */
export function readEloEraRecord(
  data: unknown,
): { before: number; after: number; change: number } | null {
  if (!isRecord(data) || data.glicko || data.elo) return null;
  const { before, after, change } = data;
  if (typeof before !== 'number' || typeof after !== 'number' || typeof change !== 'number') {
    return null;
  }
  return { before, after, change };
}

/**
 * A history document as a chart point; an Elo-era one shifted onto the Glicko scale. null for
 * no document, an unrated debate, or no rating after it.
 */
export function ratingPointOf(chatId: string, data: unknown): RatingPoint | null {
  if (!isRecord(data) || data.unrated || typeof data.after !== 'number') return null;
  const eloEra = !data.glicko && !data.elo;
  const after = eloEra
    ? carriedHistoryFields({ before: 0, after: data.after, change: 0 }).after
    : data.after;
  return { chatId, rating: after, at: millisOf(data.at) ?? 0 };
}

/** What the result shows of one debate's move: the record's shown fields. */
export type DebateRatingMove = Pick<
  DebateRatingChange,
  'before' | 'after' | 'change' | 'ratingDeviation' | 'unrated'
>;

/**
 * One history record as the move the result shows ('+16 → 1516'), read by the app; null for
 * no document or one whose before, after or change is not a number.
 */
export function readRatingMove(data: unknown): DebateRatingMove | null {
  if (!isRecord(data)) return null;
  const { before, after, change, ratingDeviation } = data;
  if (typeof before !== 'number' || typeof after !== 'number' || typeof change !== 'number') {
    return null;
  }
  return {
    before,
    after,
    change,
    // An Elo-era record kept no deviation: its rating was provisional on Glicko's terms.
    ratingDeviation: typeof ratingDeviation === 'number' ? ratingDeviation : INITIAL_DEVIATION,
    ...(data.unrated === 'pair-limit' ? { unrated: 'pair-limit' as const } : {}),
  };
}
