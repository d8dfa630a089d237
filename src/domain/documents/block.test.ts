import { describe, expect, test } from 'vitest';
import { blockedAtAsStored, readBlock } from './block';

describe('readBlock', () => {
  test('the name when blocked and the server time of the block', () => {
    expect(readBlock('u2', { displayName: 'Rita', blockedAt: { toMillis: () => 7_000 } })).toEqual({
      uid: 'u2',
      displayName: 'Rita',
      blockedAt: 7_000,
    });
  });

  test('no name stored reads as empty; a pending server time as null', () => {
    expect(readBlock('u3', { displayName: 5, blockedAt: null })).toEqual({
      uid: 'u3',
      displayName: '',
      blockedAt: null,
    });
    expect(readBlock('u4', undefined)).toEqual({ uid: 'u4', displayName: '', blockedAt: null });
  });
});

describe('blockedAtAsStored', () => {
  test('keeps the stored Timestamp itself', () => {
    const blockedAt = { toMillis: () => 7_000 };
    expect(blockedAtAsStored({ blockedAt, displayName: 'Rita' })).toBe(blockedAt);
  });

  test('none for no time, a time that is not a Timestamp, or no block', () => {
    expect(blockedAtAsStored({ displayName: 'Rita' })).toBeNull();
    expect(blockedAtAsStored({ blockedAt: '2026-01-01' })).toBeNull();
    expect(blockedAtAsStored(undefined)).toBeNull();
  });
});
