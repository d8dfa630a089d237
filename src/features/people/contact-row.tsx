import { useId, useState } from 'react';
import { Avatar } from '@/components/avatar';
import { PhoneNumber } from '@/components/phone-number';
import type { Contact } from '@/domain/model';
import { useCachedProfile } from '@/offline/profiles';
import { addedLabel, addedYouLabel, liveContact } from './contacts-logic';
import {
  PEOPLE_TEXT,
  removeChoiceText,
  removeQuestionLabel,
  removeQuestionText,
} from './people-texts';
import type { PersonActions } from './person-actions';
import { ChatButton } from './chat-button';
import { PersonMenu } from './person-menu';

type RemoveScope = 'mine' | 'both';

interface Props {
  /** The signed-in user: whose device cache holds the contact's live profile. */
  viewerUid: string;
  contact: Contact;
  now: number;
  chatPending: boolean;
  chatDisabled: boolean;
  onChat(): void;
  onRemove(scope: RemoveScope): void;
  /** 'Add back' on an 'Added you' entry (addContact), and whether it is under way. */
  onAddBack(): void;
  addingBack: boolean;
  personActions?: PersonActions;
  /** The row's ⋯ (Block and Report), in its top corner. */
  personMenu?: PersonActions;
  /** 'Block' on an 'Added you' entry (the app composes the moderation feature's). */
  blockAction?: PersonActions;
}

/**
 * One contact: avatar and name as the person has them now (their live public profile via
 * the device's profile cache, the copy from the day they were added until it loads), when
 * they were added, their phone once they let this user see it, Chat, and Remove after a
 * choice: from my list only, or from both lists. Someone who added this user without being
 * added back shows 'Added you' with 'Add back' and 'Block' instead of Chat.
 */
export function ContactRow({
  viewerUid,
  contact,
  now,
  chatPending,
  chatDisabled,
  onChat,
  onRemove,
  onAddBack,
  addingBack,
  personActions,
  personMenu,
  blockAction,
}: Props) {
  const [confirming, setConfirming] = useState(false);
  const explanationId = useId();
  const live = liveContact(contact, useCachedProfile(viewerUid, contact.uid));
  const { name } = live;
  const addedYou = contact.addedYou === true;
  return (
    <li
      className={`person-row contact-row${addedYou ? ' contact-row--added-you' : ''}`}
      aria-label={name}
    >
      {/* The picture's time comes from the same cached profile as the name (no extra read). */}
      <Avatar displayName={name} phoneNumber={contact.phoneNumber} uid={contact.uid} />
      <div className="person-row__body">
        <span className="person-row__name" dir="auto">
          {name}
        </span>
        <span className={`person-row__detail${addedYou ? ' contact-row__added-you' : ''}`}>
          {addedYou ? addedYouLabel(contact.addedAt, now) : addedLabel(contact.addedAt, now)}
        </span>
        <span className="person-row__detail">
          <PhoneNumber phone={contact.phoneNumber || null} className="person-row__phone" />
        </span>
      </div>
      <PersonMenu menu={personMenu} person={{ uid: contact.uid, name }} />
      {confirming ? (
        <div
          className="contact-row__confirm"
          role="group"
          aria-label={removeQuestionLabel(name)}
          aria-describedby={explanationId}
        >
          <span className="contact-row__question">{removeQuestionText(name)}</span>
          <span id={explanationId} className="contact-row__explanation">
            {removeChoiceText(name)}
          </span>
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
              onClick={() => onRemove('mine')}
            >
              {PEOPLE_TEXT.removeMineOnly}
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              onClick={() => onRemove('both')}
            >
              {PEOPLE_TEXT.removeFromBoth}
            </button>
          </div>
        </div>
      ) : (
        <div className="person-row__actions">
          {addedYou ? (
            <>
              <button
                type="button"
                className="button button--small"
                onClick={onAddBack}
                disabled={addingBack}
                aria-busy={addingBack}
              >
                {addingBack && <span className="spinner person-row__spinner" aria-hidden="true" />}
                {PEOPLE_TEXT.addBack}
              </button>
              {blockAction?.({ uid: contact.uid, name })}
            </>
          ) : (
            <ChatButton pending={chatPending} disabled={chatDisabled} onChat={onChat} />
          )}
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
