import { describe, expect, test } from 'vitest';
import type { VotingSummary } from '@/domain/model';
import { addStats, WIN_INCREMENT, LOSS_INCREMENT } from '@/domain/stats';
import { appealBlock, decideAppeal, isUnanimous, statCorrection } from './appeal';

function summary(votes: Record<string, number>, successful = 3, total = 3): VotingSummary {
  return { votes, confidence: {}, totalJudges: total, successfulJudges: successful };
}

describe('isUnanimous', () => {
  test('every judge delivered and all voted alike', () => {
    expect(isUnanimous(summary({ A: 3, B: 0, Draw: 0 }))).toBe(true);
    expect(isUnanimous(summary({ A: 0, B: 0, Draw: 3 }))).toBe(true);
    expect(isUnanimous(summary({ A: 2, B: 1, Draw: 0 }))).toBe(false);
    expect(isUnanimous(summary({ A: 2, B: 0, Draw: 1 }))).toBe(false);
  });

  test('a panel with a failed judge, or none at all, is not unanimous', () => {
    expect(isUnanimous(summary({ A: 2, B: 0, Draw: 0 }, 2, 3))).toBe(false);
    expect(isUnanimous(summary({ A: 0, B: 0, Draw: 0 }, 0, 3))).toBe(false);
    expect(isUnanimous(null)).toBe(false);
  });
});

describe('decideAppeal', () => {
  test('a unanimous appeal stands, and changes the outcome when it names someone else', () => {
    const unanimousB = { summary: summary({ A: 0, B: 3, Draw: 0 }), winnerId: 'b' };
    expect(decideAppeal('a', unanimousB)).toEqual({
      stands: true,
      changed: true,
      finalWinnerId: 'b',
    });
    expect(decideAppeal('b', unanimousB)).toEqual({
      stands: true,
      changed: false,
      finalWinnerId: 'b',
    });
    const unanimousDraw = { summary: summary({ A: 0, B: 0, Draw: 3 }), winnerId: null };
    expect(decideAppeal('a', unanimousDraw)).toEqual({
      stands: true,
      changed: true,
      finalWinnerId: null,
    });
  });

  test('a split appeal panel leaves the first verdict', () => {
    const split = { summary: summary({ A: 1, B: 2, Draw: 0 }), winnerId: 'b' };
    expect(decideAppeal('a', split)).toEqual({ stands: false, changed: false, finalWinnerId: 'a' });
  });
});

describe('statCorrection', () => {
  test('turns a win into a loss and back, keeping the debate count', () => {
    const deltas = statCorrection(['a', 'b'], 'a', 'b');
    expect(deltas).toEqual({
      a: { totalDebates: 0, wins: -1, losses: 1, draws: 0 },
      b: { totalDebates: 0, wins: 1, losses: -1, draws: 0 },
    });
    const a = addStats(WIN_INCREMENT, deltas.a!);
    expect(a).toEqual(LOSS_INCREMENT);
  });

  test('from a draw to a win, and from a win to a draw', () => {
    expect(statCorrection(['a', 'b'], null, 'b')).toEqual({
      a: { totalDebates: 0, wins: 0, losses: 1, draws: -1 },
      b: { totalDebates: 0, wins: 1, losses: 0, draws: -1 },
    });
    expect(statCorrection(['a', 'b'], 'a', null)).toEqual({
      a: { totalDebates: 0, wins: -1, losses: 0, draws: 1 },
      b: { totalDebates: 0, wins: 0, losses: -1, draws: 1 },
    });
  });
});

describe('appealBlock', () => {
  const result = {
    participant1Id: 'a',
    participant2Id: 'b',
    votingSummary: summary({ A: 2, B: 1, Draw: 0 }),
    appealStatus: 'none' as const,
  };
  test('either debater may appeal a split verdict once; nobody else', () => {
    expect(appealBlock(result, 'a')).toBeNull();
    expect(appealBlock(result, 'b')).toBeNull();
    expect(appealBlock(result, 'x')).toBe('not-debater');
    expect(appealBlock({ ...result, appealStatus: 'decided' }, 'b')).toBe('appealed');
    expect(appealBlock({ ...result, appealStatus: 'running' }, 'b')).toBe('running');
    expect(appealBlock({ ...result, votingSummary: summary({ A: 3, B: 0, Draw: 0 }) }, 'b')).toBe(
      'unanimous',
    );
  });
});
