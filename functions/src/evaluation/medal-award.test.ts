import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { opponentNameOf } from './medal-award';

describe('opponentNameOf', () => {
  const result = {
    participant1Id: 'a',
    participant2Id: 'b',
    participant1Name: 'Ann',
    participant2Name: 'Bo',
  };

  test('is the name the verdict gave the loser', () => {
    expect(opponentNameOf(result, 'b', { displayName: 'Other' }, '+15550001111')).toBe('Bo');
    expect(opponentNameOf(result, 'a', undefined, '')).toBe('Ann');
  });

  test('else their profile’s name, stored generated name, or one made from their phone', () => {
    const bare = { participant1Id: 'a', participant2Id: 'b' };
    expect(opponentNameOf(bare, 'b', { displayName: 'Bob' }, '')).toBe('Bob');
    expect(opponentNameOf(bare, 'b', { fallbackName: 'WitWizard1111' }, '')).toBe('WitWizard1111');
    expect(opponentNameOf(bare, 'b', {}, '+15550001111')).toBe(fallbackDisplayName('+15550001111'));
  });
});
