/** The Block and Report texts (docs/decisions/0012-safety.md §4). */
export const MODERATION_TEXT = {
  block: 'Block',
  unblock: 'Unblock',
  report: 'Report',
  cancel: 'Cancel',
  close: 'Close',
  blocking: 'Blocking…',
  unblocking: 'Unblocking…',
  reasonLegend: 'Reason',
  detailsLabel: 'Details (optional)',
  detailsHint: 'What happened? Moderators read this; the person you report does not.',
  send: 'Send report',
  sending: 'Sending…',
  reportedMessageLabel: 'The message you are reporting',
  blockedUsers: 'Blocked users',
  blockedUsersEmpty: 'You have not blocked anyone.',
  blockedUsersHint:
    'People you block cannot message you, add you, accept your debate requests or find you in search.',
  loadingBlocked: 'Loading blocked users…',
  youBlocked: 'You blocked this person. Unblock them to send messages.',
  unknownUser: 'Unknown user',
} as const;

export function loadBlockedFailedText(reason: string): string {
  return `Failed to load blocked users: ${reason}`;
}

export function moreActionsLabel(name: string): string {
  return `More actions for ${name}`;
}

export function blockTitle(name: string): string {
  return `Block ${name}?`;
}

export function blockExplanation(name: string): string {
  return `${name} will no longer be able to message you, add you as a contact, accept your debate requests or find you in search. You will both be removed from each other's contacts. They are not told.`;
}

export function reportTitle(name: string): string {
  return `Report ${name}`;
}

export function reportSentText(name: string): string {
  return `Thank you. Your report about ${name} was sent to the moderators.`;
}

export function blockedText(name: string): string {
  return `You blocked ${name}.`;
}

export function unblockedText(name: string): string {
  return `You unblocked ${name}.`;
}

export function blockedSince(date: string): string {
  return `Blocked ${date}`;
}

export function failedText(action: 'block' | 'unblock' | 'report', reason: string): string {
  const verb = { block: 'block', unblock: 'unblock', report: 'send the report' }[action];
  return `Could not ${verb}: ${reason}`;
}
