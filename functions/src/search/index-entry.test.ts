import { describe, expect, test } from 'vitest';
import { indexedFieldsChanged, sameIndexEntry, userIndexEntry } from './index-entry';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { searchTokens } from '@/domain/search';

describe('userIndexEntry', () => {
  test('holds the public profile fields, the lowercased name and the search tokens', () => {
    const entry = userIndexEntry('u1', {
      uid: 'u1',
      phoneNumber: '+15551234567',
      displayName: 'Ann Lee',
      bio: 'Likes logic',
      profilePictureUrl: 'https://example.com/a.png',
      medals: [{ id: 'm' }],
      lastActive: 1,
    });
    expect(entry).toEqual({
      uid: 'u1',
      phoneNumber: '+15551234567',
      phoneDigits: '15551234567',
      displayName: 'Ann Lee',
      nameLower: 'ann lee',
      bio: 'Likes logic',
      profilePictureUrl: 'https://example.com/a.png',
      tokens: searchTokens({
        phoneNumber: '+15551234567',
        displayName: 'Ann Lee',
        bio: 'Likes logic',
      }),
    });
  });

  test('leaves out empty or missing optional fields and uses the generated name', () => {
    const entry = userIndexEntry('u2', {
      phoneNumber: '+15550000000',
      displayName: '  ',
      bio: '',
      profilePictureUrl: null,
    });
    expect(Object.keys(entry).sort()).toEqual(
      ['nameLower', 'phoneDigits', 'phoneNumber', 'tokens', 'uid'].sort(),
    );
    expect(entry.nameLower).toBe(fallbackDisplayName('+15550000000').toLowerCase());
    expect(entry.nameLower).toMatch(/^[a-z]+0000$/);
  });

  test('indexes a profile without a phone number with an empty one', () => {
    expect(userIndexEntry('u3', { displayName: 'Zed' })).toMatchObject({
      phoneNumber: '',
      phoneDigits: '',
      nameLower: 'zed',
    });
  });
});

describe('indexedFieldsChanged', () => {
  const profile = { uid: 'u', phoneNumber: '+1555', displayName: 'Ann', lastActive: 1 };

  test('ignores lastActive, stats and medals', () => {
    expect(indexedFieldsChanged(profile, { ...profile, lastActive: 2 })).toBe(false);
    expect(
      indexedFieldsChanged(profile, { ...profile, debateStats: { wins: 1 }, medals: [{}] }),
    ).toBe(false);
  });

  test('sees a change of name, bio, picture or phone, and creation and deletion', () => {
    expect(indexedFieldsChanged(profile, { ...profile, displayName: 'Anna' })).toBe(true);
    expect(indexedFieldsChanged(profile, { ...profile, bio: 'Hi' })).toBe(true);
    expect(
      indexedFieldsChanged(profile, { ...profile, profilePictureUrl: 'https://x.y/p.png' }),
    ).toBe(true);
    expect(indexedFieldsChanged(profile, { ...profile, phoneNumber: '+1556' })).toBe(true);
    expect(indexedFieldsChanged(undefined, profile)).toBe(true);
    expect(indexedFieldsChanged(profile, undefined)).toBe(true);
    expect(indexedFieldsChanged(undefined, undefined)).toBe(false);
  });

  test('treats an emptied field like a removed one', () => {
    const withBio = { ...profile, bio: 'Hi' };
    const { bio: _bio, ...withoutBio } = withBio;
    expect(indexedFieldsChanged({ ...profile, bio: '' }, withoutBio)).toBe(false);
    expect(indexedFieldsChanged(withBio, withoutBio)).toBe(true);
  });
});

describe('sameIndexEntry', () => {
  const entry = userIndexEntry('u', { uid: 'u', phoneNumber: '+1555', displayName: 'Ann' });

  test('is true only for a stored copy with the same fields and tokens in order', () => {
    expect(sameIndexEntry({ ...entry, tokens: [...entry.tokens] }, entry)).toBe(true);
    expect(sameIndexEntry(undefined, entry)).toBe(false);
    expect(sameIndexEntry({ ...entry, probe: true }, entry)).toBe(false);
    expect(sameIndexEntry({ ...entry, displayName: 'Anne' }, entry)).toBe(false);
    expect(sameIndexEntry({ ...entry, tokens: [...entry.tokens].reverse() }, entry)).toBe(false);
    const { displayName: _name, ...withoutName } = entry;
    expect(sameIndexEntry(withoutName, entry)).toBe(false);
  });
});
