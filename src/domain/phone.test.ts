import { describe, expect, test } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY_CODE } from './countries';
import {
  buildFullPhoneNumber,
  formatFullNumberDisplay,
  formatPhoneDigits,
  sanitizeCodeInput,
  sanitizePhoneInput,
} from './phone';

describe('phone input', () => {
  test('keeps digits only, at most 12', () => {
    expect(sanitizePhoneInput('(555) 123-4567')).toBe('5551234567');
    expect(sanitizePhoneInput('1234567890123456')).toBe('123456789012');
    expect(sanitizePhoneInput('abc')).toBe('');
  });

  test('builds the full number from the country code and the digits only', () => {
    expect(buildFullPhoneNumber('+44', '7700 900-123')).toBe('+447700900123');
    expect(buildFullPhoneNumber('+1', '')).toBe('+1');
  });

  test('formats at most 10 digits as groups of 3-3-4', () => {
    expect(formatPhoneDigits('5551234567')).toBe('555 123 4567');
    expect(formatPhoneDigits('55512')).toBe('555 12');
    expect(formatPhoneDigits('555')).toBe('555');
    expect(formatPhoneDigits('555123456789')).toBe('555 123 4567');
    expect(formatPhoneDigits('')).toBe('');
  });

  test('shows the complete number with its country code', () => {
    expect(formatFullNumberDisplay('+1', '5551234567')).toBe('+1 555 123 4567');
    expect(formatFullNumberDisplay('+1', '')).toBe('+1');
  });

  test('keeps at most 6 digits of a code', () => {
    expect(sanitizeCodeInput('12 34 5678')).toBe('123456');
  });
});

describe('country list', () => {
  test('has 40 entries with unique codes and countries, defaulting to +1', () => {
    expect(COUNTRIES).toHaveLength(40);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(40);
    expect(new Set(COUNTRIES.map((c) => c.country)).size).toBe(40);
    expect(DEFAULT_COUNTRY_CODE).toBe('+1');
    for (const code of ['+1', '+44', '+33', '+49', '+91', '+61', '+81', '+86']) {
      expect(COUNTRIES.some((c) => c.code === code)).toBe(true);
    }
    expect(COUNTRIES[0]?.code).toBe('+1');
  });
});

describe('plausible numbers', () => {
  test('accepts 8 to 15 digits after a plus sign', async () => {
    const { isPlausiblePhoneNumber } = await import('./phone');
    expect(isPlausiblePhoneNumber('+15551234567')).toBe(true);
    expect(isPlausiblePhoneNumber('+4412345')).toBe(false);
    expect(isPlausiblePhoneNumber('+12345678')).toBe(true);
    expect(isPlausiblePhoneNumber('+1234567890123456')).toBe(false);
    expect(isPlausiblePhoneNumber('+112')).toBe(false);
    expect(isPlausiblePhoneNumber('15551234567')).toBe(false);
  });
});
