/**
 * Pre-start messages (docs/decisions/0013-chat.md §6): debaters may talk before both are ready.
 * Those messages are shown under a 'Before the debate' divider and never reach the judges: the
 * judges read only messages whose server time is at or after debateStartTime.
 */

export interface PreStartChat {
  isDebate?: boolean;
  debateStatus?: string | null;
  /** Epoch ms of the start, or null/absent before it. */
  debateStartTime?: number | null;
}

/**
 * Whether a message of this chat was sent before its debate started. `serverTime` is the
 * message's server time (null while it is still on its way: then it is pre-start only while
 * the debate has not started).
 */
export function isPreStartMessage(
  serverTime: number | null | undefined,
  chat: PreStartChat,
): boolean {
  if (chat.isDebate !== true) return false;
  const start = chat.debateStartTime;
  if (start === null || start === undefined) return true;
  if (serverTime === null || serverTime === undefined) return false;
  return serverTime < start;
}

/** Whether the judges may read a message: a debate's, sent at or after its start. */
export function judgesMayRead(
  serverTime: number | null | undefined,
  startTime: number | null | undefined,
): boolean {
  return typeof serverTime === 'number' && typeof startTime === 'number' && serverTime >= startTime;
}

export type PreStartMark = 'before' | 'started';

/**
 * Where the dividers go in a list of messages (oldest first): 'before' above the first
 * pre-start message, 'started' above the first message after them. Sparse: most are absent.
 */
export function preStartMarks<T>(
  messages: readonly T[],
  serverTimeOf: (message: T) => number | null | undefined,
  chat: PreStartChat,
): (PreStartMark | undefined)[] {
  const marks: (PreStartMark | undefined)[] = new Array<PreStartMark | undefined>(messages.length);
  if (chat.isDebate !== true) return marks;
  let seenBefore = false;
  for (let i = 0; i < messages.length; i++) {
    const before = isPreStartMessage(serverTimeOf(messages[i]!), chat);
    if (before && !seenBefore) {
      marks[i] = 'before';
      seenBefore = true;
    } else if (!before && seenBefore) {
      marks[i] = 'started';
      break;
    }
  }
  return marks;
}
