/**
 * The contact document one user keeps of another (users/{owner}/contacts/{uid}), made from
 * the other's profile. Pure, so the callable's checks are unit-tested without an emulator.
 */

export const CONTACT_ERRORS = {
  notAuthenticated: 'User not authenticated',
  userNotFound: 'User not found',
  invalidContact: 'Invalid contact data',
} as const;

/** A Contact (src/domain/model.ts) as stored, without its addedAt. */
export interface ContactFields {
  uid: string;
  phoneNumber: string;
  displayName?: string;
  profilePictureUrl?: string;
}

const UID_PATTERN = /^[^/]{1,128}$/;

/** A uid that can name a document: a non-empty string of at most 128 characters, no '/'. */
export function isContactUid(value: unknown): value is string {
  return typeof value === 'string' && UID_PATTERN.test(value) && value !== '.' && value !== '..';
}

function text(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The contact made from a profile, or null when the profile has no uid (or another one
 * than its document's) or no phone number: SPEC §5 "Add contact".
 */
export function contactFromProfile(
  uid: string,
  data: Record<string, unknown>,
): ContactFields | null {
  const phoneNumber = text(data, 'phoneNumber');
  if (data.uid !== uid || !phoneNumber) return null;
  const displayName = text(data, 'displayName');
  const profilePictureUrl = text(data, 'profilePictureUrl');
  return {
    uid,
    phoneNumber,
    ...(displayName !== undefined ? { displayName } : {}),
    ...(profilePictureUrl !== undefined ? { profilePictureUrl } : {}),
  };
}
