/**
 * Profiles written before docs/decisions/0012-safety.md kept the phone number, lastActive and full
 * medals (with the opponent's phone) on the public users/{uid}. What moves where, decided here
 * without Firestore so it is unit-tested; public-identity.ts applies it.
 */
import type { Medal, PublicMedal } from '@/domain/model';
import { PUBLIC_MEDALS_MAX } from '@/domain/limits';
import { millisOrZero } from '@/domain/documents/fields';
import { readLegacyMedals, readPublicMedals, type ProfileDoc } from '@/domain/documents/profile';

/** Profile fields that are private now: moved to users/{uid}/private/account, then deleted. */
export const LEGACY_PRIVATE_FIELDS = ['phoneNumber', 'lastActive'] as const;

export interface StoredMedals {
  /** The profile's medals in public form, newest first, at most PUBLIC_MEDALS_MAX. */
  publicMedals: PublicMedal[];
  /** Full medals still on the profile: they belong in users/{uid}/medals. */
  legacy: Medal[];
  /** Every medal won: the stored count, or for a legacy profile its whole list. */
  count: number;
}

/** Reads users/{uid}.medals and medalCount, separating what must leave the profile. */
export function storedMedals(profile: ProfileDoc | undefined): StoredMedals {
  const raw: unknown[] = profile?.medals ?? [];
  const legacy = readLegacyMedals(raw);
  const publicMedals = readPublicMedals(raw, millisOrZero)
    .filter((m) => m.id !== '')
    .sort((a, b) => b.wonAt - a.wonAt)
    .slice(0, PUBLIC_MEDALS_MAX);
  const stored = profile?.medalCount;
  const count =
    typeof stored === 'number' && Number.isInteger(stored) && stored >= 0
      ? Math.max(stored, publicMedals.length)
      : raw.length;
  return { publicMedals, legacy, count };
}
