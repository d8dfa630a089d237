/**
 * What the edit form changes, as plain functions: which fields differ from the stored
 * profile, and what to show for each. The checks themselves are validateProfile's (domain).
 */
import { personName } from '@/domain/fallback-name';
import type { UserProfile } from '@/domain/model';
import {
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  PICTURE_URL_MAX_LENGTH,
  type ProfileField,
  type ProfileInput,
} from '@/domain/validation';

export type ProfileDraft = Record<ProfileField, string>;

export const PROFILE_FIELDS: readonly ProfileField[] = ['displayName', 'bio', 'profilePictureUrl'];

export const FIELD_MAX_LENGTH: Record<ProfileField, number> = {
  displayName: DISPLAY_NAME_MAX_LENGTH,
  bio: BIO_MAX_LENGTH,
  profilePictureUrl: PICTURE_URL_MAX_LENGTH,
};

export type EditableProfile = Pick<UserProfile, ProfileField> &
  Partial<Pick<UserProfile, 'fallbackName'>>;

/**
 * The stored values as the form shows them: the name is the one the owner is shown by (the
 * generated one, SPEC §3, until they choose their own; their phone makes it before the
 * stored copy arrives), any other absent field is an empty box.
 */
export function draftOf(profile: EditableProfile, phoneNumber = ''): ProfileDraft {
  return {
    displayName: personName({
      displayName: profile.displayName,
      fallbackName: profile.fallbackName,
      phoneNumber,
    }),
    bio: profile.bio ?? '',
    profilePictureUrl: profile.profilePictureUrl ?? '',
  };
}

/**
 * Only the fields whose trimmed text differs from what the form started from: SPEC §5
 * writes only the fields given, and surrounding spaces alone are no change (they are
 * trimmed anyway). Keeping the generated name is no change either: it is not written as a
 * chosen name.
 */
export function changedFields(
  stored: EditableProfile,
  draft: ProfileDraft,
  phoneNumber = '',
): ProfileInput {
  const saved = draftOf(stored, phoneNumber);
  const input: ProfileInput = {};
  for (const field of PROFILE_FIELDS) {
    if (draft[field].trim() !== saved[field].trim()) input[field] = draft[field];
  }
  return input;
}

export function hasChanges(input: ProfileInput): boolean {
  return PROFILE_FIELDS.some((field) => input[field] !== undefined);
}
