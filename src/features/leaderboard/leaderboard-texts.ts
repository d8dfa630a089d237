/** The leaderboard's words. */
export const LEADERBOARD_TEXT = {
  documentTitle: 'Leaderboard · Debate Arena',
  title: 'Leaderboard',
  caption: 'Top 50 debaters by rating',
  rank: 'Rank',
  name: 'Name',
  rating: 'Rating',
  wins: 'Wins',
  winRate: 'Win rate',
  debates: 'Debates',
  you: '(you)',
  /** A profile whose generated name is not written yet (its first seconds). */
  unnamed: 'New debater',
  loading: 'Loading leaderboard…',
  empty:
    'No settled ratings yet. A rating joins the leaderboard once it loses its “?”, after a few rated debates.',
  yourRank: 'Your rank',
  /** The rank cell of a provisional rating, read out in place of its dash. */
  notRanked: 'Not ranked',
  notRankedYet:
    'Not ranked yet: your rating is provisional (“?”) until it settles, after a few more rated debates.',
  tryAgain: 'Try again',
  savedCopy: 'Showing the leaderboard as last seen.',
  // A row's page (/leaderboard/{uid}): the whole name and the row's numbers.
  backToLeaderboard: 'Back to the leaderboard',
  facts: 'Leaderboard facts',
  personMissingTitle: 'Not on the leaderboard',
  personMissing: 'This debater is not on the leaderboard as you last saw it.',
} as const;

export function leaderboardErrorText(reason: string): string {
  return `Failed to load the leaderboard: ${reason}`;
}

/** '#1,234' as a rank reads. */
export function rankText(rank: number): string {
  return `#${rank.toLocaleString('en-US')}`;
}

export function yourRankText(rank: number): string {
  return `You are ${rankText(rank)}`;
}

export function personDocumentTitle(name: string): string {
  return `${name} · Leaderboard · Debate Arena`;
}
