/**
 * Sides of a debate: the creator (the request's owner, the first participant) argues their
 * own stance, 'For'; the acceptor argues the other side, 'Against'. A stance written as
 * 'Against: <position>' (a rematch's, where the sides swap: src/domain/challenges.ts) turns
 * that round: the position is the rest, argued For by the acceptor and Against by the
 * creator, so the room never shows a 'For' badge over a text that says 'Against'. The room,
 * each message and the spectator's view show the sides; the judges keep their blind
 * 'Debater A/B' seating (src/domain/judging), which this does not touch.
 */
import type { Chat } from './model';

export type DebateSide = 'for' | 'against';

/** The side's name, shown beside its colour (never colour alone). */
export const SIDE_LABEL: Record<DebateSide, string> = { for: 'For', against: 'Against' };

/** How a stance says its author argues against the position that follows. */
export const AGAINST_PREFIX = 'Against: ';

/** The position a debate is about, and the side its creator takes on it. */
interface DebatePosition {
  statement: string;
  creatorSide: DebateSide;
}

export function debatePosition(creatorStance: string | undefined): DebatePosition {
  const stance = (creatorStance ?? '').trim();
  const rest = stance.startsWith(AGAINST_PREFIX) ? stance.slice(AGAINST_PREFIX.length).trim() : '';
  return rest
    ? { statement: rest, creatorSide: 'against' }
    : { statement: stance, creatorSide: 'for' };
}

type SeatedChat = Pick<Chat, 'isDebate' | 'participants' | 'creatorStance'>;

const OTHER: Record<DebateSide, DebateSide> = { for: 'against', against: 'for' };

/** The side whoever accepts a request argues: the other side of its creator's stance. */
export function acceptorSide(stance: string): DebateSide {
  return OTHER[debatePosition(stance).creatorSide];
}

/** The side `uid` argues in this debate; null outside a debate or for anyone not in it. */
export function sideOf(chat: SeatedChat, uid: string): DebateSide | null {
  if (!chat.isDebate) return null;
  const seat = chat.participants.indexOf(uid);
  if (seat < 0 || seat > 1) return null;
  const { creatorSide } = debatePosition(chat.creatorStance);
  return seat === 0 ? creatorSide : OTHER[creatorSide];
}
