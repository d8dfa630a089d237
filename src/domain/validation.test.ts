import { describe, expect, test } from 'vitest';
import {
  DEFAULT_TIME_LIMIT,
  INVALID_CHAT_ID_TEXT,
  MESSAGE_MAX_LENGTH,
  TIME_LIMIT_OPTIONS,
  canSubmitDebateRequest,
  checkMessage,
  isTimeLimitOption,
  isValidChatId,
  isValidUid,
  parseImageUrl,
  validateDebateRequest,
  validateProfile,
} from './validation';

describe('validateProfile', () => {
  test('accepts a display name of 50 characters and refuses 51', () => {
    expect(validateProfile({ displayName: 'a'.repeat(50) })).toEqual({
      ok: true,
      value: { displayName: 'a'.repeat(50) },
    });
    const result = validateProfile({ displayName: 'a'.repeat(51) });
    expect(result).toEqual({
      ok: false,
      error: 'Display name must be 50 characters or less',
      fieldErrors: { displayName: 'Display name must be 50 characters or less' },
    });
  });

  test('accepts a bio of 500 characters and refuses 501', () => {
    expect(validateProfile({ bio: 'b'.repeat(500) }).ok).toBe(true);
    expect(validateProfile({ bio: 'b'.repeat(501) })).toMatchObject({
      ok: false,
      error: 'Bio must be 500 characters or less',
    });
  });

  test('measures lengths after trimming', () => {
    expect(validateProfile({ displayName: `  ${'a'.repeat(50)}  ` })).toEqual({
      ok: true,
      value: { displayName: 'a'.repeat(50) },
    });
  });

  test('turns empty and blank fields into null, meaning delete', () => {
    expect(validateProfile({ displayName: '', bio: '   ', profilePictureUrl: '\n' })).toEqual({
      ok: true,
      value: { displayName: null, bio: null, profilePictureUrl: null },
    });
    expect(validateProfile({ bio: null })).toEqual({ ok: true, value: { bio: null } });
  });

  test('writes only the fields that are given', () => {
    const result = validateProfile({ bio: ' Hi there ' });
    expect(result).toEqual({ ok: true, value: { bio: 'Hi there' } });
    expect(result.ok && 'displayName' in result.value).toBe(false);
  });

  test('reports every bad field, the first one as the message', () => {
    const result = validateProfile({
      displayName: 'x'.repeat(60),
      bio: 'y'.repeat(600),
      profilePictureUrl: 'nope',
    });
    expect(result).toEqual({
      ok: false,
      error: 'Display name must be 50 characters or less',
      fieldErrors: {
        displayName: 'Display name must be 50 characters or less',
        bio: 'Bio must be 500 characters or less',
        profilePictureUrl: 'Please enter a valid image URL',
      },
    });
  });

  test('accepts http and https picture URLs', () => {
    expect(validateProfile({ profilePictureUrl: 'https://example.com/me.png' })).toEqual({
      ok: true,
      value: { profilePictureUrl: 'https://example.com/me.png' },
    });
    expect(validateProfile({ profilePictureUrl: ' http://cdn.example.org/a.jpg?x=1 ' })).toEqual({
      ok: true,
      value: { profilePictureUrl: 'http://cdn.example.org/a.jpg?x=1' },
    });
  });

  test.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    '/images/me.png',
    'me.png',
    'ftp://example.com/a.png',
    'https://',
    'http://exa mple.com/a.png',
    'https://user:pass@example.com/a.png',
    'http:example.com/a.png',
    '//example.com/a.png',
  ])("refuses %s with 'Please enter a valid image URL'", (url) => {
    expect(validateProfile({ profilePictureUrl: url })).toMatchObject({
      ok: false,
      error: 'Please enter a valid image URL',
    });
  });

  test('refuses a picture URL over 2048 characters', () => {
    const base = 'https://example.com/';
    expect(validateProfile({ profilePictureUrl: base + 'a'.repeat(2048 - base.length) }).ok).toBe(
      true,
    );
    expect(
      validateProfile({ profilePictureUrl: base + 'a'.repeat(2049 - base.length) }),
    ).toMatchObject({
      ok: false,
      error: 'Image URL must be 2048 characters or less',
    });
  });
});

describe('parseImageUrl', () => {
  test('returns the normalized URL', () => {
    expect(parseImageUrl('HTTPS://Example.COM/a.png')).toBe('https://example.com/a.png');
    expect(parseImageUrl('https://example.com/ä.png')).toBe('https://example.com/%C3%A4.png');
  });
});

describe('validateDebateRequest', () => {
  const user = { uid: 'u1' };
  const ok = { user, topic: 'Cats', stance: 'Cats are best', timeLimit: 30 };

  test('requires a signed-in user', () => {
    expect(validateDebateRequest({ ...ok, user: null })).toEqual({
      ok: false,
      error: 'Please sign in to start a debate',
    });
    expect(validateDebateRequest({ ...ok, user: undefined }).ok).toBe(false);
  });

  test('requires a topic after trimming', () => {
    expect(validateDebateRequest({ ...ok, topic: '   ' })).toEqual({
      ok: false,
      error: 'Please enter a debate topic',
    });
  });

  test('requires a stance', () => {
    expect(validateDebateRequest({ ...ok, stance: '' })).toEqual({
      ok: false,
      error: 'Please enter your stance on the topic',
    });
    expect(validateDebateRequest({ ...ok, stance: ' \n ' }).ok).toBe(false);
  });

  test('checks sign-in, then topic, then stance', () => {
    expect(
      validateDebateRequest({ user: null, topic: '', stance: '', timeLimit: 1 }),
    ).toMatchObject({
      error: 'Please sign in to start a debate',
    });
    expect(validateDebateRequest({ user, topic: '', stance: '', timeLimit: 1 })).toMatchObject({
      error: 'Please enter a debate topic',
    });
  });

  test('accepts only 15, 30, 45 or 60 minutes', () => {
    for (const timeLimit of [15, 30, 45, 60]) {
      expect(validateDebateRequest({ ...ok, timeLimit }).ok).toBe(true);
    }
    for (const timeLimit of [0, 20, 90, 30.5, NaN]) {
      expect(validateDebateRequest({ ...ok, timeLimit })).toEqual({
        ok: false,
        error: 'Please choose a time limit of 15, 30, 45 or 60 minutes',
      });
    }
  });

  test('limits the topic to 200 and the stance to 1000 characters', () => {
    expect(validateDebateRequest({ ...ok, topic: 't'.repeat(200) }).ok).toBe(true);
    expect(validateDebateRequest({ ...ok, topic: 't'.repeat(201) })).toEqual({
      ok: false,
      error: 'Topic must be 200 characters or less',
    });
    expect(validateDebateRequest({ ...ok, stance: 's'.repeat(1000) }).ok).toBe(true);
    expect(validateDebateRequest({ ...ok, stance: 's'.repeat(1001) })).toEqual({
      ok: false,
      error: 'Stance must be 1000 characters or less',
    });
  });

  test('returns the trimmed draft', () => {
    expect(validateDebateRequest({ ...ok, topic: ' Cats ', stance: ' Best \n' })).toEqual({
      ok: true,
      value: { topic: 'Cats', stance: 'Best', timeLimit: 30 },
    });
  });

  test('offers 15, 30, 45 and 60 minutes with 30 by default', () => {
    expect(TIME_LIMIT_OPTIONS).toEqual([15, 30, 45, 60]);
    expect(DEFAULT_TIME_LIMIT).toBe(30);
    expect(isTimeLimitOption(45)).toBe(true);
    expect(isTimeLimitOption('45')).toBe(false);
  });
});

describe('canSubmitDebateRequest', () => {
  test('enables submit only with both fields filled and nothing in flight', () => {
    expect(canSubmitDebateRequest('Cats', 'Yes', false)).toBe(true);
    expect(canSubmitDebateRequest('Cats', 'Yes', true)).toBe(false);
    expect(canSubmitDebateRequest(' ', 'Yes', false)).toBe(false);
    expect(canSubmitDebateRequest('Cats', '', false)).toBe(false);
  });
});

describe('checkMessage', () => {
  test('ignores a message that is empty after trimming', () => {
    expect(checkMessage('')).toEqual({ kind: 'empty' });
    expect(checkMessage(' \n\t ')).toEqual({ kind: 'empty' });
  });

  test('sends the trimmed content, keeping inner line breaks', () => {
    expect(checkMessage('  hello\nworld  ')).toEqual({ kind: 'ok', content: 'hello\nworld' });
  });

  test('refuses more than 4000 characters', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(4000);
    expect(checkMessage('m'.repeat(4000)).kind).toBe('ok');
    expect(checkMessage(` ${'m'.repeat(4000)} `).kind).toBe('ok');
    expect(checkMessage('m'.repeat(4001))).toEqual({
      kind: 'tooLong',
      error: 'Message must be 4000 characters or less',
    });
  });
});

describe('isValidChatId', () => {
  test('accepts 1 to 128 letters, digits, underscores and dashes', () => {
    expect(isValidChatId('a')).toBe(true);
    expect(isValidChatId('AbC_09-x')).toBe(true);
    expect(isValidChatId('x'.repeat(128))).toBe(true);
  });

  test('refuses empty, too long, and anything with other characters', () => {
    for (const id of ['', 'x'.repeat(129), 'a/b', 'a.b', '..', 'a b', 'ä', '__%2F__']) {
      expect(isValidChatId(id)).toBe(false);
    }
    expect(isValidChatId(undefined)).toBe(false);
    expect(isValidChatId(42)).toBe(false);
  });

  test("exports the 'Invalid chat ID' text", () => {
    expect(INVALID_CHAT_ID_TEXT).toBe('Invalid chat ID');
  });
});

describe('isValidUid', () => {
  test('accepts an Auth uid, the AI debater and any 1 to 128 letters, digits, underscores and dashes', () => {
    for (const uid of ['Zx3kPq9LmN2vB7cD1eF4gH6jK8s2', 'ai-debater', 'a', 'x'.repeat(128)]) {
      expect(isValidUid(uid)).toBe(true);
    }
  });

  test('refuses empty, too long, and anything a chat id could not hold', () => {
    for (const uid of ['', 'x'.repeat(129), 'a/b', 'a.b', '..', 'a b', 'ä', '__%2F__']) {
      expect(isValidUid(uid)).toBe(false);
    }
    expect(isValidUid(undefined)).toBe(false);
    expect(isValidUid(42)).toBe(false);
  });
});
