import type { Medal, UserProfile } from '@/domain/model';

export const PHONE = '+15551234567';

export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: 'alice',
    phoneNumber: PHONE,
    medals: [],
    debateStats: { totalDebates: 0, wins: 0, losses: 0, draws: 0 },
    createdAt: Date.UTC(2025, 2, 5, 12),
    lastActive: Date.UTC(2025, 8, 20, 14, 5),
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
