/**
 * The words of creating, browsing and holding debates; the quoted SPEC ones word for word
 * (SPEC §2 "Create Debate Request form", "Browse Debates", "Debate extras", §8). Browse's
 * tabs, badges and empty states are shared texts in @/domain/debate-requests.
 */
import type { DebateSide } from '@/domain/debate-sides';

export const DEBATES_TEXT = {
  // Create Request
  createHeading: 'Create Request',
  createIntro: 'Pick a topic, state your side, and wait for a challenger to accept.',
  topicLabel: 'Debate topic',
  topicPlaceholder: 'e.g. Remote work is better than office work',
  stanceLabel: 'Your stance',
  stancePlaceholder: 'What side do you take, and why?',
  timeLimitLabel: 'Time limit',
  // docs/decisions/0014-arena.md §3 and §4: public debates, sharing a request.
  publicLabel: 'Public debate: anyone can watch',
  publicBadge: 'Public',
  spectatorWaiting: 'Waiting for both debaters to get ready.',
  joinHeading: 'Debate invitation',
  joinLoading: 'Loading the debate request…',
  /** Offline, before the server said anything of the request. */
  joinOffline: 'You are offline. The debate request will show once you are back online.',
  joinBrowse: 'See all open debates',
  created:
    'Your debate request is live! Others can now browse and accept it, and you will get an SMS notification when someone does.',
  seeItInBrowse: 'See it in Join a Debate',
  creating: 'Creating…',
  create: 'Create Debate Request',
  // SPEC's Browse shows a requester's phone: posting is consent, so the form says so first.
  phoneNotice:
    'Your request shows your phone number to everyone who browses debates until someone accepts it or you cancel it, and your opponent keeps it.',
  phoneNoticeLink: 'Who sees your number',
  offline: 'You are offline. Connect to the internet and try again.',

  // Browse Debates
  browseHeading: 'Browse Debates',
  searchLabel: 'Search debates by topic',
  searchPlaceholder: 'Search topics',
  refresh: 'Refresh debates',
  filters: 'Debate filters',
  loading: 'Loading debates…',
  loadingOffline: ' You are offline: the list loads when you reconnect.',
  requests: 'Debate requests',
  // An empty lobby's ways on: its own request, or the home's Quick Match card.
  emptyCreate: 'Start a Debate',
  emptyQuickMatch: 'Try a Quick Match',
  yourStance: 'Your stance: ',
  theirStance: 'Their stance: ',
  requestedBy: 'Requested by ',
  requesterPhone: 'Phone: ',
  rating: 'Rating ',
  provisional: 'provisional',
  privateBadge: 'Private',
  enter: 'Enter Debate',
  cancelQuestion: 'Cancel this debate request?',
  keep: 'Keep it',
  confirmCancel: 'Yes, cancel it',
  cancel: 'Cancel',
  accepting: 'Accepting…',
  accept: 'Accept Debate',

  // Challenges: a request to one person (src/domain/challenges.ts), and its answers
  challenge: 'Challenge',
  sendChallenge: 'Send Challenge',
  sendingChallenge: 'Sending…',
  challengeForYou: 'Challenge for you',
  rematchForYou: 'Rematch for you',
  decline: 'Decline',
  declining: 'Declining…',
  expired: 'Expired',
  youDeclined: 'You declined this challenge. The challenger has been told.',

  // The debate room
  topic: 'Topic',
  youArgue: 'You argue',
  /** The same line once the debate is over. */
  youArgued: 'You argued',
  /** After 'You argue' and the side chip, over the position in an empty debate room. */
  thePosition: 'the position:',
  /** Against a curated motion, before the Against side's own statement. */
  yourCase: 'Your case:',
  /** On someone else's request, before its side chip: the side accepting it takes. */
  acceptToArgue: 'Accept and you argue',
  againstExplained: 'Argues against the creator’s position.',
  /** A rematch the creator asked for: they take the side against their old position. */
  creatorAgainst: 'The creator argues against this position.',
  showLess: 'Show less',
  showMore: 'Show more',
  timeRemaining: 'Time Remaining',
  noTimeLimit: 'No time limit',
  over: 'The debate is over',
  endedEarly: 'Ended early',
  tryAgain: 'Try again',
  waiting: 'Waiting to start',
  youAreReady: 'You are ready. The countdown starts as soon as your opponent is ready too.',
  bothMustBeReady: 'The countdown starts when both debaters are ready.',
  ready: 'Ready',
  readyToDebate: 'Ready to Debate',
  exit: 'Exit Debate',
  exitQuestion: 'Exit this debate?',
  exitExplainedCreator:
    'The debate room closes for both of you and your request goes back to the open list.',
  exitExplainedAcceptor:
    'The debate room closes for both of you. The request goes back to the open list, where anyone (you too) can accept it again.',
  stay: 'Stay',
  exiting: 'Exiting…',
  confirmExit: 'Yes, exit',
  readinessFailed: 'Failed to update readiness. Please try again.',
  readinessOffline: 'You are offline. Connect to the internet to change your readiness.',
  readinessSaving: 'Saving…',
  chatNotFound: 'Chat not found',
  checkingRoom: 'Checking this debate…',
  youLeft: 'You left this debate',
  leftCreatorStays: 'Your request is back in the open list, waiting for a new opponent.',
  leftAcceptorStays: 'The debate room is closed. You can find another debate in Join a Debate.',
  backHome: 'Back to Home',
  endFailed: 'Failed to end debate. Please try again.',
} as const;

/** Why the composer is locked in a debate that is over. */
export const LOCKED_TEXT = {
  over: 'This debate is over. No more arguments can be sent.',
} as const;

/** What the countdown says to screen readers as each stage begins. */
export const COUNTDOWN_ANNOUNCEMENT = {
  timeUp: 'Time is up. The debate is over.',
  endedEarly: 'The debate ended early: both debaters agreed to stop.',
  lastMinute: 'Less than one minute remaining.',
  lastFiveMinutes: 'Five minutes or less remaining.',
} as const;

export function createFailedText(reason: string): string {
  return `Failed to create debate request: ${reason}`;
}

export function loadFailedText(reason: string): string {
  return `Failed to load debate requests: ${reason}`;
}

export function cancelFailedText(reason: string): string {
  return `Failed to cancel debate request: ${reason}`;
}

/** 'Failed to exit debate: {reason}', or the fallback when there is no reason to give. */
export function exitErrorText(reason: string | null | undefined): string {
  const text = reason?.trim();
  return text ? `Failed to exit debate: ${text}` : 'Failed to exit debate. Please try again.';
}

export function timeLimitOptionText(minutes: number): string {
  return `${minutes} minutes`;
}

export function timeLimitText(minutes: number): string {
  return `${minutes} min`;
}

export function ownRequestLabel(topic: string): string {
  return `Your debate: ${topic}`;
}

export function acceptedByText(phone: string | null | undefined): string {
  return `Accepted by ${phone ?? ''}`;
}

/** Who holds the position argued For: its creator, or in a turned rematch the acceptor. */
export function forSideText(creatorSide: DebateSide, mine: boolean): string {
  return `${creatorSide === 'for' ? 'Creator’s position' : 'The position'}${mine ? ' (yours)' : ''}`;
}

/** The side that argues against the position (the other side, or the creator's). */
export function againstSideText(creatorSide: DebateSide, mine: boolean): string {
  return `${creatorSide === 'for' ? 'The other side' : 'Creator’s side'}${mine ? ' (yours)' : ''}`;
}

export function readyCountText({ ready, total }: { ready: number; total: number }): string {
  return `${ready}/${total} ready`;
}

/**
 * What the debater who stayed reads when the other exited before the start
 * (docs/decisions/0013-chat.md §6).
 */
export function leftDebateText(name: string): string {
  return `${name} left the debate`;
}

/** The Challenge button's name: 'Challenge Ann to a debate'. */
export function challengeLabel(name: string): string {
  return `Challenge ${name} to a debate`;
}

export function challengeTitle(name: string): string {
  return `Challenge ${name}`;
}

export function challengeIntroText(name: string): string {
  return `Only ${name} sees this debate request and only they can accept it. It expires after 24 hours.`;
}

export function challengeSentText(name: string): string {
  return `Challenge sent! ${name} gets a notification and has 24 hours to accept.`;
}

/** The sender's card: 'Challenge to Ann'. */
export function challengeToText(name: string): string {
  return `Challenge to ${name}`;
}

/** An incoming challenge's lapse: 'Expires in 23h', 'Expires in 5m'. */
export function expiresInText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes >= 60 ? `Expires in ${Math.floor(minutes / 60)}h` : `Expires in ${minutes}m`;
}
