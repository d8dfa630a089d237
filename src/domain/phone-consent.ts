/**
 * Whose phone a person sees (DESIGN.md §5 "Consent"): a number reaches someone only when
 * they typed it (an exact search), its owner added them or wrote to them, its owner posted
 * it on a debate request (Browse), or the two debated each other. The functions write a
 * phone into a contact entry or a chat's participantDetails only then
 * (functions/src/contacts/phone-access.ts); until then the screens say so in these words.
 */
import type { Chat } from './model';

/** Shown where a contact's or a chat partner's phone would be, until they consent. */
export const PHONE_HIDDEN_TEXT = 'Phone hidden until they add you or reply';

/**
 * What a chat shows of the other participant's phone: the number; 'hidden' in a normal
 * chat until its owner consents; nothing in a debate without one (a public debate keeps
 * phones out for its spectators, and the debaters' are on the request they matched).
 */
export type PhoneLine = { kind: 'shown'; phone: string } | { kind: 'hidden' } | { kind: 'none' };

export function chatPhoneLine(
  chat: Pick<Chat, 'isDebate' | 'participantDetails'>,
  otherUid: string | null,
): PhoneLine {
  const phone = otherUid ? chat.participantDetails[otherUid]?.phoneNumber : undefined;
  if (phone) return { kind: 'shown', phone };
  return chat.isDebate || !otherUid ? { kind: 'none' } : { kind: 'hidden' };
}
