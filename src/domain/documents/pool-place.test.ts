import { describe, expect, it } from 'vitest';
import { matchedChatOf, readPairing, readPlaceTimes, readWaitingEntry } from './pool-place';

const at = (ms: number) => ({ toMillis: () => ms });
const waiting = {
  uid: 'u',
  status: 'waiting',
  rating: 1510,
  deviation: 90,
  timeLimit: 5,
  category: 'technology',
  joinedAt: at(10),
  lastSeenAt: at(20),
};

describe('readWaitingEntry', () => {
  it('reads a waiting place as pairing needs it', () => {
    expect(readWaitingEntry(waiting)).toEqual({
      uid: 'u',
      rating: 1510,
      deviation: 90,
      timeLimit: 5,
      category: 'technology',
      joinedAt: 10,
      lastSeenAt: 20,
    });
  });

  it('is null for no document, another status, or a missing uid, rating or limit', () => {
    expect(readWaitingEntry(undefined)).toBeNull();
    expect(readWaitingEntry({ ...waiting, status: 'matched' })).toBeNull();
    expect(readWaitingEntry({ ...waiting, uid: 7 })).toBeNull();
    expect(readWaitingEntry({ ...waiting, rating: '1510' })).toBeNull();
    expect(readWaitingEntry({ ...waiting, timeLimit: null })).toBeNull();
  });

  it('reads an unknown category as any, no deviation as none, and no times as 0', () => {
    const entry = readWaitingEntry({
      ...waiting,
      category: 'cooking?',
      deviation: '90',
      joinedAt: undefined,
      lastSeenAt: Number.NaN,
    });
    expect(entry).toMatchObject({ category: null, joinedAt: 0, lastSeenAt: 0 });
    expect(entry).not.toHaveProperty('deviation');
  });
});

describe('matchedChatOf', () => {
  it('names the debate of a matched place only', () => {
    expect(matchedChatOf({ status: 'matched', chatId: 'c1' })).toBe('c1');
    expect(matchedChatOf({ status: 'waiting', chatId: 'c1' })).toBeNull();
    expect(matchedChatOf({ status: 'matched', chatId: 1 })).toBeNull();
    expect(matchedChatOf(undefined)).toBeNull();
  });
});

describe('readPairing', () => {
  it('reads a matched place’s debate, the time of the pairing and the search it paired', () => {
    expect(readPairing({ status: 'matched', chatId: 'c1', matchedAt: at(30) })).toEqual({
      chatId: 'c1',
      matchedAt: 30,
      ticket: null,
    });
    expect(
      readPairing({ status: 'matched', chatId: 'c1', matchedAt: at(30), ticket: 'search-one' }),
    ).toEqual({ chatId: 'c1', matchedAt: 30, ticket: 'search-one' });
    expect(readPairing({ status: 'matched', chatId: 'c1', matchedAt: at(30), ticket: 5 })).toEqual({
      chatId: 'c1',
      matchedAt: 30,
      ticket: null,
    });
  });

  it('is none while waiting, without a debate, or without a time of the pairing', () => {
    expect(readPairing({ ...waiting, chatId: 'c1', matchedAt: at(30) })).toBeNull();
    expect(readPairing({ status: 'matched', chatId: 7, matchedAt: at(30) })).toBeNull();
    expect(readPairing({ status: 'matched', chatId: 'c1' })).toBeNull();
    expect(readPairing(undefined)).toBeNull();
  });
});

describe('readPlaceTimes', () => {
  it('reads when the place was paired and last tried to pair', () => {
    expect(readPlaceTimes({ matchedAt: at(5), triedAt: 6 })).toEqual({ matchedAt: 5, triedAt: 6 });
  });

  it('reads a time that is missing, not a time or not an instant as 0', () => {
    expect(readPlaceTimes(undefined)).toEqual({ matchedAt: 0, triedAt: 0 });
    expect(readPlaceTimes({ matchedAt: 'now', triedAt: Number.NaN })).toEqual({
      matchedAt: 0,
      triedAt: 0,
    });
  });
});
