import { describe, expect, it } from 'vitest';
import { PUBLIC_MEDALS_MAX } from '../limits';
import {
  readDebateStats,
  readLegacyMedals,
  readProfile,
  readPublicMedals,
  readShownProfile,
  readStoredMedals,
} from './profile';

const at = (ms: number) => ({ toMillis: () => ms });

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

describe('readShownProfile', () => {
  it('reads a stored profile as the app shows it, the public medals newest first', () => {
    expect(
      readShownProfile('u1', {
        uid: 'u1',
        displayName: 'Ann',
        fallbackName: 'Brave Owl',
        bio: 'Hi',
        profilePictureUrl: 'https://example.com/a.png',
        medals: [
          { id: 'm1', topic: 'Tea', stance: 'For', wonAt: at(1), opponentName: 'Bo' },
          { id: 'm2', topic: 'Cats', stance: 'Against', wonAt: 2, opponentPhone: '+1555' },
        ],
        medalCount: 7,
        debateStats: { wins: 3, losses: 1, draws: 0, totalDebates: 4 },
        createdAt: at(10),
        rating: 1716.4,
        ratingDeviation: 80,
        ratingVolatility: 0.05,
        ratingChange: 16,
        avatarAt: at(20),
        phoneNumber: '+15550000001',
      }),
    ).toEqual({
      uid: 'u1',
      displayName: 'Ann',
      fallbackName: 'Brave Owl',
      bio: 'Hi',
      profilePictureUrl: 'https://example.com/a.png',
      medals: [
        { id: 'm2', topic: 'Cats', stance: 'Against', wonAt: 2, opponentName: '' },
        { id: 'm1', topic: 'Tea', stance: 'For', wonAt: 1, opponentName: 'Bo' },
      ],
      medalCount: 7,
      debateStats: { wins: 3, losses: 1, draws: 0, totalDebates: 4 },
      createdAt: 10,
      rating: 1716.4,
      ratingDeviation: 80,
      ratingVolatility: 0.05,
      ratingChange: 16,
      avatarAt: 20,
    });
  });

  it('reads an empty document with the start rating, no stats and an empty generated name', () => {
    expect(readShownProfile('u2', {})).toEqual({
      uid: 'u2',
      displayName: undefined,
      fallbackName: '',
      bio: undefined,
      profilePictureUrl: undefined,
      medals: [],
      medalCount: 0,
      debateStats: { totalDebates: 0, wins: 0, losses: 0, draws: 0 },
      createdAt: null,
      rating: 1500,
      ratingDeviation: 350,
      ratingVolatility: 0.06,
    });
  });

  it('reads empty or non-text texts as none, and counts the medals when no count is stored', () => {
    expect(
      readShownProfile('u3', {
        displayName: '',
        fallbackName: 5,
        bio: '',
        profilePictureUrl: null,
        medals: [{ id: 'm' }, null],
        medalCount: '9',
        ratingChange: '4',
        avatarAt: 'soon',
      }),
    ).toMatchObject({
      displayName: undefined,
      fallbackName: '',
      bio: undefined,
      profilePictureUrl: undefined,
      medals: [{ id: 'm', topic: '', stance: '', wonAt: 0, opponentName: '' }],
      medalCount: 1,
    });
    const shown = readShownProfile('u3', { ratingChange: '4', avatarAt: 'soon' });
    expect(shown).not.toHaveProperty('ratingChange');
    expect(shown).not.toHaveProperty('avatarAt');
  });

  it('reads an Elo-era rating shifted onto the Glicko scale and provisional', () => {
    expect(readShownProfile('u4', { rating: 1216 })).toMatchObject({
      rating: 1516,
      ratingDeviation: 350,
      ratingVolatility: 0.06,
    });
  });
});

describe('readDebateStats', () => {
  it('reads a complete stats object as is', () => {
    expect(readDebateStats({ totalDebates: 4, wins: 2, losses: 1, draws: 1 })).toEqual({
      totalDebates: 4,
      wins: 2,
      losses: 1,
      draws: 1,
    });
  });

  it('reads missing storage as empty stats', () => {
    expect(readDebateStats(undefined)).toEqual({ totalDebates: 0, wins: 0, losses: 0, draws: 0 });
    expect(readDebateStats(null)).toEqual({ totalDebates: 0, wins: 0, losses: 0, draws: 0 });
    expect(readDebateStats('junk')).toEqual({ totalDebates: 0, wins: 0, losses: 0, draws: 0 });
  });

  it('fills missing or invalid counters with 0', () => {
    expect(readDebateStats({ wins: 2, losses: '1', draws: -3, totalDebates: NaN })).toEqual({
      totalDebates: 2,
      wins: 2,
      losses: 0,
      draws: 0,
    });
  });

  it('never reads a total below the sum of its counters', () => {
    expect(readDebateStats({ totalDebates: 1, wins: 3, losses: 1, draws: 0 }).totalDebates).toBe(4);
    expect(readDebateStats({ totalDebates: 9, wins: 3 }).totalDebates).toBe(9);
  });

  it('returns a fresh object that callers may change', () => {
    const a = readDebateStats(undefined);
    a.wins = 5;
    expect(readDebateStats(undefined).wins).toBe(0);
  });
});

/** A medal as profiles stored it before docs/decisions/0012-safety.md (without its time). */
const FULL_MEDAL = {
  id: 'old',
  topic: 'Topic old',
  stance: 'For',
  opponentPhone: '+15550001111',
  aiAnalysis: 'Clear.',
  chatId: 'chat-old',
};

describe('readPublicMedals', () => {
  it('drops the phone, analysis and chat of medals stored before docs/decisions/0012-safety.md', () => {
    const stored = [{ ...FULL_MEDAL, wonAt: 7 }, 'junk', null];
    expect(readPublicMedals(stored, (v) => Number(v))).toEqual([
      { id: 'old', topic: 'Topic old', stance: 'For', wonAt: 7, opponentName: '' },
    ]);
    expect(readPublicMedals(undefined, Number)).toEqual([]);
  });
});

describe('readLegacyMedals', () => {
  it('reads a full medal stored before docs/decisions/0012-safety.md as the history keeps it', () => {
    const medal = { ...FULL_MEDAL, opponentName: 'Bo' };
    expect(readLegacyMedals([{ ...medal, wonAt: at(7) }])).toEqual([{ ...medal, wonAt: 7 }]);
  });

  it('reads a missing text as "", a time that is not one as 0, and no name or chat as none', () => {
    expect(readLegacyMedals([{ id: 'm', opponentPhone: 5, wonAt: 'then' }])).toEqual([
      { id: 'm', topic: '', stance: '', wonAt: 0, opponentPhone: '', aiAnalysis: '' },
    ]);
  });

  it('leaves out public medals, medals without an id, and entries that are not medals', () => {
    expect(
      readLegacyMedals([
        { id: 'pub', topic: 'T', stance: 'For', wonAt: 1, opponentName: 'Bo' },
        { id: '', chatId: 'c' },
        { chatId: 'c' },
        'junk',
        null,
      ]),
    ).toEqual([]);
    expect(readLegacyMedals(undefined)).toEqual([]);
    expect(readLegacyMedals({ id: 'm', chatId: 'c' })).toEqual([]);
  });
});

describe('readStoredMedals', () => {
  it(`counts a legacy list whole and keeps its ${PUBLIC_MEDALS_MAX} newest public`, () => {
    const medals = Array.from({ length: 25 }, (_, i) => ({
      id: `m${i}`,
      topic: 't',
      stance: 's',
      wonAt: i,
      opponentPhone: '+1',
      aiAnalysis: '',
    }));
    const stored = readStoredMedals({ medals });
    expect(stored.count).toBe(25);
    expect(stored.legacy).toHaveLength(25);
    expect(stored.publicMedals.map((m) => m.id)).toEqual(
      Array.from({ length: PUBLIC_MEDALS_MAX }, (_, i) => `m${24 - i}`),
    );
  });

  it('reads a current profile’s count and its public medals as they are', () => {
    const publicMedals = [{ id: 'a', topic: 't', stance: 's', wonAt: 3, opponentName: 'Bob' }];
    expect(readStoredMedals({ medals: publicMedals, medalCount: 4000 })).toEqual({
      publicMedals,
      legacy: [],
      count: 4000,
    });
    expect(readStoredMedals(undefined)).toEqual({ publicMedals: [], legacy: [], count: 0 });
  });
});
