/**
 * Pushes about a chat (docs/decisions/0013-chat.md §1): new messages and the debate moments. Shared
 * by the functions that send them (functions/src/push), the worker that shows them (sw/) and the
 * sync layer that asks for message pushes (src/offline/message-push.ts).
 *
 * Debate moments are pushes only, not in-app notices: the debate room shows them live, so
 * the bell keeps SPEC's three notice types.
 */

/** Pushes that belong to one chat: the worker hides them only while that chat is on screen. */
export type ChatPushType =
  'new_message' | 'opponent_ready' | 'debate_started' | 'evaluation_requested';

const CHAT_PUSH_TYPES: readonly ChatPushType[] = [
  'new_message',
  'opponent_ready',
  'debate_started',
  'evaluation_requested',
];

export function isChatPushType(value: unknown): value is ChatPushType {
  return CHAT_PUSH_TYPES.includes(value as ChatPushType);
}

export const PUSH_TEXT = {
  opponentReady: 'Your opponent is ready',
  debateStarted: 'The debate has started',
  evaluationRequested: 'Your opponent asked for an AI evaluation',
  newMessage: 'New message',
  opponentFound: 'Opponent found',
} as const;

/**
 * Quick Match's 'Opponent found' push. Not a chat push: the person was on the Quick Match
 * screen, not in the chat, so the worker shows it only while no window of the app is on
 * screen (an open screen takes them to the room itself).
 */
export const MATCH_FOUND_PUSH_TYPE = 'match_found';

export function opponentFoundBody(side: 'for' | 'against', topic: string): string {
  return `You argue ${side === 'for' ? 'For' : 'Against'} "${topic}". Open the debate and tap Ready.`;
}

/** Characters of a message shown in its push. */
export const MESSAGE_PREVIEW_LENGTH = 100;

/** At most one message push per chat (and recipient) in this window, client and server. */
export const MESSAGE_PUSH_INTERVAL_MS = 10_000;

/** A member doc saying `viewing` counts only this long after its viewingAt. */
const VIEWING_FRESH_MS = 2 * 60_000;

/** A message older than this is not pushed any more (a late or replayed request). */
export const MESSAGE_PUSH_MAX_AGE_MS = 10 * 60_000;

/** The text bounded to `length` characters (whole code points), with '…' when cut. */
export function boundedPreview(text: string, length = MESSAGE_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= length ? flat : `${chars.slice(0, length - 1).join('')}…`;
}

/** 'Name: preview'. */
export function messagePushBody(name: string, preview: string): string {
  return `${name}: ${boundedPreview(preview)}`;
}

export function opponentReadyBody(name: string, topic: string): string {
  return `${name} is ready to debate "${topic}". Tap Ready to start.`;
}

export function debateStartedBody(topic: string): string {
  return `Your debate on "${topic}" is running. Make your case.`;
}

export function evaluationRequestedBody(name: string, topic: string): string {
  return `${name} asked the AI judges to evaluate "${topic}". Open the debate to agree.`;
}

/** Whether a member doc (LocalMember's fields) says that person is looking at the chat now. */
export function viewingNow(
  member: { viewing?: boolean; viewingAt?: number | null } | undefined,
  now = Date.now(),
): boolean {
  return (
    member?.viewing === true &&
    typeof member.viewingAt === 'number' &&
    now - member.viewingAt < VIEWING_FRESH_MS
  );
}
