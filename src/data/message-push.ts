/**
 * The message push (docs/decisions/0013-chat.md §1): after this device's outbox committed a batch,
 * it asks the notifyNewMessages function to push the other participant. The function builds the
 * push from the chat document itself and throttles it; nothing typed here is sent along.
 */
import { callFunction } from './functions';
import type { MessagePushOutcome } from '@/domain/callables';

export async function requestMessagePush(chatId: string): Promise<MessagePushOutcome> {
  const { outcome } = await callFunction('notifyNewMessages', { chatId });
  return outcome;
}
