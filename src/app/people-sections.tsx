/**
/**
 * The people sections with 'Challenge' (the debates feature) and Block and Report (the
 * moderation feature) on every person, composed into the people feature's rows, and 'Block'
 * beside 'Add back' on someone who added this user.
 */
import { ChallengeButton } from '@/features/debates/challenge-button';
import { BlockButton } from '@/features/moderation/block-button';
import { SafetyMenu } from '@/features/moderation/safety-menu';
import { ContactsSection } from '@/features/people/contacts-section';
import { FindUsersSection } from '@/features/people/find-users-section';
import type { PersonActions } from '@/features/people/person-actions';

const personActions: PersonActions = (person) => (
  <>
    <ChallengeButton person={person} />
    <SafetyMenu person={person} />
  </>
);
const blockAction: PersonActions = (person) => <BlockButton person={person} />;

export function Contacts() {
  return <ContactsSection personActions={personActions} blockAction={blockAction} />;
}

export function FindUsers() {
  return <FindUsersSection personActions={personActions} />;
}
