import { describe, expect, test } from 'vitest';
import { readMember } from './member';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readMember', () => {
  test('reads the read mark, viewing and typing times', () => {
    expect(
      readMember('u1', {
        readUpTo: at(3_000),
        viewing: true,
        viewingAt: at(2_000),
        typingAt: at(1_000),
      }),
    ).toEqual({ uid: 'u1', readUpTo: 3_000, viewing: true, viewingAt: 2_000, typingAt: 1_000 });
  });

  test('nothing written yet reads as nothing read, not viewing, never typed', () => {
    expect(readMember('u2', undefined)).toEqual({
      uid: 'u2',
      readUpTo: 0,
      viewing: false,
      viewingAt: null,
      typingAt: null,
    });
    expect(readMember('u3', { viewing: 'yes', readUpTo: 'soon' })).toMatchObject({
      viewing: false,
      readUpTo: 0,
    });
  });
});
