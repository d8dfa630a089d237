import { describe, expect, test } from 'vitest';
import {
  MODERATION_ERRORS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  validateReport,
  withoutBlockedDebates,
  withoutBlockedRequests,
} from './moderation';

const ME = 'me';

describe('validateReport', () => {
  test('accepts each of the four reasons, labelled Spam, Harassment, Cheating, Other', () => {
    expect(REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r])).toEqual([
      'Spam',
      'Harassment',
      'Cheating',
      'Other',
    ]);
    for (const reason of REPORT_REASONS) {
      expect(validateReport({ reportedUid: 'them', reason }, ME)).toEqual({
        ok: true,
        value: { reportedUid: 'them', reason },
      });
    }
  });

  test('keeps trimmed details, the chat and the message; drops blank details', () => {
    expect(
      validateReport(
        {
          reportedUid: 'them',
          reason: 'other',
          details: '  rude  ',
          chatId: 'c1',
          messageId: 'm1',
        },
        ME,
      ),
    ).toEqual({
      ok: true,
      value: {
        reportedUid: 'them',
        reason: 'other',
        details: 'rude',
        chatId: 'c1',
        messageId: 'm1',
      },
    });
    expect(validateReport({ reportedUid: 'them', reason: 'spam', details: '   ' }, ME)).toEqual({
      ok: true,
      value: { reportedUid: 'them', reason: 'spam' },
    });
  });

  test('refuses reporting yourself, a missing or malformed uid, and an unknown reason', () => {
    expect(validateReport({ reportedUid: ME, reason: 'spam' }, ME)).toEqual({
      ok: false,
      error: MODERATION_ERRORS.self,
    });
    for (const reportedUid of [undefined, '', 'a/b', '..', 'x'.repeat(129), 42]) {
      expect(validateReport({ reportedUid, reason: 'spam' }, ME)).toEqual({
        ok: false,
        error: MODERATION_ERRORS.invalidUser,
      });
    }
    for (const reason of [undefined, 'Spam', 'abuse', 3]) {
      expect(validateReport({ reportedUid: 'them', reason }, ME)).toEqual({
        ok: false,
        error: MODERATION_ERRORS.invalidReason,
      });
    }
    expect(validateReport(null, ME)).toEqual({ ok: false, error: MODERATION_ERRORS.invalidUser });
  });

  test(`details may have ${REPORT_DETAILS_MAX_LENGTH} characters, not one more`, () => {
    const at = 'x'.repeat(REPORT_DETAILS_MAX_LENGTH);
    expect(validateReport({ reportedUid: 'them', reason: 'other', details: at }, ME).ok).toBe(true);
    expect(validateReport({ reportedUid: 'them', reason: 'other', details: `${at}x` }, ME)).toEqual(
      { ok: false, error: 'Details must be 500 characters or less' },
    );
    expect(validateReport({ reportedUid: 'them', reason: 'other', details: 7 }, ME).ok).toBe(false);
  });

  test('a message needs its chat; malformed ids are refused', () => {
    expect(validateReport({ reportedUid: 'them', reason: 'spam', messageId: 'm1' }, ME)).toEqual({
      ok: false,
      error: MODERATION_ERRORS.messageNotFound,
    });
    expect(validateReport({ reportedUid: 'them', reason: 'spam', chatId: 'a/b' }, ME)).toEqual({
      ok: false,
      error: MODERATION_ERRORS.chatNotFound,
    });
    expect(
      validateReport({ reportedUid: 'them', reason: 'spam', chatId: 'c', messageId: '' }, ME),
    ).toEqual({ ok: false, error: MODERATION_ERRORS.messageNotFound });
  });
});

describe('lists without the people the viewer blocked', () => {
  const blocked = new Set(['mallory']);

  test('Browse leaves out their requests and keeps everyone else’s', () => {
    const requests = [{ userId: 'mallory' }, { userId: 'bob' }, { userId: 'me' }];
    expect(withoutBlockedRequests(requests, blocked)).toEqual([
      { userId: 'bob' },
      { userId: 'me' },
    ]);
    expect(withoutBlockedRequests(requests, new Set())).toEqual(requests);
  });

  test('Watch leaves out every debate they take part in, on either side', () => {
    const debates = [
      { participants: ['mallory', 'bob'] },
      { participants: ['carol', 'mallory'] },
      { participants: ['bob', 'carol'] },
    ];
    expect(withoutBlockedDebates(debates, blocked)).toEqual([{ participants: ['bob', 'carol'] }]);
  });
});
