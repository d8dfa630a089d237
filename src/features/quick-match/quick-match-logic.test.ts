import { describe, expect, test } from 'vitest';
import { choiceFromParams, sectionPath, waitedText } from './quick-match-logic';
import { choiceSummaryText, lookingText } from './quick-match-texts';

describe('the choice in the address', () => {
  test('reads minutes and category, and falls back to 15 minutes and any topic', () => {
    expect(choiceFromParams(new URLSearchParams('minutes=30&category=economy'))).toEqual({
      timeLimit: 30,
      category: 'economy',
    });
    expect(choiceFromParams(new URLSearchParams('minutes=45&category=cooking'))).toEqual({
      timeLimit: 15,
      category: null,
    });
    expect(choiceFromParams(new URLSearchParams(''))).toEqual({ timeLimit: 15, category: null });
  });

  test('round-trips through the section path', () => {
    const path = sectionPath('quick-match', { timeLimit: 30, category: 'culture' });
    expect(path).toBe('/home?section=quick-match&minutes=30&category=culture');
    const params = new URL(path, 'https://x.test').searchParams;
    expect(choiceFromParams(params)).toEqual({ timeLimit: 30, category: 'culture' });
    expect(sectionPath('practice', { timeLimit: 15, category: null })).toBe(
      '/home?section=practice&minutes=15',
    );
  });
});

describe('the waiting line', () => {
  test('reads as the issue shows it', () => {
    expect(`${lookingText(150)} · ${waitedText(23_400)}`).toBe(
      'Looking for an opponent within ±150 · 0:23',
    );
    expect(waitedText(605_000)).toBe('10:05');
    expect(waitedText(-20)).toBe('0:00');
  });

  test('summarises the choice', () => {
    expect(choiceSummaryText(15, null)).toBe('15 minutes · Any topic');
    expect(choiceSummaryText(30, 'Economy')).toBe('30 minutes · Economy');
  });
});
