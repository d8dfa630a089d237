import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { KEEP_PHOTO, PhotoPicker, type PhotoChange } from '@/components/photo-picker';
import { errorText } from '@/domain/error-text';
import { emptyNameHint, fallbackDisplayName } from '@/domain/fallback-name';
import { DISPLAY_NAME_MAX_LENGTH, validateProfile, type ProfilePatch } from '@/domain/validation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveProfile } from '@/hooks/use-live-profile';
import { useSignedInUser } from '@/hooks/use-session';
import { FIRST_RUN_TEXT, saveFailedText } from './first-run-texts';
import { useFirstRun } from './use-first-run';
import './first-run.css';

/**
 * /welcome: after the sign-in that created the account, one skippable screen to choose a
 * name (it starts as SPEC §3's generated name) and a photo from the camera or the gallery.
 * Continue saves what changed and goes home; Skip goes home and keeps the generated name.
 */
export function FirstRunScreen() {
  const { uid, phoneNumber } = useSignedInUser();
  useDocumentTitle(FIRST_RUN_TEXT.documentTitle);
  const navigate = useNavigate();
  const generated = fallbackDisplayName(phoneNumber);
  const { state } = useLiveProfile(uid);
  const run = useFirstRun(uid);
  const [name, setName] = useState(generated);
  const [photo, setPhoto] = useState<PhotoChange>(KEEP_PHOTO);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const nameId = useId();
  const counterId = useId();
  const errorId = useId();
  const hintId = useId();

  // Keeping the generated name is no choice to store: it stays generated (and follows a
  // new phone number).
  const trimmed = name.trim();
  const kept = trimmed === generated;
  const validation = validateProfile(kept ? {} : { displayName: name });
  const nameError = validation.ok ? undefined : validation.fieldErrors.displayName;
  // What keeping or emptying the field means (an empty name is stored as none).
  const hint = kept
    ? FIRST_RUN_TEXT.generatedHint
    : trimmed === ''
      ? emptyNameHint(phoneNumber)
      : null;
  const pictureAt = state.status === 'found' ? (state.profile.avatarAt ?? null) : null;

  function goHome() {
    navigate('/home', { replace: true });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !validation.ok) return;
    setSaving(true);
    setFailure(null);
    const patch: ProfilePatch = validation.value;
    try {
      await (photo.kind === 'new'
        ? run.save(patch, photo.photo)
        : photo.kind === 'remove'
          ? run.save(patch, 'remove')
          : run.save(patch));
    } catch (error) {
      setFailure(saveFailedText(errorText(error)));
      setSaving(false);
      return;
    }
    goHome();
  }

  return (
    <main className="page page--narrow first-run">
      <section className="card first-run__card" aria-labelledby={titleId}>
        <h1 id={titleId} className="first-run__title">
          {FIRST_RUN_TEXT.title}
        </h1>
        <p className="first-run__intro">{FIRST_RUN_TEXT.intro}</p>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label className="field__label" htmlFor={nameId}>
              {FIRST_RUN_TEXT.nameLabel}
            </label>
            <input
              id={nameId}
              className="input"
              name="displayName"
              autoComplete="nickname"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={[nameError && errorId, hint && hintId, counterId]
                .filter(Boolean)
                .join(' ')}
            />
            <div className="field__below">
              {hint && (
                <span id={hintId} className="field__hint">
                  {hint}
                </span>
              )}
              <span
                id={counterId}
                className={`field__counter${name.length > DISPLAY_NAME_MAX_LENGTH ? ' field__counter--over' : ''}`}
              >
                {name.length}/{DISPLAY_NAME_MAX_LENGTH}
              </span>
            </div>
            {nameError && (
              <p id={errorId} className="field__error" role="alert">
                {nameError}
              </p>
            )}
          </div>
          <h2 className="first-run__subtitle">{FIRST_RUN_TEXT.photoHeading}</h2>
          <PhotoPicker
            person={{ uid, pictureAt, displayName: name, phoneNumber }}
            change={photo}
            onChange={setPhoto}
            disabled={saving}
          />
          {failure && (
            <p className="alert alert--error" role="alert">
              {failure}
            </p>
          )}
          <div className="first-run__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={saving}
              onClick={() => {
                run.skip();
                goHome();
              }}
            >
              {FIRST_RUN_TEXT.skip}
            </button>
            <button type="submit" className="button" disabled={saving || !validation.ok}>
              {saving && <span className="spinner" aria-hidden="true" />}
              {saving ? FIRST_RUN_TEXT.saving : FIRST_RUN_TEXT.continue}
            </button>
          </div>
        </form>
      </section>
    </main>
  );
}
