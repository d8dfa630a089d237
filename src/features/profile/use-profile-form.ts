import { useState } from 'react';
import { KEEP_PHOTO, type PhotoChange } from '@/components/photo-picker';
import type { PictureChange } from '@/data/avatars';
import { errorText } from '@/domain/error-text';
import { validateProfile, type ProfileField, type ProfilePatch } from '@/domain/validation';
import {
  changedFields,
  draftOf,
  hasChanges,
  PROFILE_FIELDS,
  type EditableProfile,
  type ProfileDraft,
} from './profile-form-logic';
import { updateErrorText } from './profile-texts';

interface Options {
  /** The stored profile, live: what "changed" is measured against. */
  stored: EditableProfile;
  /** The owner's phone: makes the generated name the form starts from before it is stored. */
  phoneNumber: string;
  onSave: SaveProfile;
  onSaved: () => void;
}

/** Saves the changed fields, and a new picture or its removal when there is one. */
export type SaveProfile = (patch: ProfilePatch, picture?: PictureChange) => Promise<void>;

function pictureOf(change: PhotoChange): PictureChange | undefined {
  if (change.kind === 'new') return change.photo;
  return change.kind === 'remove' ? 'remove' : undefined;
}

interface ProfileForm {
  draft: ProfileDraft;
  /** The message to show under each field, if any. */
  errors: Partial<Record<ProfileField, string>>;
  canSave: boolean;
  saving: boolean;
  saveError: string | null;
  setField: (field: ProfileField, value: string) => void;
  /** The picture: kept, replaced by a new photo, or removed (saved with the fields). */
  photo: PhotoChange;
  setPhoto: (change: PhotoChange) => void;
  /** Saves the changed fields; returns the first invalid field when there is one. */
  submit: () => Promise<ProfileField | null>;
}

/**
 * The edit form's state. Length errors show as soon as a counter passes its limit. The
 * picture URL is judged from the first save on, not on every letter typed nor on blur: a
 * message appearing on blur shifts the Save button between press and release, and the
 * click is lost.
 */
export function useProfileForm({ stored, phoneNumber, onSave, onSaved }: Options): ProfileForm {
  // Taken once, when the form opens: a later change to the stored profile (a function adding
  // the generated name, the rating, the counts) moves what "changed" is measured against,
  // never what is typed.
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(stored, phoneNumber));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoChange>(KEEP_PHOTO);

  const input = changedFields(stored, draft, phoneNumber);
  const validation = validateProfile(input);
  const errors: Partial<Record<ProfileField, string>> = {};
  if (!validation.ok) {
    for (const field of PROFILE_FIELDS) {
      const error = validation.fieldErrors[field];
      const judged = submitted || field !== 'profilePictureUrl';
      if (error && judged) errors[field] = error;
    }
  }

  const picture = pictureOf(photo);
  const changed = hasChanges(input) || picture !== undefined;

  async function submit(): Promise<ProfileField | null> {
    if (saving || !changed) return null;
    setSubmitted(true);
    if (!validation.ok) {
      return PROFILE_FIELDS.find((field) => validation.fieldErrors[field]) ?? null;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await (picture ? onSave(validation.value, picture) : onSave(validation.value));
    } catch (error) {
      setSaveError(updateErrorText(errorText(error)));
      setSaving(false);
      return null;
    }
    setSaving(false);
    onSaved();
    return null;
  }

  return {
    draft,
    errors,
    canSave: !saving && changed,
    saving,
    saveError,
    setField: (field, value) => setDraft((current) => ({ ...current, [field]: value })),
    photo,
    setPhoto,
    submit,
  };
}
