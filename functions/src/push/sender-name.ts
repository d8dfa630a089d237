/**
 * How a push names the person who caused it: their display name, else their generated
 * fallback name (never their phone number, which a lock screen would show).
 */
import { personName } from '@/domain/fallback-name';
import { participantDetailsOf } from '@/domain/documents/chat';
import type { ProfileDoc } from '@/domain/documents/profile';

/** `profile` is their users/{uid} as readProfile (src/domain/documents/profile.ts) reads it. */
export function senderName(
  profile: ProfileDoc | undefined,
  chat: Record<string, unknown> | undefined,
  uid: string,
): string {
  const name = personName({
    displayName: profile?.displayName,
    fallbackName: profile?.fallbackName,
    phoneNumber: participantDetailsOf(chat)[uid]?.phoneNumber,
  });
  return name || 'Your opponent';
}
