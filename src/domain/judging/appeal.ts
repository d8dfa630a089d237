/**
 * The appeal of a verdict (docs/decisions/0014-arena.md §5): once per debate, either debater of a
 * non-unanimous verdict asks a fresh panel, which judges with every judge's seating swapped. The
 * appeal's verdict stands only if that panel is unanimous; then the outcome is corrected once.
 * Plain rules here; the callable (functions/src/evaluation/appeal-verdict.ts) applies them.
 */

import type { DebateStats, VotingSummary } from '@/domain/model';
import { DRAW_INCREMENT, LOSS_INCREMENT, WIN_INCREMENT } from '@/domain/stats';

/**
 * Unanimous: every judge of the panel delivered a verdict and all voted alike. A panel
 * with a failed judge is not unanimous (one judge fewer agreed).
 */
export function isUnanimous(summary: VotingSummary | null | undefined): boolean {
  if (!summary || summary.successfulJudges < 1) return false;
  if (summary.successfulJudges < summary.totalJudges) return false;
  const counts = Object.values(summary.votes).filter((n) => n > 0);
  return counts.length === 1 && counts[0] === summary.successfulJudges;
}

/**
 * An appeal's winner and loser reasons keep this many characters (its ballots keep theirs
 * whole), so both panels fit the result's one document (result-size.ts).
 */
export const APPEAL_REASON_MAX_CHARS = 2_000;

export type AppealStatus = 'none' | 'running' | 'decided';

/** What an appeal's panel decided, against the verdict appealed. */
interface AppealDecision {
  /** The appeal panel was unanimous: its verdict replaces the first one. */
  stands: boolean;
  /** It stands and names a different winner (or a draw): the outcome is corrected. */
  changed: boolean;
  /** The verdict in force after the appeal (uid, null for a draw). */
  finalWinnerId: string | null;
}

export function decideAppeal(
  originalWinnerId: string | null,
  panel: { summary: VotingSummary; winnerId: string | null },
): AppealDecision {
  const stands = isUnanimous(panel.summary);
  const changed = stands && panel.winnerId !== originalWinnerId;
  return { stands, changed, finalWinnerId: stands ? panel.winnerId : originalWinnerId };
}

function incrementFor(uid: string, winnerId: string | null): DebateStats {
  if (winnerId === null) return DRAW_INCREMENT;
  return uid === winnerId ? WIN_INCREMENT : LOSS_INCREMENT;
}

/**
 * What to add to each debater's stats to turn the first outcome into the appeal's: the
 * new outcome's counters less the old one's (totalDebates never moves).
 */
export function statCorrection(
  participants: readonly [string, string],
  fromWinnerId: string | null,
  toWinnerId: string | null,
): Record<string, DebateStats> {
  return Object.fromEntries(
    participants.map((uid) => {
      const from = incrementFor(uid, fromWinnerId);
      const to = incrementFor(uid, toWinnerId);
      return [
        uid,
        {
          totalDebates: to.totalDebates - from.totalDebates,
          wins: to.wins - from.wins,
          losses: to.losses - from.losses,
          draws: to.draws - from.draws,
        },
      ];
    }),
  );
}

/** Why the app shows 'Appeal Verdict' disabled, or null when the caller may appeal. */
export type AppealBlock = 'not-debater' | 'unanimous' | 'appealed' | 'running' | null;

export function appealBlock(
  result: {
    participant1Id: string;
    participant2Id: string;
    votingSummary: VotingSummary | null;
    appealStatus: AppealStatus;
  },
  uid: string,
): AppealBlock {
  if (uid !== result.participant1Id && uid !== result.participant2Id) return 'not-debater';
  if (result.appealStatus === 'decided') return 'appealed';
  if (result.appealStatus === 'running') return 'running';
  if (isUnanimous(result.votingSummary)) return 'unanimous';
  return null;
}
