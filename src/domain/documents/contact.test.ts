import { describe, expect, test } from 'vitest';
import { addedAtAsStored, readContact } from './contact';

describe('readContact', () => {
  test('a consented contact: phone, names, picture and when they were added', () => {
    expect(
      readContact('u2', {
        phoneNumber: '+15550001111',
        displayName: 'Rita',
        fallbackName: 'SharpMind0101',
        profilePictureUrl: 'https://example.com/r.png',
        addedAt: { toMillis: () => 5_000 },
      }),
    ).toEqual({
      uid: 'u2',
      phoneNumber: '+15550001111',
      displayName: 'Rita',
      fallbackName: 'SharpMind0101',
      profilePictureUrl: 'https://example.com/r.png',
      addedAt: 5_000,
    });
  });

  test('no phone until consent, and "Added you" only when stored as true', () => {
    expect(readContact('u3', { displayName: '', addedYou: true, phoneNumber: '' })).toEqual({
      uid: 'u3',
      addedAt: null,
      addedYou: true,
    });
    expect(readContact('u4', { addedYou: 'yes' })).toEqual({ uid: 'u4', addedAt: null });
  });

  test('no data reads as a bare entry', () => {
    expect(readContact('u5', undefined)).toEqual({ uid: 'u5', addedAt: null });
  });
});

describe('addedAtAsStored', () => {
  test('keeps the stored Timestamp itself', () => {
    const addedAt = { toMillis: () => 5_000 };
    expect(addedAtAsStored({ addedAt, displayName: 'Rita' })).toBe(addedAt);
  });

  test('none for no time, a time that is not a Timestamp, or no entry', () => {
    expect(addedAtAsStored({ displayName: 'Rita' })).toBeNull();
    expect(addedAtAsStored({ addedAt: 5_000 })).toBeNull();
    expect(addedAtAsStored(undefined)).toBeNull();
  });
});
