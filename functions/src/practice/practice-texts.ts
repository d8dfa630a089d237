/** The words the practice callable answers with (the app shows them as they are). */
export const PRACTICE_ERRORS = {
  badRequest: 'Choose a motion (or none), For or Against (or none), and 15 or 30 minutes.',
  unavailable: 'The AI debater is not available right now. Try again later.',
} as const;
