import { describe, expect, test } from 'vitest';
import { exitErrorText } from './debates-texts';

describe('exitErrorText', () => {
  test('wraps the reason, or falls back when there is none', () => {
    expect(exitErrorText('Cannot exit debate after it has started')).toBe(
      'Failed to exit debate: Cannot exit debate after it has started',
    );
    expect(exitErrorText('')).toBe('Failed to exit debate. Please try again.');
    expect(exitErrorText(null)).toBe('Failed to exit debate. Please try again.');
  });
});
