/**
 * The search document a user gets in userIndex/{uid}: what search results show (name, the
 * generated name, bio, picture) and what the queries look up (nameLower, tokens). No phone
 * number: the index is read only by the searchUsers function, and a phone search looks up
 * the private account instead. Pure, so the trigger's decisions are unit-tested without an
 * emulator.
 */
import { readGlicko, wholeRating } from '@/domain/rating';
import { searchIndexDoc } from '@/domain/search';
import { millisOf, nonBlankText } from '@/domain/documents/fields';

export interface UserIndexEntry {
  uid: string;
  displayName?: string;
  /** SPEC §3's generated name ('' until it is known): shown when there is no displayName. */
  fallbackName: string;
  nameLower: string;
  bio?: string;
  profilePictureUrl?: string;
  tokens: string[];
  /** The whole rating search results show; the outcome step merges each change. */
  rating?: number;
  /** The profile's avatarAt (epoch ms): the result shows avatars/{uid} of that time. */
  avatarAt?: number;
  /** Its deviation, so a provisional rating shows as '1500?' (src/domain/rating.ts). */
  ratingDeviation?: number;
}

/** The profile fields the index is made of; any other change (stats, medals) is ignored. */
export const INDEXED_FIELDS = ['displayName', 'fallbackName', 'bio', 'profilePictureUrl'] as const;

type ProfileData = Record<string, unknown>;

/**
 * The index entry for a public profile; absent or empty optional fields are left out.
 * `fallbackName` is the profile's own, or one the caller made from the private phone while
 * the profile does not have it yet.
 */
export function userIndexEntry(
  uid: string,
  data: ProfileData,
  fallbackName = nonBlankText(data.fallbackName) ?? '',
): UserIndexEntry {
  const displayName = nonBlankText(data.displayName);
  const bio = nonBlankText(data.bio);
  const profilePictureUrl = nonBlankText(data.profilePictureUrl);
  const avatarAt = millisOf(data.avatarAt) ?? undefined;
  const { nameLower, tokens } = searchIndexDoc({ displayName, fallbackName, bio });
  return {
    uid,
    ...(displayName !== undefined ? { displayName } : {}),
    fallbackName,
    nameLower,
    ...(bio !== undefined ? { bio } : {}),
    ...(profilePictureUrl !== undefined ? { profilePictureUrl } : {}),
    tokens,
    // On the Glicko scale with its deviation, even from a profile not carried over yet.
    ...(typeof data.rating === 'number'
      ? { rating: wholeRating(data), ratingDeviation: readGlicko(data).deviation }
      : {}),
    ...(avatarAt !== undefined ? { avatarAt } : {}),
  };
}

/** Whether a write to users/{uid} can change its index entry (creation and deletion do). */
export function indexedFieldsChanged(
  before: ProfileData | undefined,
  after: ProfileData | undefined,
): boolean {
  if (!before || !after) return before !== after;
  return (
    INDEXED_FIELDS.some((key) => nonBlankText(before[key]) !== nonBlankText(after[key])) ||
    millisOf(before.avatarAt) !== millisOf(after.avatarAt)
  );
}

/** Whether a stored entry already says exactly what `entry` says. */
export function sameIndexEntry(stored: ProfileData | undefined, entry: UserIndexEntry): boolean {
  if (!stored) return false;
  const keys = new Set([...Object.keys(stored), ...Object.keys(entry)]);
  return [...keys].every((key) => {
    const a = stored[key];
    const b = (entry as unknown as ProfileData)[key];
    if (Array.isArray(a) && Array.isArray(b)) {
      return a.length === b.length && a.every((value, i) => value === b[i]);
    }
    return a === b;
  });
}
