/**
 * The contact document one user keeps of another (users/{owner}/contacts/{uid}), made from
 * the other's profile and private account. The phone is copied in only when its owner let
 * the entry's owner see it (phone-access.ts); the generated name stands in until then, so
 * the list names everyone without it. Pure, so the callable's checks are unit-tested
 * without an emulator.
 */
import { fallbackDisplayName } from '@/domain/fallback-name';
import { nonBlankText } from '@/domain/documents/fields';
import type { AccountDoc } from '@/domain/documents/account';
import type { ProfileDoc } from '@/domain/documents/profile';

export const CONTACT_ERRORS = {
  userNotFound: 'User not found',
  invalidContact: 'Invalid contact data',
} as const;

/** A Contact (src/domain/model.ts) as stored, without its addedAt and addedYou. */
export interface ContactFields {
  uid: string;
  /** Only when the person let the entry's owner see it. */
  phoneNumber?: string;
  displayName?: string;
  /** SPEC §3's generated name: the profile's stored one, else made from the phone. */
  fallbackName: string;
  profilePictureUrl?: string;
}

/**
 * The contact made from a profile and its private account, or null when the profile has no uid (or
 * another one than its document's) or there is no phone number: SPEC §5 "Add contact". The phone is
 * the account's (or a verified one the caller passes in its place); a profile from before
 * docs/decisions/0012-safety.md may still hold it itself. It is part of the entry only with
 * `showPhone` (its owner's consent, phone-access.ts).
 */
export function contactFromProfile(
  uid: string,
  data: ProfileDoc,
  account: AccountDoc = {},
  { showPhone = false }: { showPhone?: boolean } = {},
): ContactFields | null {
  const phoneNumber = nonBlankText(account.phoneNumber) ?? nonBlankText(data.phoneNumber);
  if (data.uid !== uid || !phoneNumber) return null;
  const displayName = nonBlankText(data.displayName);
  const profilePictureUrl = nonBlankText(data.profilePictureUrl);
  return {
    uid,
    ...(showPhone ? { phoneNumber } : {}),
    ...(displayName !== undefined ? { displayName } : {}),
    fallbackName: nonBlankText(data.fallbackName) ?? fallbackDisplayName(phoneNumber),
    ...(profilePictureUrl !== undefined ? { profilePictureUrl } : {}),
  };
}
