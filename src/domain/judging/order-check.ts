/**
 * The order-checked jury (docs/judges.md): each judge reads the debate twice, once with each
 * debater as 'Debater A', both calls at once. LLM judges favour a position (swapping the order
 * flips many verdicts), so a judge whose two readings name different winners has shown that
 * its verdict on this debate follows the order, not the arguments: it votes Draw, flagged
 * order-sensitive. A consistent judge's vote stands with its two confidences averaged.
 *
 * The ballot shown is the first reading's (Debater A = the creator), with both readings'
 * scores averaged (so neither seat's bias stays in them) and the second reading's quotes and
 * turning points filling what the first lacks. Both ballots are about the real debaters
 * already (blind.ts unblindJudgment).
 */

import type { JudgeJudgment } from '@/domain/model';
import { CRITERIA, type CriteriaScores, type JudgeScores } from './criteria';
import {
  MAX_QUOTES_PER_CRITERION,
  TURNING_POINTS,
  type BallotEvidence,
  type CriteriaQuotes,
  type Quote,
} from './evidence';
import { DRAW } from './verdict';

/** `JUDGE_ORDER_CHECK=off` keeps one reading per judge; anything else (or unset) is on. */
export function orderCheckOn(value: string | undefined): boolean {
  return value?.trim().toLowerCase() !== 'off';
}

function mean(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.round((a + b) / 2);
}

function meanSide(a: CriteriaScores, b: CriteriaScores): CriteriaScores {
  return Object.fromEntries(
    CRITERIA.map((c) => [c.key, mean(a[c.key], b[c.key])]),
  ) as CriteriaScores;
}

function meanScores(a: JudgeScores | undefined, b: JudgeScores | undefined) {
  if (!a || !b) return a ?? b;
  return {
    participant1: meanSide(a.participant1, b.participant1),
    participant2: meanSide(a.participant2, b.participant2),
  };
}

const sameQuote = (a: Quote, b: Quote) => a.messageId === b.messageId && a.text === b.text;

function mergeSide(a: CriteriaQuotes, b: CriteriaQuotes): CriteriaQuotes {
  return Object.fromEntries(
    CRITERIA.map((c) => {
      const kept = [...(a[c.key] ?? [])];
      for (const quote of b[c.key] ?? []) {
        if (kept.length < MAX_QUOTES_PER_CRITERION && !kept.some((k) => sameQuote(k, quote))) {
          kept.push(quote);
        }
      }
      return [c.key, kept];
    }),
  ) as CriteriaQuotes;
}

function mergeEvidence(a: BallotEvidence | undefined, b: BallotEvidence | undefined) {
  if (!a || !b) return a ?? b;
  return {
    participant1: mergeSide(a.participant1, b.participant1),
    participant2: mergeSide(a.participant2, b.participant2),
  };
}

interface CheckedJudgment {
  judgment: JudgeJudgment;
  /** Its two readings named different winners: the vote is a Draw. */
  orderSensitive: boolean;
}

/** One judge's two readings (seats one way, then the other) as its one ballot. */
export function combineReadings(first: JudgeJudgment, second: JudgeJudgment): CheckedJudgment {
  const orderSensitive = first.winner !== second.winner;
  const scores = meanScores(first.scores, second.scores);
  const evidence = mergeEvidence(first.evidence, second.evidence);
  const points = [...(first.turningPoints ?? [])];
  for (const point of second.turningPoints ?? []) {
    if (
      points.length < TURNING_POINTS &&
      !points.some((p) => p.quote.messageId === point.quote.messageId)
    ) {
      points.push(point);
    }
  }
  const judgment: JudgeJudgment = {
    ...first,
    winner: orderSensitive ? DRAW : first.winner,
    confidence: Math.round((first.confidence + second.confidence) / 2),
    ...(scores ? { scores } : {}),
    ...(evidence ? { evidence } : {}),
    ...(first.turningPoints || second.turningPoints ? { turningPoints: points } : {}),
    tips: {
      participant1: first.tips?.participant1 ?? second.tips?.participant1 ?? null,
      participant2: first.tips?.participant2 ?? second.tips?.participant2 ?? null,
    },
    quotesNotFound: (first.quotesNotFound ?? 0) + (second.quotesNotFound ?? 0),
  };
  return { judgment, orderSensitive };
}

/** How many judges read both seatings, and how many of them named the same winner. */
export interface OrderCheck {
  checked: number;
  consistent: number;
}

/** 'Order-checked: 3 of 3 judges consistent' from the panel's ballots, or null when unchecked. */
export function orderCheckSummary(
  entries: readonly { status: string; readings?: number; orderSensitive?: boolean }[],
): OrderCheck | null {
  const checked = entries.filter((e) => e.status === 'success' && e.readings === 2);
  if (checked.length === 0) return null;
  return {
    checked: checked.length,
    consistent: checked.filter((e) => e.orderSensitive !== true).length,
  };
}

export function orderCheckText(summary: OrderCheck): string {
  return `Order-checked: ${summary.consistent} of ${summary.checked} judges consistent`;
}
