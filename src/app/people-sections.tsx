/**
/**
 * The people sections with 'Challenge' (the debates feature) among every person's buttons and
 * Block and Report (the moderation feature) behind the ⋯ in the row's corner, composed into
 * the people feature's rows, and 'Block' beside 'Add back' on someone who added this user.
 */
import { ChallengeButton } from '@/features/debates';
import { BlockButton, SafetyMenu } from '@/features/moderation';
import { ContactsSection, FindUsersSection, type PersonActions } from '@/features/people';

const personActions: PersonActions = (person) => <ChallengeButton person={person} />;
const personMenu: PersonActions = (person) => <SafetyMenu person={person} />;
const blockAction: PersonActions = (person) => <BlockButton person={person} />;

export function Contacts() {
  return (
    <ContactsSection
      personActions={personActions}
      personMenu={personMenu}
      blockAction={blockAction}
    />
  );
}

export function FindUsers() {
  return <FindUsersSection personActions={personActions} personMenu={personMenu} />;
}
