import { describe, expect, it } from 'vitest';
import {
  finiteMillisOf,
  isRecord,
  millisOf,
  millisOrZero,
  nonBlankText,
  nonEmptyText,
  optionalText,
  shownText,
  stringList,
  text,
  textFields,
  timestampAsStored,
  timestampMillisOf,
  trimmedText,
} from './fields';

/** What a Firestore Timestamp looks like to a pure reader. */
const at = (ms: number) => ({ toMillis: () => ms });

describe('text readers', () => {
  it('text keeps a string as stored and falls back for anything else', () => {
    expect(text(' a ')).toBe(' a ');
    expect(text('')).toBe('');
    expect(text(undefined)).toBe('');
    expect(text(3)).toBe('');
    expect(text(null, 'Draw')).toBe('Draw');
    expect(text('', 'Draw')).toBe('');
  });

  it('trimmedText trims, and reads a non-string as empty', () => {
    expect(trimmedText('  Ann ')).toBe('Ann');
    expect(trimmedText(['Ann'])).toBe('');
    expect(trimmedText(undefined)).toBe('');
  });

  it('optionalText keeps the empty string, nonEmptyText does not', () => {
    expect(optionalText('')).toBe('');
    expect(optionalText(' ')).toBe(' ');
    expect(optionalText(1)).toBeUndefined();
    expect(nonEmptyText('')).toBeUndefined();
    expect(nonEmptyText(' ')).toBe(' ');
    expect(nonEmptyText({})).toBeUndefined();
  });

  it('shownText shows any stored value, and none (null or missing) as undefined', () => {
    expect(shownText(' a ')).toBe(' a ');
    expect(shownText(12)).toBe('12');
    expect(shownText(false)).toBe('false');
    expect(shownText(null)).toBeUndefined();
    expect(shownText(undefined)).toBeUndefined();
  });

  it('nonBlankText refuses whitespace only, but keeps the string untrimmed', () => {
    expect(nonBlankText('  ')).toBeUndefined();
    expect(nonBlankText(' Ann ')).toBe(' Ann ');
    expect(nonBlankText(false)).toBeUndefined();
  });
});

describe('structure readers', () => {
  it('isRecord accepts plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('textFields keeps the named fields its reader finds text in', () => {
    const data = { a: '', b: 'x', c: 3, d: 'y' };
    expect(textFields(data, ['a', 'b', 'c'])).toEqual({ a: '', b: 'x' });
    expect(textFields(data, ['a', 'b', 'c', 'e'], nonEmptyText)).toEqual({ b: 'x' });
  });

  it('stringList keeps the strings of an array and reads anything else as none', () => {
    expect(stringList(['a', 1, null, 'b'])).toEqual(['a', 'b']);
    expect(stringList('a')).toEqual([]);
    expect(stringList(undefined)).toEqual([]);
  });
});

describe('time readers', () => {
  it('millisOf reads a Timestamp or any number, else null', () => {
    expect(millisOf(at(5))).toBe(5);
    expect(millisOf(7)).toBe(7);
    expect(millisOf(Number.NaN)).toBeNaN();
    expect(millisOf('7')).toBeNull();
    expect(millisOf(null)).toBeNull();
    expect(millisOf({ toMillis: 1 })).toBeNull();
  });

  it('finiteMillisOf reads NaN and Infinity as no time', () => {
    expect(finiteMillisOf(Number.POSITIVE_INFINITY)).toBeNull();
    expect(finiteMillisOf(Number.NaN)).toBeNull();
    expect(finiteMillisOf(at(9))).toBe(9);
  });

  it('millisOrZero reads no time as 0', () => {
    expect(millisOrZero(undefined)).toBe(0);
    expect(millisOrZero(Number.NaN)).toBe(0);
    expect(millisOrZero(at(3))).toBe(3);
    expect(millisOrZero(4)).toBe(4);
  });

  it('timestampAsStored keeps a Timestamp as it is, and nothing else', () => {
    const stored = at(2);
    expect(timestampAsStored(stored)).toBe(stored);
    expect(timestampAsStored(2)).toBeNull();
    expect(timestampAsStored('2')).toBeNull();
    expect(timestampAsStored(undefined)).toBeNull();
  });

  it('timestampMillisOf reads a Timestamp only, not a number', () => {
    expect(timestampMillisOf(at(2))).toBe(2);
    expect(timestampMillisOf(2)).toBeNull();
    expect(timestampMillisOf(undefined)).toBeNull();
  });
});
