import { useId, type FormEvent } from 'react';
import { PhotoPicker } from '@/components/photo-picker';
import { PICTURE_LINK_PROBLEMS } from '@/domain/avatar';
import { emptyNameHint } from '@/domain/fallback-name';
import type { AccountInfo } from '@/domain/model';
import type { ProfileField as Field } from '@/domain/validation';
import { ProfileField } from './profile-field';
import { FIELD_MAX_LENGTH, type EditableProfile } from './profile-form-logic';
import { PROFILE_TEXT } from './profile-texts';
import { useProfileForm, type SaveProfile } from './use-profile-form';

interface Props {
  stored: EditableProfile;
  phoneNumber: string;
  onSave: SaveProfile;
  onSaved: () => void;
  onCancel: () => void;
  /** What became of the saved picture link, from the owner's private account. */
  pictureLink?: AccountInfo['pictureLink'];
}

/** Whether the saved link was copied as the picture, or why not, while it is the one typed. */
function pictureLinkNote(
  typed: string,
  pictureLink: AccountInfo['pictureLink'],
): string | undefined {
  const link = typed.trim();
  if (!link || pictureLink?.url !== link) return undefined;
  return pictureLink.problem
    ? PICTURE_LINK_PROBLEMS[pictureLink.problem]
    : PROFILE_TEXT.pictureLinkCopied;
}

/** Edits display name, bio and picture URL; writes only what changed. */
export function ProfileEditForm({
  stored,
  phoneNumber,
  onSave,
  onSaved,
  onCancel,
  pictureLink,
}: Props) {
  const form = useProfileForm({ stored, phoneNumber, onSave, onSaved });
  const headingId = useId();
  const { draft, errors } = form;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const invalid = await form.submit();
    // Keyboard and screen-reader users land on what needs fixing.
    if (invalid) (element.elements.namedItem(invalid) as HTMLElement | null)?.focus();
  }

  const fieldProps = (field: Field) => ({
    value: draft[field],
    onChange: (value: string) => form.setField(field, value),
    error: errors[field],
    name: field,
  });

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        {PROFILE_TEXT.edit}
      </h2>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <PhotoPicker
          person={{
            uid: stored.uid ?? '',
            pictureAt: stored.avatarAt ?? null,
            displayName: draft.displayName,
            phoneNumber,
          }}
          change={form.photo}
          onChange={form.setPhoto}
          disabled={form.saving}
        />
        <ProfileField
          label={PROFILE_TEXT.displayName}
          autoFocus
          autoComplete="nickname"
          counterMax={FIELD_MAX_LENGTH.displayName}
          {...(draft.displayName.trim() === '' ? { hint: emptyNameHint(phoneNumber) } : {})}
          {...fieldProps('displayName')}
        />
        <ProfileField
          label={PROFILE_TEXT.bio}
          multiline
          counterMax={FIELD_MAX_LENGTH.bio}
          {...fieldProps('bio')}
        />
        <ProfileField
          label={PROFILE_TEXT.pictureUrl}
          type="url"
          hint={PROFILE_TEXT.pictureUrlHint}
          note={pictureLinkNote(draft.profilePictureUrl, pictureLink)}
          {...fieldProps('profilePictureUrl')}
        />
        {form.saveError && (
          <p className="alert alert--error" role="alert">
            {form.saveError}
          </p>
        )}
        <div className="profile-edit__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={form.saving}
          >
            {PROFILE_TEXT.cancel}
          </button>
          <button type="submit" className="button" disabled={!form.canSave}>
            {form.saving && <span className="spinner" aria-hidden="true" />}
            {form.saving ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
          </button>
        </div>
      </form>
    </section>
  );
}
