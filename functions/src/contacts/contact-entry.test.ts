import { describe, expect, test } from 'vitest';
import { contactFromProfile, isContactUid } from './contact-entry';

describe('contactFromProfile', () => {
  test('takes the uid, phone, name and picture of a profile', () => {
    expect(
      contactFromProfile('bob', {
        uid: 'bob',
        phoneNumber: '+15550000002',
        displayName: 'Bob',
        bio: 'not copied',
        profilePictureUrl: 'https://example.com/b.png',
      }),
    ).toEqual({
      uid: 'bob',
      phoneNumber: '+15550000002',
      displayName: 'Bob',
      profilePictureUrl: 'https://example.com/b.png',
    });
  });

  test('takes the phone from the private account, else a legacy profile’s own', () => {
    const profile = { uid: 'bob', displayName: 'Bob' };
    expect(contactFromProfile('bob', profile, { phoneNumber: '+15550000002' })).toEqual({
      uid: 'bob',
      phoneNumber: '+15550000002',
      displayName: 'Bob',
    });
    expect(
      contactFromProfile('bob', { ...profile, phoneNumber: '+1999' }, { phoneNumber: '+1555' }),
    ).toMatchObject({ phoneNumber: '+1555' });
    expect(contactFromProfile('bob', profile, {})).toBeNull();
  });

  test('leaves out a missing or empty name and picture', () => {
    expect(
      contactFromProfile('bob', { uid: 'bob', phoneNumber: '+1555', displayName: '' }),
    ).toEqual({ uid: 'bob', phoneNumber: '+1555' });
  });

  test('is null without a uid, with another uid, or without a phone (Invalid contact data)', () => {
    expect(contactFromProfile('bob', { phoneNumber: '+1555' })).toBeNull();
    expect(contactFromProfile('bob', { uid: 'eve', phoneNumber: '+1555' })).toBeNull();
    expect(contactFromProfile('bob', { uid: 'bob' })).toBeNull();
    expect(contactFromProfile('bob', { uid: 'bob', phoneNumber: ' ' })).toBeNull();
    expect(contactFromProfile('bob', { uid: 'bob', phoneNumber: 15550000002 })).toBeNull();
  });
});

describe('isContactUid', () => {
  test('accepts what can name a document and refuses the rest', () => {
    expect(isContactUid('abcDEF123')).toBe(true);
    expect(isContactUid('x'.repeat(128))).toBe(true);
    for (const bad of ['', 'a/b', '.', '..', 'x'.repeat(129), 42, null, undefined, {}]) {
      expect(isContactUid(bad)).toBe(false);
    }
  });
});
