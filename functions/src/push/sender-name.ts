/**
 * How a push names the person who caused it: their display name, else their generated
 * fallback name (never their phone number, which a lock screen would show).
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { personName } from '@/domain/fallback-name';

export function senderName(
  profile: DocumentSnapshot | undefined,
  chat: Record<string, unknown> | undefined,
  uid: string,
): string {
  const details = (chat?.participantDetails ?? {}) as Record<string, { phoneNumber?: unknown }>;
  const phone = details[uid]?.phoneNumber;
  const name = personName({
    displayName: profile?.get('displayName') as string | undefined,
    fallbackName: profile?.get('fallbackName') as string | undefined,
    phoneNumber: typeof phone === 'string' ? phone : undefined,
  });
  return name || 'Your opponent';
}
