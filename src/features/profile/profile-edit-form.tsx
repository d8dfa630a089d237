import { useId, type FormEvent } from 'react';
import { Avatar } from '@/components/avatar';
import { parseImageUrl, type ProfileField as Field, type ProfilePatch } from '@/domain/validation';
import { ProfileField } from './profile-field';
import { FIELD_MAX_LENGTH, type EditableProfile } from './profile-form-logic';
import { PROFILE_TEXT } from './profile-texts';
import { useProfileForm } from './use-profile-form';

interface Props {
  stored: EditableProfile;
  phoneNumber: string;
  onSave: (patch: ProfilePatch) => Promise<void>;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits display name, bio and picture URL; writes only what changed. */
export function ProfileEditForm({ stored, phoneNumber, onSave, onSaved, onCancel }: Props) {
  const form = useProfileForm({ stored, phoneNumber, onSave, onSaved });
  const headingId = useId();
  const { draft, errors } = form;
  const previewUrl = parseImageUrl(draft.profilePictureUrl.trim());

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
        <div className="profile-edit__preview">
          <Avatar
            size="large"
            displayName={draft.displayName}
            phoneNumber={phoneNumber}
            pictureUrl={previewUrl}
          />
          <span className="field__hint">{PROFILE_TEXT.preview}</span>
        </div>
        <ProfileField
          label={PROFILE_TEXT.displayName}
          autoFocus
          autoComplete="nickname"
          counterMax={FIELD_MAX_LENGTH.displayName}
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
