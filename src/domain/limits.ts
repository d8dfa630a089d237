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

/**
 * The daily allowance of evaluation starts, its figure given: 20 unless the functions'
 * environment sets EVALUATIONS_PER_DAY (functions/src/evaluation/spend.ts).
 */
export function evaluationsPerDay(limit: number): Quota {
  return {
    kind: 'evaluationStart',
    limit,
    windowMs: DAY,
    message: `You have started ${limit} AI evaluations today. Try again tomorrow.`,
  };
}

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
  /** Removing a contact from both lists (removeContactFromBoth): each rewrites two lists. */
  contactRemoveBoth: {
    kind: 'contactRemoveBoth',
    limit: 100,
    windowMs: DAY,
    message: 'You have removed 100 contacts from both lists today. Try again tomorrow.',
  },
  /** Text searches (each a searchUsers call); phone-number searches count as phoneLookup. */
  userSearch: {
    kind: 'userSearch',
    limit: 300,
    windowMs: HOUR,
    message: 'Too many searches. Try again in an hour.',
  },
  /**
   * The owner asking for their search entry to follow a profile save at once (indexMyProfile;
   * the onUserWritten trigger does the same later): a few reads each, never another's entry.
   */
  profileIndex: {
    kind: 'profileIndex',
    limit: 60,
    windowMs: HOUR,
    message: 'You have saved your profile 60 times in the last hour. Try again later.',
  },
  /**
   * Picture links a function fetches for one account (docs/pictures.md): each change of the
   * link is one request from the server to the address its owner chose.
   */
  pictureLinkCopy: {
    kind: 'pictureLinkCopy',
    limit: 10,
    windowMs: HOUR,
    message: 'The picture link was changed too often. Try again in an hour.',
  },
  // ——— Debates and chats (docs/decisions/0012-safety.md §3 "Spam limits") ———
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
  // ——— Block and report (docs/decisions/0012-safety.md §4) ———
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
  // ——— AI evaluation (docs/decisions/0012-safety.md §2 "Bounded AI spend") ———
  /** Judged runs one account starts a day: each pays up to three judges. */
  evaluationStart: evaluationsPerDay(20),
  // ——— Quick Match and Practice with AI (functions/src/matchmaking) ———
  /** New places taken in the Quick Match pool (a refresh of a held place is free). */
  quickMatchJoin: {
    kind: 'quickMatchJoin',
    limit: 60,
    windowMs: HOUR,
    message: 'You have started 60 quick matches in the last hour. Try again later.',
  },
  /** Practice debates against the AI debater: each pays its replies. */
  practiceStart: {
    kind: 'practiceStart',
    limit: 10,
    windowMs: DAY,
    message: 'You have started 10 practice debates today. Try again tomorrow.',
  },
} satisfies Record<string, Quota>;

/**
 * Devices (users/{uid}/fcmTokens) one account keeps for push: registering another replaces
 * the one seen longest ago (functions/src/push/token-owner.ts), and a push reads only the
 * newest this many (functions/src/push/send-push.ts).
 */
export const MAX_PUSH_DEVICES = 10;

/**
 * Messages per write batch of the outbox: consecutive messages of one chat go together, with
 * the chat's last-message update. The batch raises the sender's message count by exactly its
 * number of messages, which the rules prove by a chain: each message after the first names
 * the one before it (src/data/messages.ts, placedInBatch in firestore.rules), one document
 * read per link. A batch may make 20 such reads (reads of one document count once): the
 * ban, the chat, the two blocks and the last message before and after take 6, so 11 links
 * and 12 messages fit with 3 to spare. (The emulator does not count them: this figure is
 * the production limit's arithmetic.)
 */
export const OUTBOX_BATCH_SIZE = 12;

/** Replies the AI debater writes in one practice debate; then it stops answering. */
export const MAX_AI_REPLIES_PER_DEBATE = 40;

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

// ——— AI evaluation (docs/decisions/0012-safety.md §2 "Bounded AI spend") ———

/** Judged runs one debate may start, failed ones included: each pays up to three judges. */
export const MAX_EVALUATIONS_PER_CHAT = 3;
export const EVALUATIONS_PER_CHAT_TEXT = `This debate has already been evaluated ${MAX_EVALUATIONS_PER_CHAT} times.`;

/**
 * evaluateDebate instances at once: a ceiling on paid work however many accounts call. At
 * 512 MiB an instance serves one call at a time, so it is also the evaluations (and the
 * waiting second callers) in flight; raise it with traffic.
 */
export const EVALUATION_MAX_INSTANCES = 20;

/**
 * What one debateResults document may take: Firestore refuses a document over 1 MiB
 * (1,048,576 bytes); the rest is margin. Checked before any judge is called.
 */
export const MAX_RESULT_BYTES = 1_000_000;

/**
 * Characters (UTF-16 units, so at most 3 bytes each) of one side's messages a result keeps
 * in participant1Arguments / participant2Arguments: whole messages from the start and the
 * end of the debate, the middle left out when a side wrote more. (80,000 since ballots keep
 * their quotes: the worst case stays under MAX_RESULT_BYTES, functions/src/evaluation/result-size.ts.)
 */
export const MAX_STORED_ARGUMENT_CHARS = 80_000;

/** Messages of a debate the evaluation reads from each end (the middle of a longer one is skipped). */
export const MAX_MESSAGES_READ_PER_END = 1_000;

// ——— Ratings (docs/ratings.md) ———

/**
 * Rating farming: results between the same two people move ratings at most this many times
 * in any 24 hours; later ones are evaluated, counted in stats and given medals, but unrated,
 * and the result says why (src/domain/rating-pairs.ts).
 */
export const RATED_MEETINGS_PER_PAIR = {
  limit: 3,
  windowMs: DAY,
  message: "Unrated: you've met 3 times today",
} as const;

// ——— Challenges (a request addressed to one person: src/domain/challenges.ts) ———

/**
 * How long a challenge waits for its answer: after that it cannot be accepted, stops
 * counting against MAX_PENDING_REQUESTS, and Firestore's TTL policy on `expiresAt`
 * (firestore.indexes.json) deletes it.
 */
export const CHALLENGE_EXPIRY_MS = DAY;
