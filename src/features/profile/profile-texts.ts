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

/**
 * The rating section (docs/decisions/0014-arena.md §1): 'Rating 1234' is ratingText in
 * @/domain/rating.
 */
export const RATING_TEXT = {
  heading: 'Rating',
  history: 'Rating history',
  loadingHistory: 'Loading rating history…',
  noHistory:
    'No rated debates yet. Your rating starts at 1500? and moves after each debate; the “?” goes once it is settled.',
} as const;

export function ratingChangeLabel(change: string): string {
  return `${change} after the last debate`;
}

/** Up to this many debates, the chart's text alternative lists every rating. */
const LISTED_RATINGS = 10;

/**
 * The chart's text alternative: every rating for a few debates, else the range it spans
 * (`first` is the number of the oldest debate shown).
 */
export function ratingChartSummary(ratings: readonly number[], first: number): string {
  if (ratings.length === 1) return `Your rating after your rated debate ${first}: ${ratings[0]}.`;
  if (ratings.length <= LISTED_RATINGS) {
    return `Your rating after each of your last ${ratings.length} debates, oldest first: ${ratings.join(', ')}.`;
  }
  const last = first + ratings.length - 1;
  return `Your rating over your last ${ratings.length} debates (rated debates ${first} to ${last}): from ${ratings[0]} to ${ratings[ratings.length - 1]}, lowest ${Math.min(...ratings)}, highest ${Math.max(...ratings)}.`;
}

/** 'Oct 1, 2026', its spaces unbreakable so a caption wraps between dates, not inside one. */
function day(at: number): string {
  return new Date(at)
    .toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    .replace(/ /g, '\u00a0');
}

/** Under the chart: which rated debates it shows, and when ('Rated debates 1–20, …'). */
export function ratingChartCaption(series: {
  points: readonly { at: number }[];
  count: number;
}): string {
  const n = series.points.length;
  const first = series.count - n + 1;
  const from = series.points[0]?.at ?? 0;
  const to = series.points[n - 1]?.at ?? 0;
  const dated = from > 0 && to > 0;
  if (n === 1) return `Rated debate ${first}${dated ? `, ${day(from)}` : ''}`;
  const dates = dated
    ? day(from) === day(to)
      ? `, ${day(from)}`
      : `, ${day(from)} to ${day(to)}`
    : '';
  return `Rated debates ${first}\u2013${series.count}${dates}`;
}

export function ratingHistoryErrorText(reason: string): string {
  return `Failed to load the rating history: ${reason}`;
}
