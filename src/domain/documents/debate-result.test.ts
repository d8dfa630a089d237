import { describe, expect, it } from 'vitest';
import { readResult, readShownResult } from './debate-result';

const at = (ms: number) => ({ toMillis: () => ms });

const stored = {
  id: 'c1',
  chatId: 'c1',
  participant1Id: 'a',
  participant2Id: 'b',
  participant1Name: 'Ann',
  participant2Name: 'Bo',
  topic: 'Tea',
  winner: 'Ann',
  winnerId: 'a',
  analysis: 'Close.',
  participant1Stance: 'For',
  participant2Stance: 'Against',
  participant1Arguments: ['one'],
  participant2Arguments: ['two'],
  winnerReason: 'Clearer.',
  loserReason: 'Vaguer.',
  createdAt: at(100),
  judgeBreakdown: [{ judge: 'j', model: 'm', status: 'success' }],
  votingSummary: { votes: { Ann: 3 }, totalJudges: 3 },
  outcomeApplied: true,
};
/** `stored` as the results screen has it: no outcomeApplied flag. */
const { outcomeApplied: _applied, ...shown } = stored;

describe('readResult', () => {
  it('reads no document as undefined', () => {
    expect(readResult(undefined)).toBeUndefined();
    expect(readResult(null)).toBeUndefined();
    expect(readResult('result')).toBeUndefined();
  });

  it('reads a stored result as it was written', () => {
    expect(readResult(stored)).toEqual({
      ...stored,
      createdAt: 100,
      practice: false,
    });
  });

  it('reads an empty document with the functions’ defaults', () => {
    expect(readResult({})).toEqual({
      id: 'undefined',
      chatId: 'undefined',
      participant1Id: 'undefined',
      participant2Id: 'undefined',
      topic: '',
      winner: 'Draw',
      winnerId: null,
      analysis: '',
      participant1Stance: '',
      participant2Stance: '',
      participant1Arguments: [],
      participant2Arguments: [],
      winnerReason: '',
      loserReason: '',
      createdAt: null,
      judgeBreakdown: [],
      votingSummary: undefined,
      practice: false,
      outcomeApplied: false,
    });
  });

  it('shows a stored value that is not text, and keeps only text names and winner ids', () => {
    const result = readResult({
      ...stored,
      participant1Id: 7,
      topic: 42,
      winner: null,
      winnerId: 3,
      analysis: false,
      participant1Name: 9,
    });
    expect(result).toMatchObject({
      participant1Id: '7',
      topic: '42',
      winner: 'Draw',
      winnerId: null,
      analysis: 'false',
    });
    expect(result).not.toHaveProperty('participant1Name');
  });

  it('keeps the strings of the argument lists, and a list of ballots only', () => {
    const result = readResult({
      participant1Arguments: ['a', 2, null],
      participant2Arguments: 'b',
      judgeBreakdown: { judge: 'j' },
    });
    expect(result).toMatchObject({
      participant1Arguments: ['a'],
      participant2Arguments: [],
      judgeBreakdown: [],
    });
  });

  it('reads flags as true only when stored as true, and a time that is not one as none', () => {
    expect(
      readResult({ practice: 'true', outcomeApplied: 1, createdAt: '2026-01-01' }),
    ).toMatchObject({ practice: false, outcomeApplied: false, createdAt: null });
    expect(readResult({ practice: true, createdAt: 5 })).toMatchObject({
      practice: true,
      createdAt: 5,
    });
  });

  it('reads its appeal only when it is a map', () => {
    expect(readResult({ appeal: 'decided' })).not.toHaveProperty('appeal');
    expect(readResult({ appeal: { status: 'decided', claimId: 'c' } })?.appeal).toMatchObject({
      status: 'decided',
      claimId: 'c',
    });
  });
});

describe('readShownResult', () => {
  it('reads a stored result as the results screen shows it', () => {
    expect(
      readShownResult('c1', {
        ...stored,
        turningPoints: [{ quote: { text: 'Because', messageId: 'm1', speakerId: 'a' }, why: 'It' }],
        tips: { participant1: 'Cite more.', participant2: '  ' },
        orderCheck: { checked: 3, consistent: 3 },
        appeal: { status: 'running', appellantId: 'b' },
      }),
    ).toEqual({
      ...shown,
      createdAt: 100,
      appeal: {
        status: 'running',
        appellantId: 'b',
        judgeBreakdown: [],
        votingSummary: null,
        winner: 'Draw',
        stands: false,
        changed: false,
        originalWinner: 'Draw',
        orderCheck: null,
      },
      turningPoints: [{ quote: { text: 'Because', messageId: 'm1', speakerId: 'a' }, why: 'It' }],
      tips: { participant1: 'Cite more.', participant2: null },
      orderCheck: { checked: 3, consistent: 3 },
    });
  });

  it("reads an empty document with the app's defaults: the document's id, '' or Draw", () => {
    expect(readShownResult('c2', {})).toEqual({
      id: 'c2',
      chatId: 'c2',
      participant1Id: '',
      participant2Id: '',
      participant1Name: '',
      participant2Name: '',
      topic: '',
      winner: 'Draw',
      winnerId: null,
      analysis: '',
      participant1Stance: '',
      participant2Stance: '',
      participant1Arguments: [],
      participant2Arguments: [],
      winnerReason: '',
      loserReason: '',
      createdAt: null,
      judgeBreakdown: [],
      votingSummary: null,
      appeal: null,
      turningPoints: [],
      tips: null,
      orderCheck: null,
    });
  });

  it('reads a stored value that is not text as empty, unlike the functions', () => {
    expect(
      readShownResult('c3', { participant1Id: 7, topic: 42, winner: null, winnerId: 3 }),
    ).toMatchObject({ participant1Id: '', topic: '', winner: 'Draw', winnerId: null });
  });

  it('marks a practice debate and reads who wrote the AI side', () => {
    expect(
      readShownResult('c4', { practice: true, aiDebater: { vendor: 'OpenAI', model: 'gpt' } }),
    ).toMatchObject({
      practice: true,
      aiDebater: { vendor: 'OpenAI', model: 'gpt', demo: false },
    });
    expect(readShownResult('c5', { practice: 'true' })).not.toHaveProperty('practice');
  });
});
