/** Block and Report on a person: the buttons, the menu, and the report dialog they open. */
export { BlockButton } from './block-button';
export { SafetyButtons } from './safety-buttons';
export { SafetyMenu } from './safety-menu';
export { useReporter } from './use-reporter';

/** Whom the user has blocked, live, and the list of them to unblock from. */
export { useBlockedUids } from './use-blocks';
export { BlockedUsersSection } from './blocked-users-section';

/** Moderation's words, for a chat locked by a block. */
export { MODERATION_TEXT } from './moderation-texts';
