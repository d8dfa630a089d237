import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { nameOrFallback } from '@/domain/fallback-name';
import type { Contact } from '@/domain/model';
import { addedLabel } from './contacts-logic';
import { PEOPLE_TEXT, removeQuestionLabel, removeQuestionText } from './people-texts';
import type { PersonActions } from './person-actions';
import { ChatButton } from './chat-button';

interface Props {
  contact: Contact;
  now: number;
  chatPending: boolean;
  chatDisabled: boolean;
  onChat(): void;
  onRemove(): void;
  personActions?: PersonActions;
}

/** One contact: avatar, name, when it was added, Chat, and Remove after a confirmation. */
export function ContactRow({
  contact,
  now,
  chatPending,
  chatDisabled,
  onChat,
  onRemove,
  personActions,
}: Props) {
  const [confirming, setConfirming] = useState(false);
  const name = nameOrFallback(contact.displayName, contact.phoneNumber);
  return (
    <li className="person-row contact-row" aria-label={name}>
      <Avatar
        displayName={contact.displayName}
        phoneNumber={contact.phoneNumber}
        pictureUrl={contact.profilePictureUrl}
      />
      <div className="person-row__body">
        <span className="person-row__name">{name}</span>
        <span className="person-row__detail">{addedLabel(contact.addedAt, now)}</span>
      </div>
      {confirming ? (
        <div className="contact-row__confirm" role="group" aria-label={removeQuestionLabel(name)}>
          <span className="contact-row__question">{removeQuestionText(name)}</span>
          <div className="person-row__actions">
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setConfirming(false)}
              autoFocus
            >
              {PEOPLE_TEXT.cancel}
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              onClick={onRemove}
            >
              {PEOPLE_TEXT.confirmRemove}
            </button>
          </div>
        </div>
      ) : (
        <div className="person-row__actions">
          <ChatButton pending={chatPending} disabled={chatDisabled} onChat={onChat} />
          <button
            type="button"
            className="button button--small button--secondary contact-row__remove"
            onClick={() => setConfirming(true)}
          >
            {PEOPLE_TEXT.remove}
          </button>
          {personActions?.({ uid: contact.uid, name })}
        </div>
      )}
    </li>
  );
}
