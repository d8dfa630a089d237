import { useId } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/hooks/use-session';
import { DebateRequestForm } from './debate-request-form';
import { DEBATES_TEXT } from './debates-texts';
import { useCreateDebate } from './use-create-debate';
import './debates.css';

/**
 * Start a Debate (SPEC §2 "Create Debate Request form"): topic, stance and time limit; the
 * 'Create Debate Request' button stays disabled until both texts are filled. Above it, that
 * the request shows the poster's phone to everyone browsing (SPEC's Browse: posting is the
 * poster's consent, DESIGN.md §5 "Consent").
 */
export function CreateDebateSection() {
  const { user } = useSession();
  const form = useCreateDebate(user);
  const id = useId();

  return (
    <section className="debate-create" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {DEBATES_TEXT.createHeading}
      </h2>
      <p className="field__hint">{DEBATES_TEXT.createIntro}</p>
      <DebateRequestForm
        form={form}
        submitLabel={DEBATES_TEXT.create}
        busyLabel={DEBATES_TEXT.creating}
        success={
          <div className="alert alert--success">
            <p>{DEBATES_TEXT.created}</p>
            <Link to="/home?section=browse-debates">{DEBATES_TEXT.seeItInBrowse}</Link>
          </div>
        }
      />
    </section>
  );
}
