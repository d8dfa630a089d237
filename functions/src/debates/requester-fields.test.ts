import { describe, expect, test } from 'vitest';
import { requesterCardChanged } from './requester-fields';

describe('requesterCardChanged', () => {
  const profile = {
    displayName: 'Ada',
    fallbackName: 'LogicLord0001',
    rating: 1500,
    ratingDeviation: 350,
  };

  test('a new display name or rating changes the card', () => {
    expect(requesterCardChanged(profile, { ...profile, displayName: 'Ada L' })).toBe(true);
    expect(requesterCardChanged(profile, { ...profile, rating: 1662, ratingDeviation: 290 })).toBe(
      true,
    );
  });

  test('a deviation settling to 110 or less ends the provisional mark, at the same rating', () => {
    expect(requesterCardChanged(profile, { ...profile, ratingDeviation: 110 })).toBe(true);
  });

  test('stats, medals, bio or picture do not', () => {
    expect(
      requesterCardChanged(profile, {
        ...profile,
        bio: 'Hi',
        profilePictureUrl: 'https://example.com/a.png',
        debateStats: { totalDebates: 1, wins: 1, losses: 0, draws: 0 },
        medalCount: 1,
      }),
    ).toBe(false);
  });

  test('a generated name arriving for someone without a display name does', () => {
    expect(
      requesterCardChanged({ rating: 1200 }, { rating: 1200, fallbackName: 'LogicLord0001' }),
    ).toBe(true);
  });

  test('creation and deletion of a profile do not', () => {
    expect(requesterCardChanged(undefined, profile)).toBe(false);
    expect(requesterCardChanged(profile, undefined)).toBe(false);
  });
});
