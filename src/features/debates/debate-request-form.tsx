import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { STANCE_MAX_LENGTH, TIME_LIMIT_OPTIONS, TOPIC_MAX_LENGTH } from '@/domain/validation';
import { DEBATES_TEXT, timeLimitOptionText } from './debates-texts';
import type { useCreateDebate } from './use-create-debate';

interface Props {
  form: ReturnType<typeof useCreateDebate>;
  submitLabel: string;
  busyLabel: string;
  /** Shown (announced) once the request is made. */
  success: ReactNode;
}

/**
 * The debate request's fields (SPEC §2 "Create Debate Request form"): topic, stance, time
 * limit and 'Public debate'; the submit button stays disabled until both texts are filled.
 * Start a Debate and a challenge to one person share it.
 */
export function DebateRequestForm({ form, submitLabel, busyLabel, success }: Props) {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className="debate-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-topic`}>
          {DEBATES_TEXT.topicLabel}
        </label>
        <textarea
          id={`${id}-topic`}
          className="textarea"
          rows={2}
          maxLength={TOPIC_MAX_LENGTH}
          placeholder={DEBATES_TEXT.topicPlaceholder}
          value={form.topic}
          onChange={(e) => form.setTopic(e.target.value)}
        />
        <span className="debate-form__counter" aria-hidden="true">
          {form.topic.length}/{TOPIC_MAX_LENGTH}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-stance`}>
          {DEBATES_TEXT.stanceLabel}
        </label>
        <textarea
          id={`${id}-stance`}
          className="textarea"
          rows={4}
          maxLength={STANCE_MAX_LENGTH}
          placeholder={DEBATES_TEXT.stancePlaceholder}
          value={form.stance}
          onChange={(e) => form.setStance(e.target.value)}
        />
        <span className="debate-form__counter" aria-hidden="true">
          {form.stance.length}/{STANCE_MAX_LENGTH}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-limit`}>
          {DEBATES_TEXT.timeLimitLabel}
        </label>
        <select
          id={`${id}-limit`}
          className="select"
          value={form.timeLimit}
          onChange={(e) => form.setTimeLimit(Number(e.target.value))}
        >
          {TIME_LIMIT_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {timeLimitOptionText(minutes)}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--check">
        <input
          id={`${id}-public`}
          type="checkbox"
          checked={form.isPublic}
          onChange={(e) => form.setIsPublic(e.target.checked)}
        />
        <label htmlFor={`${id}-public`}>{DEBATES_TEXT.publicLabel}</label>
      </div>
      {form.error && (
        <p className="alert alert--error" role="alert">
          {form.error}
        </p>
      )}
      <div role="status">{form.created && success}</div>
      <p id={`${id}-phone`} className="field__hint debate-form__phone-notice">
        {DEBATES_TEXT.phoneNotice}{' '}
        <Link to="/policy#who-can-see">{DEBATES_TEXT.phoneNoticeLink}</Link>
      </p>
      <div className="debate-form__actions">
        <button
          type="submit"
          className="button"
          disabled={!form.canSubmit}
          aria-busy={form.busy}
          aria-describedby={`${id}-phone`}
        >
          {form.busy && <span className="spinner" aria-hidden="true" />}
          {form.busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
