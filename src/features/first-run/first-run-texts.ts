/** The first-run screen's words (docs/pictures.md "First run"). SPEC's texts are quoted. */
export const FIRST_RUN_TEXT = {
  documentTitle: 'Welcome · Debate Arena',
  title: 'Choose your name',
  intro:
    'This is how others see you in chats, debates and search. You can change both any time on your profile.',
  nameLabel: 'Your name',
  generatedHint: 'Made from your phone number. Keep it or type your own.',
  photoHeading: 'Your photo',
  continue: 'Continue',
  saving: 'Saving...',
  skip: 'Skip for now',
  offline: 'You are offline. Connect to the internet and try again, or skip for now.',
} as const;

/** SPEC §8 "Failed to update profile: {reason}". */
export function saveFailedText(reason: string): string {
  return `Failed to update profile: ${reason}`;
}
