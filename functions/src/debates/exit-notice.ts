/**
 * The trace an exit leaves (docs/decisions/0013-chat.md §6): exitDebate deletes the chat, so the
 * debater who stayed would see 'Chat not found'. debateExits/{chatId} tells them who left instead;
 * only the two debaters may read it (firestore.rules). Pure, so the unit test proves the shape.
 */
import { personName } from '@/domain/fallback-name';
import { EXIT_FALLBACK_NAME, type DebateExitFields } from '@/domain/debate-exit';
import type { ProfileDoc } from '@/domain/documents/profile';
import type { Chat, ParticipantDetail } from '@/domain/model';

interface Leaver {
  uid: string;
  /** The public profile (users/{uid}) as readProfile reads it: displayName, fallbackName. */
  profile: ProfileDoc | undefined;
  /** The chat's participantDetails entry for them (participantDetailsOf). */
  details: ParticipantDetail | undefined;
  /** The phone number of their account, if the token carries it. */
  phoneNumber: string | undefined;
}

/** The name the other debater will read: the leaver's current profile name, else a fallback. */
export function leaverName({ profile, details, phoneNumber }: Leaver): string {
  const name = personName({
    displayName: profile?.displayName ?? details?.displayName,
    fallbackName: profile?.fallbackName,
    phoneNumber: phoneNumber ?? details?.phoneNumber,
  });
  return (name || EXIT_FALLBACK_NAME).slice(0, 80);
}

/** debateExits/{chatId} without exitedAt and expiresAt (times, added by the caller). */
export function exitNotice(
  chat: Pick<Chat, 'participants' | 'debateTopic'>,
  leaver: Leaver,
): Omit<DebateExitFields, 'exitedAt' | 'expiresAt'> {
  return {
    participants: chat.participants.slice(0, 2),
    exitedBy: leaver.uid,
    exitedByName: leaverName(leaver),
    debateTopic: (chat.debateTopic ?? '').slice(0, 300),
  };
}
