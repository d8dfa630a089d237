import { describe, expect, it, test } from 'vitest';
import { readAcceptNotice } from './accept-notice';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readAcceptNotice', () => {
  it('reads the last notice, its id and each debater’s last push', () => {
    expect(
      readAcceptNotice({
        requestId: 'r1',
        notificationId: 'debate_accepted_c1',
        lastNoticeAt: at(5),
        pushedAt: { ann: at(6), bob: at(7) },
        expiresAt: at(9),
      }),
    ).toEqual({
      lastNoticeAt: 5,
      notificationId: 'debate_accepted_c1',
      pushedAt: { ann: 6, bob: 7 },
    });
  });

  it('reads no document as no notice and no push', () => {
    expect(readAcceptNotice(undefined)).toEqual({ lastNoticeAt: null, pushedAt: {} });
  });

  it('reads times only from Timestamps, never numbers', () => {
    expect(readAcceptNotice({ lastNoticeAt: 5, pushedAt: { ann: 6, bob: at(7) } })).toEqual({
      lastNoticeAt: null,
      pushedAt: { bob: 7 },
    });
  });

  test.each([
    ['a number', 7],
    ['null', null],
    ['empty', ''],
    ['a map', { id: 'n1' }],
  ])('leaves out a notice id that is %s', (_, notificationId) => {
    expect(readAcceptNotice({ notificationId })).not.toHaveProperty('notificationId');
  });

  test.each([
    ['text', 'ann'],
    ['a list', [at(6)]],
    ['a Timestamp', at(6)],
  ])('reads pushes that are %s, not a map, as none', (_, pushedAt) => {
    expect(readAcceptNotice({ pushedAt }).pushedAt).toEqual({});
  });
});
