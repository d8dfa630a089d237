import { describe, expect, test } from 'vitest';
import { answersOpponent, countEvidence } from '../judge-server/signals';
import { FILLER, padToTwice } from './padding';

describe('the padding of the loser’s messages', () => {
  test('doubles a message to within one word of twice its length, keeping it whole in front', () => {
    for (const text of ['Short.', 'A message of a few words about buses and cars in cities.']) {
      const padded = padToTwice(text);
      expect(padded.startsWith(text)).toBe(true);
      expect(padded.length).toBeLessThanOrEqual(text.length * 2);
      const longestFillerWord = Math.max(
        ...FILLER.join(' ')
          .split(' ')
          .map((w) => w.length),
      );
      expect(padded.length).toBeGreaterThan(text.length * 2 - longestFillerWord - 1);
    }
  });

  test('adds no evidence and no reply to the other side, as the demo judge counts them', () => {
    const filler = FILLER.join(' ');
    expect(countEvidence(filler)).toBe(0);
    expect(answersOpponent(filler, 'Debater A', 'Buses are cheaper for cities.')).toBe(false);
  });
});
