/** The words of the time limit and topic fields (src/components/match-choice-fields.tsx). */
export const MATCH_CHOICE_TEXT = {
  timeLegend: 'Time limit',
  categoryLabel: 'Topic',
  anyCategory: 'Any topic',
} as const;

/** '15 min'. */
export function minutesText(minutes: number): string {
  return `${minutes} min`;
}
