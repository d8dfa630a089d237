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
} satisfies Record<string, Quota>;
