import { describe, expect, test } from 'vitest';
import { glicko2Update } from './glicko2';
import {
  applyRatingDelta,
  correctedRatingChanges,
  debateRatingChanges,
  debateScore,
  eloEraChange,
  histogramBucket,
  INITIAL_DEVIATION,
  INITIAL_RATING,
  INITIAL_VOLATILITY,
  eloEraRating,
  isEloEra,
  isProvisional,
  rankFromCounts,
  ratingChangeText,
  ratingFields,
  ratingMoveText,
  ratingText,
  RATING_TAU,
  readGlicko,
  shownRating,
  START_RATING,
  unratedChanges,
  wholeRating,
  type EloEraChange,
} from './rating';

describe('the start and reading stored ratings', () => {
  test('everyone starts at 1500, deviation 350, volatility 0.06, with τ = 0.5', () => {
    expect(START_RATING).toEqual({ rating: 1500, deviation: 350, volatility: 0.06 });
    expect([INITIAL_RATING, INITIAL_DEVIATION, INITIAL_VOLATILITY, RATING_TAU]).toEqual([
      1500, 350, 0.06, 0.5,
    ]);
  });

  test('missing or malformed fields read as the start', () => {
    expect(readGlicko(undefined)).toEqual(START_RATING);
    expect(readGlicko({})).toEqual(START_RATING);
    expect(
      readGlicko({ rating: '1600', ratingDeviation: -5, ratingVolatility: Number.NaN }),
    ).toEqual(START_RATING);
    expect(readGlicko({ rating: 1623.4, ratingDeviation: 80.5, ratingVolatility: 0.059 })).toEqual({
      rating: 1623.4,
      deviation: 80.5,
      volatility: 0.059,
    });
  });

  test('an Elo-era profile (a rating, no deviation) reads shifted by 300 and provisional', () => {
    const elo = { rating: 1216 };
    expect(isEloEra(elo)).toBe(true);
    expect(isEloEra({ rating: 1216, ratingDeviation: 350 })).toBe(false);
    expect(readGlicko({ rating: 1216, ratingDeviation: 90 })).toEqual({
      rating: 1216,
      deviation: 90,
      volatility: 0.06,
    });
    expect(isEloEra({})).toBe(false);
    expect(readGlicko(elo)).toEqual({ rating: 1516, deviation: 350, volatility: 0.06 });
    expect(shownRating(elo)).toBe('1516?');
  });

  test('eloEraRating: the stored Elo rating of an Elo-era profile, none for any other', () => {
    expect(eloEraRating({ rating: 1216 })).toBe(1216);
    expect(eloEraRating({ rating: 1216, ratingDeviation: '90' })).toBe(1216);
    expect(eloEraRating({ rating: 1216, ratingDeviation: 90 })).toBeUndefined();
    expect(eloEraRating({ rating: '1216' })).toBeUndefined();
    expect(eloEraRating({ rating: Number.NaN })).toBeUndefined();
    expect(eloEraRating({ rating: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(eloEraRating({})).toBeUndefined();
    expect(eloEraRating(null)).toBeUndefined();
    expect(eloEraRating(undefined)).toBeUndefined();
  });

  test('isProvisional: deviation above 110, or unknown', () => {
    expect(isProvisional({ ratingDeviation: 110 })).toBe(false);
    expect(isProvisional({ ratingDeviation: 60 })).toBe(false);
    expect(isProvisional({ ratingDeviation: 110.01 })).toBe(true);
    expect(isProvisional({ ratingDeviation: 350 })).toBe(true);
    expect(isProvisional({})).toBe(true);
    expect(isProvisional(null)).toBe(true);
    expect(isProvisional({ ratingDeviation: '60' })).toBe(true);
  });

  test('shows whole numbers, with “?” while provisional', () => {
    expect(wholeRating({ rating: 1623.5, ratingDeviation: 80, ratingVolatility: 0.06 })).toBe(1624);
    expect(shownRating({ rating: 1623.4, ratingDeviation: 80, ratingVolatility: 0.06 })).toBe(
      '1623',
    );
    expect(ratingText({ rating: 1500, ratingDeviation: 350, ratingVolatility: 0.06 })).toBe(
      'Rating 1500?',
    );
    expect(ratingText(undefined)).toBe('Rating 1500?');
  });

  test('the stored fields say whether the rating is established (the leaderboard’s query)', () => {
    expect(ratingFields(START_RATING)).toEqual({
      rating: 1500,
      ratingDeviation: 350,
      ratingVolatility: 0.06,
      ratingEstablished: false,
    });
    expect(ratingFields({ rating: 1600, deviation: 109, volatility: 0.06 }).ratingEstablished).toBe(
      true,
    );
  });
});

describe('one debate is one rating period for its two debaters', () => {
  const newA = { uid: 'a', glicko: START_RATING };
  const newB = { uid: 'b', glicko: START_RATING };

  test('scores the winner 1, the loser 0 and both 0.5 on a draw', () => {
    expect(debateScore('a', 'a')).toBe(1);
    expect(debateScore('b', 'a')).toBe(0);
    expect(debateScore('a', null)).toBe(0.5);
  });

  test('each is rated against the other’s values from before the debate', () => {
    const [a, b] = debateRatingChanges(newA, newB, 'a');
    expect(a.glicko.after).toEqual(
      glicko2Update(START_RATING, [{ opponent: START_RATING, score: 1 }], RATING_TAU),
    );
    expect(b.glicko.after).toEqual(
      glicko2Update(START_RATING, [{ opponent: START_RATING, score: 0 }], RATING_TAU),
    );
  });

  test('keeps before, after and change as shown, the deviation after and the exact values', () => {
    const [a, b] = debateRatingChanges(newA, newB, 'b');
    expect(a).toMatchObject({ uid: 'a', opponentId: 'b', score: 0, before: 1500 });
    expect(b).toMatchObject({ uid: 'b', opponentId: 'a', score: 1, before: 1500 });
    expect(a.after).toBe(Math.round(a.glicko.after.rating));
    expect(a.change).toBe(a.after - a.before);
    expect(b.change).toBe(162);
    expect(a.change).toBe(-162);
    expect(a.ratingDeviation).toBe(a.glicko.after.deviation);
    expect(a.ratingDeviation).toBeCloseTo(290.3, 1);
    expect(a.glicko.before).toEqual(START_RATING);
    expect(a.unrated).toBeUndefined();
  });

  test('a draw between unequal ratings moves them toward each other', () => {
    const [a, b] = debateRatingChanges(
      { uid: 'a', glicko: { rating: 1700, deviation: 80, volatility: 0.06 } },
      { uid: 'b', glicko: { rating: 1500, deviation: 80, volatility: 0.06 } },
      null,
    );
    expect(a.change).toBeLessThan(0);
    expect(b.change).toBeGreaterThan(0);
  });

  test('a newcomer beating an established player moves far; the established one little', () => {
    const [fresh, sure] = debateRatingChanges(
      newA,
      { uid: 'b', glicko: { rating: 1500, deviation: 60, volatility: 0.06 } },
      'a',
    );
    expect(fresh.change).toBeGreaterThan(150);
    expect(sure.change).toBeGreaterThan(-15);
  });

  test('an unrated result keeps both as they were and says why', () => {
    const [a, b] = unratedChanges(newA, newB, 'a', 'pair-limit');
    expect(a).toMatchObject({
      score: 1,
      before: 1500,
      after: 1500,
      change: 0,
      unrated: 'pair-limit',
    });
    expect(b).toMatchObject({ score: 0, change: 0, ratingDeviation: 350 });
    expect(a.glicko.after).toEqual(a.glicko.before);
  });
});

describe('an appeal’s correction', () => {
  const a0 = { uid: 'a', glicko: { rating: 1600, deviation: 90, volatility: 0.06 } };
  const b0 = { uid: 'b', glicko: { rating: 1550, deviation: 200, volatility: 0.06 } };

  test('re-rates from the stored befores; current values move by the difference', () => {
    const stored = debateRatingChanges(a0, b0, 'a');
    const { changes, delta } = correctedRatingChanges(stored, 'b');
    const right = debateRatingChanges(a0, b0, 'b');
    expect(changes).toEqual(right);
    // Nothing rated since: the current values become exactly the right ones.
    const currentA = applyRatingDelta(stored[0].glicko.after, delta.a!);
    expect(currentA.rating).toBeCloseTo(right[0].glicko.after.rating, 9);
    expect(currentA.deviation).toBeCloseTo(right[0].glicko.after.deviation, 9);
    expect(currentA.volatility).toBeCloseTo(right[0].glicko.after.volatility, 9);
    // Again to the same verdict, from the corrected records: nothing moves.
    const again = correctedRatingChanges(right, 'b');
    expect(again.delta.a).toEqual({ rating: 0, deviation: 0, volatility: 0 });
    expect(again.delta.b).toEqual({ rating: 0, deviation: 0, volatility: 0 });
  });

  test('an unrated result stays unrated: only its score changes', () => {
    const stored = unratedChanges(a0, b0, 'a', 'pair-limit');
    const { changes, delta } = correctedRatingChanges(stored, 'b');
    expect(changes[0]).toMatchObject({ score: 0, change: 0, unrated: 'pair-limit' });
    expect(delta.a).toEqual({ rating: 0, deviation: 0, volatility: 0 });
  });

  test('a debate the Elo era rated is corrected by Elo (K = 32), the rule that rated it', () => {
    const stored: [EloEraChange, EloEraChange] = [
      { uid: 'a', opponentId: 'b', score: 1, before: 1500, after: 1516, change: 16 },
      { uid: 'b', opponentId: 'a', score: 0, before: 1500, after: 1484, change: -16 },
    ];
    expect(eloEraChange(1500, 1500, 1)).toBe(16);
    const { changes, delta } = correctedRatingChanges(stored, 'b');
    expect(changes[0]).toMatchObject({ score: 0, after: 1484, change: -16 });
    expect(delta).toEqual({
      a: { rating: -32, deviation: 0, volatility: 0 },
      b: { rating: 32, deviation: 0, volatility: 0 },
    });
    expect(correctedRatingChanges(changes, 'b').delta.a).toEqual({
      rating: 0,
      deviation: 0,
      volatility: 0,
    });
  });
});

describe('rating texts, the histogram and ranks', () => {
  test('shows the change with its sign', () => {
    expect(ratingChangeText(16)).toBe('+16');
    expect(ratingChangeText(-16)).toBe('\u221216');
    expect(ratingChangeText(0)).toBe('±0');
  });

  test('states one debate’s move: “+16 → 1216”, provisional marked, or why it is unrated', () => {
    expect(ratingMoveText({ change: 16, after: 1216, ratingDeviation: 80 })).toBe(
      '+16 \u2192 1216',
    );
    expect(ratingMoveText({ change: -162, after: 1338, ratingDeviation: 290 })).toBe(
      '\u2212162 \u2192 1338?',
    );
    expect(
      ratingMoveText({ change: 0, after: 1500, ratingDeviation: 350, unrated: 'pair-limit' }),
    ).toBe("Unrated: you've met 3 times today");
  });

  test('only established ratings count in the histogram, by their whole rating', () => {
    expect(histogramBucket({ rating: 1623.6, ratingDeviation: 90, ratingVolatility: 0.06 })).toBe(
      1624,
    );
    expect(histogramBucket({ rating: 1623.6, ratingDeviation: 111, ratingVolatility: 0.06 })).toBe(
      null,
    );
    expect(histogramBucket(undefined)).toBe(null);
  });

  test('ranks one below everyone rated strictly higher; ties share a rank', () => {
    const counts = { '1300': 2, '1216': 3, '1200': 10, '1184': 1, junk: 5 };
    expect(rankFromCounts(counts, 1400)).toBe(1);
    expect(rankFromCounts(counts, 1216)).toBe(3);
    expect(rankFromCounts(counts, 1200)).toBe(6);
    expect(rankFromCounts(counts, 1100)).toBe(17);
    expect(rankFromCounts({}, 1200)).toBe(1);
  });
});
