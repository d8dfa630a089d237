import { fallbackDisplayName } from '@/domain/fallback-name';
import type { AccountInfo, Medal, UserProfile } from '@/domain/model';
import type { MyMedals } from './use-my-medals';

export const PHONE = '+15551234567';

/** The public profile: no phone, no last activity (those are the account's). */
export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: 'alice',
    fallbackName: fallbackDisplayName(PHONE),
    medals: [],
    medalCount: 0,
    debateStats: { totalDebates: 0, wins: 0, losses: 0, draws: 0 },
    createdAt: Date.UTC(2025, 2, 5, 12),
    ...overrides,
  };
}

/** The owner's private account. */
export function account(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return { phoneNumber: PHONE, lastActive: Date.UTC(2025, 8, 20, 14, 5), ...overrides };
}

/** The owner's medal history as the screen's hook gives it. */
export function myMedals(medals: Medal[] = [], overrides: Partial<MyMedals> = {}): MyMedals {
  return {
    status: 'ready',
    medals,
    hasMore: false,
    loadingMore: false,
    showMore: () => undefined,
    ...overrides,
  };
}

export function medal(overrides: Partial<Medal> = {}): Medal {
  return {
    id: 'm1',
    topic: 'Cats are better than dogs',
    stance: 'Cats, obviously',
    wonAt: Date.UTC(2025, 5, 1, 12),
    opponentPhone: '+15559876543',
    aiAnalysis: 'Strong evidence and clear structure.',
    ...overrides,
  };
}
