import { describe, expect, it } from 'vitest';
import { readProfile } from './profile';

describe('readProfile', () => {
  it('reads no document as undefined', () => {
    expect(readProfile(undefined)).toBeUndefined();
  });

  it('keeps names as stored, untrimmed and empty included, and drops non-text ones', () => {
    expect(
      readProfile({
        uid: 'u',
        displayName: ' Ann ',
        fallbackName: '',
        bio: 7,
        profilePictureUrl: null,
      }),
    ).toEqual({ uid: 'u', displayName: ' Ann ', fallbackName: '' });
  });

  it('keeps the rating fields and the stats as stored, for the rating and stats readers', () => {
    const profile = readProfile({ rating: '1500', ratingDeviation: 80, debateStats: 'x' });
    expect(profile).toEqual({ rating: '1500', ratingDeviation: 80, debateStats: 'x' });
    expect(readProfile({})).not.toHaveProperty('rating');
  });

  it('keeps the legacy private fields whatever they hold, so the move sees them', () => {
    expect(readProfile({ phoneNumber: 15550000001, lastActive: null })).toEqual({
      phoneNumber: 15550000001,
      lastActive: null,
    });
  });

  it('reads avatarAt as epoch ms, and drops one that is not a time', () => {
    expect(readProfile({ avatarAt: { toMillis: () => 5 } })?.avatarAt).toBe(5);
    expect(readProfile({ avatarAt: 6 })?.avatarAt).toBe(6);
    expect(readProfile({ avatarAt: '6' })).not.toHaveProperty('avatarAt');
  });

  it('keeps typed flags and counts only', () => {
    expect(
      readProfile({ ratingEstablished: 'yes', medalCount: '3', medals: {}, ratingChange: '1' }),
    ).toEqual({});
    expect(
      readProfile({ ratingEstablished: false, medalCount: 3, medals: [{}], ratingChange: -4 }),
    ).toEqual({ ratingEstablished: false, medalCount: 3, medals: [{}], ratingChange: -4 });
  });

  it('reads its own output the same way again', () => {
    const once = readProfile({ displayName: 'A', avatarAt: { toMillis: () => 9 }, rating: 1 });
    expect(readProfile({ ...once })).toEqual(once);
  });
});
