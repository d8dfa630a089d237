import { describe, expect, it } from 'vitest';
import { carriedHistoryFields } from '../rating-carry-over';
import { INITIAL_DEVIATION } from '../rating';
import { ratingPointOf, readEloEraRecord, readRatingChange, readRatingMove } from './rating-change';

const glicko = {
  before: { rating: 1500, deviation: 200, volatility: 0.06 },
  after: { rating: 1530, deviation: 180, volatility: 0.06 },
};

describe('readRatingChange', () => {
  it('reads no document as none', () => {
    expect(readRatingChange(undefined)).toBeNull();
    expect(readRatingChange('x')).toBeNull();
  });

  it('reads a Glicko-2 record with its deviation, and a pair-limit mark', () => {
    expect(
      readRatingChange({
        uid: 'a',
        opponentId: 'b',
        score: 1,
        before: 1500,
        after: 1530,
        change: 29.6,
        glicko,
        unrated: 'pair-limit',
      }),
    ).toEqual({
      uid: 'a',
      opponentId: 'b',
      score: 1,
      before: 1500,
      after: 1530,
      change: 30,
      ratingDeviation: 180,
      glicko,
      unrated: 'pair-limit',
    });
  });

  it('reads an Elo-era or malformed record as its base, with safe numbers', () => {
    expect(
      readRatingChange({ score: 2, before: 'x', after: '1516', change: '16', glicko: null }),
    ).toEqual({
      uid: 'undefined',
      opponentId: 'undefined',
      score: 0.5,
      before: 0,
      after: 1516,
      change: 0,
    });
    const halfGlicko = { ...glicko, after: { rating: 1530, deviation: 180 } };
    expect(readRatingChange({ glicko: halfGlicko })).not.toHaveProperty('glicko');
    expect(readRatingChange({ glicko: 'x', unrated: 'pair-limit' })).not.toHaveProperty('unrated');
  });
});

describe('ratingPointOf', () => {
  const at = { toMillis: () => 4 };

  it('reads a Glicko-2 record as its rating after, at its time', () => {
    expect(ratingPointOf('c', { after: 1530, glicko, at })).toEqual({
      chatId: 'c',
      rating: 1530,
      at: 4,
    });
  });

  it('shifts an Elo-era rating onto the Glicko scale, and reads no time as 0', () => {
    expect(ratingPointOf('c', { after: 1016 })).toEqual({
      chatId: 'c',
      rating: carriedHistoryFields({ before: 0, after: 1016, change: 0 }).after,
      at: 0,
    });
  });

  it('is no point for no document, an unrated debate, or no rating after', () => {
    expect(ratingPointOf('c', undefined)).toBeNull();
    expect(ratingPointOf('c', { after: 1530, glicko, unrated: 'pair-limit' })).toBeNull();
    expect(ratingPointOf('c', { after: '1530', glicko })).toBeNull();
  });
});

describe('readEloEraRecord', () => {
  it('reads an Elo-era record with its Elo values', () => {
    expect(readEloEraRecord({ before: 1200, after: 1216, change: 16, at: 5 })).toEqual({
      before: 1200,
      after: 1216,
      change: 16,
    });
  });

  it('reads no document, a Glicko-2 or carried record, or a malformed one as none', () => {
    expect(readEloEraRecord(undefined)).toBeNull();
    expect(readEloEraRecord([1200])).toBeNull();
    expect(readEloEraRecord({ before: 1, after: 2, change: 1, glicko })).toBeNull();
    expect(readEloEraRecord({ before: 1, after: 2, change: 1, elo: { after: 2 } })).toBeNull();
    expect(readEloEraRecord({ before: 1, after: '2', change: 1 })).toBeNull();
    expect(readEloEraRecord({ after: 2, change: 1 })).toBeNull();
    expect(readEloEraRecord({ before: 1, after: 2 })).toBeNull();
  });
});

describe('readRatingMove', () => {
  it('shows a rated move with its deviation, and a pair-limited one as unrated', () => {
    expect(readRatingMove({ before: 1500, after: 1516, change: 16, ratingDeviation: 290 })).toEqual(
      { before: 1500, after: 1516, change: 16, ratingDeviation: 290 },
    );
    expect(readRatingMove({ before: 1516, after: 1516, change: 0, unrated: 'pair-limit' })).toEqual(
      {
        before: 1516,
        after: 1516,
        change: 0,
        ratingDeviation: INITIAL_DEVIATION,
        unrated: 'pair-limit',
      },
    );
  });

  it('no document, or a before, after or change that is not a number, shows no move', () => {
    expect(readRatingMove(undefined)).toBeNull();
    expect(readRatingMove({ before: '1500', after: 1516, change: 16 })).toBeNull();
  });
});
