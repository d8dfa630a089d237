import { describe, expect, test } from 'vitest';
import { claimDecision, claimState, EVALUATION_LEASE_MS } from './lease';

describe('claimState: one run at a time, a dead run taken over', () => {
  test('free without a claim, running within the lease, stale after it', () => {
    const now = 1_800_000_000_000;
    expect(claimState(null, now)).toBe('free');
    expect(claimState({ id: 'c', at: now - 10_000 }, now)).toBe('running');
    expect(claimState({ id: 'c', at: now - EVALUATION_LEASE_MS }, now)).toBe('running');
    expect(claimState({ id: 'c', at: now - EVALUATION_LEASE_MS - 1 }, now)).toBe('stale');
  });

  test('the lease outlives the function, so a live run is never taken over', () => {
    expect(EVALUATION_LEASE_MS).toBeGreaterThan(300_000);
  });
});

describe('claimDecision: a result, a live run, or a new attempt while any are left', () => {
  const now = 1_800_000_000_000;
  const live = { id: 'live', at: now - 1_000 };
  const dead = { id: 'dead', at: now - EVALUATION_LEASE_MS - 1 };

  test('a stored result wins over everything, a live run is waited for even on the last attempt', () => {
    expect(claimDecision({ resultExists: true, claim: live, attempts: 3 }, now)).toEqual({
      kind: 'decided',
    });
    expect(claimDecision({ resultExists: false, claim: live, attempts: 3 }, now)).toEqual({
      kind: 'running',
      claimId: 'live',
    });
  });

  test('takes attempts 1 to 3, over a dead run too, and no fourth', () => {
    expect(claimDecision({ resultExists: false, claim: null, attempts: 0 }, now)).toEqual({
      kind: 'take',
      attempt: 1,
    });
    expect(claimDecision({ resultExists: false, claim: dead, attempts: 2 }, now)).toEqual({
      kind: 'take',
      attempt: 3,
    });
    expect(claimDecision({ resultExists: false, claim: dead, attempts: 3 }, now)).toEqual({
      kind: 'exhausted',
    });
  });
});
