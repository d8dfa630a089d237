import { describe, expect, test } from 'vitest';
import { readPushToken } from './push-token';

describe('readPushToken', () => {
  test('when its holder registered it', () => {
    expect(
      readPushToken({ token: 't', createdAt: { toMillis: () => 5_000 }, lastSeen: null }),
    ).toEqual({ createdAt: 5_000 });
  });

  test('a time only from a Timestamp, never a number; no document as never registered', () => {
    expect(readPushToken({ createdAt: 5_000 })).toEqual({ createdAt: null });
    expect(readPushToken({ createdAt: 'today' })).toEqual({ createdAt: null });
    expect(readPushToken(undefined)).toEqual({ createdAt: null });
  });
});
