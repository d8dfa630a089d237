import { describe, expect, test } from 'vitest';
import { matchChoiceFromParams, matchSectionPath } from './match-choice';

describe('the choice in the address', () => {
  test('reads minutes and category, and falls back to 15 minutes and any topic', () => {
    expect(matchChoiceFromParams(new URLSearchParams('minutes=30&category=economy'))).toEqual({
      timeLimit: 30,
      category: 'economy',
    });
    expect(matchChoiceFromParams(new URLSearchParams('minutes=45&category=cooking'))).toEqual({
      timeLimit: 15,
      category: null,
    });
    expect(matchChoiceFromParams(new URLSearchParams(''))).toEqual({
      timeLimit: 15,
      category: null,
    });
  });

  test('round-trips through the section path', () => {
    const path = matchSectionPath('quick-match', { timeLimit: 30, category: 'culture' });
    expect(path).toBe('/home?section=quick-match&minutes=30&category=culture');
    const params = new URL(path, 'https://x.test').searchParams;
    expect(matchChoiceFromParams(params)).toEqual({ timeLimit: 30, category: 'culture' });
    expect(matchSectionPath('practice', { timeLimit: 15, category: null })).toBe(
      '/home?section=practice&minutes=15',
    );
  });
});
