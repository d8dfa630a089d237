import { describe, expect, test } from 'vitest';
import {
  alreadyChallengedText,
  challengeDeclinedNotice,
  challengeExpired,
  challengeNotice,
  rematchStance,
} from './challenges';

describe('rematchStance', () => {
  test('the old acceptor asks: they take up the old stance, so the sides swap', () => {
    expect(rematchStance(' Cities should ban cars ', false)).toBe('Cities should ban cars');
  });

  test('the old creator asks: they take the other side', () => {
    expect(rematchStance('Cities should ban cars', true)).toBe('Against: Cities should ban cars');
  });

  test('a second swap by the creator turns the stance back, never "Against: Against:"', () => {
    expect(rematchStance('Against: Cities should ban cars', true)).toBe('Cities should ban cars');
  });
});

describe('challengeExpired', () => {
  test('is over at its expiry and after, not before', () => {
    expect(challengeExpired(1_000, 999)).toBe(false);
    expect(challengeExpired(1_000, 1_000)).toBe(true);
    expect(challengeExpired(1_000, 5_000)).toBe(true);
  });

  test('a request without an expiry (an open request) never expires', () => {
    expect(challengeExpired(null, 5_000)).toBe(false);
    expect(challengeExpired(undefined, 5_000)).toBe(false);
  });
});

describe('challenge texts', () => {
  test('a challenge and a rematch name the challenger and the topic', () => {
    expect(challengeNotice('Ada', 'Tea beats coffee', false)).toEqual({
      title: 'New debate challenge',
      message: 'Ada challenges you to a debate on "Tea beats coffee".',
    });
    expect(challengeNotice('Ada', 'Tea beats coffee', true)).toEqual({
      title: 'Rematch offered',
      message: 'Ada wants a rematch on "Tea beats coffee", with the sides swapped.',
    });
  });

  test('a decline names who declined', () => {
    expect(challengeDeclinedNotice('Bo', 'Tea').message).toBe(
      'Bo declined your challenge on "Tea".',
    );
    expect(alreadyChallengedText('Bo')).toBe(
      'You have already challenged Bo. Wait for their answer.',
    );
  });
});
