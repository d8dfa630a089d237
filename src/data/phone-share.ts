/**
 * "Wrote to them" (DESIGN.md §5 "Consent"): after this device's outbox committed a message
 * to a normal chat that does not show this user's phone yet, the sharePhone function lets
 * the other participant see it (their chat card and their contact entry of this user).
 * Only the caller's own verified number is shared, and only after a message of theirs.
 */
import { callFunction } from './functions';
import type { SharePhoneOutcome } from '@/domain/callables';

export async function requestPhoneShare(chatId: string): Promise<SharePhoneOutcome> {
  const { outcome } = await callFunction('sharePhone', { chatId });
  return outcome;
}
