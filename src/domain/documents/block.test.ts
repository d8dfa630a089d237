import { describe, expect, test } from 'vitest';
import { readBlock } from './block';

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
