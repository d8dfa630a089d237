import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Camera, ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { Avatar } from './avatar';
import { PHOTO_PICKER_TEXT } from './photo-picker-texts';
import type { SquarePhoto } from './photo-square';
import './photo-picker.css';

/** What the person chose to do with their picture; saved by the form that holds it. */
export type PhotoChange =
  { kind: 'keep' } | { kind: 'new'; photo: SquarePhoto; preview: string } | { kind: 'remove' };

export const KEEP_PHOTO: PhotoChange = { kind: 'keep' };

interface Person {
  uid: string;
  /** Their profile's avatarAt: the picture they have now (null: none). */
  pictureAt: number | null;
  displayName?: string | null;
  fallbackName?: string | null;
  phoneNumber?: string | null;
}

interface Props {
  person: Person;
  change: PhotoChange;
  onChange(change: PhotoChange): void;
  disabled?: boolean;
}

function dataUrl(photo: SquarePhoto): string {
  let binary = '';
  for (const byte of photo.bytes) binary += String.fromCharCode(byte);
  return `data:${photo.type};base64,${btoa(binary)}`;
}

/**
 * A profile photo from the camera or the gallery (docs/pictures.md), previewed at once and
 * saved by the form around it. The square, the size and the encoding are made on the device
 * by photo-square.ts, loaded only once a photo is chosen.
 */
export function PhotoPicker({ person, change, onChange, disabled }: Props) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const hasPicture = change.kind === 'new' || (change.kind === 'keep' && person.pictureAt !== null);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const { squarePhoto, PhotoError } = await import('./photo-square');
      try {
        const photo = await squarePhoto(file);
        onChange({ kind: 'new', photo, preview: dataUrl(photo) });
      } catch (error) {
        const tooLarge = error instanceof PhotoError && error.problem === 'too-large';
        setProblem(tooLarge ? PHOTO_PICKER_TEXT.tooLarge : PHOTO_PICKER_TEXT.unreadable);
      }
    } finally {
      setBusy(false);
    }
  }

  const status = busy
    ? PHOTO_PICKER_TEXT.preparing
    : change.kind === 'new'
      ? PHOTO_PICKER_TEXT.ready
      : change.kind === 'remove'
        ? PHOTO_PICKER_TEXT.removing
        : '';

  return (
    <div className="photo-picker">
      <Avatar
        size="large"
        displayName={person.displayName}
        fallbackName={person.fallbackName}
        phoneNumber={person.phoneNumber}
        uid={change.kind === 'keep' ? person.uid : null}
        pictureAt={change.kind === 'keep' ? person.pictureAt : null}
        pictureUrl={change.kind === 'new' ? change.preview : null}
      />
      <div className="photo-picker__controls">
        <div className="photo-picker__buttons">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => camera.current?.click()}
            disabled={disabled || busy}
            aria-describedby={hintId}
          >
            <Camera aria-hidden="true" size={18} />
            {PHOTO_PICKER_TEXT.takePhoto}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => gallery.current?.click()}
            disabled={disabled || busy}
            aria-describedby={hintId}
          >
            <ImagePlus aria-hidden="true" size={18} />
            {PHOTO_PICKER_TEXT.choosePhoto}
          </button>
          {hasPicture && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                setProblem(null);
                onChange(
                  change.kind === 'new' && person.pictureAt === null
                    ? KEEP_PHOTO
                    : { kind: 'remove' },
                );
              }}
              disabled={disabled || busy}
            >
              <Trash2 aria-hidden="true" size={18} />
              {PHOTO_PICKER_TEXT.removePhoto}
            </button>
          )}
          {change.kind === 'remove' && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onChange(KEEP_PHOTO)}
              disabled={disabled || busy}
            >
              <Undo2 aria-hidden="true" size={18} />
              {PHOTO_PICKER_TEXT.keepPhoto}
            </button>
          )}
        </div>
        <p id={hintId} className="field__hint photo-picker__hint">
          {PHOTO_PICKER_TEXT.hint}
        </p>
        <p className="photo-picker__status" role="status">
          {status}
        </p>
        {problem && (
          <p className="alert alert--error photo-picker__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
      {/* The front camera for a new photo; the gallery (or any file) for one already taken. */}
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="user"
        hidden
        tabIndex={-1}
        onChange={(event) => void picked(event)}
      />
      <input
        ref={gallery}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        onChange={(event) => void picked(event)}
      />
    </div>
  );
}
