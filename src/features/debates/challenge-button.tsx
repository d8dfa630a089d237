import { Swords } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { useSession } from '@/hooks/use-session';
import { DebateRequestForm } from './debate-request-form';
import {
  challengeIntroText,
  challengeLabel,
  challengeSentText,
  challengeTitle,
  DEBATES_TEXT,
} from './debates-texts';
import { useCreateDebate } from './use-create-debate';
import './debates.css';

interface ChallengedPerson {
  uid: string;
  name: string;
}

function ChallengeDialog({ person, onClose }: { person: ChallengedPerson; onClose(): void }) {
  const { user } = useSession();
  const form = useCreateDebate(user, person.uid);
  return (
    <Dialog
      title={challengeTitle(person.name)}
      description={challengeIntroText(person.name)}
      onClose={onClose}
      className="challenge-dialog"
    >
      <DebateRequestForm
        form={form}
        submitLabel={DEBATES_TEXT.sendChallenge}
        busyLabel={DEBATES_TEXT.sendingChallenge}
        success={<p className="alert alert--success">{challengeSentText(person.name)}</p>}
      />
    </Dialog>
  );
}

/**
 * 'Challenge' on a person (a contact row, a search result, the card of a normal chat): the
 * Create Debate Request form in a dialog, addressed to that person only (a challenge,
 * src/domain/challenges.ts).
 */
export function ChallengeButton({ person }: { person: ChallengedPerson }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small button--secondary challenge-button"
        aria-label={challengeLabel(person.name)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Swords aria-hidden="true" size={16} />
        {DEBATES_TEXT.challenge}
      </button>
      {open && <ChallengeDialog person={person} onClose={() => setOpen(false)} />}
    </>
  );
}
