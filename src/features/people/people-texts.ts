/** The words of Find Users and Contacts; the quoted SPEC ones word for word (SPEC §2, §8). */

export const PEOPLE_TEXT = {
  // Find Users
  findHeading: 'Find Users',
  searchLabel: 'Search users',
  searchPlaceholder: 'Name, bio or phone number',
  searchHint: 'Search a phone number in full, with its country code (for example +1…).',
  searching: 'Searching…',
  noneFound: 'No users found',
  noneFoundHint: 'Check the spelling, or search a full phone number with its country code.',
  results: 'Search results',
  add: 'Add',
  added: 'Added',

  // Contacts
  contactsHeading: 'Contacts',
  loadingContacts: 'Loading contacts…',
  /** Offline, before this session heard the list from the server. */
  contactsOffline: 'You are offline. Your contacts will show once you are back online.',
  noContacts: 'No contacts yet',
  noContactsHint: 'Use Find Users to look people up by name or phone number, then press Add.',
  remove: 'Remove',
  cancel: 'Cancel',
  removeMineOnly: 'Remove from my list',
  removeFromBoth: 'Remove from both lists',
  unknown: 'Unknown',
  addedYou: 'Added you',
  addBack: 'Add back',

  chat: 'Chat',
} as const;

export function foundCountText(count: number): string {
  return `${count} found`;
}

/** The count after the Contacts heading: ' (3)'. */
export function contactCountText(count: number): string {
  return ` (${count})`;
}

export function removeQuestionLabel(name: string): string {
  return `Remove ${name}?`;
}

export function removeQuestionText(name: string): string {
  return `Remove ${name} from your contacts?`;
}

/** What each removal does, said before the choice (docs/decisions/0013-chat.md §6). */
export function removeChoiceText(name: string): string {
  return `“Remove from my list” removes ${name} from your contacts only; you stay in theirs. “Remove from both lists” also removes you from ${name}’s contacts.`;
}

export function searchFailedText(reason: string): string {
  return `Search failed: ${reason}`;
}

export function addFailedText(reason: string): string {
  return `Failed to add contact: ${reason}`;
}

export function contactsLoadFailedText(reason: string): string {
  return `Failed to load contacts: ${reason}`;
}

export function removeFailedText(reason: string): string {
  return `Failed to remove contact: ${reason}`;
}

/** When someone added this user, who has not added them back: 'Added you on Mar 5'. */
export function addedYouOnText(day: string): string {
  return `Added you on ${day}`;
}
