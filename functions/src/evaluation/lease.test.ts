import { describe, expect, test } from 'vitest';
import { claimState, EVALUATION_LEASE_MS } from './lease';

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
