/**
 * The search document a user gets in userIndex/{uid}: what search results show (name, the
 * generated name, bio, picture) and what the queries look up (nameLower, tokens). No phone
 * number: the index is read only by the searchUsers function, and a phone search looks up
 * the private account instead. Pure, so the trigger's decisions are unit-tested without an
 * emulator.
 */
import { readGlicko, wholeRating } from '@/domain/rating';
import { searchIndexDoc } from '@/domain/search';
import { nonBlankText, type StoredData } from '@/domain/documents/fields';
import { readProfile } from '@/domain/documents/profile';

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

/**
 * The index entry for a public profile; absent or empty optional fields are left out.
 * `fallbackName` is the profile's own, or one the caller made from the private phone while
 * the profile does not have it yet.
 */
export function userIndexEntry(
  uid: string,
  data: StoredData,
  fallbackName = nonBlankText(readProfile(data).fallbackName) ?? '',
): UserIndexEntry {
  const profile = readProfile(data);
  const displayName = nonBlankText(profile.displayName);
  const bio = nonBlankText(profile.bio);
  const profilePictureUrl = nonBlankText(profile.profilePictureUrl);
  const { avatarAt } = profile;
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
    ...(typeof profile.rating === 'number'
      ? { rating: wholeRating(profile), ratingDeviation: readGlicko(profile).deviation }
      : {}),
    ...(avatarAt !== undefined ? { avatarAt } : {}),
  };
}

/** Whether a write to users/{uid} can change its index entry (creation and deletion do). */
export function indexedFieldsChanged(
  storedBefore: StoredData | undefined,
  storedAfter: StoredData | undefined,
): boolean {
  const before = readProfile(storedBefore);
  const after = readProfile(storedAfter);
  if (!before || !after) return before !== after;
  return (
    INDEXED_FIELDS.some((key) => nonBlankText(before[key]) !== nonBlankText(after[key])) ||
    before.avatarAt !== after.avatarAt
  );
}

/** Whether a stored entry already says exactly what `entry` says. */
export function sameIndexEntry(stored: StoredData | undefined, entry: UserIndexEntry): boolean {
  if (!stored) return false;
  const keys = new Set([...Object.keys(stored), ...Object.keys(entry)]);
  return [...keys].every((key) => {
    const a = stored[key];
    const b = (entry as unknown as StoredData)[key];
    if (Array.isArray(a) && Array.isArray(b)) {
      return a.length === b.length && a.every((value, i) => value === b[i]);
    }
    return a === b;
  });
}
