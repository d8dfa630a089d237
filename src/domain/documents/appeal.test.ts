import { describe, expect, it } from 'vitest';
import { readAppeal, readShownAppeal } from './appeal';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readAppeal', () => {
  it('reads no map as no appeal', () => {
    expect(readAppeal(undefined)).toBeUndefined();
    expect(readAppeal(null)).toBeUndefined();
    expect(readAppeal('decided')).toBeUndefined();
    expect(readAppeal([{ status: 'decided' }])).toBeUndefined();
  });

  it('reads an empty map as an appeal with nothing decided', () => {
    expect(readAppeal({})).toEqual({
      status: null,
      at: 0,
      decidedAt: null,
      stands: false,
      changed: false,
      corrected: false,
      winner: 'Draw',
      winnerId: null,
      originalWinnerId: null,
    });
  });

  it('reads a running claim with its time, and an unknown status as none', () => {
    expect(
      readAppeal({ status: 'running', claimId: 'c', appellantId: 'a', at: at(7) }),
    ).toMatchObject({ status: 'running', claimId: 'c', appellantId: 'a', at: 7 });
    const odd = readAppeal({ status: 'queued', claimId: 3, appellantId: null, at: 'now' });
    expect(odd).toMatchObject({ status: null, at: 0 });
    expect(odd).not.toHaveProperty('claimId');
    expect(odd).not.toHaveProperty('appellantId');
  });

  it('reads flags as true only when stored as true', () => {
    expect(readAppeal({ stands: 'true', changed: 1, corrected: 'yes' })).toMatchObject({
      stands: false,
      changed: false,
      corrected: false,
    });
    expect(readAppeal({ stands: true, changed: true, corrected: true })).toMatchObject({
      stands: true,
      changed: true,
      corrected: true,
    });
  });

  it('reads the verdict as the functions always did: any value shown, none as the default', () => {
    const appeal = readAppeal({
      status: 'decided',
      decidedAt: at(9),
      winner: 12,
      winnerId: 5,
      originalWinnerId: '',
      winnerReason: null,
      loserReason: 0,
    });
    expect(appeal).toMatchObject({
      decidedAt: 9,
      winner: '12',
      winnerId: null,
      originalWinnerId: null,
      loserReason: '0',
    });
    expect(appeal).not.toHaveProperty('winnerReason');
    expect(readAppeal({ winnerId: '', originalWinnerId: 'a' })).toMatchObject({
      winnerId: '',
      originalWinnerId: 'a',
    });
  });
});

describe('readShownAppeal', () => {
  it('reads a decided appeal with its panel as the results show it', () => {
    expect(
      readShownAppeal({
        status: 'decided',
        claimId: 'c',
        appellantId: 'b',
        judgeBreakdown: [{ judge: 'Judge GPT', model: 'gpt-4', status: 'success', vote: 'Bo' }],
        votingSummary: { votes: { Bo: 2 }, confidence: {}, totalJudges: 3, successfulJudges: 3 },
        winner: 'Bo',
        stands: false,
        changed: true,
        originalWinner: 'Ann',
        orderCheck: { checked: 3, consistent: 2 },
      }),
    ).toEqual({
      status: 'decided',
      appellantId: 'b',
      judgeBreakdown: [{ judge: 'Judge GPT', model: 'gpt-4', status: 'success', vote: 'Bo' }],
      votingSummary: { votes: { Bo: 2 }, confidence: {}, totalJudges: 3, successfulJudges: 3 },
      winner: 'Bo',
      stands: false,
      changed: true,
      originalWinner: 'Ann',
      orderCheck: { checked: 3, consistent: 2 },
    });
  });

  it('reads no map, or a status other than running or decided, as no appeal', () => {
    for (const value of [undefined, 'decided', ['decided'], {}, { status: 'queued' }]) {
      expect(readShownAppeal(value)).toBeNull();
    }
  });

  it('reads texts with text(): anything else is empty, or Draw for a verdict', () => {
    expect(
      readShownAppeal({
        status: 'running',
        appellantId: 3,
        winner: 12,
        originalWinner: null,
        stands: 'true',
        judgeBreakdown: 'none',
        votingSummary: { totalJudges: 3 },
      }),
    ).toEqual({
      status: 'running',
      appellantId: '',
      judgeBreakdown: [],
      votingSummary: null,
      winner: 'Draw',
      stands: false,
      changed: false,
      originalWinner: 'Draw',
      orderCheck: null,
    });
  });
});
