import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shows 'n/max' under the box; the limit itself is checked by validateProfile. */
  counterMax?: number;
  hint?: string;
  /** A line of its own under the hint: news about what was saved (tied to it too). */
  note?: string;
  multiline?: boolean;
  type?: 'text' | 'url';
  autoComplete?: string;
  /** The form control's name, used to focus it when it needs fixing. */
  name: string;
  /** Focus it when the form opens. */
  autoFocus?: boolean;
}

/**
 * A labelled box with its counter, hint and error, all tied to it by aria-describedby.
 * No maxLength: a pasted or typed overlong text stays visible with the SPEC's message,
 * rather than being cut silently.
 */
export function ProfileField(props: Props) {
  const { label, value, error, counterMax, hint, multiline } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [
    error && errorId,
    counterMax && counterId,
    hint && hintId,
    props.note && noteId,
  ]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    value,
    name: props.name,
    autoFocus: props.autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="field profile-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          className="textarea"
          rows={4}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          className="input"
          type={props.type ?? 'text'}
          inputMode={props.type === 'url' ? 'url' : undefined}
          autoComplete={props.autoComplete ?? 'off'}
          spellCheck={props.type === 'url' ? false : undefined}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      <div className="field__below">
        {hint && (
          <span id={hintId} className="field__hint">
            {hint}
          </span>
        )}
        {counterMax !== undefined && (
          <span
            id={counterId}
            className={`field__counter${value.length > counterMax ? ' field__counter--over' : ''}`}
          >
            {value.length}/{counterMax}
          </span>
        )}
      </div>
      {props.note && (
        <p id={noteId} className="field__hint profile-field__note">
          {props.note}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
