import type { AppNotification } from '@/domain/model';

/** A notice to the signed-in user 'me', created at `createdAt` (null: not stamped yet). */
export function notice(id: string, createdAt: number | null, read = false): AppNotification {
  return {
    id,
    userId: 'me',
    type: 'debate_accepted',
    title: `Title ${id}`,
    message: `Message ${id}`,
    read,
    chatId: `chat-${id}`,
    createdAt,
  };
}
