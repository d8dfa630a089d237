import { describe, expect, test } from 'vitest';
import {
  checkBallotQuotes,
  emptyEvidence,
  findQuote,
  MAX_QUOTE_CHARS,
  parseRawQuotes,
  parseRawTurningPoints,
  parseTips,
  quoteCount,
  type RawQuotes,
  type ShownMessage,
} from './evidence';

const shown: ShownMessage[] = [
  {
    id: 'm1',
    senderId: 'a',
    text: 'Cars cause most urban NO2,   for example near schools.\nDebater B ignores that.',
  },
  { id: 'm2', senderId: 'b', text: 'Buses need roads anyway, so a ban changes little.' },
  {
    id: 'm3',
    senderId: 'a',
    text: 'You said buses need roads anyway: they do, but far less of them.',
  },
];

function quotes(a: Partial<RawQuotes['participant1']>, b: Partial<RawQuotes['participant2']> = {}) {
  return parseRawQuotes({ participant1: a, participant2: b });
}

describe('the quote check', () => {
  test('keeps a quote found in the transcript, whitespace and case normalised, tied to its message', () => {
    const found = checkBallotQuotes(
      { quotes: quotes({ evidence: ['"cars cause most urban no2, for example NEAR schools."'] }) },
      shown,
      ['a', 'b'],
    );
    expect(found.evidence.participant1.evidence).toEqual([
      {
        text: 'cars cause most urban no2, for example NEAR schools.',
        messageId: 'm1',
        speakerId: 'a',
      },
    ]);
    expect(found.quotesNotFound).toBe(0);
  });

  test('drops and counts an invented quote, and one too short to back anything', () => {
    const found = checkBallotQuotes(
      {
        quotes: quotes(
          { evidence: ['Cars cause 90% of all deaths'], logic: ['the'] },
          { rebuttal: ['so a ban changes little'] },
        ),
      },
      shown,
      ['a', 'b'],
    );
    expect(found.evidence.participant1.evidence).toEqual([]);
    expect(found.evidence.participant1.logic).toEqual([]);
    expect(found.evidence.participant2.rebuttal).toEqual([
      { text: 'so a ban changes little', messageId: 'm2', speakerId: 'b' },
    ]);
    expect(found.quotesNotFound).toBe(2);
  });

  test("prefers the debater's own message, else any that holds the words", () => {
    // 'buses need roads anyway' is in b's message and quoted back in a's.
    expect(findQuote('buses need roads anyway', shown, 'a')?.id).toBe('m3');
    expect(findQuote('buses need roads anyway', shown, 'b')?.id).toBe('m2');
    expect(findQuote('Debater B ignores that', shown, 'b')?.id).toBe('m1');
  });

  test('keeps at most 2 quotes per criterion and side, and clips a long one to 200 characters', () => {
    const long = `${'word '.repeat(60)}end`;
    const text = [{ id: 'x', senderId: 'a', text: long }, ...shown];
    const found = checkBallotQuotes(
      {
        quotes: quotes({
          overall: [
            long,
            'Cars cause most urban NO2',
            'far less of them',
            'for example near schools',
          ],
        }),
      },
      text,
      ['a', 'b'],
    );
    expect(found.evidence.participant1.overall).toHaveLength(2);
    expect(found.evidence.participant1.overall[0]!.text.startsWith('word word')).toBe(true);
    expect([...found.evidence.participant1.overall[0]!.text].length).toBeLessThanOrEqual(
      MAX_QUOTE_CHARS + ' [...]'.length,
    );
    expect(found.quotesNotFound).toBe(0);
  });

  test('turning points: verified, two at most, one per message, with their reason', () => {
    const found = checkBallotQuotes(
      {
        turningPoints: parseRawTurningPoints([
          { quote: 'Buses need roads anyway', why: 'It   set the frame.' },
          { quote: 'Buses need roads anyway, so', why: 'Same message.' },
          { quote: 'A quote nobody wrote', why: 'Invented.' },
          { quote: 'far less of them', why: 'The answer.' },
          { quote: 'for example near schools', why: 'One too many.' },
        ]),
      },
      shown,
      ['a', 'b'],
    );
    expect(found.turningPoints).toEqual([
      {
        quote: { text: 'Buses need roads anyway', messageId: 'm2', speakerId: 'b' },
        why: 'It set the frame.',
      },
      { quote: { text: 'far less of them', messageId: 'm3', speakerId: 'a' }, why: 'The answer.' },
    ]);
    expect(found.quotesNotFound).toBe(1);
  });

  test('reads what a judge wrote defensively: a string for a list, junk for nothing', () => {
    const raw = parseRawQuotes({
      participant1: { evidence: 'one quote', logic: [3, 'two', ''] },
      participant2: 7,
    });
    expect(raw.participant1.evidence).toEqual(['one quote']);
    expect(raw.participant1.logic).toEqual(['two']);
    expect(raw.participant2.overall).toEqual([]);
    expect(parseRawTurningPoints({ quote: 'x' })).toEqual([]);
    expect(parseRawTurningPoints([{ quote: 'x' }, { why: 'y' }])).toEqual([
      { quote: 'x', why: '' },
    ]);
    expect(parseTips({ participant1: '  Cite   a source. ', participant2: 4 })).toEqual({
      participant1: 'Cite a source.',
      participant2: null,
    });
  });

  test('counts the quotes of both debaters', () => {
    const evidence = emptyEvidence();
    evidence.participant1.evidence.push({ text: 'q', messageId: 'm1', speakerId: 'a' });
    evidence.participant2.logic.push({ text: 'r', messageId: 'm2', speakerId: 'b' });
    expect(quoteCount(evidence)).toBe(2);
    expect(quoteCount(emptyEvidence())).toBe(0);
    expect(quoteCount(undefined)).toBe(0);
  });
});
