import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { changedFields, draftOf, hasChanges } from './profile-form-logic';

describe('profile form logic', () => {
  test('shows absent fields as empty boxes', () => {
    expect(draftOf({ displayName: 'Ada' })).toEqual({
      displayName: 'Ada',
      bio: '',
      profilePictureUrl: '',
    });
  });

  test('gives only the fields whose trimmed text changed', () => {
    const stored = { displayName: 'Ada', bio: 'Hi', profilePictureUrl: 'https://a.example/' };
    expect(changedFields(stored, { ...draftOf(stored), bio: ' Hi ' })).toEqual({});
    expect(changedFields(stored, { ...draftOf(stored), bio: '' })).toEqual({ bio: '' });
    expect(changedFields(stored, { ...draftOf(stored), displayName: 'Bo' })).toEqual({
      displayName: 'Bo',
    });
    expect(hasChanges({})).toBe(false);
    expect(hasChanges({ bio: '' })).toBe(true);
  });

  test('an emptied absent field is no change', () => {
    expect(changedFields({}, { displayName: '   ', bio: '', profilePictureUrl: '' })).toEqual({});
  });

  test('starts a newcomer from the name they are shown by, which is no change to keep', () => {
    const phone = '+15551234567';
    const generated = fallbackDisplayName(phone);
    // Before the function stored the generated name, the owner's phone makes it.
    expect(draftOf({}, phone).displayName).toBe(generated);
    expect(draftOf({ fallbackName: generated }).displayName).toBe(generated);
    expect(changedFields({}, draftOf({}, phone), phone)).toEqual({});
    expect(changedFields({}, { ...draftOf({}, phone), displayName: 'Ada' }, phone)).toEqual({
      displayName: 'Ada',
    });
  });
});
