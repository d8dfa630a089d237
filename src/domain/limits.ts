/**
 * The abuse limits (DESIGN.md §5): every figure a person or an attacker can run into, with
 * the words the app shows when one is reached. Shared by the functions that enforce them,
 * the app that explains them, and the abuse suite (tests/abuse) that prints them.
 */

/** A per-account allowance in a fixed time window. */
export interface Quota {
  /** Names the counter document: rateLimits/{uid}_{kind}. */
  kind: string;
  limit: number;
  windowMs: number;
  /** What the person is told when it is used up. */
  message: string;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const QUOTAS = {
  phoneLookup: {
    kind: 'phoneLookup',
    limit: 30,
    windowMs: HOUR,
    message: 'Too many phone number searches. Try again in an hour.',
  },
  contactAdd: {
    kind: 'contactAdd',
    limit: 50,
    windowMs: DAY,
    message: 'You have added 50 contacts today. Try again tomorrow.',
  },
  /** Text searches (each a searchUsers call); phone-number searches count as phoneLookup. */
  userSearch: {
    kind: 'userSearch',
    limit: 300,
    windowMs: HOUR,
    message: 'Too many searches. Try again in an hour.',
  },
  // ——— Debates and chats (issue 12 §3 "Spam limits") ———
  debateRequestCreate: {
    kind: 'debateRequestCreate',
    limit: 20,
    windowMs: HOUR,
    message: 'You have created 20 debate requests in the last hour. Try again later.',
  },
  debateAccept: {
    kind: 'debateAccept',
    limit: 30,
    windowMs: HOUR,
    message: 'You have accepted 30 debates in the last hour. Try again later.',
  },
  debateExit: {
    kind: 'debateExit',
    limit: 30,
    windowMs: HOUR,
    message: 'You have left 30 debates in the last hour. Try again later.',
  },
  directChatOpen: {
    kind: 'directChatOpen',
    limit: 50,
    windowMs: DAY,
    message: 'You have started 50 new chats today. Try again tomorrow.',
  },
  /** Pushes one person's devices receive; beyond it the in-app notice still arrives. */
  pushReceive: {
    kind: 'pushReceive',
    limit: 20,
    windowMs: HOUR,
    message: 'Push notifications paused for this hour.',
  },
  // ——— Block and report (issue 12 §4) ———
  /** Reports one account may file: each lands in a moderator's queue. */
  report: {
    kind: 'report',
    limit: 20,
    windowMs: DAY,
    message: 'You have sent 20 reports today. Try again tomorrow.',
  },
  /** Blocks and unblocks together: each rewrites both people's contact lists. */
  blockChange: {
    kind: 'blockChange',
    limit: 100,
    windowMs: DAY,
    message: 'You have blocked or unblocked 100 people today. Try again tomorrow.',
  },
} satisfies Record<string, Quota>;

/** Open (pending) debate requests one person may hold at once. */
export const MAX_PENDING_REQUESTS = 5;
export const TOO_MANY_PENDING_REQUESTS = `You already have ${MAX_PENDING_REQUESTS} open debate requests. Cancel one, or wait for someone to accept, before creating another.`;

/** One "debate accepted" notice per request and acceptor in this window. */
export const ACCEPT_NOTICE_WINDOW_MS = HOUR;

/**
 * Public medals kept on a profile (users/{uid}.medals), newest first: enough for the chat
 * card's 3, and a profile stays small after any number of wins. The full history is the
 * owner's users/{uid}/medals.
 */
export const PUBLIC_MEDALS_MAX = 10;
