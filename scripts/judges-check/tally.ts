/**
 * The figures of `npm run judges:check`, per judge, from each debate's two runs (as written,
 * and with the loser padded), each read in both seatings. Every count is over N = 2 × debates:
 * pairs of seatings for the order, readings for the agreement and the padding.
 */

import type { Side } from './debates';

export type Vote = Side | 'Draw';

/** One run's two readings, participant1 as 'Debater A' first; null when either failed. */
export type SeatedVotes = readonly [Vote, Vote] | null;

export interface JudgeDebateReadings {
  intended: Side;
  plain: SeatedVotes;
  padded: SeatedVotes;
  /** Readings that gave no verdict, of this debate's four. */
  failed: number;
  plainTokens: TokenCount;
  paddedTokens: TokenCount;
}

export interface TokenCount {
  prompt: number;
  completion: number;
}

export interface JudgeTally {
  /** 2 × debates. */
  n: number;
  /** Runs (as written and padded) whose two seatings named the same winner, of 2 × debates. */
  consistent: number;
  /** Readings of the debates as written that named the intended winner. */
  agrees: number;
  /** Seatings whose verdict moved toward the padded side once padded (Draw counts half-way). */
  towardPadded: number;
  /** Seatings whose verdict moved away from the padded side once padded. */
  awayFromPadded: number;
  /** Readings with no verdict, of 4 × debates. */
  failed: number;
  /** Every reading's tokens. */
  tokens: TokenCount;
  /** The debates as written only: what evaluations with the order check use. */
  plainTokens: TokenCount;
}

/** How far a vote leans to the padded side (the intended loser): -1, 0 or 1. */
function lean(vote: Vote, intended: Side): number {
  if (vote === 'Draw') return 0;
  return vote === intended ? -1 : 1;
}

const add = (a: TokenCount, b: TokenCount): TokenCount => ({
  prompt: a.prompt + b.prompt,
  completion: a.completion + b.completion,
});

export function tallyJudge(debates: readonly JudgeDebateReadings[]): JudgeTally {
  const tally: JudgeTally = {
    n: debates.length * 2,
    consistent: 0,
    agrees: 0,
    towardPadded: 0,
    awayFromPadded: 0,
    failed: 0,
    tokens: { prompt: 0, completion: 0 },
    plainTokens: { prompt: 0, completion: 0 },
  };
  for (const d of debates) {
    for (const run of [d.plain, d.padded]) {
      if (run && run[0] === run[1]) tally.consistent += 1;
    }
    for (const seat of [0, 1] as const) {
      const plain = d.plain?.[seat];
      const padded = d.padded?.[seat];
      if (plain === d.intended) tally.agrees += 1;
      if (plain === undefined || padded === undefined) continue;
      const moved = lean(padded, d.intended) - lean(plain, d.intended);
      if (moved > 0) tally.towardPadded += 1;
      if (moved < 0) tally.awayFromPadded += 1;
    }
    tally.failed += d.failed;
    tally.tokens = add(tally.tokens, add(d.plainTokens, d.paddedTokens));
    tally.plainTokens = add(tally.plainTokens, d.plainTokens);
  }
  return tally;
}
