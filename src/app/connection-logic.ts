/** The connection line's words (docs/decisions/0013-chat.md §4). */
export const CONNECTION_TEXT = { label: 'Connection', offline: 'Offline' } as const;

/** 'Offline — 3 messages waiting' ('Offline' alone when nothing waits). */
export function offlineText(waiting: number): string {
  if (waiting <= 0) return CONNECTION_TEXT.offline;
  return `${CONNECTION_TEXT.offline} — ${waiting} ${waiting === 1 ? 'message' : 'messages'} waiting`;
}

/** 'Sending 3 messages…' while the queue drains after a time offline. */
function sendingText(waiting: number): string {
  return `Sending ${waiting} ${waiting === 1 ? 'message' : 'messages'}…`;
}

/**
 * What the line says, or null when it is gone: offline, the outbox count; back online, the
 * messages still being sent; gone once back online and flushed. `wasOffline` keeps the line
 * from flashing for the moment a message sent online waits in the outbox.
 */
export function connectionLineText(
  online: boolean,
  waiting: number,
  wasOffline: boolean,
): string | null {
  if (!online) return offlineText(waiting);
  if (wasOffline && waiting > 0) return sendingText(waiting);
  return null;
}
