import { describe, expect, test } from 'vitest';
import { tallyJudge, type JudgeDebateReadings } from './tally';

const none = { prompt: 0, completion: 0 };

function debate(overrides: Partial<JudgeDebateReadings>): JudgeDebateReadings {
  return {
    intended: 'A',
    plain: ['A', 'A'],
    padded: ['A', 'A'],
    failed: 0,
    plainTokens: { prompt: 100, completion: 10 },
    paddedTokens: { prompt: 150, completion: 10 },
    ...overrides,
  };
}

describe('the judges check tally', () => {
  test('a sound judge: both seatings agree, name the intended winner, and padding moves nothing', () => {
    const tally = tallyJudge([
      debate({}),
      debate({ intended: 'B', plain: ['B', 'B'], padded: ['B', 'B'] }),
    ]);
    expect(tally).toMatchObject({
      n: 4,
      consistent: 4,
      agrees: 4,
      towardPadded: 0,
      awayFromPadded: 0,
    });
    expect(tally.tokens).toEqual({ prompt: 500, completion: 40 });
    expect(tally.plainTokens).toEqual({ prompt: 200, completion: 20 });
  });

  test('a judge that follows the seat is inconsistent, and agrees only in one seating', () => {
    // Debater A always wins: participant1 in the first seating, participant2 in the second.
    const tally = tallyJudge([debate({ plain: ['A', 'B'], padded: ['A', 'B'] })]);
    expect(tally).toMatchObject({ n: 2, consistent: 0, agrees: 1, towardPadded: 0 });
  });

  test('padding counts each seating that moved toward the padded loser, a Draw half-way', () => {
    const tally = tallyJudge([
      debate({ plain: ['A', 'Draw'], padded: ['Draw', 'B'] }),
      debate({ plain: ['Draw', 'B'], padded: ['A', 'B'] }),
    ]);
    expect(tally).toMatchObject({ towardPadded: 2, awayFromPadded: 1, agrees: 1, consistent: 0 });
  });

  test('failed readings count nowhere but in failures', () => {
    const tally = tallyJudge([debate({ plain: null, padded: null, failed: 4, plainTokens: none })]);
    expect(tally).toMatchObject({ n: 2, consistent: 0, agrees: 0, towardPadded: 0, failed: 4 });
  });
});
