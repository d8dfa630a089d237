import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { nameOrFallback } from '@/domain/fallback-name';
import type { Contact } from '@/domain/model';
import { addedLabel } from './contacts-logic';

interface Props {
  contact: Contact;
  now: number;
  chatPending: boolean;
  chatDisabled: boolean;
  onChat(): void;
  onRemove(): void;
}

/** One contact: avatar, name, when it was added, Chat, and Remove after a confirmation. */
export function ContactRow({ contact, now, chatPending, chatDisabled, onChat, onRemove }: Props) {
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
        <div className="contact-row__confirm" role="group" aria-label={`Remove ${name}?`}>
          <span className="contact-row__question">Remove {name} from your contacts?</span>
          <div className="person-row__actions">
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setConfirming(false)}
              autoFocus
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              onClick={onRemove}
            >
              Yes, remove
            </button>
          </div>
        </div>
      ) : (
        <div className="person-row__actions">
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={onChat}
            disabled={chatDisabled}
            aria-busy={chatPending}
          >
            {chatPending && <span className="spinner person-row__spinner" aria-hidden="true" />}
            Chat
          </button>
          <button
            type="button"
            className="button button--small button--secondary contact-row__remove"
            onClick={() => setConfirming(true)}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
