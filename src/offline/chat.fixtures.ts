import type { Chat } from '@/domain/model';

/** A plain one-to-one chat 'c1' between the signed-in 'me' and 'bob', for tests. */
export function directChat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 'c1',
    participants: ['me', 'bob'],
    participantDetails: {},
    isDebate: false,
    status: 'active',
    createdAt: 1,
    ...overrides,
  };
}
