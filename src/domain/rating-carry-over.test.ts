import { describe, expect, test } from 'vitest';
import { carriedHistoryFields, carryOverElo, deviationAfterDebates } from './rating-carry-over';
import { isProvisional } from './rating';

describe('carrying an Elo rating over to Glicko-2', () => {
  test('the Elo start lands on the Glicko start; differences between people are kept', () => {
    expect(carryOverElo(1200, 0)).toEqual({ rating: 1500, deviation: 350, volatility: 0.06 });
    expect(carryOverElo(1264, 5).rating - carryOverElo(1136, 5).rating).toBe(128);
  });

  test('the deviation narrows with rated debates: established from 13 on', () => {
    const deviations = [0, 1, 5, 12, 13, 50].map(deviationAfterDebates);
    expect(deviations[0]).toBe(350);
    for (let i = 1; i < deviations.length; i++) {
      expect(deviations[i]).toBeLessThan(deviations[i - 1]!);
    }
    expect(isProvisional({ ratingDeviation: deviationAfterDebates(12) })).toBe(true);
    expect(isProvisional({ ratingDeviation: deviationAfterDebates(13) })).toBe(false);
    expect(deviationAfterDebates(1_000_000)).toBe(deviationAfterDebates(400));
  });

  test('history records move with the rating and keep their Elo values', () => {
    expect(carriedHistoryFields({ before: 1200, after: 1216, change: 16 })).toEqual({
      before: 1500,
      after: 1516,
      elo: { before: 1200, after: 1216, change: 16 },
    });
  });
});
