import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { ratingFields, START_RATING } from '@/domain/rating';

const START = ratingFields(START_RATING);
import { identityPlan } from './public-identity';

const PHONE = '+15551234567';

describe('identityPlan', () => {
  test('names a new profile from the private phone, and then has nothing to do', () => {
    const plan = identityPlan({ uid: 'u', createdAt: 1 }, { phoneNumber: PHONE, lastActive: 2 });
    expect(plan).toEqual({
      set: { fallbackName: fallbackDisplayName(PHONE), ...START },
      remove: [],
      createAccount: null,
      moveMedals: [],
    });
    const named = { uid: 'u', fallbackName: fallbackDisplayName(PHONE), rating: 1216 };
    expect(identityPlan(named, { phoneNumber: PHONE })).toBeNull();
  });

  test('gives a profile without a rating the provisional start (1500, deviation 350), and keeps one it has', () => {
    const named = { uid: 'u', fallbackName: fallbackDisplayName(PHONE) };
    expect(identityPlan(named, { phoneNumber: PHONE })?.set).toEqual({
      rating: 1500,
      ratingDeviation: 350,
      ratingVolatility: 0.06,
      ratingEstablished: false,
    });
    expect(identityPlan({ ...named, rating: 1100 }, { phoneNumber: PHONE })).toBeNull();
  });

  test('waits while no phone is known', () => {
    expect(identityPlan({ uid: 'u' }, undefined)).toBeNull();
  });

  test('moves a legacy profile’s phone, lastActive and full medals off the public profile', () => {
    const lastActive = Timestamp.fromMillis(5);
    const legacy = {
      uid: 'u',
      phoneNumber: PHONE,
      lastActive,
      medals: [
        {
          id: 'm1',
          topic: 'T',
          stance: 'S',
          wonAt: Timestamp.fromMillis(10),
          opponentPhone: '+15550001111',
          aiAnalysis: 'A',
          chatId: 'c',
        },
      ],
    };
    const plan = identityPlan(legacy, undefined);
    expect(plan).toEqual({
      set: {
        fallbackName: fallbackDisplayName(PHONE),
        medals: [{ id: 'm1', topic: 'T', stance: 'S', wonAt: 10, opponentName: '' }],
        medalCount: 1,
        ...START,
      },
      remove: ['phoneNumber', 'lastActive'],
      createAccount: { phoneNumber: PHONE, lastActive },
      moveMedals: [
        {
          id: 'm1',
          topic: 'T',
          stance: 'S',
          wonAt: 10,
          opponentPhone: '+15550001111',
          aiAnalysis: 'A',
          chatId: 'c',
        },
      ],
    });
    expect(JSON.stringify(plan?.set)).not.toContain('+1555');
  });

  test('keeps an existing account, only deleting the profile’s copies', () => {
    const plan = identityPlan(
      { uid: 'u', phoneNumber: PHONE, fallbackName: fallbackDisplayName(PHONE), rating: 1200 },
      { phoneNumber: PHONE, lastActive: 1 },
    );
    expect(plan).toEqual({ set: {}, remove: ['phoneNumber'], createAccount: null, moveMedals: [] });
  });
});
