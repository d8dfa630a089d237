/**
 * The debate's messages as the evaluation reads them from chats/{chatId}/messages.
 */

export interface StoredMessage {
  senderId: string;
  content: string;
}

/** A message as stored, or null when it is not one (a hand-edited or foreign document). */
export function storedMessage(data: Record<string, unknown>): StoredMessage | null {
  return typeof data.senderId === 'string' && typeof data.content === 'string'
    ? { senderId: data.senderId, content: data.content }
    : null;
}
