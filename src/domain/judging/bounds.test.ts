import { describe, expect, test } from 'vitest';
import { clipText, keepBothEnds } from './bounds';

describe('clipText', () => {
  test('keeps text within the limit and marks a cut', () => {
    expect(clipText('abc', 3)).toBe('abc');
    expect(clipText('abcd', 3)).toBe('abc [...]');
    expect(clipText('🎉🎉🎉', 2)).toBe('🎉🎉 [...]');
  });
});

describe('keepBothEnds', () => {
  const size = (s: string) => s.length;

  test('keeps everything that fits, in order', () => {
    expect(keepBothEnds(['a', 'b', 'c'], 10, size)).toEqual({ kept: ['a', 'b', 'c'], omitted: 0 });
  });

  test('drops the middle, alternating from the front and the back', () => {
    const items = ['1111', '22', '33', '44', '5555'];
    expect(keepBothEnds(items, 10, size)).toEqual({ kept: ['1111', '22', '5555'], omitted: 2 });
  });

  test('stops at the first item that does not fit, even if a later one would', () => {
    expect(keepBothEnds(['aa', 'bbbbbbbb', 'c', 'dd'], 5, size)).toEqual({
      kept: ['aa', 'dd'],
      omitted: 2,
    });
    expect(keepBothEnds(['toolong'], 3, size)).toEqual({ kept: [], omitted: 1 });
  });
});
