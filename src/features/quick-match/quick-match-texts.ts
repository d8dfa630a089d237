import { MATCH_CHOICE_TEXT } from '@/components/match-choice-texts';
import { POOL_HOLD_MS } from '@/domain/matchmaking';

/**
 * The words of Quick Match: its home card and its search screen (docs/decisions/0025-never-alone.md
 * §1).
 */
export const QUICK_MATCH_TEXT = {
  title: 'Quick Match',
  cardText: 'Debate someone near your rating now, on a motion drawn for you.',
  start: 'Find an opponent',
  joining: 'Joining the queue…',
  keepHint: `You can leave this screen: your place is kept for ${POOL_HOLD_MS / 60_000} minutes, and you will be told when an opponent is found.`,
  cancel: 'Cancel',
  cancelling: 'Cancelling…',
  found: 'Opponent found! Opening the debate…',
  practiceOffer: 'Nobody in range yet. Argue against an AI debater instead?',
  practice: 'Practice with AI',
  offline: 'You are offline. Quick Match needs a connection; it goes on when you are back online.',
  retry: 'Try again',
} as const;

/** '15 minutes · Any topic'. */
export function choiceSummaryText(minutes: number, category: string | null): string {
  return `${minutes} minutes · ${category ?? MATCH_CHOICE_TEXT.anyCategory}`;
}

/** 'Looking for an opponent within ±150' (the wait, '0:23', stands beside it on screen). */
export function lookingText(width: number): string {
  return `Looking for an opponent within ±${width}`;
}

export function quickMatchFailedText(reason: string): string {
  return `Quick Match failed: ${reason}`;
}
