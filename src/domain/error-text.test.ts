import { describe, expect, test } from 'vitest';
import { errorText, UNKNOWN_ERROR } from './error-text';

describe('errorText', () => {
  test("gives an Error's own message", () => {
    expect(errorText(new Error('User not found'))).toBe('User not found');
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  test('gives a thrown string as it is', () => {
    expect(errorText('Permission denied')).toBe('Permission denied');
  });

  test("says 'Unknown error' when there are no words to show", () => {
    expect(errorText(new Error(''))).toBe(UNKNOWN_ERROR);
    expect(errorText('')).toBe('Unknown error');
    expect(errorText({ code: 'x' })).toBe('Unknown error');
    expect(errorText(null)).toBe('Unknown error');
    expect(errorText(undefined)).toBe('Unknown error');
  });

  test('uses the given fallback instead', () => {
    expect(errorText(new Error(''), '')).toBe('');
    expect(errorText(42, 'Please try again.')).toBe('Please try again.');
    expect(errorText(new Error('Too late'), '')).toBe('Too late');
  });
});
