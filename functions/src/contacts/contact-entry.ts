/**
 * The contact document one user keeps of another (users/{owner}/contacts/{uid}), made from
 * the other's profile and private account: contacts see each other's phone (SPEC §2), so
 * the function copies it from users/{uid}/private/account. Pure, so the callable's checks
 * are unit-tested without an emulator.
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
 * The contact made from a profile and its private account, or null when the profile has no
 * uid (or another one than its document's) or there is no phone number: SPEC §5 "Add
 * contact". The phone is the account's (or a verified one the caller passes in its place);
 * a profile from before issue 12 may still hold it itself.
 */
export function contactFromProfile(
  uid: string,
  data: Record<string, unknown>,
  account: Record<string, unknown> = {},
): ContactFields | null {
  const phoneNumber = text(account, 'phoneNumber') ?? text(data, 'phoneNumber');
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
