/**
 * Browse Debates (SPEC §2 "Browse Debates", §5 "Accept request", §8 "Requests"): merging the
 * two queries, the topic search, the three tabs, badges, order and the accept check.
 */

import { CHALLENGE_STATUS, challengeExpired } from './challenges';
import type { ProfileDoc } from './documents/profile';
import { personName } from './fallback-name';
import type { DebateRequest, DebateRequestStatus } from './model';
import { isProvisional } from './provisional';
import { wholeRating } from './rating';

export const BROWSE_REFRESH_MS = 10_000;

/** The stored statuses of a request still waiting for its opponent (open, or a challenge). */
export const WAITING_REQUEST_STATUSES = ['pending', CHALLENGE_STATUS] as const;

export const BROWSE_TEXT = {
  signedOut: 'Please sign in to view and accept debate requests.',
  noneFound: 'No debates found',
  noneAvailable: 'No debates available',
  beTheFirst: 'Be the first to create a debate!',
} as const;

export const ACCEPT_ERRORS = {
  signedOut: 'Please sign in to accept debates',
  notFound: 'Debate request not found',
  unavailable: 'This debate request is no longer available',
  ownRequest: 'Cannot accept your own debate request',
} as const;

type BrowseRequest = Pick<DebateRequest, 'id' | 'userId' | 'status' | 'topic' | 'timestamp'> &
  Partial<Pick<DebateRequest, 'challengedUid' | 'expiresAt'>>;

export type RequestTab = 'all' | 'mine' | 'available';

export const REQUEST_TABS: readonly RequestTab[] = ['all', 'mine', 'available'];

const TAB_NAMES: Record<RequestTab, string> = {
  all: 'All',
  mine: 'My Debates',
  available: 'Available',
};

/** 'All (n)', 'My Debates (n)', 'Available (n)'. */
export function requestTabLabel(tab: RequestTab, count: number): string {
  return `${TAB_NAMES[tab]} (${count})`;
}

/**
 * Whether a request shows on a tab. My Debates: the user's own, in any status. Available:
 * others' requests still pending. All: both of those (others' matched requests never show).
 */
export function requestInTab(
  request: Pick<DebateRequest, 'userId' | 'status'>,
  tab: RequestTab,
  currentUid: string,
): boolean {
  const own = request.userId === currentUid;
  const available = !own && request.status === 'pending';
  if (tab === 'mine') return own;
  if (tab === 'available') return available;
  return own || available;
}

/** Case-insensitive substring of the topic; a blank search keeps everything. */
export function matchesTopic(request: Pick<DebateRequest, 'topic'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || request.topic.toLowerCase().includes(needle);
}

/** Newest first; a request the server has not stamped yet was just made, so it leads. */
export function sortRequestsNewestFirst<T extends Pick<DebateRequest, 'id' | 'timestamp'>>(
  requests: readonly T[],
): T[] {
  const time = (r: T) => r.timestamp ?? Number.POSITIVE_INFINITY;
  return [...requests].sort((a, b) => {
    const diff = time(b) - time(a);
    if (diff !== 0 && !Number.isNaN(diff)) return diff;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/**
 * One list from the two queries (own requests, and all pending ones, which include the
 * user's own pending requests): each id once, the later list's copy winning as the fresher.
 */
export function mergeRequestLists<T extends Pick<DebateRequest, 'id'>>(
  ...lists: readonly (readonly T[])[]
): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) for (const request of list) byId.set(request.id, request);
  return [...byId.values()];
}

interface BrowseView<T> {
  /** The rows of the chosen tab that match the search, newest first. */
  visible: T[];
  /** Per tab, how many requests match the search, so the counts agree with what shows. */
  counts: Record<RequestTab, number>;
}

/**
 * A challenge to the user whose time is up: it can no longer be accepted, so it leaves the
 * list (the challenger still sees their own, marked expired).
 */
function lapsedForMe(request: BrowseRequest, currentUid: string, now: number): boolean {
  return request.challengedUid === currentUid && challengeExpired(request.expiresAt, now);
}

export function browseRequests<T extends BrowseRequest>(
  requests: readonly T[],
  options: { tab: RequestTab; search: string; currentUid: string; now?: number },
): BrowseView<T> {
  const { tab, search, currentUid, now = Date.now() } = options;
  const matching = requests.filter(
    (request) => matchesTopic(request, search) && !lapsedForMe(request, currentUid, now),
  );
  const countFor = (t: RequestTab) => matching.filter((r) => requestInTab(r, t, currentUid)).length;
  return {
    visible: sortRequestsNewestFirst(matching.filter((r) => requestInTab(r, tab, currentUid))),
    counts: { all: countFor('all'), mine: countFor('mine'), available: countFor('available') },
  };
}

type RequestBadge = 'Waiting for opponent' | 'Accepted!';

export function requestBadge(status: DebateRequestStatus): RequestBadge {
  return status === 'matched' ? 'Accepted!' : 'Waiting for opponent';
}

/**
 * The empty list's title and hint: a search that found nothing, or no requests at all; only
 * the second leads on (to a new request or a Quick Match), the first is for the search to mend.
 */
export function browseEmptyState(search: string): {
  title: string;
  hint: string;
  leadsOn: boolean;
} {
  const needle = search.trim();
  return needle
    ? { title: BROWSE_TEXT.noneFound, hint: `No topics match "${needle}".`, leadsOn: false }
    : { title: BROWSE_TEXT.noneAvailable, hint: BROWSE_TEXT.beTheFirst, leadsOn: true };
}

/**
 * Why the user may not accept this request, or null when they may: signed in, the request
 * exists, it is still pending, and it is not their own.
 */
export function acceptRequestError(
  request: Pick<DebateRequest, 'userId' | 'status'> | null | undefined,
  currentUid: string | null | undefined,
): string | null {
  if (!currentUid) return ACCEPT_ERRORS.signedOut;
  if (!request) return ACCEPT_ERRORS.notFound;
  if (request.status !== 'pending') return ACCEPT_ERRORS.unavailable;
  if (request.userId === currentUid) return ACCEPT_ERRORS.ownRequest;
  return null;
}

/** Characters of a stance a Browse card shows before 'Show more'. */
const STANCE_PREVIEW_LENGTH = 140;

/**
 * The first `max` characters of a stance (whole characters: an emoji is never cut in two),
 * and whether anything was left out.
 */
export function stancePreview(
  stance: string,
  max = STANCE_PREVIEW_LENGTH,
): { text: string; truncated: boolean } {
  const characters = [...stance];
  if (characters.length <= max) return { text: stance, truncated: false };
  return { text: `${characters.slice(0, max).join('').trimEnd()}…`, truncated: true };
}

/**
 * Who made a request, as its card shows them: copied onto the request by the function that
 * creates it, and again whenever the name or rating changes while it waits, so Browse reads
 * no profile at all (functions/src/debates/requester-fields.ts).
 */
interface RequesterFields {
  userName: string;
  userRating: number;
  userProvisional: boolean;
}

/**
 * The card fields from the requester's public profile as readProfile reads it
 * (src/domain/documents/profile.ts); their phone names them without one.
 */
export function requesterFields(
  profile: ProfileDoc | undefined,
  phoneNumber: string,
): RequesterFields {
  return {
    userName: personName({
      displayName: profile?.displayName,
      fallbackName: profile?.fallbackName,
      phoneNumber,
    }),
    userRating: wholeRating(profile),
    userProvisional: isProvisional(profile ?? {}),
  };
}

export function sameRequesterFields(a: RequesterFields, b: RequesterFields): boolean {
  return (
    a.userName === b.userName &&
    a.userRating === b.userRating &&
    a.userProvisional === b.userProvisional
  );
}
