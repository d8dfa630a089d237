/**
 * The message push (docs/decisions/0013-chat.md §1): after this device's outbox committed a batch,
 * it asks the notifyNewMessages function to push the other participant. The function builds the
 * push from the chat document itself and throttles it; nothing typed here is sent along.
 */
import { callFunction } from './functions';

export type MessagePushOutcome =
  'pushed' | 'no-message' | 'not-yours' | 'too-old' | 'already-pushed' | 'throttled' | 'not-sent';

export async function requestMessagePush(chatId: string): Promise<MessagePushOutcome> {
  const { outcome } = await callFunction<{ chatId: string }, { outcome: MessagePushOutcome }>(
    'notifyNewMessages',
    { chatId },
  );
  return outcome;
}
