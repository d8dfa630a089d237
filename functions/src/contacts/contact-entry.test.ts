import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { contactFromProfile } from './contact-entry';

describe('contactFromProfile', () => {
  test('takes the uid, name, generated name and picture of a profile; the phone only when shown', () => {
    const bob = {
      uid: 'bob',
      phoneNumber: '+15550000002',
      displayName: 'Bob',
      fallbackName: 'ProofPro0002',
      bio: 'not copied',
      profilePictureUrl: 'https://example.com/b.png',
    };
    expect(contactFromProfile('bob', bob)).toEqual({
      uid: 'bob',
      displayName: 'Bob',
      fallbackName: 'ProofPro0002',
      profilePictureUrl: 'https://example.com/b.png',
    });
    expect(contactFromProfile('bob', bob, {}, { showPhone: true })).toMatchObject({
      phoneNumber: '+15550000002',
    });
  });

  test('takes the phone from the private account, else a legacy profile’s own', () => {
    const profile = { uid: 'bob', displayName: 'Bob' };
    const shown = { showPhone: true };
    expect(contactFromProfile('bob', profile, { phoneNumber: '+15550000002' }, shown)).toEqual({
      uid: 'bob',
      phoneNumber: '+15550000002',
      displayName: 'Bob',
      fallbackName: fallbackDisplayName('+15550000002'),
    });
    expect(
      contactFromProfile(
        'bob',
        { ...profile, phoneNumber: '+1999' },
        { phoneNumber: '+1555' },
        shown,
      ),
    ).toMatchObject({ phoneNumber: '+1555' });
    expect(contactFromProfile('bob', profile, {}, shown)).toBeNull();
  });

  test('names a person without a name or stored generated name by the one made from the phone', () => {
    expect(
      contactFromProfile('bob', { uid: 'bob', phoneNumber: '+1555', displayName: '' }),
    ).toEqual({ uid: 'bob', fallbackName: fallbackDisplayName('+1555') });
  });

  test('is null without a uid, with another uid, or without a phone (Invalid contact data)', () => {
    expect(contactFromProfile('bob', { phoneNumber: '+1555' })).toBeNull();
    expect(contactFromProfile('bob', { uid: 'eve', phoneNumber: '+1555' })).toBeNull();
    expect(contactFromProfile('bob', { uid: 'bob' })).toBeNull();
    expect(contactFromProfile('bob', { uid: 'bob', phoneNumber: ' ' })).toBeNull();
    expect(contactFromProfile('bob', { uid: 'bob', phoneNumber: 15550000002 })).toBeNull();
  });
});
