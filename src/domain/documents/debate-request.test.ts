import { describe, expect, it } from 'vitest';
import { readDebateRequest } from './debate-request';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readDebateRequest', () => {
  it('reads no document as none', () => {
    expect(readDebateRequest(undefined)).toBeUndefined();
    expect(readDebateRequest('request')).toBeUndefined();
    expect(readDebateRequest(['challenge'])).toBeUndefined();
  });

  it('reads a challenge with its person and its lapse', () => {
    expect(
      readDebateRequest({
        status: 'challenge',
        challengedUid: 'bob',
        expiresAt: at(5),
        rematchOf: 'c1',
      }),
    ).toEqual({ status: 'challenge', challengedUid: 'bob', expiresAt: 5, rematchOf: 'c1' });
  });

  it('leaves out fields that are not text, and a rematch of no debate', () => {
    expect(readDebateRequest({ status: 1, challengedUid: null, rematchOf: '' })).toEqual({
      expiresAt: null,
    });
    expect(readDebateRequest({ rematchOf: 7 })).toEqual({ expiresAt: null });
  });

  it('reads a lapse only from a Timestamp, never a number', () => {
    expect(readDebateRequest({ expiresAt: 5 })?.expiresAt).toBeNull();
    expect(readDebateRequest({ expiresAt: 'soon' })?.expiresAt).toBeNull();
  });
});
