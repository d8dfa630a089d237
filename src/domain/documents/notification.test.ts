import { describe, expect, test } from 'vitest';
import { readNotification, readPushedNotice } from './notification';

const at = (ms: number) => ({ toMillis: () => ms });

describe('readNotification', () => {
  test('reads a stored notice, its optional fields only when they hold text', () => {
    expect(
      readNotification('n1', {
        userId: 'u1',
        type: 'debate_accepted',
        title: 'Debate Accepted!',
        message: 'Rita accepted your debate',
        read: false,
        chatId: 'c1',
        topic: '',
        requestId: 42,
        createdAt: at(1_000),
      }),
    ).toEqual({
      id: 'n1',
      userId: 'u1',
      type: 'debate_accepted',
      title: 'Debate Accepted!',
      message: 'Rita accepted your debate',
      read: false,
      chatId: 'c1',
      topic: undefined,
      acceptedBy: undefined,
      requestId: undefined,
      expiresAt: null,
      createdAt: 1_000,
    });
  });

  test('a kind this app does not know, or no data, reads as null', () => {
    expect(readNotification('n2', { type: 'debate_exploded', userId: 'u1' })).toBeNull();
    expect(readNotification('n3', undefined)).toBeNull();
    expect(readNotification('n4', ['debate_won'])).toBeNull();
  });

  test('texts read as String() shows them, read only when true', () => {
    const notice = readNotification('n5', { type: 'debate_won', title: 7, read: 'yes' });
    expect(notice).toMatchObject({ userId: '', title: '7', message: '', read: false });
  });
});

describe('readPushedNotice: stricter, as a push reads a notice', () => {
  const CHALLENGE = {
    userId: 'u1',
    type: 'debate_challenge',
    title: 'Rita challenges you',
    message: 'On "Cats"',
    read: false,
    chatId: 'c1',
    topic: 'Cats',
    requestId: 'r1',
  };

  test('reads the fields a push is made of, a challenge with its request', () => {
    expect(readPushedNotice(CHALLENGE)).toEqual({
      userId: 'u1',
      type: 'debate_challenge',
      title: 'Rita challenges you',
      message: 'On "Cats"',
      chatId: 'c1',
      topic: 'Cats',
      requestId: 'r1',
    });
  });

  test('no user or no title, blank or not text, is no push; neither is an unknown kind or no data', () => {
    for (const userId of ['', '  ', 7, undefined]) {
      expect(readPushedNotice({ ...CHALLENGE, userId })).toBeNull();
    }
    for (const title of ['', ' \n', 7, null]) {
      expect(readPushedNotice({ ...CHALLENGE, title })).toBeNull();
    }
    expect(readPushedNotice({ ...CHALLENGE, type: 'debate_draw' })).toBeNull();
    expect(readPushedNotice(null)).toBeNull();
    expect(readPushedNotice([CHALLENGE])).toBeNull();
  });

  test('texts are kept untrimmed; a blank or non-text message is empty, a blank topic none', () => {
    expect(
      readPushedNotice({ ...CHALLENGE, title: ' Hi ', message: '   ', topic: ' ' }),
    ).toMatchObject({ title: ' Hi ', message: '', topic: undefined });
    expect(readPushedNotice({ ...CHALLENGE, message: 42 })?.message).toBe('');
  });

  test('a chat or request id goes into the link only when it is a valid chat id', () => {
    for (const id of ['', ' ', 'a/b', '../x', 'a b', 'x'.repeat(129), 7]) {
      expect(readPushedNotice({ ...CHALLENGE, chatId: id, requestId: id })).toMatchObject({
        chatId: undefined,
        requestId: undefined,
      });
    }
    expect(readPushedNotice({ ...CHALLENGE, chatId: 'AbC_09-x' })?.chatId).toBe('AbC_09-x');
  });

  test('only a challenge carries its request', () => {
    expect(readPushedNotice({ ...CHALLENGE, type: 'debate_accepted' })).toMatchObject({
      chatId: 'c1',
      requestId: undefined,
    });
  });
});
