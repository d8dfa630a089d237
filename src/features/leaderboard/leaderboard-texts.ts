/** The leaderboard's words (issue 14 §2). */
export const LEADERBOARD_TEXT = {
  documentTitle: 'Leaderboard · Debate Arena',
  title: 'Leaderboard',
  backHome: 'Back to home',
  caption: 'Top 50 debaters by rating',
  rank: 'Rank',
  name: 'Name',
  rating: 'Rating',
  wins: 'Wins',
  winRate: 'Win rate',
  you: '(you)',
  /** A profile whose generated name is not written yet (its first seconds). */
  unnamed: 'New debater',
  loading: 'Loading leaderboard…',
  empty: 'No one is rated yet. Finish a debate to appear here.',
  yourRank: 'Your rank',
  tryAgain: 'Try again',
  savedCopy: 'Showing the leaderboard as last seen.',
} as const;

export function leaderboardErrorText(reason: string): string {
  return `Failed to load the leaderboard: ${reason}`;
}

export function yourRankText(rank: number): string {
  return `You are #${rank.toLocaleString('en-US')}`;
}
