/** The profile screen's texts; the quoted SPEC ones are word for word (SPEC §2, §8). */
export const PROFILE_TEXT = {
  documentTitle: 'Profile · Debate Arena',
  loading: 'Loading profile...',
  notFound: 'Profile not found',
  notFoundHint: 'Your profile is created when you sign in. Reload the page to try again.',
  noMedals: 'No medals yet. Win your first debate to earn a medal!',
  saved: 'Profile updated.',
  offline: 'You are offline. Connect to the internet and try again.',
  noAnalysis: 'No analysis was recorded for this debate.',
  unknown: 'Unknown',
  title: 'Profile',
  backHome: 'Back to home',
  tryAgain: 'Try again',

  // The summary and its edit form
  generatedName: 'A name made from your phone number, until you choose your own.',
  noBio: 'No bio yet.',
  edit: 'Edit profile',
  preview: 'Preview',
  displayName: 'Display name',
  bio: 'Bio',
  pictureUrl: 'Profile picture URL',
  pictureUrlHint: 'A link to an image, starting with https://',
  pictureLinkCopied: 'Copied as your picture: nobody’s device loads the link itself.',
  cancel: 'Cancel',
  saving: 'Saving...',
  save: 'Save',

  // Account
  account: 'Account',
  phone: 'Phone',
  memberSince: 'Member since',
  lastActive: 'Last active',
  justNow: 'Just now',

  // Statistics
  statistics: 'Debate statistics',
  totalDebates: 'Total debates',
  wins: 'Wins',
  losses: 'Losses',
  draws: 'Draws',
  winRate: 'Win rate',

  // Medals
  medals: 'Medals',
  loadingMedals: 'Loading medals…',
  showMoreMedals: 'Show more medals',
  yourStance: 'Your stance',
  opponent: 'Opponent',
  wonOn: 'Won on',
  aiAnalysis: 'AI analysis',
} as const;

export function medalsWord(count: number): string {
  return count === 1 ? 'medal' : 'medals';
}

export function loadErrorText(reason: string): string {
  return `Failed to load profile: ${reason}`;
}

export function updateErrorText(reason: string): string {
  return `Failed to update profile: ${reason}`;
}

/** The rating section (issue 14 §1): 'Rating 1234' is ratingText in @/domain/rating. */
export const RATING_TEXT = {
  heading: 'Rating',
  history: 'Rating history',
  loadingHistory: 'Loading rating history…',
  noHistory: 'No rated debates yet. Your rating starts at 1200 and moves after each debate.',
} as const;

export function ratingChangeLabel(change: string): string {
  return `${change} after the last debate`;
}

export function ratingChartSummary(ratings: readonly number[]): string {
  const debates = ratings.length === 1 ? 'debate' : 'debates';
  return `Your rating after each of your last ${ratings.length} ${debates}, oldest first: ${ratings.join(', ')}.`;
}

export function ratingHistoryErrorText(reason: string): string {
  return `Failed to load the rating history: ${reason}`;
}
