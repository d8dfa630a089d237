/**
 * Ratings (issue 14): Elo, every person starting at 1200, K = 32. One evaluated debate
 * moves both ratings once: a win scores 1, a loss 0, a draw 0.5 (so a draw moves the two
 * ratings toward each other). Whole numbers, so what is stored is what is shown.
 */

export const INITIAL_RATING = 1200;
export const RATING_K = 32;

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
