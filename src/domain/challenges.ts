/**
 * Challenges: a debate request addressed to one person,
 * and the rematch, which is a challenge to the same opponent on the same topic with the
 * sides swapped. A challenge is a debateRequests document like any other, created by the
 * same function and accepted by the same one, with `challengedUid` (the only person who may
 * read or accept it), `expiresAt` and, for a rematch, `rematchOf` (the finished debate).
 *
 * While it waits it is stored with status CHALLENGE_STATUS, never 'pending': Browse's open
 * list and the rules' read for everyone both key on 'pending', so a challenge cannot show
 * to anyone else however a client queries. The app reads it as a pending request.
 */
import { AGAINST_PREFIX } from './debate-sides';
import { quotedTopic, type NoticeText } from './stats';
import { CALLABLE_TEXT } from './callable-errors';

/** The stored status of a challenge waiting for its answer. */
export const CHALLENGE_STATUS = 'challenge';

export const CHALLENGE_TEXT = {
  self: 'You cannot challenge yourself.',
  userNotFound: 'User not found',
  expired: 'This challenge has expired.',
  notFinished: 'Only a finished debate can be rematched.',
  notParticipant: CALLABLE_TEXT.notInDebate,
  rematchOffered: 'Your opponent has already offered a rematch: accept or decline it.',
  rematchAnswered: 'A rematch of this debate was already offered.',
  badInput: 'Send the id of a challenge addressed to you.',
} as const;

/** Refused while one challenge from the same person to the same person still waits. */
export function alreadyChallengedText(name: string): string {
  return `You have already challenged ${name}. Wait for their answer.`;
}

/** The challenged person's notice (in the bell and as a push with Accept and Decline). */
export function challengeNotice(
  challengerName: string,
  topic: string,
  rematch: boolean,
): NoticeText {
  return rematch
    ? {
        title: 'Rematch offered',
        message: `${challengerName} wants a rematch on ${quotedTopic(topic)}, with the sides swapped.`,
      }
    : {
        title: 'New debate challenge',
        message: `${challengerName} challenges you to a debate on ${quotedTopic(topic)}.`,
      };
}

/** The challenger's notice when the challenged person says no. */
export function challengeDeclinedNotice(name: string, topic: string): NoticeText {
  return {
    title: 'Challenge declined',
    message: `${name} declined your challenge on ${quotedTopic(topic)}.`,
  };
}

/**
 * The stance of whoever asks for a rematch, so the two swap sides. In a debate the creator
 * argues their stance and the acceptor the other side; the one asking becomes the creator.
 * The old acceptor takes up the old stance as it was; the old creator takes the other side:
 * 'Against: <stance>', and a stance that was already 'Against: X' turns back into X.
 */
export function rematchStance(creatorStance: string, askerWasCreator: boolean): string {
  const stance = creatorStance.trim();
  if (!askerWasCreator) return stance;
  return stance.startsWith(AGAINST_PREFIX)
    ? stance.slice(AGAINST_PREFIX.length).trim()
    : `${AGAINST_PREFIX}${stance}`;
}

/** Whether a challenge's time is up (it can no longer be accepted). */
export function challengeExpired(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === 'number' && now >= expiresAt;
}

/**
 * A finished debate's rematch offer, on the chat (written by the functions), so both debaters
 * see it live in the room: offered, then accepted (with the new debate) or declined. Read from
 * the chat by readRematchOffer (src/domain/documents/chat.ts).
 */
export interface RematchOffer {
  requestId: string;
  fromUid: string;
  toUid: string;
  status: 'offered' | 'accepted' | 'declined';
  /** The rematch's debate, once accepted. */
  chatId?: string;
}

export type ChallengeAnswer = 'accept' | 'decline';

/** The buttons of a challenge's system notification (the push, or the app's own while hidden). */
export const CHALLENGE_NOTIFICATION_ACTIONS: readonly { action: ChallengeAnswer; title: string }[] =
  [
    { action: 'accept', title: 'Accept' },
    { action: 'decline', title: 'Decline' },
  ];

/** Where a challenge's card is, and where its notification's Accept or Decline leads. */
export function challengePath(requestId: string, answer?: ChallengeAnswer): string {
  const path = `/join/${encodeURIComponent(requestId)}`;
  return answer ? `${path}?answer=${answer}` : path;
}
