import { useId, useMemo, useState } from 'react';
import { useOnline } from '@/hooks/use-online';
import { useSignedInUser } from '@/hooks/use-session';
import { useStartChat } from '@/hooks/use-start-chat';
import { useCachedProfiles } from '@/offline/profiles';
import { ContactRow } from './contact-row';
import { liveContactNames, sortContacts } from './contacts-logic';
import { contactCountText, PEOPLE_TEXT } from './people-texts';
import type { PersonActions } from './person-actions';
import { useAddBack } from './use-add-back';
import { useContacts } from './use-contacts';
import './people.css';

interface Props {
  personActions?: PersonActions;
  personMenu?: PersonActions;
  /** 'Block' on an 'Added you' row (the app composes the moderation feature's button). */
  blockAction?: PersonActions;
}

/**
 * The Contacts home section (SPEC §2): the user's contacts, live, with Chat and Remove;
 * people who added this user arrive as 'Added you' with 'Add back' and 'Block'.
 */
export function ContactsSection({ personActions, personMenu, blockAction }: Props) {
  const me = useSignedInUser();
  const { contacts: stored, error, remove } = useContacts(me.uid);
  const online = useOnline();
  // In the order of the names the rows show: a contact who renamed themselves moves.
  const profiles = useCachedProfiles(me.uid, stored?.map((c) => c.uid) ?? []);
  const contacts = useMemo(
    () => stored && sortContacts(stored, liveContactNames(stored, profiles)),
    [stored, profiles],
  );
  const chat = useStartChat();
  const adding = useAddBack();
  const headingId = useId();
  // Only the year matters ('Added Mar 5' this year, with the year otherwise).
  const [now] = useState(() => Date.now());

  return (
    <section className="contacts" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {PEOPLE_TEXT.contactsHeading}
        {contacts && <span className="contacts__count">{contactCountText(contacts.length)}</span>}
      </h2>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {chat.error && (
        <p className="alert alert--error" role="alert">
          {chat.error}
        </p>
      )}
      {adding.error && (
        <p className="alert alert--error" role="alert">
          {adding.error}
        </p>
      )}
      {contacts === undefined ? (
        !error &&
        (online ? (
          <p className="contacts__loading" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
            {PEOPLE_TEXT.loadingContacts}
          </p>
        ) : (
          <p className="empty-state" role="status">
            {PEOPLE_TEXT.contactsOffline}
          </p>
        ))
      ) : contacts.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{PEOPLE_TEXT.noContacts}</p>
          <p>{PEOPLE_TEXT.noContactsHint}</p>
        </div>
      ) : (
        <ul className="people__list" aria-label={PEOPLE_TEXT.contactsHeading}>
          {contacts.map((contact) => (
            <ContactRow
              key={contact.uid}
              viewerUid={me.uid}
              contact={contact}
              now={now}
              chatPending={chat.pendingUid === contact.uid}
              chatDisabled={chat.busy}
              onChat={() => void chat.startChat(contact)}
              onRemove={(scope) => remove(contact.uid, scope)}
              onAddBack={() => adding.addBack(contact.uid)}
              addingBack={adding.isAddingBack(contact.uid)}
              personActions={personActions}
              personMenu={personMenu}
              blockAction={blockAction}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
