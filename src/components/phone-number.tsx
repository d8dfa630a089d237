import { Phone, PhoneOff } from 'lucide-react';
import { PHONE_HIDDEN_TEXT } from '@/domain/phone-consent';

/** Read out before a phone number (the icon beside it is hidden from screen readers). */
const PHONE_LABEL = 'Phone';

/**
 * A person's phone number, or (null) the line saying it stays hidden until its owner lets
 * this user see it: they add them back, write to them, or debated them (DESIGN.md §5
 * "Consent"). `className` is the block the caller styles: `<block>`, `<block>--hidden` and
 * `<block>-icon`.
 */
export function PhoneNumber({ phone, className }: { phone: string | null; className: string }) {
  if (phone === null) {
    return (
      <span className={`${className} ${className}--hidden`}>
        <PhoneOff className={`${className}-icon`} aria-hidden="true" />
        {PHONE_HIDDEN_TEXT}
      </span>
    );
  }
  return (
    <span className={className}>
      <Phone className={`${className}-icon`} aria-hidden="true" />
      <span className="visually-hidden">{PHONE_LABEL} </span>
      <span dir="ltr">{phone}</span>
    </span>
  );
}
