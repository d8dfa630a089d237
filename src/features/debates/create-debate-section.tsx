import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { STANCE_MAX_LENGTH, TIME_LIMIT_OPTIONS, TOPIC_MAX_LENGTH } from '@/domain/validation';
import { useSession } from '@/hooks/use-session';
import { CREATED_TEXT, useCreateDebate } from './use-create-debate';
import './debates.css';

/**
 * Start a Debate (SPEC §2 "Create Debate Request form"): topic, stance and time limit; the
 * 'Create Debate Request' button stays disabled until both texts are filled.
 */
export function CreateDebateSection() {
  const { user } = useSession();
  const form = useCreateDebate(user);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <section className="debate-create" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        Create Request
      </h2>
      <p className="field__hint">
        Pick a topic, state your side, and wait for a challenger to accept.
      </p>
      <form className="debate-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-topic`}>
            Debate topic
          </label>
          <textarea
            id={`${id}-topic`}
            className="textarea"
            rows={2}
            maxLength={TOPIC_MAX_LENGTH}
            placeholder="e.g. Remote work is better than office work"
            value={form.topic}
            onChange={(e) => form.setTopic(e.target.value)}
          />
          <span className="debate-form__counter" aria-hidden="true">
            {form.topic.length}/{TOPIC_MAX_LENGTH}
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-stance`}>
            Your stance
          </label>
          <textarea
            id={`${id}-stance`}
            className="textarea"
            rows={4}
            maxLength={STANCE_MAX_LENGTH}
            placeholder="What side do you take, and why?"
            value={form.stance}
            onChange={(e) => form.setStance(e.target.value)}
          />
          <span className="debate-form__counter" aria-hidden="true">
            {form.stance.length}/{STANCE_MAX_LENGTH}
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-limit`}>
            Time limit
          </label>
          <select
            id={`${id}-limit`}
            className="select"
            value={form.timeLimit}
            onChange={(e) => form.setTimeLimit(Number(e.target.value))}
          >
            {TIME_LIMIT_OPTIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </select>
        </div>
        {form.error && (
          <p className="alert alert--error" role="alert">
            {form.error}
          </p>
        )}
        <div role="status">
          {form.created && (
            <div className="alert alert--success">
              <p>{CREATED_TEXT}</p>
              <Link to="/home?section=browse-debates">See it in Join a Debate</Link>
            </div>
          )}
        </div>
        <div className="debate-form__actions">
          <button type="submit" className="button" disabled={!form.canSubmit} aria-busy={form.busy}>
            {form.busy && <span className="spinner" aria-hidden="true" />}
            {form.busy ? 'Creating…' : 'Create Debate Request'}
          </button>
        </div>
      </form>
    </section>
  );
}
