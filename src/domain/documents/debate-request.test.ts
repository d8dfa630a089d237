import { describe, expect, it, test } from 'vitest';
import { readDebateRequest, readShownDebateRequest } from './debate-request';

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

  it('reads a request with its requester, terms and acceptor', () => {
    const stored = {
      status: 'matched',
      userId: 'ann',
      userPhone: '+15550001111',
      topic: 'Cats',
      stance: 'Quieter',
      timeLimit: 15,
      isPublic: true,
      acceptedBy: 'bob',
    };
    expect(readDebateRequest(stored)).toEqual({ ...stored, expiresAt: null });
  });

  it('keeps empty texts as stored: an empty requester is not a missing one to its caller', () => {
    expect(readDebateRequest({ userId: '', topic: '', stance: '', userPhone: '' })).toEqual({
      userId: '',
      topic: '',
      stance: '',
      userPhone: '',
      expiresAt: null,
    });
  });

  test.each([
    ['a number', 7],
    ['null', null],
    ['a map', { uid: 'ann' }],
    ['a list', ['ann']],
    ['true', true],
  ])('leaves out a requester, phone, topic, stance or acceptor that is %s', (_, value) => {
    expect(
      readDebateRequest({
        userId: value,
        userPhone: value,
        topic: value,
        stance: value,
        acceptedBy: value,
      }),
    ).toEqual({ expiresAt: null });
  });

  test.each([
    ['text', '15'],
    ['null', null],
    ['a map', { minutes: 15 }],
  ])('leaves out a limit that is %s', (_, timeLimit) => {
    expect(readDebateRequest({ timeLimit })?.timeLimit).toBeUndefined();
  });

  it('reads any stored number as the limit, as the debate is made with it', () => {
    expect(readDebateRequest({ timeLimit: 0 })?.timeLimit).toBe(0);
    expect(readDebateRequest({ timeLimit: 2.5 })?.timeLimit).toBe(2.5);
  });

  test.each([
    ['false', false],
    ['the text true', 'true'],
    ['1', 1],
    ['null', null],
  ])('reads a request as public only when stored true, not %s', (_, isPublic) => {
    expect(readDebateRequest({ isPublic })).toEqual({ expiresAt: null });
  });

  it('reads a lapse only from a Timestamp, never a number', () => {
    expect(readDebateRequest({ expiresAt: 5 })?.expiresAt).toBeNull();
    expect(readDebateRequest({ expiresAt: 'soon' })?.expiresAt).toBeNull();
  });
});

/** An open public request's stored fields that the card shows as they are. */
const openRequest = {
  userId: 'u1',
  userPhone: '+15550001111',
  topic: 'Cats are better than dogs',
  stance: 'They are quieter.',
  timeLimit: 15,
  isPublic: true,
  userName: 'Rita',
  userRating: 1516,
  userProvisional: true,
};

describe('readShownDebateRequest', () => {
  test('an open public request with its requester as the card shows them', () => {
    expect(
      readShownDebateRequest('r1', {
        ...openRequest,
        timestamp: at(1_000),
        status: 'pending',
      }),
    ).toEqual({
      id: 'r1',
      ...openRequest,
      timestamp: 1_000,
      status: 'pending',
      chatId: null,
      acceptedBy: null,
      acceptedByPhone: null,
      acceptedAt: null,
    });
  });

  test('a waiting challenge reads as pending, with its person and lapse', () => {
    const request = readShownDebateRequest('r2', {
      status: 'challenge',
      challengedUid: 'u9',
      expiresAt: at(9_000),
      rematchOf: 'chat-1',
      userName: '',
      timeLimit: '15',
    });
    expect(request).toMatchObject({
      status: 'pending',
      challengedUid: 'u9',
      challengedName: '',
      expiresAt: 9_000,
      rematchOf: 'chat-1',
      timeLimit: 0,
    });
    expect(request).not.toHaveProperty('userName');
  });

  test('a matched request names its debate; no data reads as an empty pending one', () => {
    expect(
      readShownDebateRequest('r3', { status: 'matched', chatId: 'c1', acceptedBy: 'u2' }),
    ).toMatchObject({ status: 'matched', chatId: 'c1', acceptedBy: 'u2' });
    expect(readShownDebateRequest('r4', undefined)).toMatchObject({
      id: 'r4',
      userId: '',
      status: 'pending',
      timestamp: null,
    });
  });
});
