import { describe, expect, it } from 'vitest';
import { readQuotaCounter } from './quota-counter';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readQuotaCounter', () => {
  it('reads no document as none', () => {
    expect(readQuotaCounter(undefined)).toBeUndefined();
    expect(readQuotaCounter(3)).toBeUndefined();
    expect(readQuotaCounter([1])).toBeUndefined();
  });

  it('reads the window start and the count', () => {
    expect(readQuotaCounter({ windowStart: at(5), count: 2 })).toEqual({
      windowStart: 5,
      count: 2,
    });
    expect(readQuotaCounter({ windowStart: at(5), count: '2' })?.count).toBe(2);
  });

  it('reads a start that is not a Timestamp as 0, and a count that is not one as 0', () => {
    expect(readQuotaCounter({})).toEqual({ windowStart: 0, count: 0 });
    expect(readQuotaCounter({ windowStart: 5, count: null })).toEqual({ windowStart: 0, count: 0 });
    for (const count of ['many', Number.NaN, Number.POSITIVE_INFINITY, true, { n: 1 }]) {
      expect(readQuotaCounter({ count })?.count).toBe(0);
    }
  });
});
