/**
 * The search document a user gets in userIndex/{uid}: what search results show (name, bio,
 * picture, phone) and what the queries look up (nameLower, tokens, phoneNumber). Pure, so
 * the trigger's decisions are unit-tested without an emulator.
 */
import { searchIndexDoc } from '@/domain/search';

export interface UserIndexEntry {
  uid: string;
  phoneNumber: string;
  phoneDigits: string;
  displayName?: string;
  nameLower: string;
  bio?: string;
  profilePictureUrl?: string;
  tokens: string[];
}

/** The profile fields the index is made of; any other change (lastActive, stats) is ignored. */
export const INDEXED_FIELDS = ['phoneNumber', 'displayName', 'bio', 'profilePictureUrl'] as const;

type ProfileData = Record<string, unknown>;

function text(data: ProfileData, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The index entry for a profile; absent or empty optional fields are left out. */
export function userIndexEntry(uid: string, data: ProfileData): UserIndexEntry {
  const phoneNumber = text(data, 'phoneNumber') ?? '';
  const displayName = text(data, 'displayName');
  const bio = text(data, 'bio');
  const profilePictureUrl = text(data, 'profilePictureUrl');
  const { nameLower, tokens } = searchIndexDoc({ phoneNumber, displayName, bio });
  return {
    uid,
    phoneNumber,
    phoneDigits: phoneNumber.replace(/\D/g, ''),
    ...(displayName !== undefined ? { displayName } : {}),
    nameLower,
    ...(bio !== undefined ? { bio } : {}),
    ...(profilePictureUrl !== undefined ? { profilePictureUrl } : {}),
    tokens,
  };
}

/** Whether a write to users/{uid} can change its index entry (creation and deletion do). */
export function indexedFieldsChanged(
  before: ProfileData | undefined,
  after: ProfileData | undefined,
): boolean {
  if (!before || !after) return before !== after;
  return INDEXED_FIELDS.some((key) => text(before, key) !== text(after, key));
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
