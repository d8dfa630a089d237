import type { AppNotification } from '@/domain/model';

export const NOW = Date.now();
const MINUTE = 60_000;

/** A notice `minutesAgo` old; ids and titles carry the age so order is easy to read. */
export function notice(minutesAgo: number, patch: Partial<AppNotification> = {}): AppNotification {
  return {
    id: `n${minutesAgo}`,
    userId: 'alice',
    type: 'debate_won',
    title: `Notice ${minutesAgo}`,
    message: `Message ${minutesAgo}`,
    read: false,
    chatId: `chat-${minutesAgo}`,
    topic: 'Cats',
    createdAt: NOW - minutesAgo * MINUTE,
    ...patch,
  };
}
