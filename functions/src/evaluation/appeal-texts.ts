/**
 * What 'Appeal Verdict' says when it refuses or fails (docs/decisions/0014-arena.md §5): the
 * callable's errors are the debaters' messages, shown under the button.
 */

export const APPEAL_ERRORS = {
  noVerdict: 'This debate has no verdict to appeal yet.',
  unanimous: 'A unanimous verdict cannot be appealed.',
  alreadyAppealed: 'This verdict has already been appealed. Each debate gets one appeal.',
  running: 'The appeal is already being judged. The new ballots will appear here.',
  practice: 'A practice debate is unrated: its verdict cannot be appealed.',
} as const;

/** The notices of a verdict the appeal changed (types the app already shows). */
export function appealWonNotice(topic: string) {
  return {
    title: 'Appeal: you won the debate!',
    message: `A unanimous appeal panel declared you the winner of "${topic}". Your medal and stats are updated.`,
  };
}

export function appealLostNotice(topic: string) {
  return {
    title: 'Appeal: the verdict changed',
    message: `A unanimous appeal panel chose your opponent in "${topic}". Your stats are updated.`,
  };
}

export function appealDrawNotice(topic: string) {
  return {
    title: 'Appeal: the debate is now a draw',
    message: `A unanimous appeal panel could not separate you in "${topic}". Your stats are updated.`,
  };
}
