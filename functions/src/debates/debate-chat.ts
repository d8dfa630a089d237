/**
 * The debate chat an accepted request becomes, and the moment it starts: pure, so the
 * callable and the trigger write exactly what the unit tests prove.
 */
import { debateEndTime } from '@/domain/countdown';
import { readDebateState } from '@/domain/documents/debate-state';
import type { StoredData } from '@/domain/documents/fields';
import { nameOrFallback } from '@/domain/fallback-name';

export interface DebateParty {
  uid: string;
  phoneNumber: string;
  displayName?: string;
}

export interface AcceptedRequest {
  id: string;
  topic: string;
  stance: string;
  timeLimit: number;
  /** A public debate: every signed-in person may watch it (docs/decisions/0014-arena.md §3). */
  isPublic?: boolean;
}

/** participantDetails: phone, and the display name only when the profile has one. */
function details(party: DebateParty) {
  return party.displayName
    ? { phoneNumber: party.phoneNumber, displayName: party.displayName }
    : { phoneNumber: party.phoneNumber };
}

/**
 * A public debate's participantDetails carry no phone: anyone signed in reads the chat, so
 * it holds only the name spectators see (the profile's, else the generated fallback name).
 */
function publicDetails(party: DebateParty) {
  return { displayName: nameOrFallback(party.displayName, party.phoneNumber) || 'Debater' };
}

/**
 * The new chat's fields (without createdAt, which is the server's): the requester first,
 * waiting to start, nobody ready, no evaluation asked for.
 */
export function newDebateChat(
  request: AcceptedRequest,
  requester: DebateParty,
  acceptor: DebateParty,
) {
  const nobody = { [requester.uid]: false, [acceptor.uid]: false };
  const detail = request.isPublic === true ? publicDetails : details;
  return {
    participants: [requester.uid, acceptor.uid],
    participantDetails: { [requester.uid]: detail(requester), [acceptor.uid]: detail(acceptor) },
    isDebate: true,
    isPublic: request.isPublic === true,
    status: 'active',
    debateTopic: request.topic,
    creatorStance: request.stance,
    debateRequestId: request.id,
    debateTimeLimit: request.timeLimit,
    debateStartTime: null,
    debateEndTime: null,
    debateStatus: 'waiting_to_start',
    participantReadiness: { ...nobody },
    evaluationReadiness: { ...nobody },
    evaluationRequested: false,
  };
}

/** A curated motion (src/domain/motions.ts) as a matched debate stores it. */
export interface MatchedMotion {
  id: string;
  category: string;
  title: string;
  for: string;
  against: string;
}

/**
 * A debate the app paired rather than one a person requested (Quick Match; Practice with
 * AI): the same chat as an accepted request's, with the motion as its topic and the For side
 * first (so `creatorStance`, participant 1's stance, is the For statement). It comes from no
 * request, so it has no debateRequestId, and it pairs strangers, so participantDetails hold
 * names only and `phoneless` lets their messages carry no phone (firestore.rules). The
 * sides are stored as `debateSides` { uid: 'for' | 'against' } for the room to show.
 */
export function newMatchedDebateChat(
  motion: MatchedMotion,
  sides: { for: DebateParty; against: DebateParty },
  timeLimit: number,
  origin: 'quick_match' | 'practice',
) {
  const { debateRequestId: _none, ...chat } = newDebateChat(
    { id: '', topic: motion.title, stance: motion.for, timeLimit },
    sides.for,
    sides.against,
  );
  return {
    ...chat,
    participantDetails: {
      [sides.for.uid]: publicDetails(sides.for),
      [sides.against.uid]: publicDetails(sides.against),
    },
    phoneless: true,
    matchOrigin: origin,
    debateSides: { [sides.for.uid]: 'for', [sides.against.uid]: 'against' },
    motion: { ...motion },
  };
}

/**
 * A debate still waiting whose every participant (two of them) has marked ready. Two entries
 * as stored, both uids: an entry that is not one (readDebateState leaves it out of the
 * debaters) is never ready.
 */
export function readyToStart(chat: StoredData | undefined): boolean {
  const debate = readDebateState(chat);
  if (!debate.isDebate || debate.debateStatus !== 'waiting_to_start') return false;
  if (debate.status !== 'active') return false;
  const { debaters, participantReadiness } = debate;
  return (
    debate.storedParticipants === 2 &&
    debaters.length === 2 &&
    debaters.every((uid) => participantReadiness[uid] === true)
  );
}

/** Start now and end after the limit (null when there is none), both in epoch ms. */
export function debateSchedule(now: number, timeLimitMinutes: unknown) {
  const limit = typeof timeLimitMinutes === 'number' ? timeLimitMinutes : 0;
  return { start: now, end: debateEndTime(now, limit) };
}
