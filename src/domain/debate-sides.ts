/**
 * Sides of a debate: the creator (the request's owner, the first participant) argues their
 * own stance, 'For'; the acceptor argues the other side, 'Against'. The room, each message
 * and the spectator's view show them; the judges keep their blind 'Debater A/B' seating
 * (src/domain/judging), which this does not touch.
 */
import type { Chat } from './model';

export type DebateSide = 'for' | 'against';

/** The side's name, shown beside its colour (never colour alone). */
export const SIDE_LABEL: Record<DebateSide, string> = { for: 'For', against: 'Against' };

type SeatedChat = Pick<Chat, 'isDebate' | 'participants'>;

/** The side `uid` argues in this debate; null outside a debate or for anyone not in it. */
export function sideOf(chat: SeatedChat, uid: string): DebateSide | null {
  if (!chat.isDebate) return null;
  const seat = chat.participants.indexOf(uid);
  if (seat === 0) return 'for';
  if (seat === 1) return 'against';
  return null;
}

/** Who argues `side` in this debate (the creator For, the acceptor Against). */
export function debaterOn(chat: Pick<Chat, 'participants'>, side: DebateSide): string | null {
  return chat.participants[side === 'for' ? 0 : 1] ?? null;
}
