import { describe, expect, it } from 'vitest';
import { readAccount } from './account';

describe('readAccount', () => {
  it('reads no document as undefined, and an empty one as no fields', () => {
    expect(readAccount(undefined)).toBeUndefined();
    expect(readAccount({})).toEqual({});
  });

  it('keeps the phone as stored, and drops one that is not text', () => {
    expect(readAccount({ phoneNumber: ' +15550000001 ' })).toEqual({
      phoneNumber: ' +15550000001 ',
    });
    expect(readAccount({ phoneNumber: 15550000001 })).toEqual({});
  });

  it('reads lastActive as epoch ms, and a pending or foreign one as none', () => {
    expect(readAccount({ lastActive: { toMillis: () => 3 } })).toEqual({ lastActive: 3 });
    expect(readAccount({ lastActive: null })).toEqual({});
  });
});
