import type { LocalMessage } from '@/offline/db';

/** A message from Bob in chat 'c1', on the server, for the bubble's tests. */
export const BOBS_MESSAGE: LocalMessage = {
  id: 'm1',
  chatId: 'c1',
  senderId: 'bob',
  senderPhone: '+15550000002',
  content: 'you will regret this',
  timestamp: Date.UTC(2026, 2, 5, 10),
  state: 'sent',
  clientTime: Date.UTC(2026, 2, 5, 10),
  order: '1',
};
