/**
 * Who a chat's participants are, read on the server: a chat's participantDetails (name, and
 * the phone where its owner consented: contacts/phone-access.ts) are written only by
 * functions, so no client can put someone else's number or a padded map into a chat.
 *
 * The phone comes from the owner-only users/{uid}/private/account; profiles made before
 * phone numbers moved there still carry it on users/{uid}, which is the fallback.
 */
import { getFirestore, type Transaction } from 'firebase-admin/firestore';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { DISPLAY_NAME_MAX_LENGTH } from '@/domain/validation';
import type { ParticipantDetail } from '@/domain/model';
import { trimmedText } from '@/domain/documents/fields';
import { readAccount, type AccountDoc } from '@/domain/documents/account';
import { readProfile, type ProfileDoc } from '@/domain/documents/profile';

export interface Participant {
  uid: string;
  phoneNumber: string;
  displayName?: string;
}

/** E.164: a plus and at most 15 digits. Anything else is not stored in a chat. */
const PHONE = /^\+[1-9]\d{1,14}$/;

export function validPhone(value: unknown): string {
  const phone = trimmedText(value);
  return PHONE.test(phone) ? phone : '';
}

/**
 * The participant from their profile and account documents; the phone may be ''. A
 * `verifiedPhone` (the caller's ID token, or a request's stored phone) comes first.
 */
export function participantFrom(
  uid: string,
  profile: ProfileDoc | undefined,
  account: AccountDoc | undefined,
  verifiedPhone: unknown = '',
): Participant {
  const phoneNumber =
    validPhone(verifiedPhone) ||
    validPhone(account?.phoneNumber) ||
    validPhone(profile?.phoneNumber);
  const displayName = trimmedText(profile?.displayName).slice(0, DISPLAY_NAME_MAX_LENGTH);
  return displayName ? { uid, phoneNumber, displayName } : { uid, phoneNumber };
}

/**
 * One participant's entry of a normal chat's participantDetails: exactly these keys,
 * bounded. The name always (the display name, and SPEC §3's generated one, made here from
 * the phone so the other side can name them without it); the phone only with `showPhone`,
 * its owner's consent (contacts/phone-access.ts).
 */
export function detailsOf(
  party: Participant,
  { showPhone }: { showPhone: boolean },
): ParticipantDetail {
  return {
    ...(showPhone ? { phoneNumber: party.phoneNumber } : {}),
    ...(party.displayName ? { displayName: party.displayName } : {}),
    ...(party.phoneNumber ? { fallbackName: fallbackDisplayName(party.phoneNumber) } : {}),
  };
}

/**
 * Reads users/{uid} and users/{uid}/private/account in the transaction; null when there
 * is no profile at all. `verifiedPhones` (the caller's ID token) come first.
 */
export async function readParticipants(
  tx: Transaction,
  uids: readonly string[],
  verifiedPhones: Record<string, unknown> = {},
): Promise<(Participant | null)[]> {
  const users = getFirestore().collection('users');
  const refs = uids.flatMap((uid) => [
    users.doc(uid),
    users.doc(uid).collection('private').doc('account'),
  ]);
  const snapshots = await tx.getAll(...refs);
  return uids.map((uid, i) => {
    const profile = snapshots[2 * i];
    const account = snapshots[2 * i + 1];
    if (!profile?.exists) return null;
    return participantFrom(
      uid,
      readProfile(profile.data()),
      readAccount(account?.data()),
      verifiedPhones[uid],
    );
  });
}
