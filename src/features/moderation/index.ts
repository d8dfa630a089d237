/** Block and Report on a person: the buttons, the menu, and the report dialog they open. */
export { BlockButton } from './block-button';
export { SafetyButtons } from './safety-buttons';
export { SafetyMenu } from './safety-menu';
export { useReporter } from './use-reporter';

/** Whom the user has blocked: the list of them to unblock from, and the chats a block locks. */
export { BlockedUsersSection } from './blocked-users-section';
export { useBlockedReason } from './use-blocked-reason';
