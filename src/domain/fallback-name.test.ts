import { describe, expect, test } from 'vitest';
import {
  fallbackDisplayName,
  FALLBACK_NAME_WORDS,
  nameOrFallback,
  personInitial,
  personName,
} from './fallback-name';

describe('fallback display name', () => {
  test('has 20 words including the SPEC examples', () => {
    expect(FALLBACK_NAME_WORDS).toHaveLength(20);
    expect(new Set(FALLBACK_NAME_WORDS).size).toBe(20);
    for (const word of ['DebateKing', 'ArgumentAce', 'LogicLord', 'GeniusGuru']) {
      expect(FALLBACK_NAME_WORDS).toContain(word);
    }
  });

  test('picks the word by digit sum modulo 20 and appends the last 4 digits', () => {
    // 1+5+5+5+1+2+3+4+5+6+7 = 44 → 44 % 20 = 4
    expect(fallbackDisplayName('+15551234567')).toBe(`${FALLBACK_NAME_WORDS[4]}4567`);
    // digit sum 0 → word 0
    expect(fallbackDisplayName('+0000')).toBe(`${FALLBACK_NAME_WORDS[0]}0000`);
    // 9*20 = 180 → 0 ... plus 1 → 1
    expect(fallbackDisplayName('+1' + '9'.repeat(20))).toBe(`${FALLBACK_NAME_WORDS[1]}9999`);
  });

  test('uses the display name when present and the fallback otherwise', () => {
    expect(nameOrFallback('  Ada  ', '+15551234567')).toBe('Ada');
    expect(nameOrFallback('   ', '+15551234567')).toBe(fallbackDisplayName('+15551234567'));
    expect(nameOrFallback(undefined, '+15551234567')).toBe(fallbackDisplayName('+15551234567'));
  });
});

describe('personName (what a viewer can call someone)', () => {
  const phone = '+15551234567';

  test('prefers the display name, then the stored fallback name, then one made from a known phone', () => {
    expect(personName({ displayName: ' Ada ', fallbackName: 'X1', phoneNumber: phone })).toBe(
      'Ada',
    );
    expect(personName({ displayName: ' ', fallbackName: 'LogicLord4567' })).toBe('LogicLord4567');
    expect(personName({ fallbackName: '', phoneNumber: phone })).toBe(fallbackDisplayName(phone));
    expect(personName({})).toBe('');
  });

  test('gives the initial of that name, or ? when nothing names them', () => {
    expect(personInitial({ displayName: 'ada' })).toBe('A');
    expect(personInitial({ fallbackName: 'LogicLord4567' })).toBe('L');
    expect(personInitial({ phoneNumber: phone })).toBe(fallbackDisplayName(phone)[0]);
    expect(personInitial({})).toBe('?');
  });
});
