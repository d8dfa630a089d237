import { Phone, PhoneOff } from 'lucide-react';
import { PEOPLE_TEXT } from './people-texts';

/**
 * A contact's phone number, or, until its owner lets this user see it (they add them back,
 * write to them, or debated them: DESIGN.md §5 "Consent"), the line that says so.
 */
export function ContactPhone({ phoneNumber }: { phoneNumber: string | undefined }) {
  if (!phoneNumber) {
    return (
      <span className="person-row__detail person-row__phone person-row__phone--hidden">
        <PhoneOff className="person-row__phone-icon" aria-hidden="true" />
        {PEOPLE_TEXT.phoneHidden}
      </span>
    );
  }
  return (
    <span className="person-row__detail person-row__phone">
      <Phone className="person-row__phone-icon" aria-hidden="true" />
      <span className="visually-hidden">{PEOPLE_TEXT.phone} </span>
      <span dir="ltr">{phoneNumber}</span>
    </span>
  );
}
