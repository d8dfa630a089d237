import { MAX_AI_REPLIES_PER_DEBATE } from '@/domain/limits';

/**
 * The words of Practice with AI: its home card and its form (docs/decisions/0025-never-alone.md
 * §3).
 */
export const PRACTICE_TEXT = {
  title: 'Practice with AI',
  cardText: 'Argue a motion against an AI debater, any time. Judged on request, unrated.',
  intro: `An AI debater takes the other side and answers each of your messages (up to ${MAX_AI_REPLIES_PER_DEBATE}). Ask the judges for a verdict whenever you like: practice is unrated, with no medal and no stats.`,
  motionLabel: 'Motion',
  drawMotion: 'Draw a motion for me',
  sideLegend: 'Your side',
  sideFor: 'For',
  sideAgainst: 'Against',
  sideEither: 'Either',
  start: 'Start practice',
  starting: 'Starting…',
  offline: 'You are offline. Practice needs a connection.',
} as const;

export function practiceFailedText(reason: string): string {
  return `Could not start practice: ${reason}`;
}
