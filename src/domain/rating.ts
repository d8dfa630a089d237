/**
 * Ratings: Glicko-2 (./glicko2.ts; docs/ratings.md says why and how). Each person has a
 * rating, a deviation (how sure the rating is) and a volatility. Everyone starts at 1500,
 * deviation 350, volatility 0.06; one evaluated debate is one rating period for its two
 * debaters, each rated against the other's values from before it; a win scores 1, a draw
 * 0.5, a loss 0; τ = 0.5. A rating whose deviation is above 110 is provisional, shown
 * '1500?', and is not on the leaderboard. The functions store the exact values on users/{uid}
 * (`rating`, `ratingDeviation`, `ratingVolatility`, and `ratingEstablished` for the
 * leaderboard's query); screens show whole numbers.
 */
import { glicko2Update, type Glicko2Rating } from './glicko2';
import { RATED_MEETINGS_PER_PAIR } from './limits';

export type { Glicko2Rating } from './glicko2';

export const INITIAL_RATING = 1500;
export const INITIAL_DEVIATION = 350;
export const INITIAL_VOLATILITY = 0.06;
/**
 * Glicko-2's τ, how fast volatility may change: Glickman suggests 0.3–1.2; 0.5, his worked
 * example's, keeps one upset in a one-debate period from swinging the volatility.
 */
export const RATING_TAU = 0.5;
/** Above this deviation a rating is provisional ('1500?'), as Lichess marks it. */
export const PROVISIONAL_DEVIATION = 110;
/** The leaderboard's top; firestore.rules bounds a users list to it. */
export const LEADERBOARD_SIZE = 50;

export const START_RATING: Glicko2Rating = {
  rating: INITIAL_RATING,
  deviation: INITIAL_DEVIATION,
  volatility: INITIAL_VOLATILITY,
};

/**
 * The rating fields of users/{uid} (and of anything that copies them: a leaderboard row, a
 * rating history record, a search result), as stored: read them with readGlicko.
 */
export interface StoredRating {
  rating?: unknown;
  ratingDeviation?: unknown;
  ratingVolatility?: unknown;
}

/** The Elo era's start (1200, K = 32): a carried-over rating is shifted by the difference. */
const ELO_START = 1200;
export const ELO_TO_GLICKO_SHIFT = INITIAL_RATING - ELO_START;

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A rating still on Elo's scale: a profile written before Glicko-2 and not carried over yet
 * (by scripts/migrate-ratings.mjs, or its first rated debate since), or a copy of one. It has
 * a rating and no deviation; everything Glicko-2 writes (profiles, history records, search
 * index entries, leaderboard rows) carries its deviation.
 */
export function isEloEra(stored: StoredRating | null | undefined): boolean {
  return finite(stored?.rating) && !finite(stored?.ratingDeviation);
}

/** The Elo rating as stored when the profile is still on Elo (isEloEra); undefined otherwise. */
export function eloEraRating(stored: StoredRating | null | undefined): number | undefined {
  return isEloEra(stored) ? (stored?.rating as number) : undefined;
}

/**
 * The stored rating as Glicko-2 values. Missing or malformed fields read as the start; an
 * Elo-era rating reads shifted onto the Glicko scale and provisional (its number of debates
 * is not known here: the carry-over gives its deviation, docs/ratings.md).
 */
export function readGlicko(stored: StoredRating | null | undefined): Glicko2Rating {
  if (!stored) return START_RATING;
  if (isEloEra(stored)) {
    return { ...START_RATING, rating: (stored.rating as number) + ELO_TO_GLICKO_SHIFT };
  }
  const deviation = stored.ratingDeviation;
  const volatility = stored.ratingVolatility;
  return {
    rating: finite(stored.rating) ? stored.rating : INITIAL_RATING,
    deviation: finite(deviation) && deviation > 0 ? deviation : INITIAL_DEVIATION,
    volatility: finite(volatility) && volatility > 0 ? volatility : INITIAL_VOLATILITY,
  };
}

/**
 * Whether a rating is provisional (deviation above 110; missing or malformed counts as the
 * start's 350): pass the profile's stored fields, or anything carrying `ratingDeviation`.
 */
export function isProvisional(stored: Pick<StoredRating, 'ratingDeviation'> | null | undefined) {
  const deviation = stored?.ratingDeviation;
  return !(finite(deviation) && deviation > 0 && deviation <= PROVISIONAL_DEVIATION);
}

/** The rating as a whole number, as every screen shows it. */
export function wholeRating(stored: StoredRating | null | undefined): number {
  return Math.round(readGlicko(stored).rating);
}

/** '1623', or '1500?' while provisional. */
export function shownRating(stored: StoredRating | null | undefined): string {
  return `${wholeRating(stored)}${isProvisional(stored) ? '?' : ''}`;
}

/** 'Rating 1623' / 'Rating 1500?' as the profile, participant card and search results show it. */
export function ratingText(stored: StoredRating | null | undefined): string {
  return `Rating ${shownRating(stored)}`;
}

/** What the functions write on users/{uid} for a Glicko-2 rating (exact values). */
export function ratingFields(rating: Glicko2Rating): {
  rating: number;
  ratingDeviation: number;
  ratingVolatility: number;
  ratingEstablished: boolean;
} {
  return {
    rating: rating.rating,
    ratingDeviation: rating.deviation,
    ratingVolatility: rating.volatility,
    ratingEstablished: !isProvisional({ ratingDeviation: rating.deviation }),
  };
}

export type DebateScore = 1 | 0.5 | 0;

/** A debater's score from the verdict: 1 won, 0 lost, 0.5 a draw (no winner). */
export function debateScore(uid: string, winnerId: string | null): DebateScore {
  if (winnerId === null) return 0.5;
  return winnerId === uid ? 1 : 0;
}

/** Why a result moved no rating: the pair met too often that day (./rating-pairs.ts). */
type UnratedReason = 'pair-limit';

/**
 * A rating history record written before Glicko-2 (docs/decisions/0014-arena.md's Elo, K = 32): no
 * `glicko` values, only whole `before` / `after` / `change`.
 */
export interface EloEraChange {
  uid: string;
  opponentId: string;
  score: DebateScore;
  before: number;
  after: number;
  change: number;
}

/**
 * One debater's rating move in one debate, as the history keeps it. `before`, `after` and
 * `change` are whole numbers, as shown ('+16 → 1516'); `ratingDeviation` is the deviation
 * after it (so isProvisional(record) marks '1516?'); `glicko` holds the exact values, which
 * an appeal's correction re-rates from. An unrated result keeps before = after, change 0.
 */
export interface DebateRatingChange extends EloEraChange {
  ratingDeviation: number;
  glicko: { before: Glicko2Rating; after: Glicko2Rating };
  unrated?: UnratedReason;
}

export interface Rated {
  uid: string;
  glicko: Glicko2Rating;
}

function change(
  self: Rated,
  opponent: Rated,
  score: DebateScore,
  after: Glicko2Rating,
): DebateRatingChange {
  const before = Math.round(self.glicko.rating);
  const shownAfter = Math.round(after.rating);
  return {
    uid: self.uid,
    opponentId: opponent.uid,
    score,
    before,
    after: shownAfter,
    change: shownAfter - before,
    ratingDeviation: after.deviation,
    glicko: { before: self.glicko, after },
  };
}

/**
 * Both debaters' moves for one evaluated debate (A first): one rating period each, with the
 * other's rating and deviation from before the debate as the one opponent.
 */
export function debateRatingChanges(
  a: Rated,
  b: Rated,
  winnerId: string | null,
): [DebateRatingChange, DebateRatingChange] {
  const scoreA = debateScore(a.uid, winnerId);
  const scoreB = debateScore(b.uid, winnerId);
  const nextA = glicko2Update(a.glicko, [{ opponent: b.glicko, score: scoreA }], RATING_TAU);
  const nextB = glicko2Update(b.glicko, [{ opponent: a.glicko, score: scoreB }], RATING_TAU);
  return [change(a, b, scoreA, nextA), change(b, a, scoreB, nextB)];
}

/** The record of a result that moves no rating (both stay as they were), and why. */
export function unratedChanges(
  a: Rated,
  b: Rated,
  winnerId: string | null,
  reason: UnratedReason,
): [DebateRatingChange, DebateRatingChange] {
  return [
    { ...change(a, b, debateScore(a.uid, winnerId), a.glicko), unrated: reason },
    { ...change(b, a, debateScore(b.uid, winnerId), b.glicko), unrated: reason },
  ];
}

/** What a correction moves each current rating by (exact values; 0s for nothing). */
interface RatingDelta {
  rating: number;
  deviation: number;
  volatility: number;
}

const NO_DELTA: RatingDelta = { rating: 0, deviation: 0, volatility: 0 };

/** The Elo era's change for a score: K·(score − expected), whole, as it was applied. */
export function eloEraChange(before: number, opponentBefore: number, score: DebateScore): number {
  const expected = 1 / (1 + 10 ** ((opponentBefore - before) / 400));
  return Math.round(32 * (score - expected));
}

function correctedEloEra(
  stored: readonly [EloEraChange, EloEraChange],
  winnerId: string | null,
): { changes: [EloEraChange, EloEraChange]; delta: Record<string, RatingDelta> } {
  const [a, b] = stored;
  const redo = (self: EloEraChange, other: EloEraChange): EloEraChange => {
    const score = debateScore(self.uid, winnerId);
    const moved = eloEraChange(self.before, other.before, score);
    return { ...self, score, after: self.before + moved, change: moved };
  };
  const changes: [EloEraChange, EloEraChange] = [redo(a, b), redo(b, a)];
  return {
    changes,
    delta: {
      [a.uid]: { ...NO_DELTA, rating: changes[0].change - a.change },
      [b.uid]: { ...NO_DELTA, rating: changes[1].change - b.change },
    },
  };
}

/** A stored history record: a Glicko-2 one, or one the Elo era wrote. */
export type StoredRatingChange = DebateRatingChange | EloEraChange;

function hasGlicko(change: StoredRatingChange): change is DebateRatingChange {
  return 'glicko' in change && typeof change.glicko === 'object' && change.glicko !== null;
}

/**
 * An appeal's correction of one debate: the debate is re-rated from both debaters' values
 * before it (the stored `glicko.before`s) with the new verdict, and each current rating,
 * deviation and volatility moves by the difference between the new and the stored `after`,
 * so debates rated since keep their own moves (exact when none was). Correcting to the same
 * verdict changes nothing, and a second correction starts from the first one's records, so
 * nothing is counted twice. A result left unrated stays unrated (only its score changes); a
 * debate rated by Elo is corrected by Elo, the rule that rated it.
 */
export function correctedRatingChanges(
  stored: readonly [StoredRatingChange, StoredRatingChange],
  winnerId: string | null,
): { changes: [StoredRatingChange, StoredRatingChange]; delta: Record<string, RatingDelta> } {
  const [a, b] = stored;
  if (!hasGlicko(a) || !hasGlicko(b)) return correctedEloEra([a, b], winnerId);
  const first: Rated = { uid: a.uid, glicko: a.glicko.before };
  const second: Rated = { uid: b.uid, glicko: b.glicko.before };
  if (a.unrated || b.unrated) {
    return {
      changes: unratedChanges(first, second, winnerId, a.unrated ?? b.unrated ?? 'pair-limit'),
      delta: { [a.uid]: NO_DELTA, [b.uid]: NO_DELTA },
    };
  }
  const changes = debateRatingChanges(first, second, winnerId);
  const deltaOf = (next: DebateRatingChange, old: DebateRatingChange): RatingDelta => ({
    rating: next.glicko.after.rating - old.glicko.after.rating,
    deviation: next.glicko.after.deviation - old.glicko.after.deviation,
    volatility: next.glicko.after.volatility - old.glicko.after.volatility,
  });
  return {
    changes,
    delta: { [a.uid]: deltaOf(changes[0], a), [b.uid]: deltaOf(changes[1], b) },
  };
}

/** A current rating moved by a correction's delta (a deviation never below 1). */
export function applyRatingDelta(current: Glicko2Rating, delta: RatingDelta): Glicko2Rating {
  return {
    rating: current.rating + delta.rating,
    deviation: Math.max(1, current.deviation + delta.deviation),
    volatility: Math.max(1e-6, current.volatility + delta.volatility),
  };
}

/** '+16', '−16' (a true minus sign) or '±0': the change after the last debate. */
export function ratingChangeText(change: number): string {
  const whole = Math.round(change);
  if (whole > 0) return `+${whole}`;
  if (whole < 0) return `\u2212${Math.abs(whole)}`;
  return '±0';
}

/**
 * One debate's move as the result states it: '+16 → 1516', '+16 → 1516?' while still
 * provisional, or why it moved nothing ('Unrated: you've met 3 times today').
 */
export function ratingMoveText(
  record: Pick<DebateRatingChange, 'change' | 'after' | 'ratingDeviation' | 'unrated'>,
): string {
  if (record.unrated === 'pair-limit') return RATED_MEETINGS_PER_PAIR.message;
  const after = `${Math.round(record.after)}${isProvisional(record) ? '?' : ''}`;
  return `${ratingChangeText(record.change)} \u2192 ${after}`;
}

/** The histogram bucket a stored rating counts in: established ratings only (whole). */
export function histogramBucket(stored: StoredRating | null | undefined): number | null {
  return stored && !isProvisional(stored) ? wholeRating(stored) : null;
}

/**
 * A viewer's rank from the histogram of established ratings (`counts[rating] = people`): one
 * more than the number of people rated strictly higher, so equal ratings share a rank.
 */
export function rankFromCounts(counts: Readonly<Record<string, unknown>>, rating: number): number {
  let higher = 0;
  for (const [key, value] of Object.entries(counts)) {
    const bucket = Number(key);
    if (Number.isFinite(bucket) && bucket > rating && typeof value === 'number' && value > 0) {
      higher += Math.floor(value);
    }
  }
  return higher + 1;
}
