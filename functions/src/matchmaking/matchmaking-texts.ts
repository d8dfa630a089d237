/**
 * The words Quick Match's and Practice with AI's callables answer with (the app shows them
 * as they are).
 */
export const MATCHMAKING_ERRORS = {
  badQuickMatch: 'Choose 15 or 30 minutes, and a topic category or none.',
  badPractice: 'Choose a motion or none, a side or none, and 15 or 30 minutes.',
} as const;
