import { describe, expect, test } from 'vitest';
import { CRITERIA } from './criteria';
import type { CriteriaScores } from './criteria';
import { parseRawQuotes } from './evidence';
import { MAX_VERDICT_TEXT_CHARS, isBlankContent, parseJudgeResponse } from './verdict';

const NOT_SCORED = Object.fromEntries(CRITERIA.map((c) => [c.key, null])) as CriteriaScores;
const UNSCORED = { participant1: NOT_SCORED, participant2: NOT_SCORED };
/** What a verdict reads as where the judge wrote no usable text. */
const DEFAULT_TEXTS = {
  winner: 'Draw',
  analysis: 'Analysis not provided',
  participant1Stance: 'Position not clearly identified',
  participant2Stance: 'Position not clearly identified',
  winnerReason: 'Winner reason not provided',
  loserReason: 'Improvement suggestions not provided',
};
/** A parsed ballot without quotes, turning points or tips (evidence.ts). */
const NO_QUOTES = {
  quotes: parseRawQuotes(null),
  rawTurningPoints: [],
  tips: { participant1: null, participant2: null },
};
const scored = (base: number) =>
  Object.fromEntries(CRITERIA.map((c, i) => [c.key, base + (i % 2)])) as CriteriaScores;

describe('parseJudgeResponse', () => {
  const full = {
    winner: 'Alice',
    analysis: 'Alice used evidence.',
    participant1Stance: 'For the ban',
    participant2Stance: 'Against the ban',
    winnerReason: 'Cited data',
    loserReason: 'Answer the data',
    confidence: 82,
    scores: { participant1: scored(7), participant2: scored(4) },
  };

  test('reads a complete verdict and names the judge', () => {
    expect(parseJudgeResponse(JSON.stringify(full), 'Judge GPT')).toEqual({
      ...full,
      judge: 'Judge GPT',
      ...NO_QUOTES,
    });
  });

  test('finds the object inside code fences or prose', () => {
    const fenced = `Here is my verdict:\n\`\`\`json\n${JSON.stringify(full, null, 2)}\n\`\`\`\nThanks.`;
    expect(parseJudgeResponse(fenced, 'J').winner).toBe('Alice');
    const prose = `I weigh {evidence} and {logic}. {not json} ${JSON.stringify(full)} and {"winner": "Bob"}`;
    expect(parseJudgeResponse(prose, 'J')).toMatchObject({ winner: 'Alice', confidence: 82 });
  });

  test('is not fooled by braces inside strings', () => {
    const tricky = JSON.stringify({ ...full, analysis: 'A } closing brace and a { opening one' });
    expect(parseJudgeResponse(`x ${tricky} y`, 'J').analysis).toBe(
      'A } closing brace and a { opening one',
    );
  });

  test.each([
    ['no JSON at all', 'Alice clearly won this debate.'],
    ['invalid JSON', '{"winner": "Alice", "confidence": 80'],
    ['broken JSON', "{winner: 'Alice'}"],
    ['a JSON array', '[{"winner": 1}]'],
    ['a JSON number', '42'],
    ['a JSON string', '"Alice"'],
    ['blank content', '  \n'],
    ['null', null],
    ['undefined', undefined],
  ])('turns %s into the unparsed Draw', (_, content) => {
    expect(parseJudgeResponse(content, 'Judge Grok')).toEqual({
      winner: 'Draw',
      analysis: 'Analysis parsing failed',
      participant1Stance: 'Could not parse stance',
      participant2Stance: 'Could not parse stance',
      winnerReason: 'Winner reason not provided',
      loserReason: 'Improvement suggestions not provided',
      judge: 'Judge Grok',
      confidence: 50,
      scores: UNSCORED,
    });
  });

  test('gives every missing field its default', () => {
    expect(parseJudgeResponse('{}', 'Judge DeepSeek')).toEqual({
      ...DEFAULT_TEXTS,
      judge: 'Judge DeepSeek',
      confidence: 50,
      scores: UNSCORED,
      ...NO_QUOTES,
    });
  });

  test.each([
    ['winner', 'Draw'],
    ['analysis', 'Analysis not provided'],
    ['participant1Stance', 'Position not clearly identified'],
    ['participant2Stance', 'Position not clearly identified'],
    ['winnerReason', 'Winner reason not provided'],
    ['loserReason', 'Improvement suggestions not provided'],
    ['confidence', 50],
  ] as const)('defaults a missing %s alone', (field, fallback) => {
    const partial: Record<string, unknown> = { ...full };
    delete partial[field];
    const parsed = parseJudgeResponse(JSON.stringify(partial), 'J');
    expect(parsed[field]).toBe(fallback);
    expect(parsed).toEqual({ ...full, judge: 'J', [field]: fallback, ...NO_QUOTES });
  });

  test('treats wrongly typed and blank fields as missing', () => {
    const wrong = {
      winner: 1,
      analysis: ['a'],
      participant1Stance: { s: 1 },
      participant2Stance: '   ',
      winnerReason: null,
      loserReason: true,
      confidence: '85',
    };
    expect(parseJudgeResponse(JSON.stringify(wrong), 'J')).toEqual({
      ...DEFAULT_TEXTS,
      judge: 'J',
      confidence: 50,
      scores: UNSCORED,
      ...NO_QUOTES,
    });
  });

  test.each([
    [150, 100],
    [-5, 0],
    [72.6, 73],
    [72.4, 72],
    [0, 0],
    [100, 100],
  ])('clamps and rounds confidence %d to %d', (raw, expected) => {
    expect(parseJudgeResponse(JSON.stringify({ confidence: raw }), 'J').confidence).toBe(expected);
  });

  test('trims text fields and keeps the winner as written', () => {
    const parsed = parseJudgeResponse('{"winner": " alice ", "analysis": " Good. "}', 'J');
    expect(parsed.winner).toBe('alice');
    expect(parsed.analysis).toBe('Good.');
  });
});

describe('criteria scores on a ballot (1–10 each, else not scored)', () => {
  const ballot = { winner: 'Alice', confidence: 70 };
  test('reads all six for both debaters, rounding in-range numbers and numeric strings', () => {
    const scores = {
      participant1: { ...scored(8), evidence: 9.4, logic: '6' },
      participant2: scored(3),
    };
    const parsed = parseJudgeResponse(JSON.stringify({ ...ballot, scores }), 'J');
    expect(parsed.scores).toEqual({
      participant1: { ...scored(8), evidence: 9, logic: 6 },
      participant2: scored(3),
    });
  });

  test.each([
    ['0 (below 1)', 0],
    ['11 (above 10)', 11],
    ['-3', -3],
    ['0.4 (rounds to 0)', 0.4],
    ['10.6 (rounds to 11)', 10.6],
    ['a word', 'great'],
    ['a blank string', ' '],
    ['null', null],
    ['a list', [7]],
    ['an object', { score: 7 }],
    ['a boolean', true],
  ])('a score of %s is not scored (null)', (_, bad) => {
    const scores = { participant1: { ...scored(5), rebuttal: bad }, participant2: scored(5) };
    const parsed = parseJudgeResponse(JSON.stringify({ ...ballot, scores }), 'J');
    expect(parsed.scores?.participant1.rebuttal).toBeNull();
    expect(parsed.scores?.participant1.evidence).toBe(5);
    expect(parsed.scores?.participant2).toEqual(scored(5));
  });

  test('missing criteria, a missing debater or missing scores are not scored', () => {
    const partial = { participant1: { evidence: 7 } };
    const parsed = parseJudgeResponse(JSON.stringify({ ...ballot, scores: partial }), 'J');
    expect(parsed.scores).toEqual({
      participant1: { ...NOT_SCORED, evidence: 7 },
      participant2: NOT_SCORED,
    });
    expect(parseJudgeResponse(JSON.stringify({ winner: 'Alice' }), 'J').scores).toEqual(UNSCORED);
    expect(parseJudgeResponse(JSON.stringify({ ...ballot, scores: [1, 2] }), 'J').scores).toEqual(
      UNSCORED,
    );
  });
});

describe('isBlankContent', () => {
  test('is true for missing or whitespace-only content only', () => {
    expect(isBlankContent(null)).toBe(true);
    expect(isBlankContent(undefined)).toBe(true);
    expect(isBlankContent('')).toBe(true);
    expect(isBlankContent(' \n\t ')).toBe(true);
    expect(isBlankContent('{}')).toBe(false);
    expect(isBlankContent('garbage')).toBe(false);
  });
});

describe('the quoted scorecard on a ballot', () => {
  test('reads quotes per debater and criterion, two turning points and a tip each', () => {
    const parsed = parseJudgeResponse(
      JSON.stringify({
        winner: 'Debater A',
        quotes: {
          participant1: { evidence: ['20% fewer admissions'] },
          participant2: { logic: 'so' },
        },
        turningPoints: [{ quote: 'a ban changes little', why: 'It set the frame.' }],
        tips: { participant1: 'Name a source.', participant2: 'Answer the data.' },
      }),
      'J',
    );
    expect(parsed.quotes?.participant1.evidence).toEqual(['20% fewer admissions']);
    expect(parsed.quotes?.participant2.logic).toEqual(['so']);
    expect(parsed.rawTurningPoints).toEqual([
      { quote: 'a ban changes little', why: 'It set the frame.' },
    ]);
    expect(parsed.tips).toEqual({
      participant1: 'Name a source.',
      participant2: 'Answer the data.',
    });
  });
});

describe('a verdict stays bounded', () => {
  test('clips each text field of an oversized answer, and keeps a normal one whole', () => {
    const huge = 'x'.repeat(MAX_VERDICT_TEXT_CHARS + 5_000);
    const parsed = parseJudgeResponse(
      JSON.stringify({ winner: 'Alice', analysis: huge, loserReason: huge, confidence: 70 }),
      'J',
    );
    expect(MAX_VERDICT_TEXT_CHARS).toBe(6_000);
    expect(parsed.analysis).toBe(`${'x'.repeat(MAX_VERDICT_TEXT_CHARS)} [...]`);
    expect(parsed.loserReason).toHaveLength(MAX_VERDICT_TEXT_CHARS + 6);
    expect(parsed.winner).toBe('Alice');
    const whole = 'y'.repeat(MAX_VERDICT_TEXT_CHARS);
    expect(parseJudgeResponse(JSON.stringify({ analysis: whole }), 'J').analysis).toBe(whole);
  });
});
