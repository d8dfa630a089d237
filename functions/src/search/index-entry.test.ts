import { describe, expect, test } from 'vitest';
import { indexedFieldsChanged, sameIndexEntry, userIndexEntry } from './index-entry';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { searchTokens } from '@/domain/search';

describe('userIndexEntry', () => {
  test('holds the public profile fields, the lowercased name and the search tokens', () => {
    const fallbackName = fallbackDisplayName('+15551234567');
    const entry = userIndexEntry('u1', {
      uid: 'u1',
      phoneNumber: '+15551234567',
      displayName: 'Ann Lee',
      fallbackName,
      bio: 'Likes logic',
      profilePictureUrl: 'https://example.com/a.png',
      medals: [{ id: 'm' }],
      lastActive: 1,
    });
    expect(entry).toEqual({
      uid: 'u1',
      displayName: 'Ann Lee',
      fallbackName,
      nameLower: 'ann lee',
      bio: 'Likes logic',
      profilePictureUrl: 'https://example.com/a.png',
      tokens: searchTokens({ displayName: 'Ann Lee', bio: 'Likes logic' }),
    });
  });

  test('never holds a phone number, not even one a legacy profile still carries', () => {
    const entry = userIndexEntry('u1', { phoneNumber: '+15551234567', displayName: 'Ann' });
    expect(JSON.stringify(entry)).not.toMatch(/5551234567|phone/i);
    expect(entry.tokens.some((token) => /\d/.test(token))).toBe(false);
  });

  test('leaves out empty or missing optional fields and uses the generated name', () => {
    const fallbackName = fallbackDisplayName('+15550000000');
    const entry = userIndexEntry('u2', {
      displayName: '  ',
      bio: '',
      profilePictureUrl: null,
      fallbackName,
    });
    expect(Object.keys(entry).sort()).toEqual(['fallbackName', 'nameLower', 'tokens', 'uid']);
    expect(entry.nameLower).toBe(fallbackName.toLowerCase());
    expect(entry.nameLower).toMatch(/^[a-z]+0000$/);
  });

  test('takes a generated name made from the private phone while the profile lacks one', () => {
    expect(userIndexEntry('u3', { displayName: 'Zed' }, 'WitWizard1234')).toMatchObject({
      fallbackName: 'WitWizard1234',
      nameLower: 'zed',
    });
    expect(userIndexEntry('u4', {})).toMatchObject({ fallbackName: '', nameLower: '' });
  });
});

describe('indexedFieldsChanged', () => {
  const profile = { uid: 'u', phoneNumber: '+1555', displayName: 'Ann', lastActive: 1 };

  test('ignores lastActive, the phone, stats and medals', () => {
    expect(indexedFieldsChanged(profile, { ...profile, lastActive: 2 })).toBe(false);
    expect(indexedFieldsChanged(profile, { ...profile, phoneNumber: '+1556' })).toBe(false);
    expect(
      indexedFieldsChanged(profile, { ...profile, debateStats: { wins: 1 }, medals: [{}] }),
    ).toBe(false);
  });

  test('sees a change of name, generated name, bio or picture, and creation and deletion', () => {
    expect(indexedFieldsChanged(profile, { ...profile, displayName: 'Anna' })).toBe(true);
    expect(indexedFieldsChanged(profile, { ...profile, bio: 'Hi' })).toBe(true);
    expect(
      indexedFieldsChanged(profile, { ...profile, profilePictureUrl: 'https://x.y/p.png' }),
    ).toBe(true);
    expect(indexedFieldsChanged(profile, { ...profile, fallbackName: 'LogicLord1555' })).toBe(true);
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

describe('the picture in the index', () => {
  const at = { toMillis: () => 1_750_000_000_000 };

  test('carries the profile’s avatarAt as epoch ms, so a result shows the current picture', () => {
    expect(userIndexEntry('u', { displayName: 'Ann', avatarAt: at }).avatarAt).toBe(
      1_750_000_000_000,
    );
    expect(userIndexEntry('u', { displayName: 'Ann' })).not.toHaveProperty('avatarAt');
  });

  test('a new, changed or removed picture changes the entry; the same one does not', () => {
    const before = { displayName: 'Ann', avatarAt: at };
    expect(indexedFieldsChanged({ displayName: 'Ann' }, before)).toBe(true);
    expect(indexedFieldsChanged(before, { displayName: 'Ann' })).toBe(true);
    expect(
      indexedFieldsChanged(before, { displayName: 'Ann', avatarAt: { toMillis: () => 1 } }),
    ).toBe(true);
    expect(
      indexedFieldsChanged(before, {
        displayName: 'Ann',
        avatarAt: { toMillis: () => 1_750_000_000_000 },
      }),
    ).toBe(false);
  });
});
