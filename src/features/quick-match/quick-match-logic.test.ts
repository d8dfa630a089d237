import { describe, expect, test } from 'vitest';
import { waitedText } from './quick-match-logic';
import { choiceSummaryText, lookingText } from './quick-match-texts';

describe('the waiting line', () => {
  test('reads as the issue shows it', () => {
    expect(lookingText(150)).toBe('Looking for an opponent within ±150');
    expect(waitedText(23_400)).toBe('0:23');
    expect(waitedText(605_000)).toBe('10:05');
    expect(waitedText(-20)).toBe('0:00');
  });

  test('summarises the choice', () => {
    expect(choiceSummaryText(15, null)).toBe('15 minutes · Any topic');
    expect(choiceSummaryText(30, 'Economy')).toBe('30 minutes · Economy');
  });
});
