/**
 * users/{uid}/contacts/{contactUid}, one of a person's contacts. Only the functions write
 * them (functions/src/contacts/contact-entry.ts); the owner reads and removes theirs. The
 * phone is there only once its owner let this person see it (DESIGN.md §5 "Consent"), and
 * `addedYou` says they added the owner without being added back.
 */
import type { Contact } from '../model';
import { isRecord, millisOf, nonEmptyText, textFields, timestampAsStored } from './fields';

const TEXT_FIELDS = ['phoneNumber', 'displayName', 'fallbackName', 'profilePictureUrl'] as const;

/** The contact from its stored data; optional texts only when they hold something. */
export function readContact(uid: string, data: unknown): Contact {
  const stored = isRecord(data) ? data : {};
  const contact: Contact = {
    uid,
    ...textFields(stored, TEXT_FIELDS, nonEmptyText),
    addedAt: millisOf(stored.addedAt),
  };
  if (stored.addedYou === true) contact.addedYou = true;
  return contact;
}

/**
 * When the entry was first added, as stored (a Timestamp): adding again keeps it
 * (functions/src/contacts/add-contact.ts). null when there is none.
 */
export function addedAtAsStored(data: unknown): unknown {
  return timestampAsStored(isRecord(data) ? data.addedAt : undefined);
}
