import { describe, expect, it, test } from 'vitest';
import { readPushClaim } from './push-claim';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readPushClaim', () => {
  it('reads the state, the time of the claim and the attempts', () => {
    expect(
      readPushClaim({ userId: 'bob', state: 'sending', claimedAt: at(5), attempts: 2 }),
    ).toEqual({ state: 'sending', claimedAt: 5, attempts: 2 });
  });

  it('reads no document as one no attempt has made', () => {
    expect(readPushClaim(undefined)).toEqual({ claimedAt: null, attempts: 0 });
  });

  it('reads a time only from a Timestamp, and a state only from text', () => {
    expect(readPushClaim({ state: 1, claimedAt: 5 })).toEqual({ claimedAt: null, attempts: 0 });
    expect(readPushClaim({ state: null, claimedAt: null })).toEqual({
      claimedAt: null,
      attempts: 0,
    });
  });

  test.each([
    ['text', '3'],
    ['null', null],
    ['not a number', Number.NaN],
    ['a map', { n: 3 }],
  ])('reads attempts that are %s as 0', (_, attempts) => {
    expect(readPushClaim({ attempts }).attempts).toBe(0);
  });
});
