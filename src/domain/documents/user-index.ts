/**
 * userIndex/{uid}: a person's search entry, built whole from their profile by the functions
 * (functions/src/search/index-entry.ts) and read only by searchUsers
 * (functions/src/search/search-users.ts), which answers what this reader makes of it.
 */
import type { FoundUser } from '../callables';
import { readGlicko, wholeRating } from '../rating';
import { isRecord, nonEmptyText, shownText, textFields } from './fields';

const TEXT_FIELDS = ['displayName', 'bio', 'profilePictureUrl'] as const;

/**
 * The search result an entry shows; null for no entry, or one without its `tokens` list: the
 * outcome step's rating merge can create an entry before onUserWritten built it whole. The
 * generated name is shown as String() shows it ('' for none), optional texts only when they hold
 * something, and the rating on the Glicko scale whatever era it was stored in.
 */
export function readUserIndexEntry(uid: string, data: unknown): FoundUser | null {
  if (!isRecord(data) || !Array.isArray(data.tokens)) return null;
  const user: FoundUser = {
    uid,
    ...textFields(data, TEXT_FIELDS, nonEmptyText),
    fallbackName: shownText(data.fallbackName) ?? '',
    rating: wholeRating(data),
    ratingDeviation: readGlicko(data).deviation,
  };
  if (typeof data.avatarAt === 'number') user.avatarAt = data.avatarAt;
  return user;
}
