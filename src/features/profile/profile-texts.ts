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
} as const;

export function loadErrorText(reason: string): string {
  return `Failed to load profile: ${reason}`;
}

export function updateErrorText(reason: string): string {
  return `Failed to update profile: ${reason}`;
}
