/**
 * Ratings (issue 14): Elo, every person starting at 1200, K = 32. One evaluated debate
 * moves both ratings once: a win scores 1, a loss 0, a draw 0.5 (so a draw moves the two
 * ratings toward each other). Whole numbers, so what is stored is what is shown.
 */

export const INITIAL_RATING = 1200;
export const RATING_K = 32;
/** The leaderboard's top (issue 14 §2); firestore.rules bounds a users list to it. */
export const LEADERBOARD_SIZE = 50;

/** The score person A is expected to get against B (0..1). */
export function expectedScore(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / 400));
}

/** A stored rating as a number: missing or malformed reads as the starting rating. */
export function readRating(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : INITIAL_RATING;
}

export type DebateScore = 1 | 0.5 | 0;

/**
 * Both new ratings after one debate. `scoreA` is A's result: 1 won, 0.5 draw, 0 lost.
 * Rounded so the two changes cancel out (what one gains the other loses).
 */
export function eloUpdate(
  ratingA: number,
  ratingB: number,
  scoreA: DebateScore,
): { a: number; b: number; change: number } {
  const change = Math.round(RATING_K * (scoreA - expectedScore(ratingA, ratingB)));
  return { a: ratingA + change, b: ratingB - change, change };
}

/** 'Rating 1234' as the profile, participant card and search results show it. */
export function ratingText(rating: number): string {
  return `Rating ${Math.round(rating)}`;
}

/** A debater's score from the verdict: 1 won, 0 lost, 0.5 a draw (no winner). */
export function debateScore(uid: string, winnerId: string | null): DebateScore {
  if (winnerId === null) return 0.5;
  return winnerId === uid ? 1 : 0;
}

/** One debater's rating move in one debate, as the history keeps it (whole numbers). */
export interface DebateRatingChange {
  uid: string;
  opponentId: string;
  score: DebateScore;
  /** The rating before this debate was applied. */
  before: number;
  after: number;
  change: number;
}

export interface Rated {
  uid: string;
  rating: number;
}

/** Both debaters' moves for one evaluated debate (A first), from their ratings before it. */
export function debateRatingChanges(
  a: Rated,
  b: Rated,
  winnerId: string | null,
): [DebateRatingChange, DebateRatingChange] {
  const before = { a: readRating(a.rating), b: readRating(b.rating) };
  const scoreA = debateScore(a.uid, winnerId);
  const next = eloUpdate(before.a, before.b, scoreA);
  return [
    {
      uid: a.uid,
      opponentId: b.uid,
      score: scoreA,
      before: before.a,
      after: next.a,
      change: next.a - before.a,
    },
    {
      uid: b.uid,
      opponentId: a.uid,
      score: debateScore(b.uid, winnerId),
      before: before.b,
      after: next.b,
      change: next.b - before.b,
    },
  ];
}

/**
 * An appeal's correction of one debate (issue 14 §5): the debate is re-rated from the
 * ratings both had before it (the stored `before`s) with the new verdict, and each person's
 * current rating moves by the difference between the new and the stored change, so debates
 * rated since keep their own moves. Correcting to the same verdict changes nothing, and a
 * second correction starts from the first one's stored changes, so it is never counted twice.
 */
export function correctedRatingChanges(
  stored: readonly [DebateRatingChange, DebateRatingChange],
  winnerId: string | null,
): { changes: [DebateRatingChange, DebateRatingChange]; delta: Record<string, number> } {
  const [a, b] = stored;
  const changes = debateRatingChanges(
    { uid: a.uid, rating: a.before },
    { uid: b.uid, rating: b.before },
    winnerId,
  );
  return {
    changes,
    delta: {
      [a.uid]: changes[0].change - a.change,
      [b.uid]: changes[1].change - b.change,
    },
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
 * A viewer's rank from the rating histogram (`counts[rating] = people with that rating`):
 * one more than the number of people rated strictly higher, so equal ratings share a rank.
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
