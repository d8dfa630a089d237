import { describe, expect, test } from 'vitest';
import { readUserIndexEntry } from './user-index';

const ENTRY = {
  uid: 'u1',
  displayName: 'Rita',
  fallbackName: 'SharpMind0101',
  nameLower: 'rita',
  bio: 'Debates cats',
  profilePictureUrl: 'https://example.com/r.png',
  tokens: ['rita', 'cats'],
  rating: 1623,
  ratingDeviation: 80,
  avatarAt: 5_000,
};

describe('readUserIndexEntry', () => {
  test('a whole entry: its public fields and rating, never its lookup fields', () => {
    expect(readUserIndexEntry('u1', ENTRY)).toEqual({
      uid: 'u1',
      displayName: 'Rita',
      fallbackName: 'SharpMind0101',
      bio: 'Debates cats',
      profilePictureUrl: 'https://example.com/r.png',
      rating: 1623,
      ratingDeviation: 80,
      avatarAt: 5_000,
    });
  });

  test('no entry, or one the rating merge made without tokens, is no result', () => {
    expect(readUserIndexEntry('u1', undefined)).toBeNull();
    expect(readUserIndexEntry('u1', { rating: 1600, ratingDeviation: 90 })).toBeNull();
    expect(readUserIndexEntry('u1', { ...ENTRY, tokens: 'rita' })).toBeNull();
  });

  test('empty or non-text optional fields are left out; a missing name and rating read as the start', () => {
    expect(
      readUserIndexEntry('u2', {
        tokens: [],
        displayName: '',
        bio: 7,
        profilePictureUrl: null,
        avatarAt: '5',
      }),
    ).toEqual({ uid: 'u2', fallbackName: '', rating: 1500, ratingDeviation: 350 });
  });

  test('the generated name as String() shows a stored value', () => {
    expect(readUserIndexEntry('u3', { tokens: [], fallbackName: 12 })?.fallbackName).toBe('12');
    expect(readUserIndexEntry('u3', { tokens: [], fallbackName: null })?.fallbackName).toBe('');
  });

  test('an Elo-era rating reads on the Glicko scale', () => {
    expect(readUserIndexEntry('u4', { tokens: [], rating: 1200 })?.rating).toBe(1500);
  });
});
